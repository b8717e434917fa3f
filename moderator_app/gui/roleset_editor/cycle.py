"""The editor's Cycle tab: who starts, the order of phases, a lynch on day 1, deadlines (host-findings-5 item 4).

Its rows are generated from the cycle's declaration (engine/rolesets/schema.CYCLE through
authoring/rolesets_fields.CYCLE_FIELDS): a row's label and tooltip are the key's declared words, a
choice's items its declared values. The keys only room nights read are listed with their values as
not edited here (the set's YAML edits them), so nothing of the cycle vanishes from the tab.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget

from ...authoring.rolesets_fields import CYCLE_FIELDS, CYCLE_LISTED, Field, cycle_words, host_words
from ...authoring.rolesets_model import format_value
from .fields import KeyTip, ValueField, WrappedLabel, clear_layout
from .keytip import form_scroll

if TYPE_CHECKING:
    from .host import EditorHost


class ChoiceList(QWidget):
    """An ordered list of declared choices (the phases): a combo per item, «—» removes it, «+» adds one."""

    changed = Signal(object)

    def __init__(self, field: Field, lang: str):
        super().__init__()
        self.field, self.lang = field, lang
        self.value: list[Any] = []
        self.combos: list[QComboBox] = []  #: one per phase, in order
        self.add = QToolButton()
        self.add.setText("+")
        self.add.setToolTip(self.tr("Add a phase"))
        self.add.clicked.connect(lambda: self.changed.emit([*self.value, self.field.choices[0]]))
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.add)
        self.row.addStretch(1)

    def set_value(self, value: Any) -> None:
        value = list(value) if isinstance(value, list) else []
        if value == self.value and len(self.combos) == len(value):
            return
        self.value = value
        for combo in self.combos:
            combo.hide()
            combo.deleteLater()  # after the signal that changed it has returned
        self.combos = []
        for index, item in enumerate(self.value):
            combo = QComboBox()
            combo.addItem("—", None)  # removes this phase
            for choice in self.field.choices:
                combo.addItem(self.field.choice_text(choice, self.lang), choice)
                combo.setItemData(combo.count() - 1, format_value(choice), Qt.ItemDataRole.ToolTipRole)
            if combo.findData(item) < 0:  # a value the declaration does not know: shown as written (the checker says why)
                combo.addItem(str(item), item)
            combo.setCurrentIndex(combo.findData(item))
            combo.activated.connect(lambda _i, index=index, combo=combo: self._set(index, combo.currentData()))
            self.row.insertWidget(index, combo)
            self.combos.append(combo)

    def _set(self, index: int, choice: Any) -> None:
        value = list(self.value)
        if choice is None:
            value.pop(index)
        else:
            value[index] = choice
        self.changed.emit(value)


class PhaseTexts(QWidget):
    """A text per phase (the deadlines): a box for each phase of the cycle and each key the set already has."""

    changed = Signal(object)

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang
        self.value: dict[str, Any] = {}
        self.boxes: dict[str, QLineEdit] = {}
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)

    def set_value(self, value: Any, phases: list[str]) -> None:
        self.value = {str(k): v for k, v in value.items()} if isinstance(value, dict) else {}
        keys = list(dict.fromkeys([*phases, *self.value]))
        if keys != list(self.boxes):
            clear_layout(self.form)
            self.boxes = {}
            for key in keys:
                box = QLineEdit()
                box.editingFinished.connect(lambda key=key, box=box: self._typed(key, box.text()))
                # a phase by its words; a deadline of the set's own (the classic's `hunt_from`) by its key, on hover
                shown = cycle_words(key, self.lang)
                label = QLabel(shown if shown != key else self.tr("another deadline of the set"))
                for widget in (box, label):
                    KeyTip(widget, f"cycle.deadlines.{key}")
                self.form.addRow(label, box)
                self.boxes[key] = box
        for key, box in self.boxes.items():
            if not box.hasFocus():
                box.setText("" if self.value.get(key) is None else str(self.value[key]))

    def _typed(self, key: str, text: str) -> None:
        if text.strip() != str(self.value.get(key) or ""):
            value = {k: v for k, v in self.value.items() if k != key}
            if text.strip():
                value[key] = text.strip()
            self.changed.emit(value)


class CyclePage(QWidget):
    """The cycle's keys, one row each, from their declarations; the room nights' keys listed, read-only."""

    def __init__(self, editor: "EditorHost"):
        super().__init__()
        self.editor = editor
        lang = editor.lang
        self.inputs: dict[str, Any] = {}
        form = QFormLayout()
        for key, field in CYCLE_FIELDS.items():
            widget: Any
            if field.kind == "choice_list":
                widget = ChoiceList(field, lang)
            elif field.kind == "phase_texts":
                widget = PhaseTexts(lang)
            else:  # the engine reads the cycle as written: no `$option` stands here
                widget = ValueField(field, editor.ids_for, allow_option=False)
            words = host_words(field.help_in(lang))
            widget.setToolTip(words)
            row_label = WrappedLabel(words)
            for shown in (widget, row_label):
                KeyTip(shown, f"cycle.{key}")
            widget.changed.connect(lambda v, key=key: self.editor.edit(self.editor.model.set_cycle, key, v))
            form.addRow(row_label, widget)
            self.inputs[key] = widget
        #: the room nights' keys and their values, not edited here (the key on hover)
        self.listed: dict[str, QLabel] = {key: WrappedLabel() for key in CYCLE_LISTED}
        for key, listed in self.listed.items():
            KeyTip(listed, f"cycle.{key}")
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.addWidget(WrappedLabel(self.tr("Who starts, the order of phases, a lynch on day 1, deadlines.")))
        inner.addLayout(form)
        inner.addWidget(WrappedLabel(self.tr("Room nights' keys, not edited here (the set's YAML file edits them):")))
        for listed in self.listed.values():
            inner.addWidget(listed)
        inner.addStretch(1)
        box = QVBoxLayout(self)
        box.addWidget(form_scroll(holder))

    def refresh(self) -> None:
        model = self.editor.model
        phases = [str(p) for p in (model.cycle_value("phases") or [])]
        for key, widget in self.inputs.items():
            value = model.cycle_value(key)
            if isinstance(widget, PhaseTexts):
                widget.set_value(value, phases)
            else:
                widget.set_value(value)
        lang = self.editor.lang
        for key, field in CYCLE_LISTED.items():
            shown = cycle_words(model.cycle_value(key), lang)
            self.listed[key].setText(f"{escape(host_words(field.help_in(lang)), quote=False)}: <b>{escape(shown, quote=False)}</b>")

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1 and str(path[1]) in self.inputs:
            self.inputs[str(path[1])].setFocus()
