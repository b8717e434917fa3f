"""Two helpers every tab of the role set editor uses: the YAML key under a tooltip, and clearing a form.

Kept apart from fields.py so the inputs built there (maps.py) can use them
without an import cycle.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip, QWidget


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


def clear_layout(layout: Any) -> None:
    """Remove every row of a form; the widgets are deleted once the current signal has returned."""
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()
            item.widget().deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())
