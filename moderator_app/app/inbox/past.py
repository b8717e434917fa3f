"""Inbox rows that belong to an earlier phase (#14 items 2 and 6; no Qt here).

A PM read during night 1 and left in the inbox when the host resolved it, or a night-1 PM whose
forum time says it was sent before night 1's deadline but that the host pastes while day 2 is open,
belongs to night 1 — never to the open phase. Such a row names its phase (`Row.phase`) and is read,
offered and judged against the game *as it stood in that phase* (`game_in`: the journal in phase
order up to that phase's resolve), so a target who died at that night's end is still a target, and
the refusals are that phase's. Recording it names the phase (`phase: "night 1"`): the engine resolves
the game again from there (engine.model.phase_order); before that the host sees which published facts
change (`record.preview_rows`, app.amend_preview), and the Posts tab drafts the correction.

A closed phase the host gave no deadline ends at the role set's cycle time after the previous phase's
deadline (night 1 after day 1's 06.12 21:00: 07.12 21:00), so a night-1 PM pasted by day 2 still goes
to night 1 (host findings #1); the first phase with no deadline places nothing.

Only a late *request* moves by its time: a PM sent inside a closed night's window (after the phase
before it closed, by that night's deadline) goes to that night. A PM sent during a day is never
moved into the day by its time — night requests are often sent early, during the day before the
night, and belong to the night that opens next. The host may name any phase himself.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...engine.model.game import Game
from ...engine.model.phase_order import phase_order
from ..deadlines import cycle_deadline, phase_deadline

if TYPE_CHECKING:
    from ...engine.model.state import Phase
    from .rows import Row

VOTING = ("day", "council")


def phase_named(game: "Game", label: str | None) -> "Phase | None":
    return next((p for p in game.phases if p.label == label), None) if label else None


def is_past(game: "Game", row: "Row") -> bool:
    """The row belongs to a phase whose result is already made (an earlier one, or the last one
    after its resolve): recording it resolves that phase again."""
    phase = phase_named(game, row.phase)
    return phase is not None and phase.resolved


def game_in(game: "Game", label: str) -> "Game | None":
    """The game as it stood while `label` was open: the journal in phase order up to that phase's
    resolve (the phase's own entries, late ones named for it too). None when no phase has that label."""
    labels = [p.label for p in game.phases]
    if label not in labels:
        return None
    if label == labels[-1] and not game.phases[-1].resolved:
        return game
    cache: dict[tuple[str, int], Game] = game.__dict__.setdefault("_inbox_past_games", {})
    key = (label, len(game.entries))
    if key not in cache:
        cache.clear()  # only the journal as it is now: a new entry makes every copy stale
        index = labels.index(label)
        opened = [i for i, e in enumerate(game.entries) if e.kind == "phase"]
        end = opened[index + 1] if index + 1 < len(opened) else len(game.entries)
        resolve = next(i for i in range(opened[index] + 1, end) if game.entries[i].kind == "resolve")
        order = phase_order(game.entries)
        cache[key] = Game.replay([game.entries[i] for i in order[:order.index(resolve)]],
                                      base_dir=game.base_dir, text_parser=game.text_parser)
    return cache[key]


def game_for(game: "Game", row: "Row") -> "Game":
    """The game a row is read and judged against: as it stood in the row's phase."""
    if not is_past(game, row):
        return game
    return game_in(game, str(row.phase)) or game


def home_phase(game: "Game", sent: datetime | None) -> "Phase | None":
    """The closed night a PM sent at `sent` belongs to (see the module's docstring), or None: the open phase."""
    if sent is None or game.current is None:
        return None
    sent = sent.replace(tzinfo=None)  # forum times are read in the deadline's zone (app.deadlines)
    before: datetime | None = None
    for phase in game.phases:
        deadline = phase_deadline(game, phase)
        if deadline is None and before is not None:  # a phase the host gave no deadline: the set's cycle time
            deadline = cycle_deadline(game, phase, before)
        if not phase.resolved or deadline is None:
            return None
        if sent <= deadline:
            inside = before is None or sent > before
            return phase if inside and phase.kind not in VOTING else None
        before = deadline
    return None


def voting(phase: "Phase") -> bool:
    return phase.kind in VOTING


def past_labels(game: "Game", rows: list["Row"]) -> list[str]:
    """The earlier phases these rows go into, in phase order."""
    wanted = {row.phase for row in rows if is_past(game, row)}
    return [p.label for p in game.phases if p.label in wanted]


def pickable_phases(game: "Game") -> list[Any]:
    """The phases the host may name for a row: every phase opened so far but the unmasking (a row
    named for a day is read as a vote, for a night as a request)."""
    return [p for p in game.phases if p.kind != "unmask"]
