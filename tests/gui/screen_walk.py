"""Walk every screen and dialog of the main window and collect the words a host reads.

Discovery is generic, so screens other helpers add are walked too: every page of every
QStackedWidget, every tab of every QTabWidget (shown once, so lazy tabs build), and every menu
action (with modal dialogs and file pickers answered at once) — a window or dialog the action
opens is walked the same way and closed.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QStackedWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)

_TAGS = re.compile(r"<[^>]+>")


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every visible text of `root` and its children: labels, buttons, titles,
    tab names, combo items, placeholders, table headers and cells, tooltips."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        name = type(widget).__name__
        if widget.isWindow() and widget.windowTitle():
            yield name, widget.windowTitle()
        if widget.toolTip():
            yield name + ".toolTip", _TAGS.sub(" ", widget.toolTip())
        if isinstance(widget, QLabel):
            yield name, _TAGS.sub(" ", widget.text())
        elif isinstance(widget, QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QComboBox):
            yield from ((name, widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QLineEdit):
            yield name + ".placeholder", widget.placeholderText()
        elif isinstance(widget, (QPlainTextEdit, QTextEdit)):
            yield name + ".placeholder", widget.placeholderText()
        elif isinstance(widget, QTabWidget):
            yield from ((name, widget.tabText(i)) for i in range(widget.count()))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from _model_texts(name, widget.model())


def _model_texts(name: str, model) -> Iterator[tuple[str, str]]:
    try:
        columns = model.columnCount()
    except TypeError:  # a list model: one column
        columns = 1
    for section in range(columns):
        yield name + ".header", str(model.headerData(section, Qt.Orientation.Horizontal) or "")
    for row in range(min(model.rowCount(), 60)):
        for column in range(columns):
            value = model.data(model.index(row, column, QModelIndex()))
            if isinstance(value, str):
                yield name, value


def _menu_texts(window) -> Iterator[tuple[str, str]]:
    for menu in window.findChildren(QMenu):
        yield "QMenu", menu.title()
        yield from (("QAction", a.text()) for a in menu.actions())


def walk_widget(root: QWidget, seen: Callable[[str, str], None], settle: Callable[[], None]) -> None:
    """Show every page and tab under `root` (again while new ones appear) and collect its texts."""
    shown: set[int] = set()
    for _round in range(4):
        found_new = False
        for holder in [root, *root.findChildren(QWidget)]:
            if isinstance(holder, QTabWidget):
                pages = [(holder.setCurrentIndex, i) for i in range(holder.count())]
            elif isinstance(holder, QStackedWidget):
                pages = [(holder.setCurrentIndex, i) for i in range(holder.count())]
            else:
                continue
            if not holder.isVisible():
                continue
            for show, index in pages:
                key = hash((id(holder), index, holder.count()))
                if key in shown:
                    continue
                shown.add(key)
                found_new = True
                show(index)
                settle()
                for where, text in widget_texts(root):
                    seen(where, text)
        if not found_new:
            break
    for where, text in widget_texts(root):
        seen(where, text)


def walk_window(window, seen: Callable[[str, str], None], settle: Callable[[], None], monkeypatch,
                only: set[str] | None = None, skip: frozenset[str] = frozenset()) -> list[str]:
    """The main window, its menus, and every window or dialog a menu action opens (by class name:
    `only` those, or all but `skip`). Returns the names of what was opened."""
    opened: list[str] = []
    captured: list[QWidget] = []

    def capture(dialog, *_a, **_k):
        captured.append(dialog)
        return 0

    monkeypatch.setattr(QDialog, "exec", capture)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *a, **k: ("", False)))
    for box in ("information", "warning", "critical", "question"):
        monkeypatch.setattr(QMessageBox, box, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel))
    if only is None:
        walk_widget(window, seen, settle)
        for where, text in _menu_texts(window):
            seen(where, text)
    language_names = {"Русский", "Polski", "English"}
    for menu in list(window.menuBar().findChildren(QMenu)):
        for action in list(menu.actions()):
            label = action.text().replace("&", "")
            if action.isSeparator() or not action.isEnabled() or label in language_names or action.isCheckable():
                continue
            if action.shortcut().toString() in ("Ctrl+Q", "Ctrl+Z", "Ctrl+Shift+Z"):
                continue
            before = set(QApplication.topLevelWidgets())
            action.trigger()
            settle()
            for new in [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()] + captured:
                name = type(new).__name__
                if (only is not None and name not in only) or name in skip:
                    new.close()
                    continue
                opened.append(name)
                new.show()
                settle()
                walk_widget(new, seen, settle)
                new.close()
            captured.clear()
            if only is None:
                walk_widget(window, seen, settle)  # a page the action showed (new game, games list)
    return opened
