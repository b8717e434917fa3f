"""Resolve stops while the inbox holds rows of the open phase (#23): resolving would leave them as late rows,
so the board (and the Resolution tab) says how many wait and offers the two ways on — go to the Inbox and
record them, or resolve without them, with a reason the journal keeps (the host overrules, as C-MISC-3
promises: the host event `inbox_overruled` with his reason — his bookkeeping, not an outcome he overrules,
so the published reveal does not list it)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout

from ..app.host_events import inbox_overruled
from ..i18n import t
from . import inbox_store, texts
from .controller import GameController


class ResolveHold(QFrame):
    """«Во «Входящих» ждут записи: 2 …», «Перейти во «Входящие»», a reason and «Подвести итоги без них»."""

    #: the host wants the inbox
    to_inbox = Signal()
    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
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

    def try_resolve(self) -> None:
        """Resolve the open phase — unless rows of it wait in the inbox: then say so, and the ways on."""
        game = self.controller.game
        phase = game.current if game is not None else None
        if phase is None:
            return
        waiting = inbox_store.ticked(self.controller.settings, self.controller.game_id, phase.label)
        if waiting:
            self.hold(waiting, texts.phase_label(phase), self.controller.lang)
            return
        self.controller.resolve_open_phase()  # a tie the rules settle by a runoff starts the runoff first

    def follow(self) -> None:
        """Recorded or removed meanwhile, or another phase: nothing holds Resolve any more."""
        game = self.controller.game
        phase = game.current if game is not None and game.current is not None and not game.current.resolved else None
        if phase is None or not inbox_store.ticked(self.controller.settings, self.controller.game_id, phase.label):
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
        if self.controller.apply("host", **inbox_overruled(reason)) is not None:
            self.controller.resolve_open_phase()
