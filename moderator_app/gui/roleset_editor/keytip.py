"""Two helpers every tab of the role set editor uses: the YAML key under a tooltip, and clearing a form.

Kept apart from fields.py so the inputs built there (maps.py) can use them
without an import cycle.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLayout, QListView, QScrollArea, QToolTip, QWidget


class KeyTip(QObject):
    """Shows a widget's tooltip with the YAML key under it (the docs and the files name keys), while the
    label and the tooltip text stay in the host's words."""

    def __init__(self, widget: QWidget, key: str):
        super().__init__(widget)
        self.key = key
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ToolTip and isinstance(watched, QWidget) and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), "\n".join(p for p in (watched.toolTip(), f"YAML: {self.key}") if p), watched)
            return True
        return False


def form_scroll(holder: QWidget) -> QScrollArea:
    """A tab's form in a scroll area that scrolls down, never sideways: at the window's default size
    (900×700) texts were cut and the form scrolled horizontally. Inputs shrink to the width (fields.py)."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(holder)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll


def list_and_form(page: QWidget, left: QLayout, holder: QWidget) -> None:
    """A list page's layout: the items' column on the left, the chosen item's form on the right."""
    row = QHBoxLayout(page)
    row.addLayout(left, 1)
    row.addWidget(form_scroll(holder), 3)


def wrap_rows(form: QFormLayout) -> None:
    """A form whose labels are sentences (the declarations' words) puts each above its input, whole."""
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)


def wrapping_list(listing: QListView, rows: int = 3) -> None:
    """A checkable list laid out left to right that re-wraps to the width (no sideways scrolling)
    and shows up to `rows` rows of items before it scrolls down."""
    listing.setFlow(QListView.Flow.LeftToRight)
    listing.setWrapping(True)
    listing.setResizeMode(QListView.ResizeMode.Adjust)
    listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    height = (listing.fontMetrics().height() + 4) * rows + 8
    listing.setMinimumHeight(height)
    listing.setMaximumHeight(height)


def clear_layout(layout: QLayout) -> None:
    """Remove every row of a form; the widgets are deleted once the current signal has returned."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:  # (Qt's answer past the last row: count said there is one)
            break
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)
