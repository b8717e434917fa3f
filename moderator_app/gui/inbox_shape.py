"""The line under the paste box saying how the last paste was read — as a thread page or as PMs, and
why (app.inbox.paste.shape_words) — with the button that reads it the other way when the guess is wrong
(#23: page or mail is told by the paste's shape, not by the phase; the host has the last word)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from typing import TYPE_CHECKING

from ..i18n import t

if TYPE_CHECKING:
    from ..parsing.paste_shape import Shape


class ShapeLine(QWidget):
    """«Прочитано как страница темы: …» and «Читать как ЛС» (or the other way round); hidden until a paste."""

    #: the host asks to read the last paste as PAGE or MAIL
    switch = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.said = QLabel()
        self.said.setWordWrap(True)
        self.other = QPushButton()
        self.other.clicked.connect(lambda: self.switch.emit(self.other_kind))
        self.row = QHBoxLayout(self)
        layout = self.row
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.said, 1)
        layout.addWidget(self.other)
        self.hide()

    def show_shape(self, shape: "Shape", lang: str, voting: bool) -> None:
        """Say how the paste was read, and offer the other reading."""
        # lazy: app.inbox.paste costs ~230 ms CPU, not needed for the first click (test_first_click_lean)
        from ..app.inbox.paste import MAIL, PAGE, shape_words  # a paste was read: the parser is loaded

        self.other_kind = MAIL if shape.kind == PAGE else PAGE
        self.said.setText(shape_words(shape, lang, voting))
        self.other.setText(t(f"paste_shape.as_{self.other_kind}", lang))
        self.other.setToolTip(t(f"paste_shape.as_{self.other_kind}_tip", lang))
        self.show()
        self.row.activate()  # the button's new words at their width now, not cut until the next layout pass
