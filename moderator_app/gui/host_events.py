"""The host's own events under the phase board: modkill, substitute, inactive, penalty, missed vote,
a pistol or bullet shot, a death note, the answer to a bribed question, vote deprivation, a fixed
draw, an early close, and the unmasking guesses. One row of fields; each event shows the ones it
takes. A day ability (a day vigilante's shot, a mayor's reveal: `phase: day` abilities) is no host event
but its owner's request; the form records it as one (`action`), for what is said in the thread or a PM
the inbox did not get. Shot, answer and draw may come after the result: the engine re-resolves the phase with them
(app.host_events: which events this game takes, where each goes). Each names the phase it belongs to, shown beside the button before it is
recorded (#14 item 2): a pistol its owner's death, an answer the phase of the question, a fixed draw the
phase that drew it (every resolved phase's draws are offered, the latest first). Every event carries the
host's reason into the journal (the Log tab shows it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..app import host_events as events
from ..app.explanations import draw_lines
from ..app.host_words import goal_choices
from .controller import GameController
from .pickers import fit_to_names
from . import texts

if TYPE_CHECKING:  # annotations only
    from ..engine.model.state import Phase

#: the item data role of the draw list that keeps the phase a draw was made in
DRAW_PHASE = Qt.ItemDataRole.UserRole + 1


class HostEventForm(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.names = {"modkill": self.tr("Modkill"), "replace": self.tr("Substitute"), "inactive": self.tr("Inactive tonight"),
                      "penalty": self.tr("Penalty: double kill"), "missed_vote": self.tr("Missed vote"),
                      "shot": self.tr("Shot (pistol, bullet)"), "note": self.tr("Death note"),
                      "answer": self.tr("Answer to a bribed question"), "deprive_vote": self.tr("Deprive of the vote"),
                      "draw": self.tr("Fix a draw"), "early_close": self.tr("Close the day early"),
                      "guess": self.tr("Unmasking guess"), "day_ability": self.tr("Day ability (day shot, reveal)")}
        self.action = QComboBox()
        self.action.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.action.setMinimumContentsLength(8)
        self.player = QComboBox()
        self.target = QComboBox()
        for picker in (self.player, self.target):
            fit_to_names(picker)
        self.draw = QComboBox()  # "Ночь 2: Жребий «ничья — День 2»: Борис": wide enough to tell the phase and draw
        self.draw.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.draw.setMinimumContentsLength(28)
        self.draw.currentIndexChanged.connect(lambda i: self.draw.setToolTip(self.draw.itemText(i)))
        self.goal = QComboBox()
        self.ability = QComboBox()  # the day ability the player uses (most roles have one)
        self.ability.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.ability.currentIndexChanged.connect(self._show_target)
        self.text = QLineEdit()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("reason (goes into the log)"))
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.clicked.connect(self.apply)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #8a5a00")
        self.acts_on = QLabel()  # M7: the phase the event will act on, shown before it is recorded
        self.action.currentIndexChanged.connect(self._show_fields)
        self.player.currentIndexChanged.connect(self._show_phase)
        self.player.currentIndexChanged.connect(self._show_abilities)
        self.draw.currentIndexChanged.connect(self._show_phase)
        # two rows: what and who, then the free text, the reason and the button. In one row, two long
        # nicks squeezed the text and reason fields to a letter at 1024 wide (host-findings-3 b)
        who = QHBoxLayout()
        who.addWidget(QLabel(self.tr("Host:")))
        for widget in (self.action, self.player, self.ability, self.target, self.draw, self.goal):
            who.addWidget(widget)
        who.addStretch(1)
        what = QHBoxLayout()
        what.addWidget(self.text, 1)
        what.addWidget(self.reason, 1)
        what.addWidget(self.acts_on)
        what.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(who)
        layout.addLayout(what)
        layout.addWidget(self.warning)

    # ----- state ------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        keep = self.action.currentData()
        self.action.blockSignals(True)
        self.action.clear()
        for key in events.offered(game):
            self.action.addItem(self.names[key], key)
        self.action.setCurrentIndex(max(self.action.findData(keep), 0))
        self.action.blockSignals(False)
        self.goal.clear()
        for name, goal in goal_choices(game, self.controller.lang):  # by the set's names, not its ids
            self.goal.addItem(name, goal)

        self.draw.blockSignals(True)
        self.draw.clear()
        for phase, line, name in draw_lines(game, self.controller.lang):
            self.draw.addItem(f"{texts.phase_label(phase)}: {line}", name)
            self.draw.setItemData(self.draw.count() - 1, phase.label, DRAW_PHASE)
        self.draw.blockSignals(False)
        self._show_fields()

    def _fit_action(self, *_args: object) -> None:
        """The event picker as wide as the event shown, not its longest item: the player lists beside it need the room."""
        self.action.setMinimumWidth(self.action.fontMetrics().horizontalAdvance(self.action.currentText()) + 40)

    def _show_fields(self) -> None:
        game, key = self.controller.game, self.action.currentData()
        self._fit_action()
        if game is None or key is None:
            return
        players, targets, text = events.EVENTS[key]
        for combo, which in ((self.player, players), (self.target, targets)):
            keep = combo.currentText()
            combo.clear()
            combo.addItems(events.people(game, which))
            combo.setCurrentText(keep)
            combo.setVisible(which is not None)
        hints = {"by": self.tr("substitute's nick"), "text": self.tr("text"), "value": self.tr("new value")}
        self.text.setVisible(text is not None)
        self.text.setPlaceholderText(hints.get(text or "", ""))
        self.draw.setVisible(key == "draw")
        self.goal.setVisible(key == "guess")
        self._show_abilities()
        warnings = {"answer": self.tr("Questions about a role or a night action are not allowed: answer those with a refusal."),
                    "note": self.tr("One death note per game; it cannot be changed once sent."),
                    "draw": self.tr("No resolution made a draw yet.") if not self.draw.count() else ""}
        self.warning.setText(warnings.get(key, ""))
        self.warning.setVisible(bool(self.warning.text()))
        self.apply_button.setEnabled(self.can_apply(key))
        self._show_phase()

    def _show_abilities(self, *_args: object) -> None:
        """The chosen player's day abilities, for a day ability only."""
        game, key = self.controller.game, self.action.currentData()
        day = key == "day_ability" and game is not None
        self.ability.blockSignals(True)
        self.ability.clear()
        for ability in events.day_abilities(game, self.player.currentText()) if day else []:
            self.ability.addItem(ability.name(self.controller.lang), ability.id)
        self.ability.blockSignals(False)
        self.ability.setVisible(day)
        self._show_target()

    def _show_target(self, *_args: object) -> None:
        """A day ability that takes no target (a mayor's reveal) hides the target list."""
        if self.action.currentData() != "day_ability":
            return
        game = self.controller.game
        self.target.setVisible(game is not None and events.takes_target(game, self.player.currentText(), self.ability.currentData()))

    def _show_phase(self, *_args: object) -> None:
        key = self.action.currentData()
        if key is not None:
            self.acts_on.setText(self.target_phase_text(key))

    def death_phase(self, key: str) -> Phase | None:
        """The earlier resolved phase the event belongs to (None: the last phase; app.host_events.earlier_phase)."""
        draw_phase = self.draw.itemData(self.draw.currentIndex(), DRAW_PHASE) if self.draw.count() else None
        return events.earlier_phase(self.controller.game, key, self.player.currentText(), draw_phase)

    def target_phase_text(self, key: str) -> str:
        """M7: which phase the event is recorded in, said before the host applies it."""
        where, phase = events.goes_to(self.controller.game, key, self.death_phase(key))
        said = {"earlier": self.tr("→ %1 (resolved again, and the phases after it)"), "open": self.tr("→ %1"),
                "again": self.tr("→ %1 (resolved again)"), "over": self.tr("→ the game is over"),
                "next": self.tr("→ the next phase: open it first")}.get(where, "")
        return said.replace("%1", texts.phase_label(phase)) if phase is not None else said

    def preset(self, key: str, player: str | None = None) -> None:
        """A prompt on the board fills the form: the event and the player, ready for the target."""
        index = self.action.findData(key)
        if index < 0:
            return
        self.action.setCurrentIndex(index)
        self._show_fields()
        if player is not None:
            self.player.setCurrentText(player)
        (self.target if self.target.isVisible() else self.text).setFocus()

    def can_apply(self, key: str) -> bool:
        return events.may_enter(self.controller.game, key, draws=bool(self.draw.count()))

    # ----- recording --------------------------------------------------------------------------
    def apply(self) -> None:
        key = self.action.currentData()
        if key == "day_ability":
            self._apply_day_ability()
            return
        draw_phase = self.draw.itemData(self.draw.currentIndex(), DRAW_PHASE) if self.draw.count() else None
        filled = events.Filled(self.player.currentText(), self.target.currentText(), self.text.text(),
                               self.draw.currentData(), draw_phase, self.goal.currentData(), self.reason.text())
        try:
            data = events.event_data(self.controller.game, key, filled)
        except ValueError:  # the event needs its text field
            self.controller.notice.emit(self.tr("Fill in: %1").replace("%1", self.text.placeholderText()))
            return
        if self.controller.apply("host", **data) is not None:
            self.text.clear()
            self.reason.clear()


    def _apply_day_ability(self) -> None:
        """The player's day ability as his request in the open day, as if he had sent it."""
        if self.ability.currentData() is None:
            return
        targets = [self.target.currentText()] if self.target.isVisible() and self.target.currentText() else []
        self.controller.apply("action", actor=self.player.currentText(), action=self.ability.currentData(),
                              targets=targets)
