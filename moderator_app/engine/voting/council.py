"""The council (`vote.kind: council`, S-ROUND-4/5): a secret vote with abstention, one or two
removed, a runoff among the tied, and an empty seat after a second tie or without votes.

Ruling (S-ROUND-5): with two to remove the top two leave; a tie at the last place goes to a
runoff for the places left. Live counts are a query the GUI calls while votes arrive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.state import Phase, Tally, Vote
from .ballots import final_votes, refuse_idle_runoff, runoff_votes, voters_at_count
from ..model.events import CouncilRemovalEvent, CouncilTieEvent, EmptySeatEvent, RunoffEvent

if TYPE_CHECKING:
    from ..model.game import Game
    from ..resolution.resolve import Resolution


def seats_to_fill(game: "Game", council: Phase) -> int:
    """One leaves; two when the game began with `two_from_players` and `two_while_alive` still live."""
    rule = game.rs.vote.get("removes") or {}
    base = int(rule.get("base", 1))
    many = rule.get("two_from_players")
    alive = rule.get("two_while_alive", 0)
    if many is not None and len(game.players) >= int(many) and len(council.alive_at_start) >= int(alive):
        return base + 1
    return base


def live_counts(game: "Game", council: Phase) -> dict[str, int] | None:
    """The count per candidate so far (confirmed votes, the last of each voter); None when the
    role set hides live counts (the no-ghost variant, S-GHOST-3)."""
    if not game.rs.vote.get("live_counts", True):
        return None
    last: dict[str, Vote] = {}
    for vote in council.votes:
        if vote.refused is None and not vote.runoff:
            last[vote.voter] = vote
    counts: dict[str, int] = {}
    for vote in last.values():
        if vote.target:
            counts[vote.target] = counts.get(vote.target, 0) + 1
    return counts


def resolve_council(res: "Resolution", council: Phase) -> None:
    votes = final_votes(res, council)
    counts: dict[str, int] = {}
    for vote in votes:
        if vote.target:
            counts[vote.target] = counts.get(vote.target, 0) + 1
    res.result.tally = Tally(
        counts=counts, by_voter={v.voter: v.target for v in votes if v.target},
        totals_only=bool(res.game.rs.vote.get("secret", True)), quorum=0,
        abstained=[v.voter for v in votes if v.abstain], voters=voters_at_count(res.game, council),
    )
    seats = seats_to_fill(res.game, council)
    removed, reason = _choose(res, council, counts, seats)
    refuse_idle_runoff(council, res.result.events)
    res.result.tally.leader = removed[0] if removed else None
    for nick in removed:
        res.event(CouncilRemovalEvent(kind="council_removal", target=nick, votes=counts.get(nick, 0)))
        res.kill(nick, "execution", [])
    if len(removed) < seats:
        res.result.no_execution_reason = reason
        res.event(EmptySeatEvent(kind="empty_seat", seats=seats - len(removed), reason=reason))


def _ranked_groups(counts: dict[str, int]) -> list[list[str]]:
    levels = sorted(set(counts.values()), reverse=True)
    return [sorted(n for n, c in counts.items() if c == level) for level in levels]


def _choose(res: "Resolution", council: Phase, counts: dict[str, int], seats: int) -> tuple[list[str], str | None]:
    if not counts:
        return [], "no_votes"
    chosen: list[str] = []
    for group in _ranked_groups(counts):
        left = seats - len(chosen)
        if left <= 0:
            break
        if len(group) <= left:
            chosen += group
            continue
        res.event(CouncilTieEvent(kind="council_tie", candidates=group, places=left))
        return chosen + _runoff(res, council, group, left), "tie"
    return chosen, None


def _runoff(res: "Resolution", council: Phase, tied: list[str], places: int) -> list[str]:
    """The runoff among the tied for the places left; a second tie leaves the seat empty."""
    last: dict[str, str | None] = {}
    for vote in runoff_votes(council, tied):
        last[vote.voter] = vote.target
    counts: dict[str, int] = {}
    for target in last.values():
        if target:
            counts[target] = counts.get(target, 0) + 1
    chosen: list[str] = []
    for group in _ranked_groups(counts):
        if len(chosen) + len(group) > places:
            break
        chosen += group
    res.event(RunoffEvent(kind="runoff", candidates=tied, counts=counts, chosen=chosen))
    return chosen
