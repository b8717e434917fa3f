"""The inbox's rows of a resolved phase (app.inbox_past): «Accept selected» first shows what
recording them would change in the published results — or why they cannot be recorded, each such row
keeping the reason — and turns into «Record into Night 1»; once recorded, the inbox offers the
correction post the Posts tab drafted. A mixin of InboxView (its widgets: accept_row, amend_note,
show_fix, table)."""

from __future__ import annotations

from typing import Any

from ..app.inbox.past import past_labels, phase_named
from ..app.inbox.rows import Row
from ..app.inbox.record import preview_rows
from . import texts


class PastRows:
    controller: Any
    table: Any
    accept_row: Any
    amend_note: Any
    show_fix: Any
    go_to: Any
    armed: list[int] | None
    fixed_phase: int | None
    tr: Any  #: QWidget's (the words live in the InboxView context of the catalogue)

    def _preview(self, ready: list[Row], past: list[Row]) -> None:
        """What recording the selected rows would change, computed on a copy; recordable, the
        button turns into «Record into Night 1»; not, each such row keeps the reason."""
        game = self.controller.shown_game
        names = ", ".join(texts.phase_label(phase) for label in past_labels(game, past)
                          if (phase := phase_named(game, label)) is not None)
        button = self.tr("Record into %1").replace("%1", names)
        text, recordable = texts.amend_preview_text(game, preview_rows(game, past), self.controller.lang, button)
        if recordable:
            self.armed = [id(row) for row in ready]
            self.accept_row.setText(button)
        else:
            for row in past:
                row.problem, row.include = text, False
            self.table.set_rows(self.table.rows)
        self.amend_note.setText(text)
        self.amend_note.setStyleSheet("" if recordable else "color: #a40000")
        self.amend_note.show()
        self.controller.notice.emit(text)

    def _forget_preview(self) -> None:
        if self.armed is not None:
            self.armed = None
            self.accept_row.setText(self.tr("Accept s&elected"))
            self.amend_note.hide()

    def _recorded_into(self, labels: list[str]) -> None:
        """Recorded into a resolved phase: say so, and offer its correction post (the Posts tab drafts it)."""
        game = self.controller.shown_game
        names = ", ".join(texts.phase_label(phase) for label in labels if (phase := phase_named(game, label)) is not None)
        self.fixed_phase = next(i for i, p in enumerate(game.phases) if p.label == labels[0])
        self.amend_note.setText(self.tr("Recorded into %1: it was resolved again. If a published result changed, "
                                        "the correction post is drafted on the Posts tab.").replace("%1", names))
        self.amend_note.setStyleSheet("")
        self.amend_note.show()
        self.show_fix.show()

    def _show_correction(self) -> None:
        if self.fixed_phase is not None:
            self.go_to.emit("posts", ("phase", self.fixed_phase))
