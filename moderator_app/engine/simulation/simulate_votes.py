"""Day and council votes of simulated players (simulate.py's `Policy.votes`).

`random`: every living voter votes for a random other living player; `team_aware`: the same, but
never for a teammate of a team that knows each other. When the count the players see ties across
the last place to fill, a council (or a day whose tie rule is a runoff) votes again among the
tied. Every vote is entered as a `vote` entry the engine judges; a vote it would refuse (a
deprived voter, no lynch on day 1) is not sent.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..resolution import requests as request_rules
from ..model.journal import Entry
from ..model.state import Phase, Vote
from ..voting.council import seats_to_fill

if TYPE_CHECKING:
    from ..model.game import Game
    from .simulate import Policy


def send_votes(game: Game, phase: Phase, chooser: random.Random, policy: Policy) -> None:
    counts = _vote_round(game, phase, chooser, policy, phase.alive_at_start, runoff=False)
    tied = _tied_at_cut(game, phase, counts)
    if tied and (phase.kind == "council" or game.rs.vote.get("tie") == "runoff"):
        _vote_round(game, phase, chooser, policy, tied, runoff=True)


def _vote_round(game: Game, phase: Phase, chooser: random.Random, policy: Policy, candidates: list[str],
                runoff: bool) -> dict[str, int]:
    counts: dict[str, int] = {}
    color = game.rs.vote.get("default_color") if isinstance(game.rs.vote.get("colors"), dict) else None
    for voter in phase.alive_at_start:
        choices = [c for c in candidates if c != voter and not _spares(game, policy, voter, c)]
        if not choices:
            continue
        target = chooser.choice(choices)
        vote = Vote(voter=voter, target=target, seq=len(game.entries), color=color, runoff=runoff)
        if request_rules.vote_refusal(game, phase, vote) is not None:
            continue
        data: dict[str, Any] = {"voter": voter, "target": target}
        if color:
            data["color"] = color
        if runoff:
            data["runoff"] = True
        game.apply(Entry("vote", data))
        counts[target] = counts.get(target, 0) + 1
    return counts


def _spares(game: Game, policy: Policy, voter: str, target: str) -> bool:
    if policy.votes != "team_aware":
        return False
    team = game.players[voter].team
    return game.players[target].team == team and bool(game.rs.teams[team].traits.get("knows_each_other"))


def _tied_at_cut(game: Game, phase: Phase, counts: dict[str, int]) -> list[str]:
    """The candidates tied across the last place to fill, as the players see the count."""
    if not counts:
        return []
    seats = 1
    if phase.kind == "council":
        seats = seats_to_fill(game, phase)
    filled = 0
    for level in sorted(set(counts.values()), reverse=True):
        group = sorted(n for n, c in counts.items() if c == level)
        if filled + len(group) > seats:
            return group
        filled += len(group)
        if filled >= seats:
            return []
    return []
