"""Keys the checker accepts are keys the engine reads (#11: the checker never passes what the engine ignores).

`cures_delayed` on a protection is read at settling (C-ROLE-MAN); `chance` and `dead_before_night`,
which nothing read, are refused with a hint. The playing-host switch is `host_may_play`, read by value.
"""

from __future__ import annotations

from pathlib import Path

from moderator_app.engine.rolesets.checker import check_text
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.paths import rolesets_dir

from .classic_helpers import DAY1, act, day, deaths, events, night, play

CLASSIC = rolesets_dir() / "forum-mafia-classic.yaml"


def _classic_with(tmp_path: Path, old: str, new: str) -> str:
    text = CLASSIC.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "classic-variant.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(path)


def test_C_ROLE_MAN_heal_the_poisoning_night_cures_it():
    game = play([DAY1, night(act("Man", "poison", "Cit1"), act("Doc", "heal", "Cit1")), day(), night()])
    assert events(game, "cured", 1) == [{"target": "Cit1", "by": ["Doc"]}] and deaths(game) == {}


def test_C_ROLE_MAN_a_protection_without_cures_delayed_saves_from_kills_but_not_from_the_poison(tmp_path: Path):
    ruleset = _classic_with(tmp_path, "    cures_delayed: true      # C-ROLE-MAN", "    cures_delayed: false     # C-ROLE-MAN")
    game = play([DAY1, night(act("Man", "poison", "Cit1"), act("Maf", "kill", "Cit2"), act("Doc", "heal", "Cit1")),
                 day(), night()], ruleset=ruleset)
    assert deaths(game, 1) == {"Cit2": "kill:mafioso"}
    assert not events(game, "cured", 1)
    assert deaths(game) == {"Cit1": "poison"}


def test_C_ORDER_2_dead_before_night_is_not_a_key_the_checker_lets_through(tmp_path: Path):
    ruleset = _classic_with(tmp_path, "    share_with_roles: [sergeant]\n",
                            "    share_with_roles: [sergeant]\n    dead_before_night: void\n")
    messages = [str(m) for m in check_text(Path(ruleset).read_text(encoding="utf-8"), ruleset)]
    assert any("dead_before_night" in m for m in messages), messages


def test_an_ability_chance_is_refused_with_a_hint(tmp_path: Path):
    ruleset = _classic_with(tmp_path, "    cures_delayed: true", "    chance: 0.5\n    cures_delayed: true")
    messages = [str(m) for m in check_text(Path(ruleset).read_text(encoding="utf-8"), ruleset)]
    assert any("'chance'" in m for m in messages), messages


def test_S_TAB_3_host_mode_is_refused_with_what_to_write_instead(tmp_path: Path):
    ruleset = _classic_with(tmp_path, "options:\n", "options:\n  host_mode: master\n")
    messages = [str(m) for m in check_text(Path(ruleset).read_text(encoding="utf-8"), ruleset)]
    assert any("host_mode" in m and "host_may_play: true" in m for m in messages), messages


def test_S_TAB_3_a_game_kept_with_host_mode_and_dead_before_night_still_loads_as_it_was_played():
    from moderator_app.engine.model.kept_rules import roleset_for_setup, sha256_of

    text = (CLASSIC.read_text(encoding="utf-8").replace("options:\n", "options:\n  host_mode: master\n", 1)
            .replace("    share_with_roles: [sergeant]\n", "    share_with_roles: [sergeant]\n    dead_before_night: void\n", 1))
    rs = roleset_for_setup({"ruleset": "forum-mafia-classic", "ruleset_text": text, "ruleset_sha256": sha256_of(text)},
                           {}, None)
    assert rs.options["host_may_play"] is True and "host_mode" not in rs.options  # its presence offered the switch
    assert "dead_before_night" not in rs.abilities["check"].params  # dropped on loading: never read


def test_C_LYNCH_1_last_counts_false_keeps_the_first_valid_vote_and_refuses_the_change(tmp_path: Path):
    ruleset = _classic_with(tmp_path, "  last_counts: true", "  last_counts: false")
    votes = [{"voter": "Cit1", "target": "Cit1"}, {"voter": "Cit1", "target": "Maf"}, {"voter": "Cit1", "target": "Boss"},
             {"voter": "Cit2", "target": "Maf"}, {"voter": "Cit3", "target": "Maf"}, {"voter": "Bal", "target": "Boss"}]
    game = play([DAY1, night(), day(*votes), night()], ruleset=ruleset)
    refused = {(v.voter, v.target): (v.refused, getattr(v.refused, "code", None)) for v in game.phases[2].votes}
    assert refused[("Cit1", "Cit1")][0] == "self-vote"  # an invalid vote does not lock the voter in
    assert refused[("Cit1", "Maf")] == (None, None)
    assert refused[("Cit1", "Boss")][1] == "vote_already_cast"
    assert game.phases[-1].result.tally.by_voter == {"Cit1": "Maf", "Cit2": "Maf", "Cit3": "Maf", "Bal": "Boss"}
    assert deaths(game) == {"Maf": "execution"}
    shipped = play([DAY1, night(), day(*votes), night()])  # the shipped set (true): Cit1's last vote counts
    assert shipped.phases[-1].result.tally.by_voter["Cit1"] == "Boss" and deaths(shipped) == {}


def _problems(ruleset: str) -> list[str]:
    return [str(m) for m in check_text(Path(ruleset).read_text(encoding="utf-8"), ruleset)]


def test_languages_every_name_mapping_has_each_listed_language(tmp_path: Path):
    assert _problems(str(CLASSIC)) == []  # the shipped set names everything in ru, pl and en
    town = "    names: {ru: Мирные жители, pl: Miasto, en: Town}"
    ruleset = _classic_with(tmp_path, town, "    names: {ru: Мирные жители, pl: Miasto}")
    line = CLASSIC.read_text(encoding="utf-8").splitlines().index(town) + 1
    assert _problems(ruleset) == [f"{ruleset}:{line}: warning: teams.town.names: no text in 'en', one of the set's "
                                  "languages (ru, pl, en)"]
    assert load_roleset(ruleset).teams  # a warning: the set still plays


def test_an_option_neither_the_engines_nor_used_as_dollar_name_is_reported_with_the_closest(tmp_path: Path):
    ruleset = _classic_with(tmp_path, "options:\n", "options:\n  slander_night: 2\n")
    messages = _problems(ruleset)
    assert len(messages) == 1 and "warning: options: option 'slander_night'" in messages[0], messages
    assert "did you mean 'slander_nights'?" in messages[0]
    used = _classic_with(tmp_path, "options:\n", "options:\n  host_may_play: true\n")
    assert _problems(used) == []  # an engine option


def test_S_KILL_1_3_presence_kill_when_and_meet_when_name_the_rules_presence_applies():
    from moderator_app.engine.tables.presence import KILL_RULES, MEET_RULES
    from moderator_app.engine.rolesets.schema_rooms import PRESENCE

    declared = {p.name: p.kind.values for p in PRESENCE.params if p.name.endswith("_when")}
    assert set(declared["kill_when"]) == set(KILL_RULES) and set(declared["meet_when"]) == set(MEET_RULES)
    kill, meet = KILL_RULES["killers_not_fewer"], MEET_RULES["killers_not_fewer"]
    assert [kill(1, 1), kill(2, 1), kill(1, 2), kill(1, 0)] == [True, True, False, False]  # S-KILL-1
    assert [meet(2, 0), meet(2, 2), meet(1, 0), meet(2, 3)] == [True, True, False, False]  # S-KILL-3
