"""The runoff the rules call for (S-ROUND-5: a council tie goes to a runoff among the tied; a day whose
tie rule is `runoff` the same), asked for before the phase is resolved (no Qt here).

The engine resolves a tie with the runoff votes recorded (votes with `runoff: true`); with none, the
seat stays empty — right for a runoff nobody voted in, wrong when nobody asked for the runoff votes.
`runoff_due` resolves a copy of the game and says whether its votes tie, among whom and for how many
places, and how many runoff votes are recorded. The board's next step then starts the runoff instead
of resolving; the inbox reads the votes pasted after that as runoff votes; a runoff vote for someone
not in the runoff is listed with that reason (the engine would pass over it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.effects import EVENTS
from ..engine.model.journal import Entry
from ..engine.model.game import Game as GameClass

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..engine.model.game import Game
    from ..engine.model.state import Event


@dataclass
class RunoffDue:
    phase: str  #: the label of the open phase whose votes tie
    candidates: list[str] = field(default_factory=list)  #: the tied
    places: int = 1  #: how many of them the runoff decides
    votes: int = 0  #: runoff votes recorded so far (0: nobody asked for them yet, or none came)


def runoff_due(game: "Game") -> RunoffDue | None:
    """The tie the open phase's votes make now, when the rules settle it by a runoff; else None
    (kept per journal length: the board and every inbox row ask)."""
    cache: dict[int, RunoffDue | None] = game.__dict__.setdefault("_runoff_due", {})
    if len(game.entries) not in cache:
        cache.clear()
        cache[len(game.entries)] = _runoff_due(game)
    return cache[len(game.entries)]


def _runoff_due(game: "Game") -> RunoffDue | None:
    phase = game.current
    if phase is None or phase.resolved or phase.kind not in ("council", "day") or game.winner:
        return None
    vote = game.rs.vote
    if phase.kind == "day" and (vote.get("tie") != "runoff" or game.rs.cycle.get("vote_resolves_with") == "next_night"):
        return None
    if not any(v.refused is None and not v.runoff for v in phase.votes):
        return None
    trial = GameClass.replay([*game.entries, Entry("resolve", {})], base_dir=game.base_dir,
                             text_parser=game.text_parser)
    result = trial.phases[-1].result
    tie = _runoff_tie(result.events if result else [])
    if tie is None:
        return None
    candidates, places = tie
    runoff_votes = sum(1 for v in phase.votes if v.runoff and v.refused is None)
    return RunoffDue(phase.label, candidates, places, runoff_votes)


def _runoff_tie(events: "Iterable[Event]") -> tuple[list[str], int] | None:
    """The tie the trial count ends in that a runoff settles, as its candidates and the places the runoff
    decides: whichever event its kind's declaration says starts one (EventDecl.runoff)."""
    for event in events:
        runoff = EVENTS[event.kind].runoff(event.data)
        if runoff is not None:
            return runoff
    return None


def runoff_problem(due: RunoffDue | None, target: str | None, runoff: bool) -> bool:
    """Whether a runoff vote names someone outside the runoff (the engine would pass over it)."""
    return bool(runoff and due is not None and target and target not in due.candidates)
