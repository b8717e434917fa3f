"""The host's own forum vote rules, set in the new-game wizard (#13 item 4): the inputs app/vote_rules_form.py
describes from the declaration of the game's `vote_rules` option (how a vote is marked, changes a day,
edited votes, the deadline's second, a self-vote, what a missed vote costs, what activity the forum
asks), laid out as a form. The result is the mapping the option takes, stored in the game's setup like
a preset's id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from ..app.vote_rules_form import RuleInput, form_values, option_mapping, rule_inputs

if TYPE_CHECKING:
    from ..parsing.rules import VoteRules

OWN = "__own__"
"""The wizard's choice «Own rules…» (no preset has this id)."""
HIGHEST = 999
"""The spin boxes' highest value (hours of silence run to a week and more)."""


class OwnVoteRules(QWidget):
    """The inputs of the host's own rules; `values()` is the option's mapping."""

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.inputs: dict[str, QComboBox | QSpinBox | QCheckBox] = {}
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for rule in rule_inputs(lang):
            self.inputs[rule.key] = self._input(rule)
            form.addRow(rule.label, self.inputs[rule.key])

    @staticmethod
    def _input(rule: RuleInput) -> QComboBox | QSpinBox | QCheckBox:
        if rule.shape == "switch":
            return QCheckBox()
        if rule.shape == "choice":
            combo = QComboBox()
            for value, words in rule.choices:
                combo.addItem(words, value)
            return combo
        spin = QSpinBox()
        spin.setRange(rule.lowest, HIGHEST)  # the lowest shows "no limit" or "none": the key's null
        spin.setSpecialValueText(rule.none_words)
        return spin

    def load(self, rules: "VoteRules") -> None:
        """Start from a preset's settings (the host adjusts what his forum does differently)."""
        for key, value in form_values(rules).items():
            box = self.inputs[key]
            if isinstance(box, QCheckBox):
                box.setChecked(bool(value))
            elif isinstance(box, QComboBox):
                box.setCurrentIndex(max(box.findData(value), 0))
            else:
                box.setValue(box.minimum() if value is None else int(value))

    def values(self) -> dict[str, Any]:
        """The option's mapping: only the declared keys, a cost only where the host set one."""
        def value(box: QComboBox | QSpinBox | QCheckBox) -> Any:
            if isinstance(box, QCheckBox):
                return box.isChecked()
            if isinstance(box, QComboBox):
                return box.currentData()
            return None if box.value() == box.minimum() else box.value()

        return option_mapping({key: value(box) for key, box in self.inputs.items()})
