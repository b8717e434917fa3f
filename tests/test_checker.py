"""The role set checker reports every problem with its line; shipped sets are clean; data never runs code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.cli import check_roleset_file
from moderator_app.engine.rolesets.checker import check_file, check_text
from moderator_app.engine.rolesets.roleset import load_roleset

CLASSIC = paths.rolesets_dir() / "forum-mafia-classic.yaml"
SMALL = """\
id: tiny
options:
  tie: no_lynch
teams:
  town:
    win: {kind: eliminate, enemies: [wolves]}
  wolves:
    win: {kind: parity}
vote:
  tie: $tie
abilities:
  bite:
    effect: kill
  look:
    effect: check
    reveals: side
    side_team: wolves
roles:
  villager: {team: town}
  seer: {team: town, abilities: [look]}
  wolf: {team: wolves, abilities: [bite]}
deal:
  3: {villager: 1, seer: 1, wolf: 1}
"""


def _messages(text: str) -> list[tuple[int | None, str]]:
    return [(p.line, p.message) for p in check_text(text, source="set.yaml")]


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


@pytest.mark.parametrize("path", sorted(paths.rolesets_dir().glob("*.yaml")), ids=lambda p: p.stem)
def test_every_shipped_roleset_passes_the_checker(path: Path) -> None:
    assert [str(p) for p in check_file(path)] == []


def test_small_set_is_clean() -> None:
    assert _messages(SMALL) == []


def test_impossible_ability_parameters_are_all_reported_with_their_lines() -> None:
    text = SMALL.replace("    effect: kill\n", "    effect: kill\n    charges: -1\n    evidence_chance: 1.5\n    priority: soon\n    targets: -2\n    cause: $nowhere\n")
    text = text.replace("effect: check", "effect: divine")
    found = _messages(text)
    assert (_line_of(text, "charges: -1"), "abilities.bite.charges: must be a whole number 0 or more, not '-1'") in found
    assert (_line_of(text, "evidence_chance: 1.5"), "abilities.bite.evidence_chance: must be a number from 0 to 1, not '1.5'") in found
    assert (_line_of(text, "priority: soon"), "abilities.bite.priority: must be a whole number 0 or more, not 'soon'") in found
    assert (_line_of(text, "targets: -2"), "abilities.bite.targets: must be a whole number 0 or more, not '-2'") in found
    assert any(line == _line_of(text, "$nowhere") and "unknown option reference '$nowhere'" in msg for line, msg in found)
    assert any(line == _line_of(text, "divine") and "unknown effect 'divine'" in msg for line, msg in found)
    assert len(found) == 6


def test_bad_input_an_abilitys_words_are_words_or_lists_of_words_and_its_names_text() -> None:
    text = SMALL.replace("    effect: kill\n", "    effect: kill\n    words: {en: 7}\n")
    assert _messages(text) == [(_line_of(text, "words: {en: 7}"), "abilities.bite.words: en: must be a list of words, not '7'")]
    text = SMALL.replace("    effect: kill\n", "    effect: kill\n    names: {en: 7}\n")
    assert _messages(text) == [(_line_of(text, "names: {en: 7}"), "abilities.bite.names: en: must be text, not '7'")]
    assert _messages(SMALL.replace("    effect: kill\n", "    effect: kill\n    words: {en: bite, ru: [кусаю]}\n")) == []


def test_team_without_win_condition() -> None:
    text = SMALL.replace("    win: {kind: parity}\n", "    names: {en: Wolves}\n")
    assert _messages(text) == [(_line_of(text, "  wolves:"), "teams.wolves: missing key 'win' (for example win: {kind: eliminate, enemies: [wolves]})")]


def test_deal_rows_must_fit_their_count_and_name_known_roles() -> None:
    text = SMALL + "  4: {villager: 1, seer: 1, wolf: 1}\n  5: {villager: 3, wolf: 1, vampire: 1}\n"
    found = _messages(text)
    assert (_line_of(text, "  4:"), "deal.4: the roles add up to 3 players, not 4") in found
    assert (_line_of(text, "  5:"), "deal.5: unknown role 'vampire' (known: seer, villager, wolf)") in found
    assert len(found) == 2


def test_a_role_no_deal_uses_is_a_warning() -> None:
    text = SMALL.replace("  wolf: {team: wolves", "  hermit: {team: town}\n  wolf: {team: wolves")
    problems = check_text(text, source="set.yaml")
    assert [(p.line, p.severity, p.message) for p in problems] == [(_line_of(text, "hermit"), "warning", "roles.hermit: the role is in no deal row")]
    assert str(problems[0]) == f"set.yaml:{_line_of(text, 'hermit')}: warning: roles.hermit: the role is in no deal row"


def test_unknown_top_level_key() -> None:
    text = SMALL + "scripts: {on_start: run}\n"
    found = _messages(text)
    assert len(found) == 1 and found[0][0] == _line_of(text, "scripts:")
    assert found[0][1].startswith("unknown key 'scripts'")


def test_unknown_tie_rule_and_trigger_roles() -> None:
    text = SMALL.replace("tie: no_lynch", "tie: coin").replace(
        "  villager: {team: town}", "  villager: {team: town, triggers: [{on: death_of_role, role: seer, become: oracle}]}")
    found = _messages(text)
    assert (_line_of(text, "tie: $tie"), "vote.tie: 'coin' is not one of: second_reached, no_lynch, runoff, random, host (from option 'tie')") in found
    assert (_line_of(text, "oracle"), "roles.villager.triggers[0].become: unknown role 'oracle' (known: seer, villager, wolf)") in found


def test_C_ROLE_SGT_trigger_key_on_is_read_as_a_word_not_a_boolean() -> None:
    """YAML 1.1 reads a bare `on:` as true; the sergeant's succession trigger must still be found."""
    sergeant = load_roleset("forum-mafia-classic").roles["sergeant"]
    assert sergeant.get("triggers")[0]["on"] == "death_of_role"


def test_python_tags_are_refused_and_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    text = SMALL + f"notes: !!python/object/apply:os.system ['touch {marker}']\n"
    found = _messages(text)
    assert found == [(_line_of(text, "notes:"), "the tag '!!python/object/apply:os.system' is refused: a role set is data only and can never run code")]
    assert not marker.exists()
    other = SMALL.replace("id: tiny", "id: !!python/name:os.getcwd tiny")
    assert "is refused" in _messages(other)[0][1]


def test_broken_yaml_names_its_line() -> None:
    found = _messages("id: x\nteams: [a\n")
    assert len(found) == 1 and found[0][1].startswith("broken YAML")


def test_cli_check_lists_every_problem(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(SMALL.replace("effect: kill", "effect: divine") + "  4: {villager: 2, wolf: 1}\n", encoding="utf-8")
    lines = check_roleset_file(bad)
    assert len(lines) == 2 and all(line.startswith(f"{bad}:") for line in lines)
    run = subprocess.run([sys.executable, "-m", "moderator_app", "rolesets", "check", str(bad)], capture_output=True, text=True)
    assert run.returncode == 1
    assert run.stderr.strip().splitlines() == lines
    ok = subprocess.run([sys.executable, "-m", "moderator_app", "rolesets", "check", str(CLASSIC)], capture_output=True, text=True)
    assert (ok.returncode, ok.stderr) == (0, "")


def test_a_vest_not_declared_passive_and_a_passive_kill_are_each_reported_at_their_line() -> None:
    text = SMALL.replace("abilities:\n  bite:", "abilities:\n  vest:\n    effect: vest\n  bite:\n    phase: passive\n  bite_:", 1)
    text = text.replace("  bite_:\n    effect: kill", "    effect: kill")
    problems = check_text(text)
    assert [(p.code, p.line) for p in problems if p.severity == "error"] == [("passive_needed", 13), ("passive_cannot", 15)]


def test_a_role_only_a_recruitment_gives_is_not_reported_as_never_dealt() -> None:
    text = SMALL.replace("  look:\n", "  enlist:\n    effect: recruit\n    become: cultist\n  look:\n", 1)
    text = text.replace("  wolf: {team: wolves, abilities: [bite]}", "  wolf: {team: wolves, abilities: [bite, enlist]}\n  cultist: {team: wolves}")
    assert check_text(text) == []


def test_C_ROLE_SGT_a_trigger_without_the_role_it_becomes_is_an_error_at_its_line():
    """The sergeant's trigger (become the commissar when he dies) needs both `role` and `become`."""
    text = SMALL.replace("  villager: {team: town}\n", "  villager:\n    team: town\n    triggers:\n      - {on: death_of_role, role: seer}\n")
    found = [p for p in check_text(text, source="set.yaml") if p.code == "missing_key"]
    assert [(p.severity, p.line, p.path, p.text("en")) for p in found] == [
        ("error", 22, ("roles", "villager", "triggers"), "set.yaml:22: roles.villager.triggers: missing key 'become'")]


@pytest.mark.parametrize("value", ["true", "false", "null", "-1"])
def test_bad_input_a_wrong_value_is_quoted_as_the_yaml_writes_it(value):
    text = SMALL.replace("    effect: kill\n", f"    effect: kill\n    priority: {value}\n")
    assert [p.text("en") for p in check_text(text, source="set.yaml")] == [
        f"set.yaml:14: abilities.bite.priority: must be a whole number 0 or more, not '{value}'"]
