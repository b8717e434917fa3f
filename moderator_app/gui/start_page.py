"""The start page: the host's games, most recent first, and the ways to begin a new one."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout,
                               QWidget)

from .controller import GameController


class StartPage(QWidget):
    new_game_requested = Signal()
    import_requested = Signal()

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        title = QLabel(self.tr("<h2>Your games</h2>"))
        self.games = QListWidget()
        self.games.itemActivated.connect(self._open_item)
        self.empty_hint = QLabel(self.tr("No games yet. Start a new one or open the example game."))
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.clicked.connect(lambda: self._open_item(self.games.currentItem()))
        self.new_button = QPushButton(self.tr("&New game…"))
        self.new_button.clicked.connect(self.new_game_requested)
        self.example_button = QPushButton(self.tr("Open the &example game"))
        self.example_button.clicked.connect(controller.import_example)
        self.import_button = QPushButton(self.tr("&Import game script…"))
        self.import_button.clicked.connect(self.import_requested)
        buttons = QHBoxLayout()
        for button in (self.open_button, self.new_button, self.example_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.games, 1)
        layout.addLayout(buttons)

    def refresh(self) -> None:
        self.games.clear()
        rows = self.controller.store.list_games()
        for row in rows:
            when = row.updated.astimezone().strftime("%d.%m.%Y %H:%M") if row.updated else ""
            mark = self.tr(" (example)") if row.example else ""
            item = QListWidgetItem(f"{row.title}{mark} — {self._set_name(row.ruleset)} — {when}{self._damage_mark(row)}")
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            self.games.addItem(item)
        self.empty_hint.setVisible(not rows)
        self.open_button.setEnabled(bool(rows))
        if rows:
            self.games.setCurrentRow(0)

    def _open_item(self, item: QListWidgetItem | None) -> None:
        if item is not None and not self.controller.open_game(int(item.data(Qt.ItemDataRole.UserRole))):
            self._offer_restore()

    def _damage_mark(self, row) -> str:
        """A game whose rows cannot be read is listed, marked, and the others open (#12 item 4)."""
        why = getattr(row, "damaged", None)
        return self.tr(" — ⚠ damaged: %1").replace("%1", why) if why else ""

    def _offer_restore(self) -> None:
        if self.controller.damaged_game is not None:
            from .data_dialog import offer_game_restore

            offer_game_restore(self, self.controller, *self.controller.damaged_game)

    def _set_name(self, ref: str) -> str:
        """The role set's name in the UI language; a set that no longer loads shows its id."""
        from ..engine.errors import InputError
        from ..engine.roleset import load_roleset

        try:
            return load_roleset(ref).name(self.controller.lang)
        except (InputError, OSError):
            return ref
