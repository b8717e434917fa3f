"""The inbox: the host pastes a private message (with its forum headers or without), a vote, or a
whole page of thread posts; the parser's reading is shown as editable fields, the rule it would
break is named before anything is saved, and Ctrl+Enter records it.
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QPlainTextEdit,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..engine import requests as rules
from ..engine.errors import InputError
from ..engine.state import Request, Vote
from ..engine.rooms import game_rooms, normalise_room, room_name, room_specs
from . import texts
from .controller import GameController
from .inbox_reading import Reading, read_message, read_thread, sender_nick, thread_entries

ABSTAIN = "\u0000abstain"


class InboxView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.reading: Reading | None = None
        self.thread_votes: list = []
        self.paste = QPlainTextEdit()
        self.paste.setPlaceholderText(self.tr("Paste a private message or a vote here (Ctrl+V)"))
        self.thread_mode = QCheckBox(self.tr("A page of thread posts (votes)"))
        self.sender = QComboBox()
        self.action = QComboBox()
        self.target = QComboBox()
        self.target2 = QComboBox()
        self.room = QComboBox()  #: room nights (SUSPI): the room a request names
        self.color = QComboBox()  #: coloured votes (HyperMafia): red or blue
        self.understood = QLabel()
        self.understood.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.accept = QPushButton(self.tr("&Accept (Ctrl+Enter)"))
        self.clear = QPushButton(self.tr("C&lear"))
        self.thread_table = QTableWidget(0, 4)
        self.thread_table.setHorizontalHeaderLabels([self.tr("Voter"), self.tr("Vote for"), self.tr("Counts"), self.tr("Why not")])
        self.thread_table.horizontalHeader().setStretchLastSection(True)
        self._layout()
        self.paste.textChanged.connect(self.reparse)
        self.thread_mode.toggled.connect(self.reparse)
        self.sender.activated.connect(lambda _i: self.reread())
        for combo in (self.action, self.target, self.target2, self.room, self.color):
            combo.currentIndexChanged.connect(self.update_verdict)
        self.accept.clicked.connect(self.accept_input)
        self.clear.clicked.connect(self.paste.clear)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.accept_input)

    def _layout(self) -> None:
        self.form = QFormLayout()
        self.form.addRow(self.tr("&From"), self.sender)
        self.form.addRow(self.tr("Ac&tion"), self.action)
        self.form.addRow(self.tr("&Target"), self.target)
        self.form.addRow(self.tr("Second target"), self.target2)
        self.form.addRow(self.tr("&Room"), self.room)
        self.form.addRow(self.tr("Vote co&lour"), self.color)
        self.phase_label = QLabel()
        right = QVBoxLayout()
        right.addWidget(self.phase_label)
        right.addLayout(self.form)
        right.addWidget(self.understood)
        right.addWidget(self.verdict)
        right.addWidget(self.thread_table, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept)
        buttons.addWidget(self.clear)
        right.addLayout(buttons)
        left = QVBoxLayout()
        left.addWidget(self.paste, 1)
        left.addWidget(self.thread_mode)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    # ----- what is open -----------------------------------------------------------------------
    def phase(self):
        game = self.controller.game
        return game.current if game is not None and game.current is not None and not game.current.resolved else None

    def is_vote(self) -> bool:
        phase = self.phase()
        return phase is not None and phase.kind in ("day", "council")

    def refresh(self) -> None:
        game, phase = self.controller.game, self.phase()
        if game is None:
            return
        self.phase_label.setText(self.tr("<b>%1</b>: paste what arrived.").replace("%1", texts.phase_label(phase)) if phase
                                 else self.tr("No phase is open: open one on the phase board."))
        self._fill(self.sender, [(p.nick, p.nick) for p in game.players.values()], self.sender.currentData())
        lang = self.controller.lang
        actions = {ab.id: ab.name(lang) for ab in game.rs.abilities.values() if ab.get("phase", "night") != "host"}
        self._fill(self.action, [(name, key) for key, name in actions.items()], self.action.currentData())
        people = [("—", None)] + [(nick, nick) for nick in game.players]
        vote_extra = [(self.tr("(abstain)"), ABSTAIN)] if self.is_vote() else []
        self._fill(self.target, people + vote_extra, self.target.currentData())
        self._fill(self.target2, people, self.target2.currentData())
        rooms = [("—", None)] + [(room_name(game.rs, r, lang), r) for r in game_rooms(game)] if room_specs(game.rs) else []
        self._fill(self.room, rooms, self.room.currentData())
        colors = list((game.rs.vote.get("colors") or {}))
        color_names = {"red": self.tr("red"), "blue": self.tr("blue")}
        self._fill(self.color, [(color_names.get(c, c), c) for c in colors], self.color.currentData()
                   or game.rs.vote.get("default_color"))
        voting = self.is_vote()
        shown = {self.action: not voting, self.target2: not voting, self.room: not voting and bool(rooms),
                 self.color: voting and bool(colors)}
        for widget, visible in shown.items():
            widget.setVisible(visible)
            self.form.labelForField(widget).setVisible(visible)
        self.accept.setEnabled(phase is not None)
        self.thread_table.setVisible(self.thread_mode.isChecked())  # an empty vote table only in thread mode
        if self.sender.currentData() is not None:
            self._hide_others_secrets()
        self.update_verdict()

    @staticmethod
    def _fill(combo: QComboBox, items: list[tuple[str, object]], keep: object) -> None:
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        index = combo.findData(keep)
        combo.setCurrentIndex(index if index >= 0 else 0)
        combo.blockSignals(False)

    # ----- reading ----------------------------------------------------------------------------
    def reparse(self) -> None:
        """New text: find the sender in the headers, then read the message."""
        game, text = self.controller.game, self.paste.toPlainText()
        self.thread_table.setVisible(self.thread_mode.isChecked())
        if game is None:
            return
        if self.thread_mode.isChecked():
            self.thread_votes = read_thread(game, text) if text.strip() else []
            self._show_thread()
            return
        self.reading = read_message(game, text, None, self.is_vote()) if text.strip() else None
        if self.reading is not None and self.reading.sender:
            nick = sender_nick(game, self.reading.sender)
            if nick is not None:
                self.sender.setCurrentIndex(self.sender.findData(nick))
        self.reread()

    def reread(self) -> None:
        """The sender is known (or corrected): read again with his role's words, fill the fields."""
        game, text = self.controller.game, self.paste.toPlainText()
        if game is None or not text.strip() or self.thread_mode.isChecked():
            self.understood.setText("")
            self.update_verdict()
            return
        self.reading = read_message(game, text, self.sender.currentData(), self.is_vote())
        result = self.reading.result
        for combo in (self.action, self.target, self.target2, self.room, self.color):
            combo.blockSignals(True)
        if result.room is not None or self.room.count():
            self.room.setCurrentIndex(max(self.room.findData(normalise_room(game, result.room) if result.room else None), 0))
        if result.color:
            self.color.setCurrentIndex(max(self.color.findData(result.color), 0))
        if result.action:
            self.action.setCurrentIndex(max(self.action.findData(result.action), 0))
        first = ABSTAIN if result.abstain else (result.targets[0] if result.targets else None)
        self.target.setCurrentIndex(max(self.target.findData(first), 0))
        self.target2.setCurrentIndex(max(self.target2.findData(result.targets[1] if len(result.targets) > 1 else None), 0))
        for combo in (self.action, self.target, self.target2, self.room, self.color):
            combo.blockSignals(False)
        self.understood.setText(self.reading.summary(self.tr("Understood: %1 (sure: %2%)"), self.tr("Parser: %1"),
                                                     lambda a: texts.action_name(game, a, self.controller.lang)))
        self._hide_others_secrets()
        self.update_verdict()

    def sender_hidden(self) -> bool:
        """A playing host (S-TAB-3) reading another seat's PM before the unmasking."""
        sender = self.sender.currentData()
        return sender is not None and self.controller.hides(sender)

    def _hide_others_secrets(self) -> None:
        """What the action or the rules would say names the sender's role: a playing host sees only
        the room or the vote he records."""
        hidden = self.sender_hidden() and not self.is_vote()
        for widget in (self.action, self.target, self.target2):
            widget.setVisible(not hidden and (widget is self.target or not self.is_vote()))
            self.form.labelForField(widget).setVisible(widget.isVisibleTo(self))
        if hidden:
            room = self.room.currentData()
            self.understood.setText(self.tr("You play in this game: only the room is shown (%1).")
                                    .replace("%1", self.room.currentText() if room else "—"))

    def _show_thread(self) -> None:
        self.thread_table.setRowCount(len(self.thread_votes))
        for row, vote in enumerate(self.thread_votes):
            target = self.tr("(abstain)") if vote.abstain else (vote.target or "—")
            cells = [vote.voter, target, self.tr("yes") if vote.counted else self.tr("no"), vote.reason or ""]
            for col, value in enumerate(cells):
                self.thread_table.setItem(row, col, QTableWidgetItem(value))
        counted = sum(1 for v in self.thread_votes if v.counted)
        self.verdict.setText(self.tr("%1 votes count.").replace("%1", str(counted)))

    # ----- rules and recording ----------------------------------------------------------------
    def pending(self) -> Request | Vote | None:
        actor = self.sender.currentData()
        if actor is None:
            return None
        if self.is_vote():
            target = self.target.currentData()
            return Vote(voter=actor, target=None if target in (None, ABSTAIN) else target, seq=0,
                        abstain=target == ABSTAIN, color=self.color.currentData() if self.color.count() else None)
        targets = [t for t in (self.target.currentData(), self.target2.currentData()) if t]
        room = {"room": self.room.currentData()} if self.room.currentData() else {}
        return Request(actor=actor, action=self.action.currentData() or "", targets=targets, seq=0, extra=room)

    def refusal(self) -> str | None:
        game, phase, item = self.controller.game, self.phase(), self.pending()
        if game is None or phase is None or item is None:
            return None
        try:
            if isinstance(item, Vote):
                return rules.vote_refusal(game, phase, item)
            return rules.refusal(game, phase, item)
        except InputError as err:
            return str(err)

    def update_verdict(self) -> None:
        if self.thread_mode.isChecked():
            return
        if self.phase() is None or not self.paste.toPlainText().strip() and self.sender.currentData() is None:
            self.verdict.setText("")
            return
        if self.sender_hidden() and not self.is_vote():
            self.verdict.setText("")
            return
        reason = self.refusal()
        self.verdict.setStyleSheet("color: #a40000" if reason else "color: #1d6b1d")
        self.verdict.setText(self.tr("Breaks a rule: %1 (it will be recorded as refused)").replace("%1", texts.reason(reason))
                             if reason else self.tr("Follows the rules."))

    def accept_input(self) -> None:
        if self.phase() is None:
            return
        if self.thread_mode.isChecked():
            self._accept_thread()
            return
        item, text = self.pending(), self.paste.toPlainText().strip()
        if item is None:
            return
        extra = {"text": self.reading.body} if self.reading is not None and self.reading.body else {}
        if self.reading is not None and self.reading.received:
            extra["at"] = self.reading.received
        if isinstance(item, Vote):
            fields = {"abstain": True} if item.abstain else {"target": item.target}
            if item.color and not item.abstain:
                fields["color"] = item.color
            change = self.controller.apply("vote", voter=item.voter, **fields, **extra)
        else:
            change = self.controller.apply("action", actor=item.actor, action=item.action, targets=item.targets,
                                           **item.extra, **extra)
        if change is not None and text:
            self.paste.clear()

    def _accept_thread(self) -> None:
        for data in thread_entries(self.controller.game, self.thread_votes):
            self.controller.apply("vote", **{k: v for k, v in data.items() if v is not None})
        self.paste.clear()
