"""host-findings-5 item 15, at the real window: scrolling the commissar's long parameter list with the mouse
wheel turned «что сообщает проверка» from «из проверяемой ли команды цель» to «роль цели» under the pointer,
and the checker's verdict flipped with it, unseen. The wheel now scrolls the form; a drop-down or number box
changes by the wheel only after the host clicked into it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea

from .test_roleset_editor import _clone_classic
from .test_roleset_editor_defects import _editor

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _wheel(widget, notches: int = -1) -> None:
    """One turn of the wheel over the widget's middle, as the mouse sends it."""
    middle = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(middle, QPointF(widget.mapToGlobal(middle.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def _reveals(editor, qtbot) -> QComboBox:
    editor.tabs.setCurrentWidget(editor.pages["abilities"])
    page = editor.pages["abilities"]
    page.select("check")
    editor.resize(1000, 600)
    qtbot.wait(10)
    box = page.fields["reveals"].input
    assert isinstance(box, QComboBox)
    return box


def test_a_wheel_over_a_closed_drop_down_scrolls_the_form_and_keeps_the_rule(open_window, qtbot):
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    box = _reveals(editor, qtbot)
    before_text, before_rule = box.currentText(), editor.model.data["abilities"]["check"].get("reveals")
    area = next(a for a in editor.pages["abilities"].findChildren(QScrollArea) if a.isAncestorOf(box))
    area.ensureWidgetVisible(box)
    start = area.verticalScrollBar().value()
    for notches in (-1, -1, 1):
        _wheel(box, notches)
    assert box.currentText() == before_text
    assert editor.model.data["abilities"]["check"].get("reveals") == before_rule
    assert area.verticalScrollBar().value() != start or area.verticalScrollBar().maximum() == 0  # the form moved instead


def test_clicked_into_the_drop_down_turns_with_the_wheel_as_before(open_window, qtbot):
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    box = _reveals(editor, qtbot)
    box.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(box.hasFocus)
    index = box.currentIndex()
    _wheel(box, -1 if index + 1 < box.count() else 1)
    assert box.currentIndex() != index


def test_a_wheel_over_a_number_box_turns_neither_it_nor_its_line_edit(open_window, qtbot):
    """On a real X11 window the wheel reaches a number box through its line edit, which took the focus (and so
    the box): «kolejność» went 100 → 99 while the host scrolled the hunt's parameters."""
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    editor.tabs.setCurrentWidget(editor.pages["abilities"])
    page = editor.pages["abilities"]
    page.select("hunt")
    editor.resize(1000, 600)
    qtbot.wait(10)
    box = page.fields["priority"].input
    inner = box.lineEdit()
    editor.activateWindow()  # the wheel gives focus only in the active window (as the host's is)
    qtbot.waitUntil(editor.isActiveWindow)
    before = (box.value(), editor.model.data["abilities"]["hunt"].get("priority"))
    for notches in (-1, -1, -1):
        _wheel(inner, notches)
    assert (box.value(), editor.model.data["abilities"]["hunt"].get("priority")) == before
    assert not box.hasFocus()
    # the window system gives a widget under the wheel the focus when it (or its line edit) has Qt.WheelFocus,
    # before any filter sees the turn; a sent event does not do that offscreen, so the policy itself is checked
    policies = [box.focusPolicy(), inner.focusPolicy(), _reveals(editor, qtbot).focusPolicy()]
    assert Qt.FocusPolicy.WheelFocus not in policies
