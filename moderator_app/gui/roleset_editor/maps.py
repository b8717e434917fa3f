"""Inputs for role-set values that map the set's own ids to something: a switch per team, words per role.

`TeamSwitches` edits `enemies_optional` (team → yes/no, or `$option`): one check box per enemy team,
named in the host's language; an absent team counts (the engine's reading, win.py), so its box
shows ticked and ticking it again removes the key. `RoleTexts` edits `description_if_dealt`
(role → words per language): one row per role with a box per language, a role picker and Add.
Both are the inputs `ValueField` builds for those kinds (rolesets_fields.field_of), so they follow
the declaration, not a hand-placed form.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ...authoring.rolesets_fields import Field
from ...i18n import LANGS, LANGUAGE_NAMES
from .keytip import KeyTip, clear_layout

if TYPE_CHECKING:
    from .host import FieldOwner

#: kind -> the ids it offers (the editor's ids_for)
Lister = Callable[[str], list[str]]


class TeamSwitches(QWidget):
    """`enemies_optional`: does each enemy team count? A switch per team (an `$option` may stand in)."""

    changed = Signal(object)

    def __init__(self, owner: "FieldOwner", lister: Lister):
        super().__init__()
        self.owner, self.lister = owner, lister
        self.value: dict[str, Any] = {}
        self.team_ids: tuple[str, ...] = tuple(lister("teams"))
        self.switches: dict[str, Any] = {}  #: team -> its ValueField (built as type(owner))
        self.labels: dict[str, QLabel] = {}  #: each team's name in the host's language
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self._build()

    def set_rows(self, team_ids: list[str]) -> None:
        """The teams shown: the win's enemies (and any team the set already names here)."""
        wanted = tuple(dict.fromkeys([*team_ids, *self.value]))
        if wanted != self.team_ids:
            self.team_ids = wanted
            self._build()
            self.set_value(self.value)

    def _build(self) -> None:
        clear_layout(self.grid)
        self.switches, self.labels = {}, {}
        namer = self.owner._namer
        for row, team_id in enumerate(self.team_ids):
            label = QLabel(str(namer("team", team_id)) if namer is not None else team_id)
            KeyTip(label, f"{self.owner.field.key}.{team_id}")
            switch = self.owner.twin(Field(team_id, "bool", help=self.owner.field.help, default=True), self.lister)
            switch.changed.connect(lambda value, team_id=team_id: self._switched(team_id, value))
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(switch, row, 1)
            self.switches[team_id], self.labels[team_id] = switch, label

    def set_value(self, value: Any) -> None:
        self.value = dict(value) if isinstance(value, dict) else {}
        for team_id, switch in self.switches.items():
            switch.set_value(self.value.get(team_id))

    def _switched(self, team_id: str, value: Any) -> None:
        new = dict(self.value)
        if value is None or value is True:  # counting is what an absent team does
            new.pop(team_id, None)
        else:
            new[team_id] = value
        self.value = new
        self.changed.emit(new or None)


class RoleTexts(QWidget):
    """`description_if_dealt`: per role, the sentences said only when that role is dealt, per language."""

    changed = Signal(object)

    def __init__(self, owner: "FieldOwner", lister: Lister):
        super().__init__()
        self.owner, self.lister = owner, lister
        self.value: dict[str, Any] = {}
        self.boxes: dict[tuple[str, str], QLineEdit] = {}
        self.heads: dict[str, QLabel] = {}  #: each role's name in the host's language
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.pick = QComboBox()
        self.add_button = QPushButton(self.tr("Add text for a role"))
        self.add_button.clicked.connect(self._add)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self.grid)
        adder = QGridLayout()
        adder.addWidget(self.pick, 0, 0)
        adder.addWidget(self.add_button, 0, 1)
        column.addLayout(adder)
        self._shape: tuple[Any, ...] = ()

    def _name(self, role_id: str) -> str:
        namer = self.owner._namer
        return str(namer("role", role_id)) if namer is not None else role_id

    def set_value(self, value: Any) -> None:
        self.value = {str(k): dict(v) if isinstance(v, dict) else {} for k, v in value.items()} if isinstance(value, dict) else {}
        shape = (tuple(self.value), tuple(self.lister("roles")))
        if shape != self._shape:
            self._build()
            self._shape = shape
        for (role_id, lang), box in self.boxes.items():
            if not box.hasFocus():
                box.setText(str(self.value.get(role_id, {}).get(lang) or ""))
                box.setCursorPosition(0)  # a long sentence shows its beginning

    def _build(self) -> None:
        clear_layout(self.grid)
        self.boxes, self.heads = {}, {}
        row = 0
        for role_id in self.value:  # columns: the role, a language, its words, Remove
            head = QLabel(f"<b>{self._name(role_id)}</b>")
            KeyTip(head, f"{self.owner.field.key}.{role_id}")
            self.grid.addWidget(head, row, 0)
            self.heads[role_id] = head
            remove = QPushButton(self.tr("Remove"))
            remove.clicked.connect(lambda _c=False, role_id=role_id: self._remove(role_id))
            self.grid.addWidget(remove, row, 3)
            for lang in LANGS:
                box = QLineEdit()
                box.editingFinished.connect(lambda role_id=role_id, lang=lang: self._typed(role_id, lang))
                self.grid.addWidget(QLabel(LANGUAGE_NAMES[lang]), row, 1)
                self.grid.addWidget(box, row, 2)
                self.boxes[(role_id, lang)] = box
                row += 1
        self.grid.setColumnStretch(2, 1)
        self.pick.clear()
        for role_id in self.lister("roles"):
            if role_id not in self.value:
                self.pick.addItem(self._name(role_id), role_id)
                self.pick.setItemData(self.pick.count() - 1, role_id, Qt.ItemDataRole.ToolTipRole)
        self.pick.setEnabled(self.pick.count() > 0)
        self.add_button.setEnabled(self.pick.count() > 0)

    def _typed(self, role_id: str, lang: str) -> None:
        text = self.boxes[(role_id, lang)].text().strip()
        texts = {k: v for k, v in self.value.get(role_id, {}).items() if k != lang}
        if text:
            texts[lang] = text
        if texts == self.value.get(role_id):
            return
        self._emit({**self.value, role_id: texts})

    def _add(self) -> None:
        role_id = self.pick.currentData()
        if role_id:
            self._emit({**self.value, str(role_id): {}})

    def _remove(self, role_id: str) -> None:
        self._emit({k: v for k, v in self.value.items() if k != role_id})

    def _emit(self, value: dict[str, Any]) -> None:
        self.value = value
        self.changed.emit(value or None)
