"""The balance preview's numbers (#16): many simulated games (simulate.py) summed up.

What the host sees, declared once here and shown by the CLI (`moderator-app simulate`) and the
GUI chart alike: each team's share of wins with a 95% Wilson interval, the share of unfinished
games, the average length of a game in phases, the share of games each role survives, and the
same win shares for every player count of the role set's deal table (`sweep`).

Game `i` of a run uses seed `seed + i`, so a run is reproducible and any one game can be
replayed alone. `progress(done, total)` is called after each game; when it returns False the run
stops and the summary covers the games played so far (`cancelled` says so).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

from ..rolesets.roleset import load_roleset
from .simulate import Outcome, Policy, play_game

Z95 = 1.959963984540054  #: the normal quantile of a two-sided 95% interval

Progress = Callable[[int, int], bool]


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a share `wins/games` (stays inside [0, 1], fine at 0 or n)."""
    if games <= 0:
        return 0.0, 1.0
    share = wins / games
    denominator = 1 + z * z / games
    centre = (share + z * z / (2 * games)) / denominator
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Summary:
    """Many games of one set at one player count."""

    ruleset: str
    players: int
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)  #: team id -> games won
    unfinished: int = 0
    phases_total: int = 0
    dealt: dict[str, int] = field(default_factory=dict)  #: role id -> seats dealt over all games
    survived: dict[str, int] = field(default_factory=dict)  #: role id -> of those, alive at the end
    cancelled: bool = False
    seed: int = 0

    def add(self, outcome: Outcome) -> None:
        self.games += 1
        self.phases_total += outcome.phases
        if outcome.winner_team is None:
            self.unfinished += 1
        else:
            self.wins[outcome.winner_team] = self.wins.get(outcome.winner_team, 0) + 1
        for role, _team, alive in outcome.seats:
            self.dealt[role] = self.dealt.get(role, 0) + 1
            self.survived[role] = self.survived.get(role, 0) + int(alive)

    def share(self, team: str) -> float:
        return self.wins.get(team, 0) / self.games if self.games else 0.0

    def interval(self, team: str) -> tuple[float, float]:
        return wilson(self.wins.get(team, 0), self.games)

    @property
    def average_phases(self) -> float:
        return self.phases_total / self.games if self.games else 0.0

    def to_json(self, teams: list[str]) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset, "players": self.players, "games": self.games, "seed": self.seed,
            "cancelled": self.cancelled,
            "teams": {t: {"wins": self.wins.get(t, 0), "share": round(self.share(t), 4),
                          "interval95": [round(x, 4) for x in self.interval(t)]} for t in teams},
            "unfinished": self.unfinished,
            "average_phases": round(self.average_phases, 2),
            "survival": {r: round(self.survived[r] / self.dealt[r], 4) for r in self.dealt},
        }


def run(ruleset: str, players: int, games: int, seed: int = 1, options: dict[str, Any] | None = None,
        deal: dict[str, int] | None = None, policy: Policy | None = None, progress: Progress | None = None) -> Summary:
    summary = Summary(ruleset=ruleset, players=players, seed=seed)
    for index in range(games):
        summary.add(play_game(ruleset, players, seed + index, options, deal, policy))
        if progress is not None and progress(index + 1, games) is False:
            summary.cancelled = index + 1 < games
            break
    return summary


def sweep_counts(ruleset: str, options: dict[str, Any] | None = None) -> list[int]:
    """The player counts of the role set's deal table (every count of a room set's seat range)."""
    rs = load_roleset(ruleset, options)
    seats = (rs.raw.get("rooms") or {}).get("players") if isinstance(rs.raw.get("rooms"), dict) else None
    if seats:
        return list(range(int(seats.get("min", 1)), int(seats.get("max", 1)) + 1))
    return sorted(rs.deal_table)


def sweep(ruleset: str, games_each: int, seed: int = 1, options: dict[str, Any] | None = None,
          policy: Policy | None = None, progress: Progress | None = None,
          counts: list[int] | None = None) -> list[Summary]:
    """Win shares against the player count: `games_each` games at every count of the deal table."""
    counts = counts or sweep_counts(ruleset, options)
    total = games_each * len(counts)
    done = 0
    summaries: list[Summary] = []

    def step(_i: int, _n: int) -> bool:
        nonlocal done
        done += 1
        return progress(done, total) if progress is not None else True

    for count in counts:
        summary = run(ruleset, count, games_each, seed, options, None, policy, step)
        summaries.append(summary)
        if summary.cancelled:
            break
    return summaries


def team_ids(ruleset: str, options: dict[str, Any] | None = None) -> list[str]:
    return list(load_roleset(ruleset, options).teams)
