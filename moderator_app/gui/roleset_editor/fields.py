"""Typed inputs for the role set editor's generated forms.

`ValueField` shows one value of a role set with the input its kind wants (rolesets_fields.Field):
a spin box for a count, a check box for a switch, a combo box for a known choice, a checkable list
for teams or roles, YAML text for anything else. Its `$` button swaps the input for a combo of the
set's options, so a ruling switch (`$tie_rule`) can stand where a fixed value would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
    QSizePolicy, QSpinBox, QStackedWidget, QToolButton, QVBoxLayout, QWidget,
)

from ...authoring.rolesets_fields import LIST_SHAPES, Field, effect_words
from ...authoring.rolesets_model import format_value, parse_value
from .keytip import KeyTip, clear_layout, wrapping_list
from .maps import RoleTexts, TeamSwitches

if TYPE_CHECKING:
    from .host import EditorHost

__all__ = ["ItemPage", "KeyTip", "ValueField", "chosen_id", "clear_layout", "item_column", "key_label", "select_id"]

#: inputs naming the set's own ids: a ruling switch never stands there
_NO_OPTION_KINDS = ("role", "roles", "team", "teams", "ability", "abilities", "effect", "team_switches", "role_texts")
#: kind -> the ids it offers, read from the model at the time the field is built
Lister = Callable[[str], list[str]]


class ValueField(QWidget):
    """One editable value; `changed` carries the new value (None: remove the key)."""

    changed = Signal(object)

    def twin(self, field: Field, lister: Lister) -> "ValueField":
        """An input of this class for another key (maps.TeamSwitches: a switch per team)."""
        return type(self)(field, lister)

    def __init__(self, field: Field, lister: Lister, parent: QWidget | None = None, default_text: str = "",
                 allow_option: bool = True):
        super().__init__(parent)
        self.field = field
        self._quiet = False
        owner = getattr(lister, "__self__", None)  # the editor: its language and the set's names
        self.lang: str = getattr(owner, "lang", "ru")
        self._namer = getattr(owner, "name_for", None)
        self.input = self._make_input(field, lister, default_text)
        self.setToolTip(field.help_in(self.lang))  # the declaration's words, in the host's language
        KeyTip(self, field.key)
        self.option = QComboBox()  # the set's options by their words; `$key` is each item's data and tooltip
        self.option.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.option.setMinimumContentsLength(16)  # an option's long words widened every field (the form scrolled sideways)
        for name in lister("options"):
            self.option.addItem(str(self._namer("option", name)) if self._namer is not None else name, f"${name}")
            self.option.setItemData(self.option.count() - 1, f"${name}", Qt.ItemDataRole.ToolTipRole)
        self.option.activated.connect(lambda: self._emit(self.option.currentData() or None))
        self.stack = QStackedWidget()
        self.stack.addWidget(self.input)
        self.stack.addWidget(self.option)
        self.dollar = QToolButton()
        self.dollar.setText("$")
        self.dollar.setCheckable(True)
        self.dollar.setToolTip(self.tr("Take the value from an option (a ruling's switch)"))
        self.dollar.toggled.connect(self._dollar_toggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.stack, 1)
        row.addWidget(self.dollar, 0, Qt.AlignmentFlag.AlignTop)
        if isinstance(self.input, QListWidget):  # a stack is as tall as its tallest page otherwise
            self.stack.setMaximumHeight(self.input.maximumHeight())
        self.dollar.setVisible(allow_option and field.kind not in _NO_OPTION_KINDS and len(field.choices) != 1)

    # ----- building ------------------------------------------------------------------------
    def _make_input(self, field: Field, lister: Lister, default_text: str) -> QWidget:
        kind = field.kind
        default_text = default_text or self._default_text()
        if kind == "int":
            box = QSpinBox()
            box.setRange(int(field.minimum) - 1, 9999)
            box.setSpecialValueText(default_text or "—")
            box.valueChanged.connect(lambda n: self._typed(None if n < field.minimum else n))
            return box
        if kind == "float":
            fbox = QDoubleSpinBox()
            fbox.setRange(-0.05, 1.0)
            fbox.setSingleStep(0.05)
            fbox.setSpecialValueText(default_text or "—")
            fbox.valueChanged.connect(lambda x: self._typed(None if x < 0 else round(x, 4)))
            return fbox
        if kind == "bool":
            check = QCheckBox()
            check.toggled.connect(self._typed)
            return check
        if kind in ("choice", "role", "team", "effect"):
            combo = QComboBox()
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)  # a long choice must not widen the form (the popup shows it whole)
            combo.addItem(default_text or "—", None)
            for choice in field.choices or tuple(lister(kind)):
                combo.addItem(self._shown(kind, choice), choice)
                combo.setItemData(combo.count() - 1, format_value(choice), Qt.ItemDataRole.ToolTipRole)  # the YAML key
            combo.activated.connect(lambda: self._typed(combo.currentData()))
            return combo
        one = {plural: single for single, plural in LIST_SHAPES.items()}.get(kind)
        if one is not None:  # the set's teams, roles or abilities (a jail's `also`)
            listing = QListWidget()
            wrapping_list(listing)
            for item_id in lister(kind):
                item = QListWidgetItem(self._shown(one, item_id))
                item.setData(Qt.ItemDataRole.UserRole, item_id)
                item.setToolTip(item_id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                listing.addItem(item)
            listing.itemChanged.connect(lambda _item: self._typed(self._checked(listing) or None))
            return listing
        if kind in ("team_switches", "role_texts"):  # a mapping keyed by the set's ids (maps.py)
            mapping = (TeamSwitches if kind == "team_switches" else RoleTexts)(self, lister)
            mapping.changed.connect(self._typed)
            return mapping
        line = QLineEdit()
        line.editingFinished.connect(lambda: self._typed(self._line_value(line.text())))
        return line

    def _default_text(self) -> str:
        """What an input shows for an absent key with a declared default: "default (1)", in the host's words."""
        default = self.field.default
        if default is None or self.field.kind in ("bool", "text", "yaml") or isinstance(default, (list, dict)):
            return ""
        return self.tr("default (%1)").replace("%1", self._shown(self.field.kind, default))

    def _shown(self, kind: str, value: Any) -> str:
        """What the host reads for a value: a choice's words, a role's or team's name (the id stays the data)."""
        if kind == "choice":
            return self.field.choice_text(value, self.lang)
        if self._namer is not None and kind in ("role", "team", "ability"):
            return str(self._namer(kind, value))
        if kind == "effect":  # an unknown effect shows its id (the checker says why)
            return effect_words(str(value), self.lang).rstrip(".") or str(value)
        return str(value)

    def _line_value(self, text: str) -> Any:
        if self.field.kind == "text":
            return text.strip() or None
        return parse_value(text)

    @staticmethod
    def _checked(listing: QListWidget) -> list[str]:
        items = [listing.item(i) for i in range(listing.count())]
        return [i.data(Qt.ItemDataRole.UserRole) or i.text() for i in items if i.checkState() == Qt.CheckState.Checked]

    # ----- value in, value out -------------------------------------------------------------
    def set_value(self, value: Any) -> None:
        """Show a value without reporting it as a change."""
        self._quiet = True
        try:
            is_ref = isinstance(value, str) and value.startswith("$")
            self.dollar.setChecked(is_ref)
            self.stack.setCurrentIndex(1 if is_ref else 0)
            if is_ref:
                if self.option.findData(value) < 0:  # an unknown option: shown as written (the checker says why)
                    self.option.addItem(value, value)
                self.option.setCurrentIndex(self.option.findData(value))
            else:
                self._show_plain(value)
        finally:
            self._quiet = False

    def _show_plain(self, value: Any) -> None:
        widget = self.input
        if isinstance(widget, QSpinBox):
            widget.setValue(int(value) if isinstance(value, int) and not isinstance(value, bool) else widget.minimum())
        elif isinstance(widget, QDoubleSpinBox):
            widget.setValue(float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else -0.05)
        elif isinstance(widget, QCheckBox):  # an absent key reads as its declared default (the engine's reading)
            widget.setChecked(bool(self.field.default if value is None else value))
        elif isinstance(widget, QComboBox):
            if value is not None and widget.findData(value) < 0:
                widget.addItem(str(value), value)
            widget.setCurrentIndex(max(0, widget.findData(value)) if value is not None else 0)
        elif isinstance(widget, QListWidget):
            chosen = set(value or []) if isinstance(value, list) else set()
            for i in range(widget.count()):
                item = widget.item(i)
                item.setCheckState(Qt.CheckState.Checked if (item.data(Qt.ItemDataRole.UserRole) or item.text()) in chosen else Qt.CheckState.Unchecked)
        elif isinstance(widget, (TeamSwitches, RoleTexts)):
            widget.set_value(value)
        elif isinstance(widget, QLineEdit):
            widget.setText("" if value is None else format_value(value))

    def _dollar_toggled(self, on: bool) -> None:
        self.stack.setCurrentIndex(1 if on else 0)
        if self._quiet:
            return
        if on and self.option.count():
            self._emit(self.option.currentData())
        elif not on:
            self._emit(self._plain_value())

    def _plain_value(self) -> Any:
        widget = self.input
        if isinstance(widget, QSpinBox):
            return None if widget.value() < self.field.minimum else widget.value()
        if isinstance(widget, QDoubleSpinBox):
            return None if widget.value() < 0 else widget.value()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QListWidget):
            return self._checked(widget) or None
        if isinstance(widget, (TeamSwitches, RoleTexts)):
            return widget.value or None
        return self._line_value(widget.text()) if isinstance(widget, QLineEdit) else None

    def _typed(self, value: Any) -> None:
        """A change of the typed input counts only while it is shown (not an option reference)."""
        if not self.dollar.isChecked():
            self._emit(value)

    def _emit(self, value: Any) -> None:
        if not self._quiet:
            self.changed.emit(value)


def chosen_id(listing: QListWidget) -> str:
    """The id of a name list's chosen item (its data; fill_list shows names)."""
    item = listing.currentItem()
    return str(item.data(Qt.ItemDataRole.UserRole) or item.text()) if item is not None else ""


def select_id(listing: QListWidget, item_id: str) -> None:
    for row in range(listing.count()):
        if listing.item(row).data(Qt.ItemDataRole.UserRole) == item_id:
            listing.setCurrentRow(row)
            return


class WrappedLabel(QLabel):
    """A word-wrapped label that is as tall as its lines at its width: in a form (QFormLayout) a long
    sentence was cut to its middle lines at the editor's default size."""

    def __init__(self, text: str = ""):
        super().__init__(text)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)  # the row's whole width

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if height > 0 and height != self.minimumHeight():
            self.setMinimumHeight(height)


def key_label(field: Field, lang: str, bold: bool = False) -> QLabel:
    """A form row's label: what the key means in the host's words; the YAML key in its tooltip."""
    text = field.help_in(lang) or field.key
    label = WrappedLabel(f"<b>{text}</b>" if bold else text)
    KeyTip(label, field.key)
    return label


class ItemPage(QWidget):
    """A tab that lists the set's items of one kind (teams, roles, abilities) beside the chosen one's
    form: `item_column` makes the list and the new-id input, the chosen item is the list's."""

    listing: QListWidget  #: the set's items, made by item_column
    new_id: QLineEdit  #: the id of an item to add, made by item_column
    add_button: QPushButton  #: made by item_column
    #: the chosen item in the form: each tab (teams, roles, abilities) defines its own method
    show_current: Callable[[], None]

    def __init__(self, editor: "EditorHost") -> None:
        super().__init__()
        self.editor = editor
        self._shape: tuple[Any, ...] = ()  #: what the form was last built for: rebuilt only when it changes

    def current(self) -> str:
        return chosen_id(self.listing)

    def select(self, item_id: str) -> None:
        select_id(self.listing, item_id)


def item_column(page: ItemPage, texts: tuple[str, str, str], on_add: Callable[[], None], remove: Callable[[str], object],
                *extra: QWidget) -> QVBoxLayout:
    """The left column every list page of the editor has: the set's items (`page.listing`), a new
    id (`page.new_id`), any extra inputs, then Add (`page.add_button`) and Remove. `texts` are the
    page's own translations of (new id placeholder, Add, Remove)."""
    placeholder, add_text, remove_text = texts
    page.listing = QListWidget()
    page.listing.currentItemChanged.connect(lambda *_items: page.show_current())
    page.new_id = QLineEdit()
    page.new_id.setPlaceholderText(placeholder)
    page.add_button = QPushButton(add_text)
    page.add_button.clicked.connect(on_add)
    remove_button = QPushButton(remove_text)
    remove_button.clicked.connect(lambda: remove(page.current()))
    column = QVBoxLayout()
    for widget in (page.listing, page.new_id, *extra):
        column.addWidget(widget)
    buttons = QHBoxLayout()
    buttons.addWidget(page.add_button)
    buttons.addWidget(remove_button)
    column.addLayout(buttons)
    return column
