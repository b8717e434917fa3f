"""The board's Resolve stops while the inbox holds rows of the open phase (#23): resolving would leave
them as late rows, so the board says how many wait and offers the two ways on — go to the Inbox and record
them, or resolve without them, with a reason the journal keeps (the host overrules, as C-MISC-3 promises:
a host event `override`, `what: inbox_waiting`, its line in the resolution log)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout

from ..i18n import t


class ResolveHold(QFrame):
    """«Во «Входящих» ждут записи: 2 …», «Перейти во «Входящие»», a reason and «Подвести итоги без них»."""

    #: the host wants the inbox
    to_inbox = Signal()
    #: the host resolves anyway, with this reason
    resolve_anyway = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("ResolveHold { background: #fff4d6; }")
        self.said = QLabel()
        self.said.setWordWrap(True)
        self.go = QPushButton()
        self.go.clicked.connect(self.to_inbox.emit)
        self.reason = QLineEdit()
        self.anyway = QPushButton()
        self.anyway.clicked.connect(self._anyway)
        self.reason.returnPressed.connect(self._anyway)
        buttons = QHBoxLayout()
        buttons.addWidget(self.go)
        buttons.addWidget(self.reason, 1)
        buttons.addWidget(self.anyway)
        layout = QVBoxLayout(self)
        layout.addWidget(self.said)
        layout.addLayout(buttons)
        self.hide()

    def hold(self, waiting: int, phase: str, lang: str) -> None:
        """Show why Resolve did not resolve, and the ways on."""
        self.lang = lang
        self.said.setText(t("resolve_hold.said", lang, count=waiting, phase=phase))
        self.go.setText(t("resolve_hold.to_inbox", lang))
        self.reason.setPlaceholderText(t("resolve_hold.reason", lang))
        self.anyway.setText(t("resolve_hold.anyway", lang))
        self.show()
        self.reason.setFocus()

    def _anyway(self) -> None:
        reason = self.reason.text().strip()
        if not reason:  # the journal keeps why: no reason, no overruling
            self.said.setText(t("resolve_hold.needs_reason", self.lang))
            self.reason.setFocus()
            return
        self.reason.clear()
        self.hide()
        self.resolve_anyway.emit(reason)
