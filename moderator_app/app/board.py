"""What the phase board shows of the game, worked out from it here (#24 item 4), so the board, its table
and the Posts tab show the engine's reading and never make one of their own: whether the day's vote count
is shown and what each candidate still needs, a player's votes day by day, what each seat sent this phase
as the engine's fates have it (a replaced or refused request gone, a «хода нет» that withdrew them), the
next phase to open, the pending lynch in words, and the victim a role is told before it decides. Who the
phase still waits for is app.correspondence.waiting_for (the reminders' list too). No Qt; the words around
these are the views' own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model import fates
from ..engine.resolution.prompts import victim_prompts
from ..engine.tables.rooms import room_name
from ..engine.voting.vote_count import Candidate, count, history, vote_due
from ..engine.voting.majority import by_majority
from ..engine.wording.words import no_execution_text
from ..i18n import t

if TYPE_CHECKING:
    from ..engine.model.facts import VictimFact
    from ..engine.model.fates import FateRow
    from ..engine.model.game import Game
    from ..engine.model.state import Phase, Request, Vote
    from .pending import PendingLynch

#: fates of a request that no longer stands in the board's table (a later one replaced it, or it was refused)
_GONE = (fates.REFUSED, fates.REPLACED)


# ----- the vote count ----------------------------------------------------------------------------
def shows_count(game: "Game", day: "Phase | None") -> bool:
    """The day's lynch count is shown (the board, the Posts tab's final count): a lynch vote is due that
    day (C-FLOW-1), and it is no council (a council counts room by room: no thread-wide tally)."""
    return day is not None and vote_due(game, day) and game.rs.vote.get("kind") != "council"


@dataclass(frozen=True)
class Count:
    """The day's vote count as the board says it: what a lynch needs, and each candidate's votes."""

    day: "Phase"
    quorum: int
    candidates: list[Candidate]  #: most votes first; `needs` 0 is "enough", else `to` says what for
    by_majority: bool = False  #: the quorum is a majority of the living (`vote.quorum: majority`)
    closed: bool = False  #: a majority was reached and the day is over (`vote.ends_at_majority`)


def vote_count(game: "Game", phase: "Phase | None") -> Count | None:
    """The count of the open day (else of the last phase) if the board shows one (`shows_count`)."""
    day = phase if phase is not None else game.current
    if day is None or not shows_count(game, day):
        return None
    counted = count(game, day)
    return Count(day, counted.quorum, counted.candidates, by_majority(game.rs.vote), counted.closed)


@dataclass(frozen=True)
class CastVote:
    """One vote a player sent: its day, whom for, when, and what became of it ("counts", "replaced",
    "withdrawn", "abstains", or the refusal)."""

    day: "Phase"
    target: str | None
    at: str | None
    state: str


def votes_of(game: "Game", nick: str) -> list[CastVote]:
    """Every vote the player sent, day by day, and what became of it (engine.voting.vote_count.history)."""
    days = {phase.label: phase for phase in game.phases}
    return [CastVote(days[line.day], line.target, line.at, line.state) for line in history(game, nick)
            if line.day in days]


# ----- who sent what ----------------------------------------------------------------------------
def entry_fates(game: "Game", phase: "Phase") -> "dict[tuple[int, int], FateRow]":
    """Each request's and vote's fate (engine.model.fates) by journal position, worked out once per board filling."""
    ordered: list[Request | Vote] = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
    return {entry.key: row for entry, row in zip(ordered, fates.rows(game, phase))}


def standing_requests(mine: list[Request], fate_rows: "dict[tuple[int, int], FateRow]") -> tuple[list[Request], bool]:
    """A seat's night requests as the board lists them: every one that stands (a room and a powder
    alike), or his last when none does; and whether his later «хода нет» withdrew them."""
    fate_of = {key: row.get("fate") for key, row in fate_rows.items()}
    shown = [r for r in mine if fate_of.get(r.key) not in _GONE] or mine[-1:]
    last = fate_rows.get(mine[-1].key) if mine else None
    return shown, last is not None and last.get("code") == fates.WITHDRAWN


def request_aim(game: "Game", request: Request, lang: str) -> str:
    """Whom or where a request aims, as the host reads it: the targets, the room by its name, or both on a
    room night (SUSPI «kuchnia. i usypiam Marka»: "Marek (Kuchnia)"); "—" for neither."""
    room = room_name(game.rs, request.extra["room"], lang) if request.extra.get("room") else ""
    aim = ", ".join(request.targets) or room or "—"
    return f"{aim} ({room})" if request.targets and room else aim


def waits_for_anything(game: "Game", phase: "Phase | None") -> bool:
    """The open phase waits for something from the players (a day without a lynch vote waits for nothing)."""
    return phase is not None and (phase.kind not in ("day", "council") or vote_due(game, phase))


# ----- the next step ------------------------------------------------------------------------------
def next_phase_kind(game: "Game") -> str | None:
    """The phase the board's button (and the inbox's) opens next: the role set's cycle, or — once a set with
    secret goals is won — the unmasking (S-ROUND-7); None when the game is over."""
    if game.winner is None:
        return game.next_phase_kind()
    unmasked = any(p.kind == "unmask" for p in game.phases)
    return "unmask" if game.rs.raw.get("goals") and not unmasked else None


# ----- what waits for the host -------------------------------------------------------------------
def lynch_outcome(pending: "PendingLynch", lang: str) -> str:
    """The pending lynch as the board, the result tab and the Posts tab say it: «казнь: Борис (голосов: 3)»,
    or why nobody is executed («голосов нет»). The three said it in words of their own, two without the reason."""
    if pending.executed:
        return t("pending_lynch.executed", lang, nick=pending.executed, votes=pending.votes)
    return no_execution_text(pending.reason, lang) or t("pending_lynch.nobody", lang)


def victim_told(game: "Game", teller: str, victim: str) -> "VictimFact | None":
    """The fact the engine tells `teller` of tonight's victim before he decides (a witch learns the wolves'
    victim: engine/resolution/prompts.py), as the night's result will keep it; None when there is none."""
    prompts = victim_prompts(game, game.current) if game.current is not None else []
    return next((p["fact"] for p in prompts if p["to"] == teller and p["fact"]["target"] == victim), None)
