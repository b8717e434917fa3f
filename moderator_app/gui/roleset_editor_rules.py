"""The editor's Options and Vote tabs: the rulings' switches and the lynch rules.

An option's input follows its value (a switch, a number, a known tie or quorum rule, or YAML text).
A vote rule written as `$option` in the set is shown with its option's value and edits the option
(RolesetModel.set_vote), so the switch stays the one place the ruling lives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea, QSpinBox,
    QVBoxLayout, QWidget,
)

from ..engine.checker import QUORUM_RULES, TIE_RULES
from ..authoring.rolesets_fields import Field
from ..authoring.rolesets_model import format_value, parse_value
from .roleset_editor_fields import ValueField, clear_layout

if TYPE_CHECKING:
    from .roleset_editor import RolesetEditor


def option_field(name: str, value: Any) -> Field:
    """The input an option's current value calls for."""
    if isinstance(value, bool):
        return Field(name, "bool")
    if isinstance(value, int):
        return Field(name, "int")
    if isinstance(value, float):
        return Field(name, "float")
    for rules in (TIE_RULES, QUORUM_RULES):
        if value in rules:
            return Field(name, "choice", rules)
    return Field(name, "yaml")


class OptionsPage(QWidget):
    """Every option of the set, one row each, with Remove; a name field and Add below."""

    def __init__(self, editor: "RolesetEditor"):
        super().__init__()
        self.editor = editor
        self.fields: dict[str, ValueField] = {}
        self._shape: tuple[Any, ...] = ()
        self.form = QFormLayout()
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.addWidget(QLabel(self.tr("The rulings' switches; a value written $name anywhere in the set uses the option.")))
        inner.addLayout(self.form)
        inner.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("new option name"))
        add = QPushButton(self.tr("Add an option"))
        add.clicked.connect(self.add_option)
        adder = QHBoxLayout()
        adder.addWidget(self.new_name)
        adder.addWidget(add)
        box = QVBoxLayout(self)
        box.addWidget(scroll)
        box.addLayout(adder)

    def add_option(self) -> None:
        name = self.new_name.text().strip()
        if name and self.editor.edit(self.editor.model.set_option, name, False):
            self.new_name.clear()

    def refresh(self) -> None:
        options = self.editor.model.section("options")
        shape = tuple((str(k), option_field(str(k), v).kind) for k, v in options.items())
        if shape != self._shape:
            clear_layout(self.form)
            self.fields = {}
            for name, value in options.items():
                field = ValueField(option_field(str(name), value), self.editor.ids_for, allow_option=False)
                field.changed.connect(lambda v, name=name: self.editor.edit(self.editor.model.set_option, name, v))
                remove = QPushButton(self.tr("Remove"))
                remove.clicked.connect(lambda _c=False, name=name: self.editor.edit(self.editor.model.remove_option, name))
                row = QHBoxLayout()
                row.addWidget(field, 1)
                row.addWidget(remove)
                self.form.addRow(str(name), row)
                self.fields[str(name)] = field
            self._shape = shape
        for name, field in self.fields.items():
            field.set_value(options.get(name))

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1 and str(path[1]) in self.fields:
            self.fields[str(path[1])].setFocus()


class VotePage(QWidget):
    """The lynch: tie rule, quorum, self-votes, missed votes, vote colours."""

    def __init__(self, editor: "RolesetEditor"):
        super().__init__()
        self.editor = editor
        self.tie_rule = QComboBox()
        self.tie_rule.addItems(list(TIE_RULES))
        self.tie_rule.activated.connect(lambda: self.editor.edit(self.editor.model.set_vote, "tie", self.tie_rule.currentText()))
        self.quorum = QComboBox()
        self.quorum.addItems(list(QUORUM_RULES))
        self.quorum.activated.connect(lambda: self.editor.edit(self.editor.model.set_vote, "quorum", self.quorum.currentText()))
        self.self_vote = QCheckBox(self.tr("A player may vote for himself"))
        self.self_vote.toggled.connect(lambda on: self.editor.edit(self.editor.model.set_vote, "self_vote", on))
        self.last_counts = QCheckBox(self.tr("A player's last vote counts"))
        self.last_counts.toggled.connect(lambda on: self.editor.edit(self.editor.model.set_vote, "last_counts", on))
        self.missed_limit = QSpinBox()
        self.missed_limit.setSpecialValueText(self.tr("never"))
        self.missed_limit.valueChanged.connect(lambda n: self.editor.edit(self.editor.model.set_vote, "missed_limit", n or None))
        self.colors = QLineEdit()
        self.colors.setPlaceholderText(self.tr("false, or colours with weights: {red: 1, blue: -1}"))
        self.colors.editingFinished.connect(self._colors)
        self.origins = {key: QLabel() for key in ("tie", "quorum", "missed_limit")}
        form = QFormLayout(self)
        form.addRow(self.tr("Tie rule"), self._with_origin(self.tie_rule, "tie"))
        form.addRow(self.tr("Quorum"), self._with_origin(self.quorum, "quorum"))
        form.addRow("", self.self_vote)
        form.addRow("", self.last_counts)
        form.addRow(self.tr("Missed votes that remove a player"), self._with_origin(self.missed_limit, "missed_limit"))
        form.addRow(self.tr("Vote colours"), self.colors)

    def _with_origin(self, widget: QWidget, key: str) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(widget, 1)
        row.addWidget(self.origins[key])
        return row

    def _colors(self) -> None:
        self.editor.edit(self.editor.model.set_vote, "colors", parse_value(self.colors.text()) or False)

    def refresh(self) -> None:
        model = self.editor.model
        for widget in (self.tie_rule, self.quorum, self.self_vote, self.last_counts, self.missed_limit):
            widget.blockSignals(True)
        self.tie_rule.setCurrentText(str(model.vote_value("tie", "no_lynch")))
        self.quorum.setCurrentText(str(model.vote_value("quorum", "none")))
        self.self_vote.setChecked(bool(model.vote_value("self_vote", False)))
        self.last_counts.setChecked(bool(model.vote_value("last_counts", False)))
        self.missed_limit.setValue(int(model.vote_value("missed_limit") or 0))
        self.colors.setText(format_value(model.vote_value("colors", False)))
        for widget in (self.tie_rule, self.quorum, self.self_vote, self.last_counts, self.missed_limit):
            widget.blockSignals(False)
        for key, label in self.origins.items():
            raw = model.section("vote").get(key)
            is_ref = isinstance(raw, str) and raw.startswith("$")
            label.setText(self.tr("(option %1)").replace("%1", raw[1:]) if is_ref else "")

    def show_place(self, path: tuple[Any, ...]) -> None:
        widgets = {"tie": self.tie_rule, "quorum": self.quorum, "missed_limit": self.missed_limit, "colors": self.colors}
        if len(path) > 1 and str(path[1]) in widgets:
            widgets[str(path[1])].setFocus()
