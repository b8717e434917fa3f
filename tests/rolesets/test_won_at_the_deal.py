"""host-findings-5 item 1: the editor gives a new team «не меньше всех остальных» (parity). A town left
with it in a set built from the classic rules (10 town seats of 14) wins before anyone dies: the Balance
tab showed «Город 100%», while the checker said «Проблем нет». The checker now asks the engine's own win
check (win.winner) about each deal row as dealt, and names the row."""

from __future__ import annotations

from moderator_app.engine.rolesets.checker import check_text
from tests.test_checker import SMALL

TOWN_AT_PARITY = SMALL.replace("    win: {kind: eliminate, enemies: [wolves]}\n", "    win: {kind: parity}\n")


def found(text: str) -> list:
    return [p for p in check_text(text, source="set.yaml") if p.code == "won_at_the_deal"]


def line_of(text: str, needle: str) -> int:
    return next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith(needle))


def test_C_WIN_1_a_town_with_the_editors_parity_default_wins_at_the_deal() -> None:
    problems = found(TOWN_AT_PARITY)
    assert [(p.severity, p.path, p.line) for p in problems] == [("error", ("deal", 3), line_of(TOWN_AT_PARITY, "  3:"))]
    assert problems[0].text("en") == (f"set.yaml:{line_of(TOWN_AT_PARITY, '  3:')}: deal.3: the team \"town\" wins at the deal "
                                      "for 3 players, before the first phase: the game ends at the first check "
                                      "(look at its win condition: a town usually needs \"no living enemy\")")
    assert "команда «town» побеждает уже при раздаче на 3 игроков" in problems[0].text("ru")
    assert "drużyna „town” wygrywa już przy rozdaniu na 3 graczy" in problems[0].text("pl")


def test_C_WIN_2_the_mafia_at_parity_is_fine_until_a_row_deals_it_half_the_table() -> None:
    assert found(SMALL) == []  # one wolf of three: the game goes on
    two = SMALL.replace("  3: {villager: 1, seer: 1, wolf: 1}\n", "  3: {villager: 1, seer: 1, wolf: 1}\n  2: {villager: 1, wolf: 1}\n")
    assert [(p.path, p.text("en").split(": ")[1]) for p in found(two)] == [(("deal", 2), "deal.2")]
    assert "\"wolves\" wins at the deal for 2 players" in found(two)[0].text("en")


def test_C_WIN_1_the_town_that_must_kill_the_wolves_is_clean() -> None:
    bigger = SMALL.replace("  3: {villager: 1, seer: 1, wolf: 1}\n", "  3: {villager: 1, seer: 1, wolf: 1}\n  9: {villager: 6, seer: 1, wolf: 2}\n")
    assert found(bigger) == []
