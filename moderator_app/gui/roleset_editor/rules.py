"""The editor's Options and Vote tabs: the rulings' switches and the lynch rules.

An option's input follows its value (a switch, a number, a known tie or quorum rule, or YAML text).
A vote rule written as `$option` in the set is shown with its option's value and edits the option
(RolesetModel.set_vote), so the switch stays the one place the ruling lives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox,
    QVBoxLayout, QWidget,
)

from ...i18n import LANGUAGE_NAMES
from ...authoring.option_words import engine_words_it
from ...authoring.rolesets_fields import VOTE_FIELDS, option_field
from .colours import VoteColours
from .fields import KeyTip, ValueField, WrappedLabel, clear_layout
from .keytip import form_scroll

if TYPE_CHECKING:
    from .host import EditorHost


class OptionsPage(QWidget):
    """Every option of the set, one row each, with Remove; a name field and Add below."""

    def __init__(self, editor: "EditorHost"):
        super().__init__()
        self.editor = editor
        self.fields: dict[str, ValueField] = {}
        self.labels: dict[str, QLabel] = {}  #: the engine's options: their declared words (the key in the tooltip)
        self.words: dict[str, QLineEdit] = {}  #: the set's own options: their name in the host's language, editable
        self._shape: tuple[Any, ...] = ()
        self.form = QFormLayout()
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.addWidget(QLabel(self.tr("The rulings' switches; a value written $name anywhere in the set uses the option.")))
        inner.addLayout(self.form)
        inner.addStretch(1)
        scroll = form_scroll(holder)
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
        model, lang = self.editor.model, self.editor.lang
        options = model.section("options")
        shape = tuple((str(k), option_field(str(k), v).kind) for k, v in options.items())
        if shape != self._shape:
            clear_layout(self.form)
            self.fields, self.labels, self.words = {}, {}, {}
            for name, value in options.items():
                name = str(name)
                field = ValueField(option_field(name, value), self.editor.ids_for, allow_option=False)
                field.changed.connect(lambda v, name=name: self.editor.edit(model.set_option, name, v))
                remove = QPushButton(self.tr("Remove"))
                remove.clicked.connect(lambda _c=False, name=name: self.editor.edit(model.remove_option, name))
                row = QHBoxLayout()
                row.addWidget(field, 1)
                row.addWidget(remove)
                label: QWidget
                if engine_words_it(name):  # the engine words the options it reads
                    label = WrappedLabel()
                    label.setMaximumWidth(300)
                    self.labels[name] = label
                else:  # the set words its own: the host names it in his language, in place
                    label = QLineEdit()
                    label.setPlaceholderText(self.tr("its name (%1)").replace("%1", LANGUAGE_NAMES[lang]))
                    label.setMinimumWidth(280)  # its name readable; the value and Remove keep the rest of the width
                    label.editingFinished.connect(lambda name=name, box=label: self._named(name, box.text()))
                    self.words[name] = label
                KeyTip(label, f"options.{name}")  # the key stays in the file and in the tooltip
                self.form.addRow(label, row)
                self.fields[name] = field
            self._shape = shape
        own = model.section("option_names") if isinstance(model.data.get("option_names"), dict) else {}
        for name, field in self.fields.items():
            field.set_value(options.get(name))
            if name in self.labels:
                self.labels[name].setText(self.editor.name_for("option", name))
            elif not self.words[name].hasFocus():
                self.words[name].setText(str((own.get(name) or {}).get(lang, "")))
                self.words[name].setCursorPosition(0)  # a long name shows its beginning

    def _named(self, name: str, text: str) -> None:
        current = (self.editor.model.data.get("option_names") or {}).get(name) or {}
        if text.strip() != str(current.get(self.editor.lang, "")):
            self.editor.edit(self.editor.model.set_option_name, name, self.editor.lang, text)

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1 and str(path[1]) in self.fields:
            self.fields[str(path[1])].setFocus()


class VotePage(QWidget):
    """The lynch: tie rule, quorum, self-votes, missed votes, vote colours."""

    def __init__(self, editor: "EditorHost"):
        super().__init__()
        self.editor = editor
        self.tie_rule = self._choices("tie")
        self.quorum = self._choices("quorum")
        #: every yes/no rule of the vote's declaration (schema_parts.VOTE), its words as the label
        self.switches = {key: self._switch(key) for key, spec in VOTE_FIELDS.items() if spec.kind == "bool"}
        self.self_vote, self.last_counts = self.switches["self_vote"], self.switches["last_counts"]
        self.missed_limit = QSpinBox()
        self.missed_limit.setSpecialValueText(self.tr("never"))
        self.missed_limit.valueChanged.connect(lambda n: self.editor.edit(self.editor.model.set_vote, "missed_limit", n or None))
        self.colors = VoteColours({"word": self.tr("the word players write"), "add": self.tr("Add a vote colour"),
                                   "remove": self.tr("Remove"), "pick": self.tr("The colour the tally prints it with")})
        self.colors.changed.connect(self._colors)
        self.origins = {key: QLabel() for key in ("tie", "quorum", "missed_limit")}
        form = QFormLayout(self)
        form.addRow(self.tr("Tie rule"), self._with_origin(self.tie_rule, "tie"))
        form.addRow(self.tr("Quorum"), self._with_origin(self.quorum, "quorum"))
        for switch in self.switches.values():
            form.addRow("", switch)
        form.addRow(self.tr("Missed votes that remove a player"), self._with_origin(self.missed_limit, "missed_limit"))
        form.addRow(self.tr("Vote colours"), self.colors)

    def _choices(self, key: str) -> QComboBox:
        """A lynch rule's declared values in the host's words; the YAML value is the data and tooltip."""
        combo = QComboBox()
        for value in VOTE_FIELDS[key].choices:
            combo.addItem(VOTE_FIELDS[key].choice_text(value, self.editor.lang), value)
            combo.setItemData(combo.count() - 1, str(value), Qt.ItemDataRole.ToolTipRole)
        combo.setToolTip(VOTE_FIELDS[key].help_in(self.editor.lang))
        KeyTip(combo, f"vote.{key}")
        combo.activated.connect(lambda: self.editor.edit(self.editor.model.set_vote, key, combo.currentData()))
        return combo

    def _switch(self, key: str) -> QCheckBox:
        """A vote rule's check box: the declaration's words, the YAML key in its tooltip."""
        words = VOTE_FIELDS[key].help_in(self.editor.lang)
        box = QCheckBox(words[:1].upper() + words[1:])
        KeyTip(box, f"vote.{key}")
        box.toggled.connect(lambda on: self.editor.edit(self.editor.model.set_vote, key, on))
        return box

    def _with_origin(self, widget: QWidget, key: str) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(widget, 1)
        row.addWidget(self.origins[key])
        return row

    def _colors(self, colors: Any, tags: Any) -> None:
        """The rows as the set writes them: `colors` (false without rows) and, once a colour is picked, `color_tags`."""
        model = self.editor.model
        if tags is None and "color_tags" in model.section("vote"):
            model.section("vote").pop("color_tags")
        elif tags is not None:
            model.set_vote("color_tags", tags)
        self.editor.edit(model.set_vote, "colors", colors)

    def refresh(self) -> None:
        model = self.editor.model
        widgets = (self.tie_rule, self.quorum, *self.switches.values(), self.missed_limit)
        for widget in widgets:
            widget.blockSignals(True)
        # an absent rule shows its declared default: what the engine reads without it
        self.tie_rule.setCurrentIndex(max(0, self.tie_rule.findData(model.vote_value("tie", VOTE_FIELDS["tie"].default))))
        self.quorum.setCurrentIndex(max(0, self.quorum.findData(model.vote_value("quorum", VOTE_FIELDS["quorum"].default))))
        for key, switch in self.switches.items():
            switch.setChecked(bool(model.vote_value(key, VOTE_FIELDS[key].default)))
        self.missed_limit.setValue(int(model.vote_value("missed_limit") or 0))
        self.colors.set_value(model.vote_value("colors", VOTE_FIELDS["colors"].default), model.vote_value("color_tags"))
        for widget in widgets:
            widget.blockSignals(False)
        for key, label in self.origins.items():
            raw = model.section("vote").get(key)
            ref = raw[1:] if isinstance(raw, str) and raw.startswith("$") else None
            label.setText(self.tr("(option: %1)").replace("%1", self.editor.name_for("option", ref)) if ref else "")
            label.setToolTip(f"${ref}" if ref else "")

    def show_place(self, path: tuple[Any, ...]) -> None:
        widgets = {"tie": self.tie_rule, "quorum": self.quorum, "missed_limit": self.missed_limit, "colors": self.colors,
                   **self.switches}
        if len(path) > 1 and str(path[1]) in widgets:
            widgets[str(path[1])].setFocus()
