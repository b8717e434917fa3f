"""The ballots a tally counts: each voter's last valid vote (C-LYNCH-1), with `last_counts: false` his
first; a runoff's votes; runoff votes of a phase that held none refused. The day's lynch (votes.py),
the council (council.py) and the interim counts (vote_count.py) read the same ballots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.refusal import refuse

from . import early_close, majority
from ..resolution import requests as request_rules
from ..rolesets.registry import EVENTS
from ..rolesets.schema_parts import VOTE
from ..model.state import Phase, Vote

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..model.game import Game
    from ..model.state import Event
    from ..resolution.resolve import Resolution


def final_votes(res: "Resolution", day: Phase) -> list[Vote]:
    """The last valid vote of each voter (C-LYNCH-1), in the order they arrived."""
    for vote in day.votes:
        if vote.refused is None or vote.refused == "deprived of the vote":
            vote.refused = request_rules.vote_refusal(res.game, day, vote)
    early_close.apply(res.game, day)  # H-GEN-6: locked early votes, votes after the close
    if res.game.rs.vote.get("last_counts", VOTE.keys()["last_counts"].default) is False:
        refuse_changes(day.votes)
    valid = arrival_order([v for v in day.votes if v.refused is None and not v.runoff])
    majority.close_at_hammer(res.game, valid, voters_at_count(res.game, day))  # votes after a majority's hammer
    return last_votes(day.votes)


def voters_at_count(game: "Game", day: Phase) -> list[str]:
    """The day's voters when its votes are counted: alive at its start and not killed since (a day
    shot resolves before the tally). Kept on the tally (`Tally.voters`) for the missed votes and posts."""
    return [n for n in day.alive_at_start if game.players[n].alive]


def refuse_changes(votes: list[Vote]) -> None:
    """`vote.last_counts: false`: a voter's first valid vote stands; a later vote or withdrawal is
    refused (`vote_already_cast`), so the host's list shows it with its reason."""
    valid = arrival_order([v for v in votes if v.refused is None and not v.runoff])
    cast: set[str] = set()
    for vote in valid:
        if vote.voter in cast:
            vote.refused = refuse("vote_already_cast")
        elif not vote.cancel:
            cast.add(vote.voter)


def arrival_order(votes: list[Vote], by_time: bool = True) -> list[Vote]:
    """By receive time when every vote has one (a tie, and votes without times, in entry order)."""
    if by_time and all(v.at for v in votes):
        return sorted(votes, key=lambda v: (str(v.at), v.seq))
    return sorted(votes, key=lambda v: v.seq)


def last_votes(votes: list[Vote]) -> list[Vote]:
    """Each voter's last standing vote, in arrival order (by receive time when every vote has one,
    else by entry order); a withdrawal leaves the voter with none. Interim counts use it too."""
    valid = arrival_order([v for v in votes if v.refused is None and not v.runoff])
    last: dict[str, Vote] = {}
    for vote in valid:
        last.pop(vote.voter, None)
        if not vote.cancel:
            last[vote.voter] = vote
    return list(last.values())


def runoff_votes(phase: Phase, candidates: list[str]) -> list[Vote]:
    """A held runoff's votes in arrival order; one naming a player outside the runoff is refused
    (`runoff_not_candidate`), so the host's list and the script's `rejected` show it."""
    counted = []
    for vote in sorted((v for v in phase.votes if v.runoff and v.refused is None), key=lambda v: v.seq):
        if vote.target is not None and vote.target not in candidates:
            vote.refused = refuse("runoff_not_candidate", target=vote.target)
        else:
            counted.append(vote)
    return counted


def refuse_idle_runoff(phase: Phase, events: "Iterable[Event]") -> None:
    """Runoff votes of a phase that held no runoff count for nothing: refused (`no_runoff`), not dropped.
    A runoff is held when the count's events tell a tie whose kind's declaration calls for one
    (EventDecl.runoff)."""
    if any(EVENTS[event.kind].runoff(event.data) is not None for event in events):
        return
    for vote in phase.votes:
        if vote.runoff and vote.refused is None:
            vote.refused = refuse("no_runoff")
