"""The host's own events under the phase board: modkill, substitute, inactive, penalty, missed vote,
a pistol or bullet shot, a death note, the answer to a bribed question, vote deprivation, a fixed
draw, an early close, and the unmasking guesses. One row of fields; each event shows the ones it
takes. A day ability (a day vigilante's shot, a mayor's reveal: `phase: day` abilities) is no host event
but its owner's request; the form records it as one (`action`), for what is said in the thread or a PM
the inbox did not get. Shot, answer and draw may come after the result: the engine re-resolves the phase with them
(engine.model.phase_order.AMENDS). Each names the phase it belongs to, shown beside the button before it is
recorded (#14 item 2): a pistol its owner's death, an answer the phase of the question, a fixed draw the
phase that drew it (every resolved phase's draws are offered, the latest first). Every event carries the
host's reason into the journal (the Log tab shows it).
"""

from __future__ import annotations

from typing import Any

import yaml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..engine.resolution import traits
from ..engine.model.phase_order import AMENDS
from ..engine.resolution.targets import max_targets
from .controller import GameController
from .pickers import fit_to_names
from ..engine.wording.explain import explain, genders
from . import texts

#: event -> (whom the player list offers, whom the target list offers, what the text field holds)
EVENTS: dict[str, tuple[str | None, str | None, str | None]] = {
    "modkill": ("living", None, None),
    "replace": ("living", None, "by"),
    "inactive": ("living", None, None),
    "penalty": (None, None, None),
    "missed_vote": ("living", None, None),
    "shot": ("shooters", "living", None),
    "note": ("living", "to", "text"),
    "answer": ("askers", None, "text"),
    "deprive_vote": ("living", None, None),
    "draw": (None, None, "value"),
    "early_close": (None, None, None),
    "guess": ("all", "all", None),
    "day_ability": ("day_actors", "living", None),  #: a request, not a host event (see the module doc)
}


#: the item data role of the draw list that keeps the phase a draw was made in
DRAW_PHASE = Qt.ItemDataRole.UserRole + 1


def resolved_draws(game: Any) -> list[tuple[Any, Any]]:
    """Every draw a resolution made (its `draw` events) with its phase, the latest phase first: the
    host fixes one, and the fix acts on the phase that drew it."""
    found = []
    for phase in reversed([p for p in game.phases if p.result is not None]):
        found += [(phase, e) for e in phase.result.events if e.kind == "draw"]
    return found


def question_phase(game: Any, nick: str) -> Any:
    """The latest phase in which `nick` asked a question (an ability the host answers: trait `host_answers`)."""
    for phase in reversed(game.phases):
        for request in phase.active_requests():
            ability = game.rs.abilities.get(request.action)
            if request.actor == nick and traits.has(ability, "host_answers"):
                return phase
    return None


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
    def offered(self, game: Any) -> list[str]:
        """The events this game can take: a shot only where a role shoots, an answer only where a
        role asks, guesses only in a set with secret goals."""
        keep = []
        for key in EVENTS:
            if key == "shot" and not self._people(game, "shooters"):
                continue
            if key == "answer" and not self._people(game, "askers"):
                continue
            if key == "guess" and not game.rs.raw.get("goals"):
                continue
            if key == "day_ability" and not any(day_abilities(game, n) for n in game.players):
                continue
            keep.append(key)
        return keep

    def _people(self, game: Any, which: str | None) -> list[str]:
        if which in ("living", "to"):
            return game.living()
        if which == "shooters":  # a pistol fires on its owner's death: the dead are offered too
            return [n for n in game.players if traits.abilities_with(game, n, "host_enters")]
        if which == "askers":
            return [n for n in game.players if traits.abilities_with(game, n, "host_answers")]
        if which == "day_actors":
            return [n for n in game.living() if day_abilities(game, n)]
        return list(game.players) if which == "all" else []

    def refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        keep = self.action.currentData()
        self.action.blockSignals(True)
        self.action.clear()
        for key in self.offered(game):
            self.action.addItem(self.names[key], key)
        self.action.setCurrentIndex(max(self.action.findData(keep), 0))
        self.action.blockSignals(False)
        self.goal.clear()
        for goal in game.rs.raw.get("goals") or {}:
            self.goal.addItem(str(goal), goal)

        self.draw.blockSignals(True)
        self.draw.clear()
        for phase, event in resolved_draws(game):
            self.draw.addItem(f"{texts.phase_label(phase)}: {explain(event, self.controller.lang, game.rs, genders(game))}",
                              event.data["name"])
            self.draw.setItemData(self.draw.count() - 1, phase.label, DRAW_PHASE)
        self.draw.blockSignals(False)
        self._show_fields()

    def _fit_action(self, *_args) -> None:
        """The event picker as wide as the event shown, not its longest item: the player lists beside it need the room."""
        self.action.setMinimumWidth(self.action.fontMetrics().horizontalAdvance(self.action.currentText()) + 40)

    def _show_fields(self) -> None:
        game, key = self.controller.game, self.action.currentData()
        self._fit_action()
        if game is None or key is None:
            return
        players, targets, text = EVENTS[key]
        for combo, which in ((self.player, players), (self.target, targets)):
            keep = combo.currentText()
            combo.clear()
            combo.addItems(self._people(game, which))
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

    def _show_abilities(self, *_args) -> None:
        """The chosen player's day abilities, for a day ability only."""
        game, key = self.controller.game, self.action.currentData()
        day = key == "day_ability" and game is not None
        self.ability.blockSignals(True)
        self.ability.clear()
        for ability in day_abilities(game, self.player.currentText()) if day else []:
            self.ability.addItem(ability.name(self.controller.lang), ability.id)
        self.ability.blockSignals(False)
        self.ability.setVisible(day)
        self._show_target()

    def _show_target(self, *_args) -> None:
        """A day ability that takes no target (a mayor's reveal) hides the target list."""
        if self.action.currentData() != "day_ability":
            return
        game = self.controller.game
        ability = game.rs.abilities.get(self.ability.currentData()) if game is not None else None
        self.target.setVisible(ability is not None and game is not None and game.current is not None
                               and max_targets(game, game.current, ability) > 0)

    def _show_phase(self, *_args) -> None:
        key = self.action.currentData()
        if key is not None:
            self.acts_on.setText(self.target_phase_text(key))

    def death_phase(self, key: str) -> Any:
        """The earlier resolved phase the event belongs to (None: the last phase): a death shot's phase
        is its shooter's death, an answer's the question's, a fixed draw's the phase that drew it."""
        game = self.controller.game
        if game is None or game.current is None:
            return None
        phase = None
        if key == "shot":
            player = game.players.get(self.player.currentText())
            died = player.died[0] if player is not None and player.died is not None else None
            phase = next((p for p in game.phases if p.label == died), None)
        elif key == "answer":
            phase = question_phase(game, self.player.currentText())
        elif key == "draw" and self.draw.count():
            label = self.draw.itemData(self.draw.currentIndex(), DRAW_PHASE)
            phase = next((p for p in game.phases if p.label == label), None)
        return phase if phase is not None and phase is not game.current and phase.resolved else None

    def target_phase_text(self, key: str) -> str:
        """M7: which phase the event is recorded in, said before the host applies it."""
        game = self.controller.game
        phase = game.current if game is not None else None
        if game is None or phase is None:
            return ""
        earlier = self.death_phase(key)
        if earlier is not None:
            return self.tr("→ %1 (resolved again, and the phases after it)").replace("%1", texts.phase_label(earlier))
        if not phase.resolved:
            return self.tr("→ %1").replace("%1", texts.phase_label(phase))
        if key in AMENDS:
            return self.tr("→ %1 (resolved again)").replace("%1", texts.phase_label(phase))
        if game.winner is not None and key != "guess":
            return self.tr("→ the game is over")
        return self.tr("→ the next phase: open it first")

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
        game = self.controller.game
        phase = game.current if game is not None else None
        if phase is None:
            return False
        if key == "guess":
            return phase.kind == "unmask" and not phase.resolved
        if key == "draw" and not self.draw.count():
            return False
        if key == "day_ability":  # a request of the open day (the engine refuses it in any other phase)
            return not phase.resolved and phase.kind != "night"
        return not phase.resolved or key in AMENDS

    # ----- recording --------------------------------------------------------------------------
    def apply(self) -> None:
        key = self.action.currentData()
        if key == "day_ability":
            self._apply_day_ability()
            return
        players, targets, text_key = EVENTS[key]
        data: dict[str, Any] = {"event": key}
        if players is not None:
            data["player"] = self.player.currentText()
        if targets is not None:
            data["to" if targets == "to" else "target"] = self.target.currentText()
        text = self.text.text().strip()
        if text_key is not None:
            if not text:
                self.controller.notice.emit(self.tr("Fill in: %1").replace("%1", self.text.placeholderText()))
                return
            data[text_key] = _typed(text) if text_key == "value" else text
        if key == "draw":
            data["name"] = self.draw.currentData()
        if key == "guess":
            data["goal"] = self.goal.currentData()
        if key == "penalty":
            data["kind"] = "double_kill"
        earlier = self.death_phase(key)
        if earlier is not None:
            data["phase"] = earlier.label  # the pistol fires in its owner's death, an answer goes to its question…
        reason = self.reason.text().strip()
        if reason or key == "modkill":
            data["reason"] = reason or "host"
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


def day_abilities(game: Any, nick: str) -> list[Any]:
    """The abilities of `nick`'s role used by day (`phase: day`: a day shot, a mayor's reveal)."""
    player = game.players.get(nick) if game is not None else None
    if player is None:
        return []
    return [ab for ab in game.rs.role_abilities(player.role) if ab.get("phase") == "day"]


def _typed(text: str) -> Any:
    """A draw's value as typed: 3 is a number, a nick stays text."""
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text
