"""The game's journal as the host entered it, and the end-of-game exports: the final reveal post
(posts.render_final_reveal: every role and sub-mask, the deal's salt) and the spec's report JSON.
A playing host (S-TAB-3) sees neither until the unmasking."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QListWidget, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ..engine.model.errors import InputError
from . import texts
from .controller import GameController
from .start_page import documents_folder
from ..posts import render_final_reveal
from ..app.report import game_report


class LogView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.ask_save_path = lambda title, pattern: QFileDialog.getSaveFileName(self, title, str(documents_folder()),
                                                                                pattern)[0]
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

    def refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        self.journal.clear()
        if self.controller.secrets_hidden():
            self.journal.addItem(self.tr("You play in this game: the journal and the reveal stay hidden until the unmasking."))
            self.reveal.clear()
            return
        self.journal.addItems(texts.journal_lines(game, self.controller.lang))
        self.journal.scrollToBottom()

        try:
            self.reveal.setPlainText(render_final_reveal(game, self.controller.settings.post_lang))
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
