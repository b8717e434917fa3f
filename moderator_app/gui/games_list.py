"""The start page's list of games as a Qt model and view, so 20,000 games show at once.

A QListWidget made one item object per game, each with its text formatted up front: ~1.6 s for
20,000 games under load, on every refresh (after a rename, a duplicate, a delete). Here the model
holds the store's rows (storage.rows.GameInfo) as they are and formats a row's text only when the
view asks for it — with uniform row heights that is only the rows on screen.

`GamesList` also answers in the list's own terms (`count`, `item(row).text()`, `currentItem`,
`setCurrentRow`), which the start page and the tests drive as a host would: pick a row, open it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable, Protocol

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QAbstractItemView, QListView

if TYPE_CHECKING:
    from datetime import datetime

#: Qt's data roles by the numbers Qt defines for them (Qt.ItemDataRole: DisplayRole 0, ToolTipRole 3,
#: UserRole 256; tests/gui/test_start_page_list.py checks them): naming `Qt` here, when the start page
#: is built before the first frame, made PySide build Qt's whole namespace of enums (~20 ms, #14 item 9)
DISPLAY_ROLE, TOOLTIP_ROLE = 0, 3
ID_ROLE = 256  #: the game's id (Qt.ItemDataRole.UserRole)
TITLE_ROLE = ID_ROLE + 1  #: the game's title alone (rename offers it)
NO_PARENT = QModelIndex()  #: a list has no parent rows


class ListedGame(Protocol):
    """A game as the list shows it: storage.rows.GameInfo, or a row of the in-memory stand-in
    (gui.memory_store); `damaged` says why its rows cannot be read."""

    @property
    def id(self) -> int: ...
    @property
    def title(self) -> str: ...
    @property
    def ruleset(self) -> str: ...
    @property
    def updated(self) -> datetime | None: ...
    @property
    def example(self) -> bool: ...
    @property
    def damaged(self) -> str | None: ...


class GamesModel(QAbstractListModel):
    def __init__(self, describe: Callable[[ListedGame], str]):
        super().__init__()
        self.describe = describe  #: the row's text as the host reads it
        self.rows: Sequence[ListedGame] = []

    def reset(self, rows: Sequence[ListedGame]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        if role in (DISPLAY_ROLE, TOOLTIP_ROLE):
            return self.describe(row)
        if role == ID_ROLE:
            return row.id
        if role == TITLE_ROLE:
            return row.title
        return None


class GameItem:
    """One row of the list, read as a host reads it."""

    def __init__(self, index: QModelIndex):
        self.index = index

    def text(self) -> str:
        return str(self.index.data(DISPLAY_ROLE))

    def data(self, role: int) -> Any:
        return self.index.data(role)


class GamesList(QListView):
    def __init__(self, model: GamesModel):
        super().__init__()
        self.setModel(model)
        self.setUniformItemSizes(True)  # the view sizes every row like the first: it formats only what it shows
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

    def count(self) -> int:
        return self.model().rowCount()

    def item(self, row: int) -> GameItem | None:
        return GameItem(self.model().index(row, 0)) if 0 <= row < self.count() else None

    def currentItem(self) -> GameItem | None:  # noqa: N802 - in the list's own terms
        index = self.currentIndex()
        return GameItem(index) if index.isValid() else None

    def setCurrentRow(self, row: int) -> None:  # noqa: N802
        self.setCurrentIndex(self.model().index(row, 0))
