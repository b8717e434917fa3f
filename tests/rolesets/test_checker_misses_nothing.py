"""#11 item 2: the checker passes nothing the engine would ignore. Each case of the issue is a set
the old checker let through; now each is an error with its line and the closest known name."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.checker import check_text
from tests.test_checker import SMALL


def _line(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def _rep(old: str, new: str, base: str = SMALL) -> str:
    assert old in base
    return base.replace(old, new)


KILL = "    effect: kill\n"
CASES = {
    "misspelt trait appear_as": (_rep("  seer: {team: town, abilities: [look]}", "  seer: {team: town, abilities: [look], appear_as: wolves}"),
                                 "appear_as", "roles.seer: unknown key 'appear_as' (did you mean 'appears_as'?)"),
    "misspelt trait unhealabel": (_rep("  villager: {team: town}", "  villager: {team: town, unhealabel: true}"),
                                  "unhealabel", "roles.villager: unknown key 'unhealabel' (did you mean 'unhealable'?)"),
    "unknown team in side_team": (_rep("side_team: wolves", "side_team: wolvs"), "wolvs",
                                  "abilities.look.side_team: unknown team 'wolvs' (did you mean 'wolves'?)"),
    "answer as yes/no": (_rep("side_team: wolves", "side_team: wolves\n    answer: {yes: wolf, no: clean}"), "answer",
                         "abilities.look.answer: 'yes' is not one of: true, false (write true or false)"),
    "against: everything": (_rep(KILL, KILL + "  heal:\n    effect: protect\n    against: everything\n"), "everything",
                            "abilities.heal.against: 'everything' is not one of: healable"),
    "agreement: all": (_rep(KILL, KILL + "    agreement: all\n"), "agreement", "abilities.bite.agreement: 'all' is not one of: team"),
    "reveals: alignment": (_rep("reveals: side", "reveals: alignment"), "alignment",
                           "abilities.look.reveals: 'alignment' is not one of: side, role"),
    "when_actor_killed: maybe": (_rep(KILL, KILL + "    when_actor_killed: maybe\n"), "maybe",
                                 "abilities.bite.when_actor_killed: 'maybe' is not one of: act, void, self_only"),
    "no_repeat_target: yes please": (_rep(KILL, KILL + '    no_repeat_target: "yes please"\n'), "yes please",
                                     "abilities.bite.no_repeat_target: must be true or false, not 'yes please'"),
    "unknown vote key": (_rep("  tie: $tie", "  tie: $tie\n  first_dya_vote: false"), "first_dya_vote",
                         "vote: unknown key 'first_dya_vote' (did you mean 'first_day_vote'? it belongs under cycle)"),
    "unknown cycle key": (SMALL + "cycle: {night_mod: rooms}\n", "night_mod", "cycle: unknown key 'night_mod' (did you mean 'night_mode'?)"),
    "unknown team key": (_rep("    win: {kind: parity}", "    win: {kind: parity}\n    knows_each_othr: true"), "knows_each_othr",
                         "teams.wolves: unknown key 'knows_each_othr' (did you mean 'knows_each_other'?)"),
    "unknown role key": (_rep("  villager: {team: town}", "  villager: {team: town, abilites: [look]}"), "abilites",
                         "roles.villager: unknown key 'abilites' (did you mean 'abilities'?)"),
    "cycle.start: evening": (SMALL + "cycle: {start: evening}\n", "evening",
                             "cycle.start: 'evening' is not one of: day, night, council"),
    "option value ten where a number is read": (
        _rep(KILL, KILL + "    targets: $n\n", _rep("  tie: no_lynch", "  tie: no_lynch\n  n: ten")), "targets: $n",
        "abilities.bite.targets: must be a whole number 0 or more, not 'ten' (from option 'n')"),
    "names as a list": (_rep("  villager: {team: town}", "  villager: {team: town, names: [Villager, Житель]}"), "Villager",
                        "roles.villager.names: must be a mapping of languages ({ru: …, pl: …, en: …}), not '['Villager', 'Житель']'"),
    "ability names as a list": (_rep(KILL, KILL + "    names: [Bite]\n"), "[Bite]",
                                "abilities.bite.names: must be a mapping of languages ({ru: …, pl: …, en: …}), not '['Bite']'"),
    "deal count two": (_rep("villager: 1, seer", "villager: two, seer"), "two",
                       "deal.3.villager: must be a whole number 0 or more, not 'two'"),
    "abilities: [[block], hunt]": (_rep("abilities: [bite]", "abilities: [[look], bite]"), "[[look]",
                                   "roles.wolf.abilities[0]: must be an ability id (a name), not '['look']'"),
    "win_order: [{town: 1}]": (SMALL + "win_order: [{town: 1}]\n", "win_order",
                               "win_order[0]: must be a team id (a name), not '{'town': 1}'"),
    "an engine option of the wrong kind": (_rep("  tie: no_lynch", "  tie: no_lynch\n  missed_votes_auto: sometimes"),
                                           "missed_votes_auto", "options.missed_votes_auto: must be true or false, not 'sometimes'"),
    "unknown top-level key": (SMALL + "scripts: []\n", "scripts", "unknown key 'scripts'"),
    "unknown effect parameter": (_rep(KILL, KILL + "    prey_teams: [wolves]\n"), "prey_teams",
                                 "abilities.bite: unknown key 'prey_teams'"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_C_ROLE_DOC_checker_refuses_what_the_engine_would_ignore(case: str) -> None:
    text, needle, message = CASES[case]
    problems = [p for p in check_text(text, source="set.yaml") if p.severity == "error"]
    assert problems, f"{case}: the checker passed it"
    first = problems[0]
    assert first.message.startswith(message), first.message
    assert first.line == _line(text, needle)
    assert str(first).startswith(f"set.yaml:{first.line}: ")
