"""A lynch by majority, as mafiascum counts it (the hosts' own vote counts in real mafiascum games:
11 alive, 6 to lynch). `vote.quorum: majority` needs more than half of the day's
voters at the count; `vote.ends_at_majority` ends the day at the vote that first gives a candidate
(or "no lynch") a majority — the hammer — and the votes after it are refused.

Every quorum is computed here, once, for the tally (votes.py), the open count (vote_count.py) and
the posts that print it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from .colored_votes import public_weight

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Phase, Vote


def quorum_of(game: "Game", day: "Phase", voters: list[str]) -> int:
    """The smallest count that executes: a quarter of the living at the day's start (C-LYNCH-2), a
    majority of the day's `voters` at the count, or 1."""
    rule = game.rs.vote.get("quorum")
    if rule == "quarter":
        return math.ceil(len(day.alive_at_start) / 4)
    if by_majority(game.rs.vote):
        return majority(voters)
    return 1


def by_majority(vote_rules: Mapping[str, Any]) -> bool:
    """The set lynches by majority (`vote.quorum: majority`): the tally's refusal and the opening post ask here."""
    return vote_rules.get("quorum") == "majority"


def ends_at_majority(vote_rules: Mapping[str, Any]) -> bool:
    """The day ends at the hammer (`vote.ends_at_majority`): the hammer, the board's owed votes and the
    opening post ask here."""
    return bool(vote_rules.get("ends_at_majority", False))


def majority(voters: list[str]) -> int:
    """More than half: 6 of 11, 6 of 10."""
    return len(voters) // 2 + 1


def hammer(game: "Game", ordered: list["Vote"], voters: list[str]) -> "Vote | None":
    """The vote that first gives a candidate (or "no lynch") a majority of `voters`, walking the valid
    votes in arrival order with each voter's public weight (a mayor's 2); None when the set does not
    end the day at majority or nobody reached one."""
    if not ends_at_majority(game.rs.vote):
        return None
    need = majority(voters)
    standing: dict[str, "Vote"] = {}
    for vote in ordered:
        standing.pop(vote.voter, None)
        if vote.cancel or not (vote.target or vote.no_lynch):
            continue
        standing[vote.voter] = vote
        same = [v for v in standing.values() if v.target == vote.target and v.no_lynch == vote.no_lynch]
        if sum(public_weight(game, v.voter) for v in same) >= need:
            return vote
    return None


def close_at_hammer(game: "Game", ordered: list["Vote"], voters: list[str]) -> None:
    """Refuse every vote after the hammer (`day_closed_at_majority`): the day was over."""
    closing = hammer(game, ordered, voters)
    if closing is None:
        return
    for vote in ordered[ordered.index(closing) + 1:]:
        vote.refused = refuse("day_closed_at_majority")

