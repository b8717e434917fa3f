"""What an entry into a resolved phase would change, shown before it is recorded (#14 items 2, 6).

The host names a phase (the result tab's phase selector, the board's pistol prompt); an entry into a
resolved phase re-resolves the game from that phase on (engine.model.phase_order). `preview_entry` plays
the journal with the entry added on a copy — the game itself is untouched — and lists, phase by
phase, the results that would change (app.corrections.facts_diff: deaths, executions, reveals,
private results), the entry's own refusal (a "survives" nobody threatened), or why it cannot be
recorded at all (the change would end the game before phases that were already played) — and every
later consequence in the engine's own events (`later`): a missed vote charged or no longer charged,
a deprivation, a win, in any phase after the one named, the open one included; and who the open
phase waits for by its deadline that it did not before (a revived player owes his PM). A late
night-1 PM that revived two players after day 2 listed only night 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.effects import EVENTS
from ..engine.model.errors import InputError
from ..engine.model.journal import Entry
from ..engine.model.state import Event
from .corrections import Correction, facts_diff, published_facts
from ..engine.model.game import Game as GameClass
from .correspondence import waiting_for
import json

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase


@dataclass
class AmendPreview:
    phase: str  #: the label of the phase the entry names
    changes: list[Correction] = field(default_factory=list)  #: per resolved phase whose facts change
    refused: str | None = None  #: the entry's own refusal (a Refusal with its code)
    ended_at: str | None = None  #: the phase the changed game would end at, when later phases were played
    problem: str | None = None  #: any other reason the entry cannot be recorded (engine words)
    #: later consequences: (phase label, "added" | "removed", the engine's event) in phase order
    later: list[tuple[str, str, Event]] = field(default_factory=list)
    winner: tuple[str | None, str | None] | None = None  #: (before, after) when the game's winner changes
    owed: list[str] = field(default_factory=list)  #: who the open phase now waits for and did not before
    no_longer_owed: list[str] = field(default_factory=list)  #: who it waited for and no longer does

    @property
    def recordable(self) -> bool:
        return self.ended_at is None and self.problem is None


def preview_entry(game: "Game", kind: str, data: dict[str, Any]) -> AmendPreview:
    """The consequences of recording `kind`/`data` now, computed on a copy."""
    return preview_entries(game, [(kind, data)])


def preview_entries(game: "Game", items: list[tuple[str, dict[str, Any]]]) -> AmendPreview:
    """The consequences of recording these entries now, one after another (the inbox records several
    rows in one action), computed on a copy; `refused` is the first one's own refusal."""
    label = next((str(data["phase"]) for _kind, data in items if data.get("phase")), game.phases[-1].label)
    journal = [*game.entries, *(Entry(kind, dict(data)) for kind, data in items)]
    trial = GameClass()
    trial.base_dir, trial.text_parser = game.base_dir, game.text_parser
    try:
        trial.replay_in_phase_order(journal)
    except InputError as err:
        if err.position is not None and journal[err.position].kind == "phase" and trial.winner is not None:
            return AmendPreview(label, ended_at=trial.phases[-1].label)
        return AmendPreview(label, problem=err.message)
    refusals = [trial.refusal_at(position) for position in range(len(game.entries), len(journal))]
    preview = AmendPreview(label, refused=next((r for r in refusals if r), None))
    for index, phase in enumerate(game.phases):
        if phase.resolved and trial.phases[index].resolved:
            fix = facts_diff(phase.label, published_facts(phase), published_facts(trial.phases[index]))
            if fix:
                preview.changes.append(fix)
    _later(game, trial, preview)
    return preview


def _later(game: "Game", trial: "Game", preview: AmendPreview) -> None:
    for index, phase in enumerate(game.phases):
        if index >= len(trial.phases):
            break
        old, new = _events(phase), _events(trial.phases[index])
        before, after = [_key(e) for e in old], [_key(e) for e in new]
        events = {_key(e): e for e in [*old, *new]}
        for key in after:
            if key not in before:
                preview.later.append((phase.label, "added", events[key]))
        for key in before:
            if key not in after:
                preview.later.append((phase.label, "removed", events[key]))
    if game.winner != trial.winner:
        preview.winner = (game.winner, trial.winner)
    if game.current is not None and not game.current.resolved and trial.current is not None:
        waited, waits = waiting_for(game), waiting_for(trial)
        preview.owed = [nick for nick in waits if nick not in waited]
        preview.no_longer_owed = [nick for nick in waited if nick not in waits]


def _events(phase: "Phase") -> list[Event]:
    """The phase's events its kind declares a consequence (EventDecl.consequence: a missed vote's charge
    and its price, a lost vote, the win); deaths and executions are in `changes`."""
    return [e for e in (phase.result.events if phase.result is not None else []) if EVENTS[e.kind].consequence]


def _key(event: Event) -> str:
    return event.kind + json.dumps(event.data, sort_keys=True, default=str, ensure_ascii=False)
