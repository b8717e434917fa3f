"""A storage problem that does not stop the app, kept in view in the status bar until it is over.

A backup that fails — at start or after a phase, in the backup thread (storage.backup_worker) — or
a storage upgrade put off used to be one status-bar message at start, or nothing at all later in
the session. Here it stays visible, in the host's language (re-rendered when the language
changes), until a later backup succeeds. The words are the storage catalogue's (`storage.`).
"""

from __future__ import annotations


from PySide6 import QtCore  # Qt's namespace is looked up when a warning shows: naming it before the first frame built all its enums (#14 item 9)
from PySide6.QtWidgets import QLabel

from ..storage.words import Said, said_in


class StorageWarning(QLabel):
    def __init__(self, lang: str):
        super().__init__()
        self.setWordWrap(False)
        self.setStyleSheet("color: #a4000f;")
        self.problem: str | None = None  #: a Said (or any message); None: nothing wrong now
        self.full_text = ""  #: the whole message (the label may cut a long path in the middle; the tooltip has it all)
        self.lang = lang
        self.setVisible(False)

    def show_problem(self, problem: str | None) -> None:
        """A Said (or any message), or None when it is over."""
        self.problem = problem
        self._render()

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self._render()

    def _render(self) -> None:
        if self.problem is None:
            self.clear()
            self.setVisible(False)
            return
        text = said_in(Said("warning_in_view", problem=self.problem), self.lang)
        self.full_text = text
        room = max(320, int(self.window().width() * 0.9)) if self.window() is not self else 900
        self.setText(self.fontMetrics().elidedText(text, QtCore.Qt.TextElideMode.ElideMiddle, room))  # a long path is cut in the middle
        self.setToolTip(text)
        self.setVisible(True)
