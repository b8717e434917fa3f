"""The start page: the host's games, most recent first, the ways to begin a new one, and what a
host does with a game as a whole — rename, duplicate, delete (with undo), save it to one file for a
co-host and open such a file (app/game_file.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QStandardPaths, Signal
from PySide6 import QtWidgets  # its dialogs are looked up when first used, not before the first frame
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..storage.words import said_in
from .controller import GameController
from .games_list import ID_ROLE, TITLE_ROLE, GameItem, GamesList, GamesModel, ListedGame

if TYPE_CHECKING:
    from datetime import datetime

GAME_FILES = "*.mafia.json *.json"


def documents_folder() -> Path:
    """Where file dialogs open: the host's documents (the home folder where there is none). An empty
    or bare name opened them in the app's working directory — its program folder."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def _heading(text: str) -> QLabel:
    """A heading drawn as `<h2>` draws it (bold, 1.5 times the font; pixel for pixel the same) but as
    plain text: the first rich-text label of the app builds Qt's text-document machinery, 5-6 ms
    before the first frame (#14 item 9)."""
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * 1.5)
    else:
        font.setPixelSize(round(font.pixelSize() * 1.5))
    label.setFont(font)
    return label


class StartPage(QWidget):
    new_game_requested = Signal()
    import_requested = Signal()

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        #: dialogs, replaceable in tests: (title, current) -> (text, ok); suggested name -> path
        self.ask_title: Callable[[str], tuple[str, bool]] = lambda current: QtWidgets.QInputDialog.getText(self, self.tr("Rename the game"), self.tr("New name:"),
                                                              QtWidgets.QLineEdit.EchoMode.Normal, current)
        self.ask_save_path: Callable[[str], str] = lambda name: QtWidgets.QFileDialog.getSaveFileName(
            self, self.tr("Save the whole game"), str(documents_folder() / name),
            self.tr("Game files (%1)").replace("%1", GAME_FILES))[0]
        self.ask_open_path: Callable[[], str] = lambda: QtWidgets.QFileDialog.getOpenFileName(
            self, self.tr("Open a game file"), str(documents_folder()), self.tr("Game files (%1)").replace("%1", GAME_FILES))[0]
        title = _heading(self.tr("Your games"))
        self.names: dict[str, str] = {}  #: role-set id -> its name in the UI language (read once per refresh)
        self.model = GamesModel(self._describe)
        self.games = GamesList(self.model)  # model/view: 20,000 games show at once (#14 item 7)
        self.games.activated.connect(lambda index: self._open_item(self.games.item(index.row())))
        self.games.selectionModel().currentRowChanged.connect(lambda _now, _before: self._enable())
        self.empty_hint = QLabel(self.tr("No games yet. Start a new one or open the example game."))
        self.open_button = self._button(self.tr("&Open"), lambda: self._open_item(self.games.currentItem()))
        self.new_button = self._button(self.tr("&New game…"), self.new_game_requested.emit)
        self.example_button = self._button(self.tr("Open the &example game"), controller.import_example)
        self.import_button = self._button(self.tr("&Import game script…"), self.import_requested.emit)
        self.open_file_button = self._button(self.tr("Open a game &file…"), self.open_file)
        self.rename_button = self._button(self.tr("&Rename…"), self.rename)
        self.duplicate_button = self._button(self.tr("&Duplicate"), self.duplicate)
        self.export_button = self._button(self.tr("&Save to a file…"), self.export)
        self.delete_button = self._button(self.tr("&Delete"), self.delete)
        self.deleted_label = QLabel()
        self.undo_delete_button = self._button(self.tr("&Undo the deletion"), self.undo_delete)
        start_row, game_row, deleted_row = QHBoxLayout(), QHBoxLayout(), QHBoxLayout()
        for button in (self.open_button, self.new_button, self.example_button, self.import_button, self.open_file_button):
            start_row.addWidget(button)
        start_row.addStretch()
        game_row.addWidget(QLabel(self.tr("The selected game:")))
        for button in (self.rename_button, self.duplicate_button, self.export_button, self.delete_button):
            game_row.addWidget(button)
        game_row.addStretch()
        deleted_row.addWidget(self.deleted_label)
        deleted_row.addWidget(self.undo_delete_button)
        deleted_row.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.games, 1)
        layout.addLayout(game_row)
        layout.addLayout(deleted_row)
        layout.addLayout(start_row)
        self._show_deleted(None)

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        return button

    def refresh(self) -> None:
        if not self.controller.store_ready:  # the first frame paints before the database opens
            self.model.reset([])
            self.empty_hint.setText(self.tr("Opening your games…"))
            self._enable()
            return
        self.empty_hint.setText(self.tr("No games yet. Start a new one or open the example game."))
        rows = self.controller.store.list_games()
        self.names = {ref: self._set_name(ref) for ref in {row.ruleset for row in rows}}  # once per set, not per game
        self.model.reset(rows)
        self.empty_hint.setVisible(not rows)
        if rows:
            self.games.setCurrentRow(0)
        self._enable()

    def _describe(self, row: ListedGame) -> str:
        """A row as the host reads it (asked by the view for the rows on screen only)."""
        mark = self.tr(" (example)") if row.example else ""
        name = self.names.get(row.ruleset, row.ruleset)
        return f"{row.title}{mark} — {name} — {_when(row.updated)}{self._damage_mark(row)}"

    def _enable(self) -> None:
        chosen = self.games.currentItem() is not None
        for button in (self.open_button, self.rename_button, self.duplicate_button, self.export_button,
                       self.delete_button):
            button.setEnabled(chosen)

    def selected(self) -> tuple[int, str] | None:
        item = self.games.currentItem()
        if item is None:
            return None
        return int(item.data(ID_ROLE)), str(item.data(TITLE_ROLE))

    def select(self, game_id: int) -> None:
        for row, info in enumerate(self.model.rows):
            if info.id == game_id:
                self.games.setCurrentRow(row)
                return

    def _open_item(self, item: GameItem | None) -> None:
        if item is None:
            return
        if not self.controller.open_game(int(item.data(ID_ROLE))):
            self._offer_restore()
        else:
            self._offer_rules_update()

    def _offer_rules_update(self) -> None:
        """The game's role-set file changed since it was set up: the host decides (#11 item 4)."""
        # lazy: gui.rules_prompt costs ~3 ms CPU, not needed before the first frame (bench_startup)
        from .rules_prompt import offer_rules_update

        offer_rules_update(self, self.controller)

    def _damage_mark(self, row: ListedGame) -> str:
        """A game whose rows cannot be read is listed, marked, and the others open (#12 item 4)."""
        why = row.damaged
        return self.tr(" — ⚠ damaged: %1").replace("%1", said_in(why, self.controller.lang)) if why else ""

    def _offer_restore(self) -> None:
        if self.controller.damaged_game is not None:
            # lazy: gui.data_dialog costs ~509 ms CPU, not needed before the first frame (bench_startup)
            from .data_dialog import offer_game_restore

            offer_game_restore(self, self.controller, *self.controller.damaged_game)

    # ----- a game as a whole --------------------------------------------------------------------
    def rename(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        title, ok = self.ask_title(chosen[1])
        if ok and self.controller.rename_game(chosen[0], title):
            self.refresh()
            self.select(chosen[0])

    def duplicate(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            new_id = self.controller.duplicate_game(chosen[0])
            self.refresh()
            if new_id is not None:
                self.select(new_id)

    def delete(self) -> None:
        chosen = self.selected()
        if chosen is not None and self.controller.delete_game(chosen[0]):
            self.refresh()
            self._show_deleted(chosen[1] if self.controller.deleted is not None else None)

    def undo_delete(self) -> None:
        new_id = self.controller.undo_delete()
        self._show_deleted(None)
        self.refresh()
        if new_id is not None:
            self.select(new_id)

    def _show_deleted(self, title: str | None) -> None:
        self.deleted_label.setText(self.tr("«%1» is deleted.").replace("%1", title) if title else "")
        self.deleted_label.setVisible(title is not None)
        self.undo_delete_button.setVisible(title is not None)

    def export(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        path = self.ask_save_path(f"{chosen[1]}.mafia.json")
        if path:
            self.controller.export_game(chosen[0], Path(path))

    def open_file(self) -> None:
        path = self.ask_open_path()
        if path:
            self.controller.import_game_file(Path(path))

    def _set_name(self, ref: str) -> str:
        """The role set's name in the UI language; a set that no longer loads shows its id."""
        # lazy: app.rolesets costs ~0 ms CPU, not needed before the first frame (bench_startup)
        from ..app.rolesets import set_name

        return set_name(ref, self.controller.lang)


def _when(moment: datetime | None) -> str:
    """dd.mm.yyyy hh:mm in local time (formatted by hand: strftime is a third of the list's time with
    20,000 games)."""
    if moment is None:
        return ""
    local = moment.astimezone()
    return f"{local.day:02d}.{local.month:02d}.{local.year} {local.hour:02d}:{local.minute:02d}"
