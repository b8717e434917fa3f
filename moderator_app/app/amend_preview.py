"""What an entry into a resolved phase would change, shown before it is recorded (#14 items 2, 6).

The host names a phase (the result tab's phase selector, the board's pistol prompt); an entry into a
resolved phase re-resolves the game from that phase on (engine.phase_order). `preview_entry` plays
the journal with the entry added on a copy — the game itself is untouched — and lists, phase by
phase, the results that would change (app.corrections.facts_diff: deaths, executions, reveals,
private results), the entry's own refusal (a "survives" nobody threatened), or why it cannot be
recorded at all (the change would end the game before phases that were already played).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.errors import InputError
from ..engine.journal import Entry
from .corrections import Correction, facts_diff, published_facts

if TYPE_CHECKING:
    from ..engine.game import Game


@dataclass
class AmendPreview:
    phase: str  #: the label of the phase the entry names
    changes: list[Correction] = field(default_factory=list)  #: per resolved phase whose facts change
    refused: str | None = None  #: the entry's own refusal (a Refusal with its code)
    ended_at: str | None = None  #: the phase the changed game would end at, when later phases were played
    problem: str | None = None  #: any other reason the entry cannot be recorded (engine words)

    @property
    def recordable(self) -> bool:
        return self.ended_at is None and self.problem is None


def preview_entry(game: "Game", kind: str, data: dict[str, Any]) -> AmendPreview:
    """The consequences of recording `kind`/`data` now, computed on a copy."""
    return preview_entries(game, [(kind, data)])


def preview_entries(game: "Game", items: list[tuple[str, dict[str, Any]]]) -> AmendPreview:
    """The consequences of recording these entries now, one after another (the inbox records several
    rows in one action), computed on a copy; `refused` is the first one's own refusal."""
    from ..engine.game import Game as GameClass

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
    return preview
