"""#22 item 6: `rolesets check` says when a team can never win and when an ability can be used in
no phase, in the host's language (catalogue `checker.team_not_in_win_order`, `team_without_roles`,
`ability_in_no_phase`). A team added in the editor but not to `win_order` used to pass as «Проблем
нет» while its jester, lynched, never won."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.checker import check_text
from tests.test_checker import SMALL

JESTER = SMALL.replace("  wolves:\n    win: {kind: parity}\n",
                       "  wolves:\n    win: {kind: parity}\n  fools:\n    win: {kind: executed, ends_game: true}\n") \
              .replace("  wolf: {team: wolves, abilities: [bite]}\n",
                       "  wolf: {team: wolves, abilities: [bite]}\n  jester: {team: fools}\n") \
              .replace("  3: {villager: 1, seer: 1, wolf: 1}\n",
                       "  3: {villager: 1, seer: 1, wolf: 1}\n  4: {villager: 1, seer: 1, wolf: 1, jester: 1}\n")


def problems(text: str) -> list[tuple[str, str, str]]:
    return [(p.severity, p.code, p.text("en")) for p in check_text(text, source="set.yaml")]


def test_a_team_left_out_of_win_order_can_never_win() -> None:
    text = JESTER + "win_order: [wolves, town]\n"
    found = [p for p in check_text(text, source="set.yaml") if p.code == "team_not_in_win_order"]
    assert [(p.severity, p.path) for p in found] == [("error", ("teams", "fools"))]
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith("  fools:"))
    assert found[0].line == line
    assert found[0].text("en") == f"set.yaml:{line}: teams.fools: the team can never win: it is not in win_order (add it there)"
    assert "«fools» никогда не победит" in found[0].text("ru")
    assert "„fools” nigdy nie wygra" in found[0].text("pl")


def test_with_the_team_in_win_order_or_no_win_order_the_set_is_clean() -> None:
    assert problems(JESTER + "win_order: [wolves, fools, town]\n") == problems(JESTER) == []


def test_a_team_whose_win_needs_members_and_has_no_role_can_never_win() -> None:
    text = SMALL.replace("  wolves:\n    win: {kind: parity}\n",
                         "  wolves:\n    win: {kind: parity}\n  loners:\n    win: {kind: survive}\n")
    assert [(s, c) for s, c, _ in problems(text)] == [("warning", "team_without_roles")]
    found = check_text(text, source="set.yaml")[0]
    assert (found.path, found.line) == (("teams", "loners"), next(i for i, row in enumerate(text.splitlines(), 1) if row == "  loners:"))
    ghosts = text.replace("win: {kind: survive}", "win: {kind: none}")  # scores instead, on purpose
    assert problems(ghosts) == []


@pytest.mark.parametrize(("phase", "reported"), [
    ("council", True), ("[council]", True), ("day", False), ("[day, council]", False), ("host", False), ("any", False),
])
def test_an_ability_sent_only_in_phases_the_cycle_never_has_is_reported(phase: str, reported: bool) -> None:
    text = SMALL.replace("  bite:\n    effect: kill\n", f"  bite:\n    effect: kill\n    phase: {phase}\n")
    found = [p for p in check_text(text, source="set.yaml") if p.code == "ability_in_no_phase"]
    assert bool(found) == reported
    if reported:
        assert found[0].path == ("abilities", "bite", "phase")
        assert found[0].line == next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith("    phase:"))
        assert "council" in found[0].text("en") and "night, day" in found[0].text("en")
        assert "«bite» нельзя применить ни в одной фазе" in found[0].text("ru")
        assert "„bite” nie da się użyć w żadnej fazie" in found[0].text("pl")


def test_an_option_reference_is_read_as_the_options_value() -> None:
    text = SMALL.replace("  tie: no_lynch\n", "  tie: no_lynch\n  when: [council]\n") \
                .replace("  bite:\n    effect: kill\n", "  bite:\n    effect: kill\n    phase: $when\n")
    assert [c for _, c, _ in problems(text)] == ["ability_in_no_phase"]
    assert problems(text.replace("when: [council]", "when: [night]")) == []


@pytest.mark.parametrize("win", ["{kind: eliminate}", "{kind: eliminate, enemies: []}"])
def test_a_team_that_wins_when_no_enemy_is_alive_and_names_no_enemy_is_an_error(win: str) -> None:
    """host-findings-2 item 3: the town of a set written in the editor had no enemies ticked and won
    at the first lynch with the mafia alive; the checker said «Проблем нет»."""
    text = SMALL.replace("win: {kind: eliminate, enemies: [wolves]}", f"win: {win}")
    found = [p for p in check_text(text, source="set.yaml") if p.code == "eliminate_without_enemies"]
    assert [(p.severity, p.path) for p in found] == [("error", ("teams", "town", "win"))]
    assert found[0].line == next(i for i, row in enumerate(text.splitlines(), 1) if "kind: eliminate" in row)
    assert "«town»" in found[0].text("ru") and "врагов у неё не отмечено" in found[0].text("ru")
    assert "„town”" in found[0].text("pl") and found[0].text("en") == (
        f"set.yaml:{found[0].line}: teams.town.win: the team wins when no enemy is alive but names no enemy: "
        "it wins at the first check (mark its enemies)")


def test_enemies_given_by_an_option_are_enemies() -> None:
    text = SMALL.replace("  tie: no_lynch\n", "  tie: no_lynch\n  foes: [wolves]\n") \
                .replace("win: {kind: eliminate, enemies: [wolves]}", "win: {kind: eliminate, enemies: $foes}")
    assert [p.code for p in check_text(text, source="set.yaml")] == []


def test_a_set_without_roles_is_an_error_of_the_whole_set() -> None:
    text = SMALL.split("roles:\n")[0] + "roles: {}\n"
    found = [p for p in check_text(text, source="set.yaml") if p.code == "no_roles"]
    assert [(p.severity, p.line, p.path, p.text("en")) for p in found] == [
        ("error", None, ("roles",), "set.yaml: the set has no roles: no game can be dealt from it (add roles on the Roles tab)")]
