"""Vote counts at any moment (#14 item 5, H-VOTE-5): who leads, how many votes each candidate still
needs for a lynch if the day ended now, whether a vote is due at all, and each player's history.

"Still needs" follows the role set's lynch rule as votes.py applies it: at least the quorum
(majority.quorum_of: C-LYNCH-2's quarter of the day's living, or a majority of the day's voters) and, under a `no_lynch` tie
rule, one vote more than any other candidate; other tie rules need only equal the leader.
Colour weights count as votes.py counts them only at the resolve (they may be secret); a role's
public `vote_weight` (a mayor's 2) counts here too, and votes for "no lynch" (`vote.no_lynch`) are a
rival every candidate must beat (a tie with "no lynch" executes nobody).
"""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..model.dry_run import fork
from ..model.errors import InputError
from ..model.journal import Entry
from .colored_votes import public_weight
from . import early_close
from .ballots import arrival_order, last_votes, voters_at_count
from .majority import hammer, quorum_of
from .votes import TIE_DEFAULT, lynch_day

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Phase, Vote


@dataclass
class Candidate:
    nick: str
    votes: int
    needs: int  #: votes still needed to be lynched if the day ended now (0: would be lynched)
    voters: list[str] = field(default_factory=list)
    #: what the missing votes are for, so the words can say it: "overtake" (more than the leader,
    #: a `no_lynch` tie rule), "equal" (as many as the leader), "no_lynch" (more than the votes for
    #: "no lynch"), "quorum" (the lynch minimum); "" when nothing is missing
    to: str = ""


@dataclass
class VoteCount:
    day: str  #: the phase label
    quorum: int
    voted: list[str]
    not_voted: list[str]
    candidates: list[Candidate]  #: most votes first, then by seat
    closed: bool = False  #: a majority was reached and the day is over (`vote.ends_at_majority`)
    voters: list[str] = field(default_factory=list)  #: the day's voters at the count (day_voters)
    standing: list["Vote"] = field(default_factory=list)  #: the votes counted, in arrival order
    weighed: "Game | None" = None  #: the game whose public weights the count used (weighed_as_resolved)


def vote_due(game: "Game", day: "Phase") -> bool:
    """Whether this day has a lynch vote at all (C-FLOW-1: no lynch on the first day)."""
    if day.kind not in ("day", "council"):
        return False
    return not (day.kind == "day" and day.number == 1 and game.rs.cycle.get("first_day_vote") is False)


def weighed_as_resolved(game: "Game", day: "Phase") -> "Game":
    """The game whose public weights the day's result will use. A request of the open day (a mayor's
    reveal) changes a weight only when the day resolves, so such a day is resolved on a copy (the dry
    run's fork): the count never says 1 where the result will say 2 (one verdict)."""
    if day.resolved or day is not game.current or not day.active_requests():
        return game
    trial = fork(game)
    try:
        trial.apply(Entry("resolve", {}))
    except InputError:  # nothing the copy could resolve: today's weights stand
        return game
    return trial


def day_voters(game: "Game", day: "Phase", weighed: "Game | None" = None) -> list[str]:
    """The day's voters at its count, as the tally has them (`Tally.voters`): alive when the day began
    and not killed before the count (a day shot). An open day with a standing request is read from its
    dry-run result (`weighed`, when the caller has it), so the count, the posts and the missed votes
    name the same players (one verdict)."""
    at = game.phases.index(day) if day in game.phases else -1
    for phase in game.phases[at:at + 2] if at >= 0 else []:
        if phase.result and phase.result.tally and lynch_day(game, phase.label) == day.label:
            return list(phase.result.tally.voters)
    weighed = weighed_as_resolved(game, day) if weighed is None else weighed
    if weighed is not game and at >= 0:
        return day_voters(weighed, weighed.phases[at], weighed)
    return voters_at_count(game, day)


def _valid_after_early_close(game: "Game", day: "Phase") -> list["Vote"]:
    """The day's valid votes as the tally will take them after an early close (H-GEN-6: a locked early
    vote's change and the votes after the close are refused), judged on copies: the host's day is untouched."""
    trial = replace(day, votes=[copy(v) for v in day.votes], host=[copy(h) for h in day.host])
    early_close.apply(game, trial)
    return [v for v in trial.votes if v.refused is None and not v.runoff]


def count(game: "Game", day: "Phase") -> VoteCount:
    weighed = weighed_as_resolved(game, day)
    everyone = day_voters(game, day, weighed)
    valid = arrival_order(_valid_after_early_close(game, day))
    closing = hammer(weighed, valid, everyone)  # where the day ends at majority, votes after it came too late
    last = last_votes(valid[:valid.index(closing) + 1] if closing else valid)
    voters: dict[str, list[str]] = {}
    for vote in last:
        if vote.target:
            voters.setdefault(vote.target, []).append(vote.voter)
    weight = {v.voter: public_weight(weighed, v.voter) for v in last}
    votes = {nick: sum(weight[v] for v in by) for nick, by in voters.items()}
    no_lynch = sum(weight[v.voter] for v in last if v.no_lynch)
    quorum = quorum_of(game, day, everyone)
    strict = game.rs.vote.get("tie", TIE_DEFAULT) == "no_lynch"
    candidates = []
    for nick, by in voters.items():
        others = max((c for n, c in votes.items() if n != nick), default=0)
        lacks = {"overtake" if strict else "equal": others + (1 if strict else 0) - votes[nick],
                 "no_lynch": no_lynch + 1 - votes[nick], "quorum": quorum - votes[nick]}
        needs = max(*lacks.values(), 0)
        to = next((why for why, lack in lacks.items() if lack == needs), "") if needs else ""  # the rival first
        candidates.append(Candidate(nick, votes[nick], needs, by, to))
    seat = {nick: p.seat for nick, p in game.players.items()}
    candidates.sort(key=lambda c: (-c.votes, seat.get(c.nick, 0)))
    voted = [v.voter for v in last]
    return VoteCount(day=day.label, quorum=quorum, voted=voted, not_voted=[n for n in everyone if n not in voted],
                     candidates=candidates, closed=closing is not None, voters=everyone, standing=last, weighed=weighed)


@dataclass
class HistoryLine:
    day: str
    target: str | None
    at: str | None
    state: str  #: "counts", "replaced" (a later vote of his counts), "withdrawn", "abstains", or a refusal


def history(game: "Game", nick: str) -> list[HistoryLine]:
    """Every vote the player sent, day by day, and what became of it."""
    lines = []
    for day in game.phases:
        if day.kind not in ("day", "council"):
            continue
        standing = {id(v) for v in last_votes(day.votes)}
        for vote in (v for v in day.votes if v.voter == nick):
            if vote.refused:
                state = vote.refused
            elif vote.cancel:
                state = "withdrawn"
            elif vote.abstain:
                state = "abstains"
            else:
                state = "counts" if id(vote) in standing else "replaced"
            lines.append(HistoryLine(day.label, vote.target, vote.at, state))
    return lines
