"""The game's journal as the host entered it, and the end-of-game exports: the final reveal post
(posts.render_final_reveal: every role and sub-mask, the deal's salt) and the spec's report JSON.
A playing host (S-TAB-3) sees neither until the unmasking."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QListWidget, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ..app.changes import EVERYTHING, Changes
from ..engine.model.errors import InputError
from . import texts
from .controller import GameController
from .start_page import documents_folder
from ..posts import render_final_reveal
from ..app.report import game_report


class LogView(QWidget):
    #: `refresh` is told what changed (app.changes): the journal's new entries are appended, the lines of the
    #: entries an undo took back removed; the lines before stay as drawn
    takes_changes = True

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.ask_save_path: Callable[[str, str], str] = lambda title, pattern: QFileDialog.getSaveFileName(
            self, title, str(documents_folder()), pattern)[0]
        self.lines_for: int | None = None  #: how many of the journal's entries the list shows (None: none, or hidden)
        self.journal = QListWidget()
        # long lines (the setup's rules and hash) wrap inside the pane: no sideways scrolling at 1366×768
        self.journal.setWordWrap(True)
        self.journal.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.journal.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.reveal = QPlainTextEdit()
        self.reveal.setReadOnly(True)
        self.copy_reveal = QPushButton(self.tr("Copy the final reveal"))
        self.copy_reveal.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.reveal.toPlainText()))
        self.save_reveal = QPushButton(self.tr("Save the final reveal…"))
        self.save_reveal.clicked.connect(self.export_reveal)
        self.save_report = QPushButton(self.tr("Export the report (JSON)…"))
        self.save_report.clicked.connect(self.export_report)
        buttons = QHBoxLayout()
        for button in (self.copy_reveal, self.save_reveal, self.save_report):
            buttons.addWidget(button)
        buttons.addStretch()
        panes = QHBoxLayout()
        panes.addWidget(self.journal, 1)
        panes.addWidget(self.reveal, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(panes, 1)
        layout.addLayout(buttons)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Redraw for `changes`: the lines from the first entry that changed on, and the reveal with them."""
        game = self.controller.game
        if game is None:
            return
        if self.controller.secrets_hidden():
            self.lines_for = None
            self.journal.clear()
            self.journal.addItem(self.tr("You play in this game: the journal and the reveal stay hidden until the unmasking."))
            self.reveal.clear()
            return
        start = changes.entries_from(self.lines_for) if self.lines_for is not None else 0
        if start == self.lines_for == len(game.entries):
            if changes.post_lang:  # the same journal: the reveal in the posts' new language
                self._show_reveal()
            return  # the journal is as drawn: so is the reveal made of it
        if start == 0:
            self.journal.clear()
        while self.journal.count() > start:  # the entries an undo took back (or that changed)
            self.journal.takeItem(self.journal.count() - 1)
        self.journal.addItems(texts.journal_lines(game, self.controller.lang, start))
        self.lines_for = len(game.entries)
        self.journal.scrollToBottom()
        self._show_reveal()

    def _show_reveal(self) -> None:
        try:
            self.reveal.setPlainText(render_final_reveal(self.controller.shown_game, self.controller.settings.post_lang))
        except InputError as err:  # a host's edited template: the message names the file and line
            self.reveal.setPlainText(str(err))

    def export_reveal(self) -> None:
        path = self.ask_save_path(self.tr("Save the final reveal"), self.tr("BBCode text (*.txt)"))
        if path:
            Path(path).write_text(self.reveal.toPlainText() + "\n", encoding="utf-8")
            self.controller.notice.emit(self.tr("Saved %1").replace("%1", path))

    def export_report(self) -> None:
        game = self.controller.game
        path = self.ask_save_path(self.tr("Export the report"), self.tr("JSON (*.json)"))
        if game is None or not path:
            return
        report = game_report(game, self.controller.settings.post_lang)
        Path(path).write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        self.controller.notice.emit(self.tr("Saved %1").replace("%1", path))
