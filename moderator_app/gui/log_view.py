"""The game's journal as the host entered it, and the end-of-game exports: the final reveal post
(every role, every death) and the spec's report JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QListWidget, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from .controller import GameController

if TYPE_CHECKING:
    from ..engine.game import Game

REVEAL_LINES = {
    "ru": ("[b]Вскрытие ролей[/b]", "жив(а)", "погиб(ла): {phase}, {cause}", "Победа: {winner}", "Сид раздачи: {seed}"),
    "pl": ("[b]Ujawnienie ról[/b]", "żyje", "zginął(ęła): {phase}, {cause}", "Wygrana: {winner}", "Ziarno losowania: {seed}"),
    "en": ("[b]Final reveal[/b]", "alive", "died: {phase}, {cause}", "Winner: {winner}", "Deal seed: {seed}"),
}


def final_reveal(game: "Game", lang: str) -> str:
    """The posts layer's reveal when it has one, else every seat with role, team and fate."""
    from .. import posts

    render = getattr(posts, "render_final_reveal", None)
    if render is not None:
        return render(game, lang)
    from ..posts.bbcode import escape_bbcode

    head, alive, died, winner, seed = REVEAL_LINES.get(lang, REVEAL_LINES["en"])
    lines = [head, ""]
    for player in game.players.values():
        role = game.rs.roles[player.original_role].name(lang)
        if player.role != player.original_role:
            role += " → " + game.rs.roles[player.role].name(lang)
        fate = died.format(phase=player.died[0], cause=player.died[1]) if player.died else alive
        lines.append(f"[b]{escape_bbcode(player.nick)}[/b] — {role} ({game.rs.teams[player.team].name(lang)}) — {fate}")
    if game.winner:
        name = game.rs.teams[game.winner].name(lang) if game.winner in game.rs.teams else game.winner
        lines += ["", winner.format(winner=escape_bbcode(name))]
    lines.append(seed.format(seed=game.seed))
    return "\n".join(lines)


class LogView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.ask_save_path = lambda title, pattern: QFileDialog.getSaveFileName(self, title, "", pattern)[0]
        self.journal = QListWidget()
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
        for number, entry in enumerate(game.entries):
            data = ", ".join(f"{k}={v}" for k, v in entry.data.items() if k not in ("players", "deal"))
            self.journal.addItem(f"{number}. {entry.kind}: {data}")
        self.journal.scrollToBottom()
        self.reveal.setPlainText(final_reveal(game, self.controller.settings.post_lang))

    def export_reveal(self) -> None:
        path = self.ask_save_path(self.tr("Save the final reveal"), self.tr("BBCode text (*.txt)"))
        if path:
            Path(path).write_text(self.reveal.toPlainText() + "\n", encoding="utf-8")
            self.controller.notice.emit(self.tr("Saved %1").replace("%1", path))

    def export_report(self) -> None:
        from ..report import game_report

        game = self.controller.game
        path = self.ask_save_path(self.tr("Export the report"), self.tr("JSON (*.json)"))
        if game is None or not path:
            return
        report = game_report(game, self.controller.settings.post_lang)
        Path(path).write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        self.controller.notice.emit(self.tr("Saved %1").replace("%1", path))
