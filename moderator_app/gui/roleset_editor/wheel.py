"""The mouse wheel scrolls the editor's forms; it changes a drop-down or a number box only after the
host clicked into it. A host scrolling an ability's long parameter list turned «что сообщает проверка»
from the side to the role under the pointer with one notch, and the checker's verdict flipped with it,
unseen (host-findings-5 item 15)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from shiboken6 import isValid
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QWidget


class WheelGuard(QObject):
    """While `root` lives: a wheel turned over a value box of it that has no focus goes to the scroll
    area holding the box instead."""

    def __init__(self, root: QWidget):
        super().__init__(root)
        self.root = root
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # the tabs build their fields anew: one filter sees them all

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(watched, (QComboBox, QAbstractSpinBox)) or not isValid(self.root) or not self.root.isAncestorOf(watched):
            return False  # (the editor is being closed: its widgets go before this filter does)
        if event.type() == QEvent.Type.Show:  # the window system gives a box with Qt.WheelFocus the focus
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # before any filter sees the turn (shown: in the editor)
        elif event.type() == QEvent.Type.Wheel and not watched.hasFocus():
            area = _scroll_area_of(watched)
            if area is not None:
                QApplication.sendEvent(area.viewport(), event.clone())
            return True
        return False


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area holding the widget (a tab's form): it takes the turn of the wheel."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent
