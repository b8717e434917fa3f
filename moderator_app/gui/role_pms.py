"""Role PMs after the deal: one ready-to-send BBCode message per player, copied one by one and
ticked when sent (the ticks survive restarts in the GUI settings file).

The message is written in the posts' language from the role set's data (card role, team,
description, who the role knows), never from role names in code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..posts.bbcode import escape_bbcode
from .controller import GameController

if TYPE_CHECKING:
    from ..engine.game import Game

PM_LINES = {
    "ru": {"role": "[b]Ваша роль: {role}[/b]", "team": "Ваша команда: {team}", "allies": "Ваши союзники: {names}",
           "knows": "{role}: [b]{nick}[/b]", "seed": "Удачной игры!"},
    "pl": {"role": "[b]Twoja rola: {role}[/b]", "team": "Twoja drużyna: {team}", "allies": "Twoi sojusznicy: {names}",
           "knows": "{role}: [b]{nick}[/b]", "seed": "Powodzenia!"},
    "en": {"role": "[b]Your role: {role}[/b]", "team": "Your team: {team}", "allies": "Your allies: {names}",
           "knows": "{role}: [b]{nick}[/b]", "seed": "Good luck!"},
}


def role_pm(game: "Game", nick: str, lang: str) -> str:
    """The role PM for one player: the role he is told (a card role hides the real one)."""
    lines_for = PM_LINES.get(lang, PM_LINES["en"])
    rs = game.rs
    player = game.players[nick]
    real = rs.roles[player.role]
    shown = rs.roles.get(str(real.get("card_role") or real.id), real)
    team = rs.teams[shown.team]
    text = [lines_for["role"].format(role=shown.name(lang)), lines_for["team"].format(team=team.name(lang))]
    description = (shown.get("description") or {}).get(lang) or (shown.get("description") or {}).get("ru")
    if description:
        text.append(str(escape_bbcode(description)))
    if shown is real and rs.teams[real.team].traits.get("knows_each_other"):
        allies = [f"{escape_bbcode(p.nick)} ({rs.roles[p.role].name(lang)})" for p in game.players.values()
                  if p.team == real.team and p.nick != nick]
        if allies:
            text.append(lines_for["allies"].format(names=", ".join(allies)))
    for known_role in real.get("knows_roles") or []:
        for other in game.players.values():
            if other.role == known_role and other.nick != nick:
                text.append(lines_for["knows"].format(role=rs.roles[known_role].name(lang), nick=escape_bbcode(other.nick)))
    text.append(lines_for["seed"])
    return "\n".join(text)


class RolePmsView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Role"), self.tr("Copy"), self.tr("Sent")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.currentCellChanged.connect(lambda row, *_: self._show(row))
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.progress = QLabel()
        self.seed = QLabel()
        self.seed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(self.seed)
        top.addStretch()
        top.addWidget(self.progress)
        body = QHBoxLayout()
        body.addWidget(self.table, 3)
        body.addWidget(self.preview, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body)

    def refresh(self) -> None:
        game, game_id = self.controller.game, self.controller.game_id
        if game is None:
            return
        lang = self.controller.settings.post_lang
        sent = self.controller.settings.sent_pms(game_id)
        self.seed.setText(self.tr("Role set: %1 · seed of the deal: %2").replace("%1", game.rs.id).replace("%2", str(game.seed)))
        self.table.setRowCount(len(game.players))
        self.texts: list[str] = []
        for row, player in enumerate(game.players.values()):
            self.texts.append(role_pm(game, player.nick, lang))
            self.table.setItem(row, 0, QTableWidgetItem(player.nick))
            self.table.setItem(row, 1, QTableWidgetItem(game.rs.roles[player.original_role].name(self.controller.lang)))
            copy = QPushButton(self.tr("Copy"))
            copy.clicked.connect(lambda _=False, r=row: self.copy(r))
            self.table.setCellWidget(row, 2, copy)
            tick = QCheckBox()
            tick.setChecked(player.nick in sent)
            tick.toggled.connect(lambda on, n=player.nick: self._mark(n, on))
            self.table.setCellWidget(row, 3, tick)
        self.table.resizeColumnsToContents()
        self._progress()
        if self.texts:
            self.table.setCurrentCell(max(self.table.currentRow(), 0), 0)
            self._show(self.table.currentRow())

    def copy(self, row: int) -> None:
        """Copy one role PM and tick it: copying it is the host's step right before sending it."""
        QGuiApplication.clipboard().setText(self.texts[row])
        self.table.setCurrentCell(row, 0)
        self.table.cellWidget(row, 3).setChecked(True)
        self.controller.notice.emit(self.tr("Role PM for %1 copied.").replace("%1", self.table.item(row, 0).text()))

    def _mark(self, nick: str, sent: bool) -> None:
        self.controller.settings.set_pm_sent(self.controller.game_id, nick, sent)
        self._progress()

    def _progress(self) -> None:
        done = sum(1 for row in range(self.table.rowCount()) if self.table.cellWidget(row, 3).isChecked())
        self.progress.setText(self.tr("Sent: %1 of %2").replace("%1", str(done)).replace("%2", str(self.table.rowCount())))

    def _show(self, row: int) -> None:
        if 0 <= row < len(getattr(self, "texts", [])):
            self.preview.setPlainText(self.texts[row])
