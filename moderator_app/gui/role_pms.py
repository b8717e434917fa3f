"""Role PMs after the deal: one ready-to-send BBCode message per player, copied one by one and
ticked when sent (the ticks survive restarts in the GUI settings file). Copying a card is not
sending it: a copied card is marked "copied" until the host ticks it sent — as the correspondence
tracks a receipt (app.correspondence: drafted → sent → confirmed), the app never claims a PM went
out that only reached the clipboard.

The text is the posts layer's role card (posts.render_role_card, the host may edit its template):
the role the card shows, team, teammates, and the game account and password of a sub-mask.
The table also names the real account each card goes to, so the host sends it to the right person.
A card is rendered when it is first shown or copied, and the table is rebuilt only when the deal,
the accounts or the language change (#14 item 9: a host action on a 40-player game stays fast).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..app.changes import EVERYTHING, Changes
from ..engine.model.errors import InputError
from .controller import GameController
from .. import paths
from ..posts import render_role_card

if TYPE_CHECKING:
    from ..engine.model.game import Game


def _own_templates_stamp(lang: str) -> float:
    """When the host last changed his own templates of this language (a changed card is re-rendered)."""
    folder = paths.user_templates_dir() / lang
    try:
        return max((p.stat().st_mtime for p in folder.iterdir()), default=0.0)
    except OSError:
        return 0.0


class Cards:
    """The role cards of the shown game, rendered on first use: `cards[row]` is the BBCode."""

    def __init__(self, game: "Game | None" = None, lang: str = "ru"):
        self.game, self.lang = game, lang
        self.done: dict[int, str] = {}

    def __len__(self) -> int:
        return len(self.game.players) if self.game is not None else 0

    def __getitem__(self, row: int) -> str:
        if row not in self.done and self.game is not None:
            nick = list(self.game.players)[row]
            try:
                self.done[row] = render_role_card(self.game, nick, self.lang)
            except InputError as err:  # a host's edited template with a mistake: say where
                self.done[row] = str(err)
        return self.done[row]


class RolePmsView(QWidget):
    #: `refresh` is told what changed (app.changes): only a change of the deal, the accounts, the posts' language
    #: or what a playing host may see (the unmasking) draws the table again; a vote, a death or a published post
    #: leaves it
    takes_changes = True

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Send to"), self.tr("Role"), self.tr("Copy"),
                                              self.tr("Sent")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.currentCellChanged.connect(lambda row, *_: self._show(row))
        self.table.itemChanged.connect(self._ticked)
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

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        game, game_id = self.controller.game, self.controller.game_id
        if game is None or game_id is None or not (changes.everything or changes.deal or changes.unmasked
                                                     or changes.post_lang):
            return
        lang = self.controller.settings.post_lang
        hidden_now = [self.controller.hides(p.nick) for p in game.players.values()]
        key = (game_id, lang, _own_templates_stamp(lang), self.controller.lang, tuple(hidden_now), game.entries[0].to_json() if game.entries else "",
               tuple((p.nick, p.account, p.original_role) for p in game.players.values()), game.title)
        if key == getattr(self, "_shown", None):
            return  # the same deal in the same words: nothing on this page changed
        self._shown = key
        sent = self.controller.settings.sent_pms(game_id)
        self.copied = self.controller.settings.copied_pms(game_id)
        self.seed.setText(self.tr("Role set: %1 · seed of the deal: %2").replace("%1", game.rs.name(self.controller.lang)).replace("%2", str(game.seed)))
        self.table.blockSignals(True)
        self.table.setRowCount(len(game.players))
        self.texts = Cards(game, lang)
        self.hidden: list[bool] = []
        for row, player in enumerate(game.players.values()):
            self.table.setItem(row, 0, QTableWidgetItem(player.nick))
            self.table.setItem(row, 1, QTableWidgetItem(player.account or player.nick))
            hidden = self.controller.hides(player.nick)
            role = self.tr("hidden") if hidden else game.rs.roles[player.original_role].name(self.controller.lang)
            self.table.setItem(row, 2, QTableWidgetItem(role))
            self.hidden.append(hidden)
            copy = QPushButton(self.tr("Copy"))
            copy.clicked.connect(lambda _=False, r=row: self.copy(r))
            self.table.setCellWidget(row, 3, copy)
            tick = QTableWidgetItem()  # a checkable item: forty checkbox widgets cost more than the rest of the page
            tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            tick.setCheckState(Qt.CheckState.Checked if player.nick in sent else Qt.CheckState.Unchecked)
            tick.setData(Qt.ItemDataRole.UserRole, player.nick)
            self.table.setItem(row, 4, tick)
            self._say_state(row)
        self.table.blockSignals(False)
        self.table.resizeColumnsToContents()
        self._progress()
        if len(self.texts):
            self.table.setCurrentCell(max(self.table.currentRow(), 0), 0)
            self._show(self.table.currentRow())

    def copy(self, row: int) -> None:
        """Copy one role PM and mark it copied; the host ticks it sent once he has sent it."""
        QGuiApplication.clipboard().setText(self.texts[row])
        self.table.setCurrentCell(row, 0)
        nick = self._text(row, 0)
        self.controller.settings.set_pm_copied(self.controller.shown_id, nick)
        self.copied.add(nick)
        self._say_state(row)
        self._progress()
        self.controller.notice.emit(self.tr("Role PM for %1 copied: send it to %2, then tick «Sent».")
                                    .replace("%1", nick).replace("%2", self._text(row, 1)))

    def _say_state(self, row: int) -> None:
        """The Sent cell's words: "copied" for a card in the clipboard that is not ticked sent yet."""
        tick = self.table.item(row, 4)
        if tick is None:
            return
        copied = self._text(row, 0) in self.copied and tick.checkState() != Qt.CheckState.Checked
        was_blocked = self.table.blockSignals(True)  # a text, not the host's tick: no itemChanged
        tick.setText(self.tr("copied, not sent yet") if copied else "")
        self.table.blockSignals(was_blocked)

    def is_sent(self, row: int) -> bool:
        tick = self.table.item(row, 4)
        return tick is not None and tick.checkState() == Qt.CheckState.Checked

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def _ticked(self, item: QTableWidgetItem) -> None:
        if item.column() == 4:
            self._mark(str(item.data(Qt.ItemDataRole.UserRole)), item.checkState() == Qt.CheckState.Checked)
            self._say_state(item.row())

    def _mark(self, nick: str, sent: bool) -> None:
        self.controller.settings.set_pm_sent(self.controller.shown_id, nick, sent)
        self._progress()

    def _progress(self) -> None:
        done = sum(1 for row in range(self.table.rowCount()) if self.is_sent(row))
        waiting = sum(1 for row in range(self.table.rowCount())
                      if not self.is_sent(row) and self._text(row, 0) in self.copied)
        text = self.tr("Sent: %1 of %2").replace("%1", str(done)).replace("%2", str(self.table.rowCount()))
        if waiting:
            text += " · " + self.tr("copied, not ticked sent: %1").replace("%1", str(waiting))
        self.progress.setText(text)

    def _show(self, row: int) -> None:
        if 0 <= row < len(getattr(self, "texts", ())):
            self.preview.setPlainText(self.tr("You play in this game: copy this card and send it without reading it.")
                                      if self.hidden[row] else self.texts[row])
