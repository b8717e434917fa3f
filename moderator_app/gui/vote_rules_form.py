"""The host's own forum vote rules, set in the new-game wizard (#13 item 4): one input per key of the
game's `vote_rules` option as `engine/schema_vote_rules.py` declares it (how a vote is marked, changes a
day, edited votes, the deadline's second, a self-vote, what a missed vote costs): the keys are the
declaration's, each label is the catalogue's `vote_rules.field.<key>` (the declaration's own text is
written for role-set authors, with YAML values), each value's words are the catalogue's `vote_rules.*`
(the same that describe a preset), so the form, the presets' lines and the checker cannot disagree. The result is the mapping the
option takes, stored in the game's setup like a preset's id.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QSpinBox, QWidget

from ..engine.kinds import Choice, OneOf
from ..engine.schema_vote_rules import DEADLINES, MARKS, MISSED_VOTE, VOTE_RULES
from ..i18n import t
from ..parsing.rules import VoteRules

#: the catalogue key of each declared value's words (the values themselves come from the declaration)
VALUE_WORDS: dict[str, dict[Any, str]] = {
    "mark": {m: f"vote_rules.mark.{m}" for m in MARKS},
    "edited": {"count": "vote_rules.edited_count", "void": "vote_rules.edited_void"},
    "deadline": {d: f"vote_rules.deadline.{d}" for d in DEADLINES},
    "self_vote": {"allowed": "vote_rules.self_vote_allowed", "missed": "vote_rules.self_vote_missed"},
    "repeat": {None: "vote_rules.repeat_none", "modkill": "parser.cost.modkill", "replace": "parser.cost.replace"},
}
MISSED_KEYS = tuple(p.name for p in MISSED_VOTE.params)
PARAMS = {p.name: p for p in (*VOTE_RULES.params, *MISSED_VOTE.params) if p.name != "missed_vote"}
"""One input per declared key; what a missed vote costs, one per declared part of it."""
FIELDS = tuple(PARAMS)
OWN = "__own__"
"""The wizard's choice «Own rules…» (no preset has this id)."""
NO_LIMIT = -1
"""The spin boxes' lowest value: no limit (changes) or no such cost (votes against, points)."""


def declared_values(key: str) -> tuple[Any, ...] | None:
    """The values a key's declaration allows when it is a choice ("nothing" first), None for a number."""
    kind = PARAMS[key].kind
    kinds = kind.kinds if isinstance(kind, OneOf) else (kind,)
    if not all(isinstance(k, Choice) for k in kinds):
        return None
    return tuple(sorted((v for k in kinds for v in k.values), key=lambda v: v is not None))


CHOICES = {key: values for key in FIELDS if (values := declared_values(key)) is not None}
"""The keys shown as a list of choices, with their declared values."""


class OwnVoteRules(QWidget):
    """The inputs of the host's own rules; `values()` is the option's mapping."""

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.inputs: dict[str, QComboBox | QSpinBox] = {}
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for key in FIELDS:
            self._add(form, key)

    def _add(self, form: QFormLayout, key: str) -> None:
        if key in CHOICES:
            box = QComboBox()
            for value in CHOICES[key]:  # a declared value without words fails here, in every form's test
                box.addItem(t(VALUE_WORDS[key][value], self.lang), value)
        else:
            box = QSpinBox()
            box.setRange(NO_LIMIT, 99)
            box.setSpecialValueText(t("vote_rules.changes_free" if key == "changes" else "vote_rules.cost_none",
                                      self.lang))
        self.inputs[key] = box
        form.addRow(t(f"vote_rules.field.{key}", self.lang), box)

    def load(self, rules: VoteRules) -> None:
        """Start from a preset's settings (the host adjusts what his forum does differently)."""
        missed = rules.missed_vote or {}
        for key in FIELDS:
            value = missed.get(key) if key in MISSED_KEYS else getattr(rules, key)
            box = self.inputs[key]
            if isinstance(box, QComboBox):
                box.setCurrentIndex(max(box.findData(value), 0))
            else:
                box.setValue(NO_LIMIT if value is None else int(value))

    def values(self) -> dict[str, Any]:
        """The option's mapping: only the declared keys, a cost only where the host set one."""
        def number(key: str) -> int | None:
            value = self.inputs[key].value()  # type: ignore[union-attr]
            return None if value == NO_LIMIT else value

        def value(key: str) -> Any:
            return self.inputs[key].currentData() if key in CHOICES else number(key)  # type: ignore[union-attr]

        chosen: dict[str, Any] = {key: value(key) for key in VOTE_RULES.keys() if key in PARAMS}
        missed = {key: v for key in MISSED_KEYS if (v := value(key)) is not None}
        chosen["missed_vote"] = missed or None
        return chosen
