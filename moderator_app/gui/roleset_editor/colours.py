"""The Vote tab's colours (#15 item 6): one row per vote colour instead of a YAML text field.

A coloured vote (`vote: colors: {red: 1, blue: -1}`) is a word players write and what it counts.
Each row shows the word, its weight and a button painted in the colour the tally prints it with
(`vote: color_tags`, else the word itself when it names a colour, as posts/view.py prints it);
clicking the button opens QColorDialog and writes the picked colour to `color_tags`. No rows:
`colors: false`. The widget only edits values; the model keeps the set (RolesetModel.set_vote).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog, QGridLayout, QLineEdit, QPushButton, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

#: A button's look for a colour; a colour nobody picked and the word does not name shows a dash.
_PAINT = "QPushButton {{ background-color: {0}; min-width: 48px; }}"


def shown_colour(name: str, tag: Any) -> QColor:
    """The colour a vote word prints with: its tag, else the word when it names a colour; invalid if neither."""
    return QColor(str(tag)) if isinstance(tag, str) and QColor(str(tag)).isValid() else QColor(name)


class VoteColours(QWidget):
    """Rows of (word, weight, colour); `changed` carries (colors, color_tags) as the set writes them."""

    changed = Signal(object, object)

    def __init__(self, texts: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.texts = texts  # the page's translations: word, add, remove, pick
        self.rows: list[tuple[QLineEdit, QSpinBox, QPushButton]] = []
        self.removers: list[QToolButton] = []  #: each row's × button, in the rows' order
        self.tags: dict[str, Any] = {}
        self.ask_colour: Callable[[QColor], QColor] = lambda start: QColorDialog.getColor(start, self, texts["pick"])
        self.grid = QGridLayout()
        self.add_button = QPushButton(texts["add"])
        self.add_button.clicked.connect(lambda: self._add_row("", 1, emit=True))  # counted once it has a word
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(self.grid)
        box.addWidget(self.add_button)

    # ----- value in, value out ---------------------------------------------------------------
    def set_value(self, colors: Any, tags: Any) -> None:
        for i in reversed(range(self.grid.count())):
            item = self.grid.takeAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.rows, self.removers = [], []
        self.tags = dict(tags) if isinstance(tags, dict) else {}
        for name, weight in (colors.items() if isinstance(colors, dict) else ()):
            self._add_row(str(name), int(weight) if isinstance(weight, int) else 0, emit=False)

    def value(self) -> tuple[Any, Any]:
        colors = {name.text().strip(): weight.value() for name, weight, _ in self.rows if name.text().strip()}
        tags = {k: v for k, v in self.tags.items() if k in colors}
        return (colors or False), (tags or None)

    # ----- rows ------------------------------------------------------------------------------
    def _add_row(self, name: str, weight: int, emit: bool) -> None:
        word = QLineEdit(name)
        word.setPlaceholderText(self.texts["word"])
        count = QSpinBox()
        count.setRange(-100, 100)
        count.setValue(weight)
        paint = QPushButton()
        remove = QToolButton()
        remove.setText("×")
        remove.setToolTip(self.texts["remove"])
        row = (word, count, paint)
        self.rows.append(row)
        self.removers.append(remove)
        at = self.grid.rowCount()
        for column, widget in enumerate((word, count, paint, remove)):
            self.grid.addWidget(widget, at, column)
        word.editingFinished.connect(lambda: self._paint_and_emit(row))
        count.valueChanged.connect(lambda _n: self._emit())
        paint.clicked.connect(lambda: self._pick(row))
        remove.clicked.connect(lambda: self._remove(row, remove))
        self._paint(row)
        if emit:  # a new row waits for its word; an empty row is not a colour yet
            word.setFocus()

    def _paint_and_emit(self, row: tuple[QLineEdit, QSpinBox, QPushButton]) -> None:
        self._paint(row)
        self._emit()

    def _paint(self, row: tuple[QLineEdit, QSpinBox, QPushButton]) -> None:
        name = row[0].text().strip()
        colour = shown_colour(name, self.tags.get(name))
        row[2].setText("" if colour.isValid() else "…")
        row[2].setStyleSheet(_PAINT.format(colour.name()) if colour.isValid() else "")

    def _pick(self, row: tuple[QLineEdit, QSpinBox, QPushButton]) -> None:
        name = row[0].text().strip()
        if not name:
            row[0].setFocus()
            return
        start = shown_colour(name, self.tags.get(name))
        picked = self.ask_colour(start if start.isValid() else QColor("black"))
        if picked.isValid():
            self.tags[name] = picked.name()
            self._paint(row)
            self._emit()

    def _remove(self, row: tuple[QLineEdit, QSpinBox, QPushButton], remove: QToolButton) -> None:
        self.removers.pop(self.rows.index(row))
        self.rows.remove(row)
        for widget in (*row, remove):
            self.grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self._emit()

    def _emit(self) -> None:
        self.changed.emit(*self.value())
