"""Resolving a phase: the resolution log step by step with its reasons (engine.wording.explain), and the
host's override of any outcome with a reason.

M7 / #14 item 2: an override acts on the phase the picker names, any phase, and the row says which
before it is recorded. Into the open phase it is recorded at once. Into a resolved phase it names
that phase (`phase: "night 1"`), and the engine resolves the game again from there
(engine.model.phase_order): the first click shows which published facts would change, phase by phase
(app.amend_preview) — or why it cannot be recorded — and the button turns into «Record»; changing
any field takes the preview back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, QVBoxLayout,
                               QWidget)

from ..app.changes import EVERYTHING, Changes
from ..app.explanations import log_lines
from . import texts
from .controller import GameController
from .pickers import fit_to_names
from .resolve_hold import ResolveHold
from ..app.board import lynch_outcome
from ..app.pending import lynch_day, pending_lynch
from ..app.amend_preview import preview_entry

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

OVERRIDES = ("survive", "die", "execute", "no_execution")


class ResolveView(QWidget):
    #: `refresh` is told what changed (app.changes): the picked phase's log is drawn again only when it changed
    takes_changes = True
    #: another tab asked for: the inbox, when rows wait there
    go_to = Signal(str, object)

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.hold = ResolveHold(controller)  #: Resolve stopped: rows of the open phase wait in the inbox (#23)
        self.hold.to_inbox.connect(lambda: self.go_to.emit("inbox", None))
        self.phase_pick = QComboBox()
        self.phase_pick.currentIndexChanged.connect(self.show_log)
        self.resolve_button = QPushButton()
        self.resolve_button.clicked.connect(self.resolve)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.what = QComboBox()
        labels = {"survive": self.tr("survives"), "die": self.tr("dies"), "execute": self.tr("is executed"),
                  "no_execution": self.tr("no execution")}
        for key in OVERRIDES:
            self.what.addItem(labels[key], key)
        self.player = fit_to_names(QComboBox())
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("reason (required, it goes into the log)"))
        self.override_button = QPushButton(self.tr("Override"))
        self.override_button.clicked.connect(self.override)
        self.acts_on = QLabel()
        self.acts_on.setWordWrap(True)
        self.lynch_said = False  #: the log shows the picked day's lynch the next night publishes
        self.previewed: dict[str, Any] | None = None  #: the override whose consequences the row shows, armed to record
        for combo in (self.phase_pick, self.what, self.player):
            combo.currentIndexChanged.connect(self._forget_preview)
        self.reason.textEdited.connect(self._forget_preview)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Phase:")))
        top.addWidget(self.phase_pick, 1)
        top.addWidget(self.resolve_button)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Host overrides:")))
        for widget in (self.player, self.what, self.reason, self.override_button):
            row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hold)
        layout.addWidget(self.log, 1)
        layout.addLayout(row)
        layout.addWidget(self.acts_on)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Redraw for `changes`: the phases to pick when they changed (the host's pick kept, a new phase
        shown), and the picked phase's log when it or a later phase changed (a later night publishes a
        day's lynch)."""
        game = self.controller.game
        if game is None:
            return
        self.hold.follow()
        entries = [(texts.phase_label(phase) + ("" if phase.resolved else self.tr(" (open)")), index)
                   for index, phase in enumerate(game.phases)]
        picked = self.phase_pick.currentIndex()
        if changes.everything or entries != [(self.phase_pick.itemText(i), self.phase_pick.itemData(i))
                                             for i in range(self.phase_pick.count())]:
            kept = picked if self.phase_pick.count() == len(game.phases) else -1
            self.phase_pick.blockSignals(True)
            self.phase_pick.clear()
            for text, index in entries:
                self.phase_pick.addItem(text, index)
            self.phase_pick.setCurrentIndex(kept if kept >= 0 else len(game.phases) - 1)  # a new phase is shown
            self.phase_pick.blockSignals(False)
        open_phase = game.current if game.current is not None and not game.current.resolved else None
        self.resolve_button.setText(self.tr("Resolve %1").replace("%1", texts.phase_label(open_phase)) if open_phase
                                    else self.tr("Resolve"))
        self.resolve_button.setEnabled(open_phase is not None)
        if changes.everything or [self.player.itemText(i) for i in range(self.player.count())] != list(game.players):
            chosen = self.player.currentText()  # a look at another tab must not change whom the override names
            self.player.clear()
            self.player.addItems(list(game.players))
            if chosen in game.players:
                self.player.setCurrentText(chosen)
        if changes.everything or changes.unmasked or self.phase_pick.currentIndex() != picked \
                or self._shows_changed(game, changes):
            self.show_log()

    def _shows_changed(self, game: Game, changes: Changes) -> bool:
        """The picked phase's log may read otherwise: it changed, or — for the day whose lynch the next night
        publishes (or whose log says so) — a phase after it changed or went."""
        phase = self.selected_phase()
        if phase is None or phase.label in changes.phases:
            return True
        index = game.phases.index(phase)
        later = bool(changes.phases - {p.label for p in game.phases[:index + 1]})
        return later and (self.lynch_said or lynch_day(game) is phase)

    def selected_phase(self) -> Phase | None:
        game, index = self.controller.game, self.phase_pick.currentData()
        return game.phases[index] if game is not None and index is not None else None

    def show_log(self) -> None:
        self.log.clear()
        self.lynch_said = False
        phase = self.selected_phase()
        self._show_target(phase)
        if phase is None:
            return
        lang = self.controller.lang
        if self.controller.secrets_hidden():
            self.log.addItem(self.tr("You play in this game: the resolution log stays hidden until the unmasking."))
            return
        for req in phase.requests:
            if req.refused:
                self.log.addItem("✗ " + self.tr("%1: %2 refused — %3").replace("%1", req.actor)
                                 .replace("%2", texts.action_name(self.controller.shown_game, req.action, lang))
                                 .replace("%3", texts.reason(req.refused)))
        for vote in phase.votes:
            if vote.refused:
                self.log.addItem("✗ " + self.tr("%1: vote refused — %2").replace("%1", vote.voter).replace("%2", texts.reason(vote.refused)))
        for host in phase.host:
            if host.get("refused"):
                self.log.addItem("✗ " + self.tr("%1: the host's decision is not applied — %2")
                                 .replace("%1", str(host.get("player") or "")).replace("%2", texts.reason(host["refused"])))
        if phase.result is None:
            self.log.addItem(self.tr("Not resolved yet: %1 requests, %2 votes recorded.")
                             .replace("%1", str(len(phase.requests))).replace("%2", str(len(phase.votes))))
            return
        for number, line in enumerate(log_lines(self.controller.shown_game, phase.result.events, lang), 1):
            self.log.addItem(f"{number}. {line}")
        self._pending_lynch(phase)

    def _pending_lynch(self, phase: Phase) -> None:
        """M4: a classic day's own result is empty; its lynch comes with the next night's result."""
        game = self.controller.shown_game
        if lynch_day(game) is not phase:
            return
        pending = pending_lynch(game)
        if pending is None:
            return
        who = lynch_outcome(pending, self.controller.lang)
        self.lynch_said = True
        self.log.addItem("⚑ " + self.tr("The lynch is published with the result of night %1: %2")
                         .replace("%1", pending.night_label.split()[-1]).replace("%2", who))

    def _forget_preview(self, *_args: object) -> None:
        if self.previewed is not None:
            self.previewed = None
            self.override_button.setText(self.tr("Override"))
            self._show_target(self.selected_phase())

    def _show_target(self, phase: Phase | None) -> None:
        game = self.controller.game
        self.acts_on.setStyleSheet("")
        if phase is None or game is None or game.current is None:
            self.acts_on.setText("")
            self.override_button.setEnabled(False)
            return
        if not phase.resolved:
            note = self.tr("The override acts on %1.")
        else:
            note = self.tr("The override acts on %1: %1 and the phases after it are resolved again. You see what "
                           "changes in the published results before it is recorded.")
        self.acts_on.setText(note.replace("%1", texts.phase_label(phase)))
        self.override_button.setEnabled(True)

    def resolve(self) -> None:
        self.hold.try_resolve()  # rows waiting in the inbox stop it (#23); a tie asks for its runoff votes first

    def _form(self, phase: Phase) -> dict[str, Any]:
        data = {"event": "override", "what": self.what.currentData(), "player": self.player.currentText(),
                "reason": self.reason.text().strip()}
        return dict(data, phase=phase.label) if phase.resolved else data  # the phase it acts on, by name

    def override(self) -> None:
        """Into the open phase: recorded. Into a resolved one: first its consequences, then «Record»."""
        game, phase = self.controller.game, self.selected_phase()
        if game is None or phase is None:
            return
        if not self.reason.text().strip():
            self.controller.notice.emit(self.tr("An override needs a reason."))
            return
        data = self._form(phase)
        if phase.resolved and self.previewed != data:
            self._preview(data)
            return
        if self.controller.apply("host", **data) is not None:
            self.previewed = None
            self.reason.clear()
            self.override_button.setText(self.tr("Override"))

    def _preview(self, data: dict[str, Any]) -> None:
        game, lang = self.controller.shown_game, self.controller.lang
        text, recordable = texts.amend_preview_text(game, preview_entry(game, "host", data), lang, self.tr("Record"))
        if recordable:
            self.previewed = data
            self.override_button.setText(self.tr("Record"))
        self.acts_on.setText(text)
        self.acts_on.setStyleSheet("" if self.previewed is not None else "color: #a40000")
        self.controller.notice.emit(text)
