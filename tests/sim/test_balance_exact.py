"""#16 item 3: simulated games through the real engine agree with the exact recursion of a plain set."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from pathlib import Path

import pytest

from moderator_app.engine.simulation import balance
from moderator_app.engine.simulation.balance_exact import town_win_chance

PLAIN = str(Path(__file__).with_name("plain-town-mafia.yaml"))


def test_recursion_by_hand():
    # 3 town, 1 mafioso, night first: a townsman dies (2:1), the day lynches the mafioso with 1/3,
    # else a townsman and the mafia reaches parity
    assert town_win_chance(3, 1) == Fraction(1, 3)
    assert town_win_chance(3, 1, start="day") == Fraction(1, 4) + Fraction(3, 4) * 0  # 1/4 lynch; else 2:1 night -> 1:1
    assert town_win_chance(1, 0) == 1 and town_win_chance(1, 1) == 0


def test_recursion_agrees_with_a_published_one():
    """Gerenuk's recursion (Physics Forums, "Probabilities at Mafia", 2010-04-19, reproduced in the
    Nemotron-CC-Math data set): g good and b bad before a night, a good one dies at night, then one of
    the rest at random; the good win at b = 0 and lose at g <= b (the mafia must outnumber, not
    only equal). Written here from the post, not from our code: our recursion with that end rule
    must agree everywhere, and the post's surprise, P(4, 1) > P(5, 1), must hold."""

    @lru_cache(maxsize=None)
    def gerenuk(g: int, b: int) -> Fraction:
        if b == 0:
            return Fraction(1)
        if g <= b:
            return Fraction(0)
        return Fraction(g - 1, g + b - 1) * gerenuk(g - 2, b) + Fraction(b, g + b - 1) * gerenuk(g - 1, b - 1)

    for g in range(1, 14):
        for b in range(1, 5):
            if g > b:
                assert town_win_chance(g, b, parity=False) == gerenuk(g, b), (g, b)
    assert gerenuk(4, 1) > gerenuk(5, 1)
    assert town_win_chance(4, 1, parity=False) > town_win_chance(5, 1, parity=False)


@pytest.mark.parametrize("players, town, mafia", [(4, 3, 1), (5, 4, 1), (7, 5, 2), (9, 7, 2), (12, 9, 3)])
def test_simulated_share_agrees_with_the_exact_chance(players, town, mafia):
    summary = balance.run(PLAIN, players, 600, seed=11)
    assert summary.games == 600 and summary.unfinished == 0
    dealt_mafia = summary.dealt["mafioso"] // summary.games
    assert (summary.dealt["citizen"] // summary.games, dealt_mafia) == (town, mafia)
    exact = float(town_win_chance(town, mafia))
    low, high = summary.interval("town")
    assert low <= exact <= high, (players, exact, summary.share("town"), (low, high))
    assert summary.wins.get("town", 0) + summary.wins.get("mafia", 0) == 600


def test_the_check_tells_a_wrong_model_apart():
    # the same games do NOT agree with a day-first game at 5 players (4:1): the test can fail
    summary = balance.run(PLAIN, 5, 600, seed=11)
    low, high = summary.interval("town")
    assert not low <= float(town_win_chance(4, 1, start="day")) <= high
