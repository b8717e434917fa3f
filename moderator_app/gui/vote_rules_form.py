"""The host's own forum vote rules, set in the new-game wizard (#13 item 4): one input per key of the
game's `vote_rules` option as `engine/rolesets/schema_vote_rules.py` declares it (how a vote is marked, changes a
day, edited votes, the deadline's second, a self-vote, what a missed vote costs, what activity the forum
asks — posts a day, prods, a replacement or modkill, post counts in the vote count): the keys are the
declaration's, each label is the catalogue's `vote_rules.field.<key>` (the declaration's own text is
written for role-set authors, with YAML values), each value's words are the catalogue's `vote_rules.*`
(the same that describe a preset), so the form, the presets' lines and the checker cannot disagree. The result is the mapping the
option takes, stored in the game's setup like a preset's id.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from ..engine.rolesets.kinds import Bool, Choice, Int, OneOf, Struct
from ..engine.rolesets.schema_vote_rules import DEADLINES, MARKS, VOTE_RULES
from ..i18n import t
from ..parsing.rules import VoteRules

#: the catalogue key of each declared value's words (the values themselves come from the declaration)
VALUE_WORDS: dict[str, dict[Any, str]] = {
    "mark": {m: f"vote_rules.mark.{m}" for m in MARKS},
    "edited": {"count": "vote_rules.edited_count", "void": "vote_rules.edited_void"},
    "deadline": {d: f"vote_rules.deadline.{d}" for d in DEADLINES},
    "self_vote": {"allowed": "vote_rules.self_vote_allowed", "missed": "vote_rules.self_vote_missed"},
    "repeat": {None: "vote_rules.repeat_none", "modkill": "parser.cost.modkill", "replace": "parser.cost.replace"},
    "then": {None: "vote_rules.repeat_none", "modkill": "parser.cost.modkill", "replace": "parser.cost.replace"},
}


def _struct(kind: Any) -> Struct | None:
    """The mapping a key holds when it holds one (`missed_vote`, `activity`), else None."""
    kinds = kind.kinds if isinstance(kind, OneOf) else (kind,)
    return next((k for k in kinds if isinstance(k, Struct)), None)


NESTED = {p.name: struct for p in VOTE_RULES.params if (struct := _struct(p.kind)) is not None}
"""The keys that hold a mapping of their own: one input per declared part of each."""
PARENT = {part.name: name for name, struct in NESTED.items() for part in struct.params}
MISSED_KEYS = tuple(k for k, parent in PARENT.items() if parent == "missed_vote")
PARAMS = {p.name: p for p in (*VOTE_RULES.params, *(q for s in NESTED.values() for q in s.params)) if p.name not in NESTED}
"""One input per declared key; what a missed vote costs and what activity asks, one per declared part."""
FIELDS = tuple(PARAMS)
OWN = "__own__"
"""The wizard's choice «Own rules…» (no preset has this id)."""
HIGHEST = 999
"""The spin boxes' highest value (hours of silence run to a week and more)."""


def lowest(key: str) -> int:
    """A spin box's lowest value, one under the least its declaration allows: no limit (changes), no
    such cost (votes against, points), no such rule (posts a day, hours before a prod)."""
    kind = PARAMS[key].kind
    kinds = kind.kinds if isinstance(kind, OneOf) else (kind,)
    return min(getattr(k, "minimum", 0) for k in kinds if isinstance(k, Int)) - 1


def declared_values(key: str) -> tuple[Any, ...] | None:
    """The values a key's declaration allows when it is a choice ("nothing" first), None for a number."""
    kind = PARAMS[key].kind
    kinds = kind.kinds if isinstance(kind, OneOf) else (kind,)
    choices = [k for k in kinds if isinstance(k, Choice)]
    if len(choices) < len(kinds):
        return None
    return tuple(sorted((v for k in choices for v in k.values), key=lambda v: v is not None))


CHOICES = {key: values for key in FIELDS if (values := declared_values(key)) is not None}
"""The keys shown as a list of choices, with their declared values."""


class OwnVoteRules(QWidget):
    """The inputs of the host's own rules; `values()` is the option's mapping."""

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.inputs: dict[str, QComboBox | QSpinBox | QCheckBox] = {}
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for key in FIELDS:
            self._add(form, key)

    def _add(self, form: QFormLayout, key: str) -> None:
        box: QComboBox | QSpinBox | QCheckBox
        if isinstance(PARAMS[key].kind, Bool):
            box = QCheckBox()
        elif key in CHOICES:
            box = QComboBox()
            for value in CHOICES[key]:  # a declared value without words fails here, in every form's test
                box.addItem(t(VALUE_WORDS[key][value], self.lang), value)
        else:
            box = QSpinBox()
            box.setRange(lowest(key), HIGHEST)  # the lowest shows "no limit" or "none": the key's null
            box.setSpecialValueText(t("vote_rules.changes_free" if key == "changes" else "vote_rules.cost_none",
                                      self.lang))
        self.inputs[key] = box
        form.addRow(t(f"vote_rules.field.{key}", self.lang), box)

    def load(self, rules: VoteRules) -> None:
        """Start from a preset's settings (the host adjusts what his forum does differently)."""
        for key in FIELDS:
            value = (getattr(rules, PARENT[key]) or {}).get(key) if key in PARENT else getattr(rules, key)
            box = self.inputs[key]
            if isinstance(box, QCheckBox):
                box.setChecked(bool(value))
            elif isinstance(box, QComboBox):
                box.setCurrentIndex(max(box.findData(value), 0))
            else:
                box.setValue(box.minimum() if value is None else int(value))

    def values(self) -> dict[str, Any]:
        """The option's mapping: only the declared keys, a cost only where the host set one."""
        def number(key: str) -> int | None:
            box = self.inputs[key]
            return None if box.value() == box.minimum() else box.value()  # type: ignore[union-attr]

        def value(key: str) -> Any:
            box = self.inputs[key]
            if isinstance(box, QCheckBox):
                return box.isChecked()
            return box.currentData() if key in CHOICES else number(key)  # type: ignore[union-attr]

        chosen: dict[str, Any] = {key: value(key) for key in VOTE_RULES.keys() if key in PARAMS}
        for name in NESTED:
            part = {key: v for key, parent in PARENT.items() if parent == name and (v := value(key)) not in (None, False)}
            if part or name == "missed_vote":  # activity only where the host asks for some
                chosen[name] = part or None
        return chosen
