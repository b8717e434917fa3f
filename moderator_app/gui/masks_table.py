"""The players of a new game: the real forum accounts from the sign-up list and, when the game is
played in sub-masks (C-FLOW-8, H-GEN-7), the game nick and password each account gets.

The app issues nicks and passwords with posts.submasks; the host may type his own nick or
password into any cell instead, and a re-issue keeps what he typed. Seats follow the game nicks'
alphabetical order, never the sign-up order: a public sign-up list in seat order would unmask
everyone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QHeaderView, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..engine.model.errors import InputError
from ..posts import submasks

ACCOUNT, NICK, PASSWORD = range(3)


class MasksTable(QWidget):
    #: the host removed rows or put them back: the page reads the sign-up again
    removed_changed = Signal()

    def __init__(self, lang: str = "ru"):
        super().__init__()
        self.lang = lang
        self.removed: list[str] = []  #: accounts the host took off the roster (the sign-up text stays as pasted)
        self.remove_button = QPushButton(self.tr("Re&move selected"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.out: list[str] = []  #: accounts already out of a game the app takes over mid-game (PlayerSpec `out`)
        self.out_button = QPushButton(self.tr("Already &out"))
        self.out_button.setToolTip(self.tr("The selected players are already out of the game (you take over a game "
                                           "begun without the app): seated, but not among the living, and no vote"))
        self.out_button.clicked.connect(self.toggle_out)
        self.put_back = QPushButton(self.tr("Put back the removed"))
        self.put_back.clicked.connect(self.put_back_removed)
        self.put_back.hide()
        self.use_masks = QCheckBox(self.tr("Sub-masks: players play under game nicks with passwords"))
        self.issue_button = QPushButton(self.tr("&Issue game nicks and passwords"))
        self.issue_button.clicked.connect(self.issue)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Real account"), self.tr("Game nick"), self.tr("Password")])
        header = self.table.horizontalHeader()
        header.setStretchLastSection(True)
        for column in (ACCOUNT, NICK):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.use_masks.toggled.connect(self._show_columns)
        # the check box and the button on two lines: side by side they are wider than half a laptop screen
        row = QVBoxLayout()
        row.addWidget(self.use_masks)
        button_row = QHBoxLayout()
        button_row.addWidget(self.issue_button)
        button_row.addStretch()
        button_row.addWidget(self.out_button)
        button_row.addWidget(self.remove_button)
        button_row.addWidget(self.put_back)
        row.addLayout(button_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        self._show_columns(False)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table, self.remove_selected)
        delete.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def remove_selected(self) -> None:
        """Take the selected accounts off the roster (a signed-up player who left, a copied line that is no
        player); they stay off when the sign-up is read again, until put back."""
        rows = sorted({i.row() for i in self.table.selectedIndexes()} or {self.table.currentRow()} - {-1})
        gone = [self._cell(r, ACCOUNT) for r in rows if 0 <= r < self.table.rowCount()]
        if not gone:
            return
        self.removed.extend(a for a in gone if a not in self.removed)
        for row in reversed(rows):
            self.table.removeRow(row)
        self.put_back.setVisible(True)
        self.removed_changed.emit()

    def toggle_out(self) -> None:
        """Mark the selected accounts already out of the game, or in again (lead's finding: a page of a game
        begun elsewhere names players already gone; seated alive, they made the majority too big)."""
        rows = sorted({i.row() for i in self.table.selectedIndexes()} or {self.table.currentRow()} - {-1})
        chosen = [self._cell(r, ACCOUNT) for r in rows if 0 <= r < self.table.rowCount()]
        if not chosen:
            return
        back = all(a in self.out for a in chosen)
        self.out = [a for a in self.out if a not in chosen] if back else [*self.out, *(a for a in chosen if a not in self.out)]
        for row in range(self.table.rowCount()):
            self._show_out(row)

    def _show_out(self, row: int) -> None:
        """An account already out is struck through and says so."""
        item = self.table.item(row, ACCOUNT)
        if item is None:
            return
        font = item.font()
        font.setStrikeOut(item.text() in self.out)
        item.setFont(font)
        item.setToolTip(self.tr("already out of the game: not among the living") if item.text() in self.out else "")

    def put_back_removed(self) -> None:
        self.removed = []
        self.put_back.hide()
        self.removed_changed.emit()

    def _show_columns(self, masked: bool) -> None:
        self.table.setColumnHidden(NICK, not masked)
        self.table.setColumnHidden(PASSWORD, not masked)
        self.issue_button.setEnabled(masked)
        if masked and self.table.rowCount() and not any(self._cell(r, NICK) for r in range(self.table.rowCount())):
            self.issue()

    def _cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _set_cell(self, row: int, column: int, text: str) -> None:
        item = self.table.item(row, column)
        if item is None:
            self.table.setItem(row, column, QTableWidgetItem(text))
        else:
            item.setText(text)

    def accounts(self) -> list[str]:
        return [self._cell(row, ACCOUNT) for row in range(self.table.rowCount())]

    def set_accounts(self, accounts: list[str]) -> None:
        """A new sign-up list: rows follow it, a known account keeps its nick and password."""
        kept = {self._cell(r, ACCOUNT): (self._cell(r, NICK), self._cell(r, PASSWORD)) for r in range(self.table.rowCount())}
        accounts = [a for a in accounts if a not in self.removed]
        self.table.setRowCount(len(accounts))
        for row, account in enumerate(accounts):
            item = QTableWidgetItem(account)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, ACCOUNT, item)
            nick, password = kept.get(account, ("", ""))
            self.table.setItem(row, NICK, QTableWidgetItem(nick))
            self.table.setItem(row, PASSWORD, QTableWidgetItem(password))
            self._show_out(row)
        if self.use_masks.isChecked() and any(not self._cell(r, NICK) for r in range(len(accounts))):
            self.issue()

    def issue(self) -> None:
        """A game nick and a password for every account that has none yet (the host's own stay)."""
        rows = range(self.table.rowCount())
        own_nicks = {self._cell(r, NICK) for r in rows} - {""}
        need = [r for r in rows if not self._cell(r, NICK)]
        pool = [n for n in submasks.default_nicks(self.lang) if n not in own_nicks]
        masks = submasks.issue([self._cell(r, ACCOUNT) for r in need], nicks=pool, lang=self.lang, taken=own_nicks) if need else []
        for row, mask in zip(need, masks):
            self._set_cell(row, NICK, mask.nick)
        for row in rows:
            if not self._cell(row, PASSWORD):
                self._set_cell(row, PASSWORD, submasks.new_password())

    def problems(self) -> list[str]:
        """What stops the deal: a missing or repeated game nick, a nick that is someone's real account."""
        if not self.use_masks.isChecked():
            return []
        accounts, found = set(self.accounts()), []
        nicks = [self._cell(r, NICK) for r in range(self.table.rowCount())]
        for row, nick in enumerate(nicks):
            account = self._cell(row, ACCOUNT)
            if not nick:
                found.append(self.tr("%1 has no game nick.").replace("%1", account))
            elif nicks.count(nick) > 1:
                found.append(self.tr("The game nick %1 is given twice.").replace("%1", nick))
            elif nick in accounts:
                found.append(self.tr("The game nick %1 is a real account: a mask must not be a face.").replace("%1", nick))
        return list(dict.fromkeys(found))

    def setup_players(self) -> list[dict[str, Any]]:
        """The setup's players: plain accounts, or masks seated by game nick (never sign-up order)."""
        rows = range(self.table.rowCount())
        if not self.use_masks.isChecked():
            return [{"nick": account, **self._out_key(account)} for account in self.accounts()]
        if self.problems():
            raise InputError(self.problems()[0])
        masks = [submasks.SubMask(self._cell(r, ACCOUNT), self._cell(r, NICK), self._cell(r, PASSWORD)
                                  or submasks.new_password()) for r in rows]
        seated = submasks.setup_players(sorted(masks, key=lambda m: m.nick.casefold()))
        return [{**spec, **self._out_key(spec["account"])} for spec in seated]

    def _out_key(self, account: str) -> dict[str, Any]:
        return {"out": True} if account in self.out else {}
