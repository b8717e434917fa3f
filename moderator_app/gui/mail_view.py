"""The host's correspondence on the board: a receipt draft for each request recorded this phase,
a reminder for each player it still waits for (app.correspondence) and each prod the activity rules
call for (app.activity, #28), addressed to the forum account, in the language of posts; each draft
copied and marked sent, then confirmed."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ..app import activity, correspondence
from . import inbox_store
from .controller import GameController


class MailView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.drafts: list[correspondence.Draft] = []
        self.now: datetime | None = None  #: the moment prods are judged at (None: the computer's clock; tests set it)
        self.heading = QLabel()
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("To"), self.tr("Kind"), self.tr("Text"), self.tr("Status")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.copy_button = QPushButton(self.tr("&Copy and mark sent"))
        self.confirm_button = QPushButton(self.tr("Mark con&firmed"))
        self.copy_button.clicked.connect(self.copy_current)
        self.confirm_button.clicked.connect(lambda: self.mark_current("confirmed"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.heading, 1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.confirm_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.table)

    def status_word(self, status: str) -> str:
        return {"drafted": self.tr("drafted"), "sent": self.tr("sent"), "confirmed": self.tr("confirmed")}[status]

    def refresh(self) -> None:
        game = self.controller.game
        lang = self.controller.settings.post_lang
        hidden = self.controller.secrets_hidden() if game is not None else False
        phase = game.current if game is not None else None
        in_inbox = inbox_store.senders_waiting(self.controller.settings, self.controller.game_id, phase.label) \
            if phase is not None else frozenset()
        self.drafts = [d for d in correspondence.drafts(game, lang, in_inbox) if not (hidden and self.controller.hides(d.to)
                                                                            and d.kind == "receipt")] if game is not None else []
        prods = activity.prod_mail(game, lang, self.now) if game is not None and game.ruleset is not None else []
        at = next((i for i, d in enumerate(self.drafts) if d.kind == "reminder"), len(self.drafts))
        self.drafts[at:at] = prods  # after the receipts, before the reminders: in sight on a short table
        self.table.setRowCount(len(self.drafts))
        kinds = {"receipt": self.tr("receipt"), "reminder": self.tr("reminder"), activity.PROD: self.tr("prod")}
        for row, draft in enumerate(self.drafts):
            cells = [correspondence.shown_name(self.controller.shown_game, draft.to), kinds[draft.kind], draft.text, self.status_word(draft.status)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 3 and draft.status != "confirmed":
                    item.setForeground(QColor("#a40000" if draft.status == "drafted" else "#8a6d00"))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        counts = {s: sum(1 for d in self.drafts if d.status == s) for s in correspondence.STATUSES}
        self.heading.setText(self.tr("<b>Correspondence</b>: %1 drafted, %2 sent, %3 confirmed")
                             .replace("%1", str(counts["drafted"])).replace("%2", str(counts["sent"]))
                             .replace("%3", str(counts["confirmed"])) if self.drafts else "")
        self.setVisible(bool(self.drafts))

    def _current(self) -> correspondence.Draft | None:
        row = self.table.currentRow()
        return self.drafts[row] if 0 <= row < len(self.drafts) else None

    def copy_current(self) -> None:
        """Copy the selected draft and mark it sent; with none selected, the first one still a draft (the
        button did nothing and said nothing)."""
        draft = self._current()
        if draft is None:
            first = next((i for i, d in enumerate(self.drafts) if d.status == "drafted"), None)
            if first is None:
                self.controller.notice.emit(self.tr("Nothing to copy: every draft is sent."))
                return
            self.table.setCurrentCell(first, 0)
            self.table.selectRow(first)
            draft = self.drafts[first]
        if draft is not None:
            QGuiApplication.clipboard().setText(draft.text)
            if draft.status == "drafted":
                self.mark_current("sent")
            self.controller.notice.emit(self.tr("Copied: send it to %1.").replace("%1", draft.account))

    def mark_current(self, status: str) -> None:
        draft, row = self._current(), self.table.currentRow()
        if draft is not None and draft.status != status:
            game = self.controller.game
            self.controller.apply("host", **(activity.prod_mark(draft, self.now, game, status) if draft.kind == activity.PROD
                                            else correspondence.mark(draft, status)))
            self.table.setCurrentCell(min(row, self.table.rowCount() - 1), 0, )
            self.table.selectRow(min(row, self.table.rowCount() - 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_C and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.copy_current()
        else:
            super().keyPressEvent(event)
