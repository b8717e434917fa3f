"""Rows of «what to do» with a button each, under the phase board's headings: the host's pending
decisions (phase_board) and what the forum's activity rules call for (activity_view). Built anew at
every refresh, so the old rows must leave at once."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton


def clear_rows(box: QBoxLayout) -> None:
    """Take every row out of `box`: hidden and unparented now, since deleteLater waits for the event loop."""
    while box.count():
        item = box.takeAt(0)
        inner = item.layout() if item is not None else None
        if inner is not None:
            while inner.count():
                taken = inner.takeAt(0)
                widget = taken.widget() if taken is not None else None
                if widget is not None:
                    widget.hide()
                    widget.setParent(None)
                    widget.deleteLater()


def add_row(box: QBoxLayout, text: str, button: str, slot: Callable[..., object]) -> QPushButton:
    """One row: the words (wrapped) and the button that acts on them."""
    row = QHBoxLayout()
    label = QLabel(text)
    label.setWordWrap(True)
    row.addWidget(label, 1)
    push = QPushButton(button)
    push.clicked.connect(slot)
    row.addWidget(push)
    box.addLayout(row)
    return push
