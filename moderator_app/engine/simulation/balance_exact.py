"""The exact win chance of a plain set, the yardstick of the balance preview (#16 item 3).

A plain set has a town and a mafia and nothing else; each night the mafia kills one townsman
chosen uniformly at random, each day the lynch takes one living player chosen uniformly at random.
Then the game is a walk over (town, mafia) counts and the town's chance of winning follows from
a short recursion, computed here as an exact fraction. The mafia wins as soon as it is not
outnumbered (parity), the town when no mafioso is left. `tests/sim/test_balance_exact.py` checks
that simulated games (through the real engine) agree with it within their 95% interval.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache


def town_win_chance(town: int, mafia: int, start: str = "night", parity: bool = True) -> Fraction:
    """The chance the town wins a plain game that opens with `start` ("night" or "day").
    `parity`: the mafia wins once it is not outnumbered (the engine's `parity`); False: only once
    it outnumbers the town, or the town is gone (the rule of some hand-made models)."""
    if town < 0 or mafia < 0 or start not in ("night", "day"):
        raise ValueError("counts must be non-negative and start 'night' or 'day'")
    return _phase(town, mafia, start, parity)


def _settled(town: int, mafia: int, parity: bool) -> Fraction | None:
    if mafia == 0:
        return Fraction(1)
    if mafia > town or town == 0 or (parity and mafia == town):
        return Fraction(0)
    return None


@lru_cache(maxsize=None)
def _phase(town: int, mafia: int, kind: str, parity: bool) -> Fraction:
    if kind == "night":  # one townsman dies
        return _after(town - 1, mafia, "day", parity)
    living = town + mafia  # the lynch takes anyone, mafioso or not
    return (Fraction(town, living) * _after(town - 1, mafia, "night", parity)
            + Fraction(mafia, living) * _after(town, mafia - 1, "night", parity))


def _after(town: int, mafia: int, next_kind: str, parity: bool) -> Fraction:
    settled = _settled(town, mafia, parity)
    return settled if settled is not None else _phase(town, mafia, next_kind, parity)
