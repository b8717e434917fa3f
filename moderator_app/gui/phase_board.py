"""The phase board: the open phase and its deadlines, who has sent what and who is missing, the
button that opens the next phase, and the host's own events (host_events.HostEventForm)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from . import texts
from .controller import GameController
from .deadline_box import DeadlineBox
from .host_events import HostEventForm
from .mail_view import MailView
from .models import BoardModel


class PhaseBoard(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.heading = QLabel()
        self.deadlines = DeadlineBox(controller)  #: the dated deadline, its countdown and editor
        self.mail = MailView(controller)  #: receipts and reminders to send
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        self.model = BoardModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.next_phase = QPushButton()
        self.next_phase.clicked.connect(self.open_next_phase)
        self.host = HostEventForm(controller)
        self.host_action, self.host_player, self.host_target = self.host.action, self.host.player, self.host.target
        self.host_detail, self.host_reason, self.host_apply = self.host.text, self.host.reason, self.host.apply_button
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch()
        top.addWidget(self.next_phase)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.deadlines)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.missing)
        layout.addWidget(self.mail)
        layout.addWidget(self.host)

    def refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        phase = game.current if game.current is not None and not game.current.resolved else None
        self.model.load(game, phase, self.controller.lang, self.controller.hides)
        self.table.resizeColumnsToContents()
        if game.winner:
            self.heading.setText(self.tr("<b>The game is over.</b>"))
        elif phase is not None:
            self.heading.setText(self.tr("<b>%1</b> is open").replace("%1", texts.phase_label(phase)))
        else:
            self.heading.setText(self.tr("<b>No phase is open.</b>"))
        self.deadlines.refresh()
        self.mail.refresh()
        missing = self.model.missing()
        self.missing.setText(self.tr("Not sent yet: %1").replace("%1", ", ".join(missing)) if missing else
                             (self.tr("Everyone has sent.") if phase is not None else ""))
        # a set with secret goals ends with the unmasking (S-ROUND-7), opened after the win
        unmask_next = (game.winner is not None and bool(game.rs.raw.get("goals"))
                       and not any(p.kind == "unmask" for p in game.phases))
        self.next_kind = "unmask" if unmask_next else game.next_phase_kind()
        self.next_phase.setText(self.tr("Open %1").replace("%1", texts.phase_kind(self.next_kind)))
        self.next_phase.setEnabled(phase is None and (game.winner is None or unmask_next))
        self.host.refresh()

    def open_next_phase(self) -> None:
        if self.controller.game is not None:
            self.controller.apply("phase", kind=self.next_kind)
