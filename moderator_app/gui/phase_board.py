"""The phase board: the open phase and its deadlines, who has sent what and who is missing, the
button that opens the next phase, and the host's own actions (modkill, substitute, inactive,
penalty, missed vote)."""

from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTableView, QVBoxLayout,
                               QWidget)

from . import texts
from .controller import GameController
from .models import BoardModel

HOST_ACTIONS = ("modkill", "replace", "inactive", "penalty", "missed_vote")


class PhaseBoard(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.heading = QLabel()
        self.deadlines = QLabel()
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        self.model = BoardModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.next_phase = QPushButton()
        self.next_phase.clicked.connect(self.open_next_phase)
        self.host_action = QComboBox()
        names = {"modkill": self.tr("Modkill"), "replace": self.tr("Substitute"), "inactive": self.tr("Inactive tonight"),
                 "penalty": self.tr("Penalty: double kill"), "missed_vote": self.tr("Missed vote")}
        for key in HOST_ACTIONS:
            self.host_action.addItem(names[key], key)
        self.host_player = QComboBox()
        self.host_detail = QLineEdit()
        self.host_action.currentIndexChanged.connect(self._detail_hint)
        self.host_apply = QPushButton(self.tr("Apply"))
        self.host_apply.clicked.connect(self.apply_host_action)
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch()
        top.addWidget(self.next_phase)
        host_row = QHBoxLayout()
        host_row.addWidget(QLabel(self.tr("Host:")))
        for widget in (self.host_action, self.host_player, self.host_detail, self.host_apply):
            host_row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.deadlines)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.missing)
        layout.addLayout(host_row)
        self._detail_hint()

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
        deadline = (game.rs.cycle.get("deadlines") or {}).get(phase.kind if phase else game.next_phase_kind())
        self.deadlines.setText(self.tr("Deadline: %1").replace("%1", str(deadline)) if deadline else "")
        missing = self.model.missing()
        self.missing.setText(self.tr("Not sent yet: %1").replace("%1", ", ".join(missing)) if missing else
                             (self.tr("Everyone has sent.") if phase is not None else ""))
        # a set with secret goals ends with the unmasking (S-ROUND-7), opened after the win
        unmask_next = (game.winner is not None and bool(game.rs.raw.get("goals"))
                       and not any(p.kind == "unmask" for p in game.phases))
        self.next_kind = "unmask" if unmask_next else game.next_phase_kind()
        self.next_phase.setText(self.tr("Open %1").replace("%1", texts.phase_kind(self.next_kind)))
        self.next_phase.setEnabled(phase is None and (game.winner is None or unmask_next))
        current = self.host_player.currentText()
        self.host_player.clear()
        self.host_player.addItems(game.living())
        self.host_player.setCurrentText(current)
        self.host_apply.setEnabled(phase is not None)

    def open_next_phase(self) -> None:
        if self.controller.game is not None:
            self.controller.apply("phase", kind=self.next_kind)

    def _detail_hint(self) -> None:
        key = self.host_action.currentData()
        hints = {"modkill": self.tr("reason"), "replace": self.tr("substitute's nick"), "penalty": "",
                 "inactive": "", "missed_vote": ""}
        self.host_detail.setPlaceholderText(hints[key])
        self.host_detail.setEnabled(bool(hints[key]))
        self.host_player.setEnabled(key != "penalty")

    def apply_host_action(self) -> None:
        key, player, detail = self.host_action.currentData(), self.host_player.currentText(), self.host_detail.text().strip()
        if key == "penalty":
            self.controller.apply("host", event="penalty", kind="double_kill")
        elif key == "replace":
            if not detail:
                self.controller.notice.emit(self.tr("Type the substitute's nick."))
                return
            self.controller.apply("host", event="replace", player=player, by=detail)
        elif key == "modkill":
            self.controller.apply("host", event="modkill", player=player, reason=detail or "host")
        else:
            self.controller.apply("host", event=key, player=player)
        self.host_detail.clear()
