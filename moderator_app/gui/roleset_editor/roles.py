"""The editor's Roles tab: names and descriptions per language, team, abilities, traits, rules.

Abilities are a checkable list of the set's abilities. The traits form is generated from the
declaration (rolesets_fields.TRAIT_FIELDS): `card_role`, `knows_roles` and `description_if_dealt`
always, any other trait the role has, and an "add a trait" picker for the rest. Triggers
(`{on: death_of_role, role, become}`) and immunities (`{effect, from_team}`) are small forms, one
row per rule, each with its Remove button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget,
)

from ...authoring.rolesets_fields import IMMUNITY_FIELDS, TRAIT_FIELDS, TRIGGER_FIELDS, addable_traits, trait_keys
from ...i18n import LANGS, LANGUAGE_NAMES
from .fields import ItemPage, ValueField, clear_layout, item_column, key_label
from .keytip import list_and_form, wrap_rows, wrapping_list

if TYPE_CHECKING:
    from .host import EditorHost


class RolesPage(ItemPage):
    """List of the set's roles; the chosen one's texts, team, abilities, traits, triggers, immunities."""

    def __init__(self, editor: "EditorHost"):
        super().__init__(editor)
        left = item_column(self, (self.tr("new role id"), self.tr("Add"), self.tr("Remove")), self.add_role,
                           lambda role: self.editor.edit(self.editor.model.remove_role, role))

        self.names = {lang: QLineEdit() for lang in LANGS}
        self.descriptions = {lang: QLineEdit() for lang in LANGS}
        self.team = QComboBox()
        self.team.activated.connect(lambda: self._set("team", self.team.currentData()))
        self.abilities = QListWidget()
        wrapping_list(self.abilities)
        self.abilities.itemChanged.connect(self._abilities_changed)
        form = QFormLayout()
        for lang in LANGS:
            self.names[lang].editingFinished.connect(lambda lang=lang: self._text("names", lang, self.names[lang]))
            form.addRow(self.tr("Name (%1)").replace("%1", LANGUAGE_NAMES[lang]), self.names[lang])
        form.addRow(self.tr("Team"), self.team)
        for lang in LANGS:
            self.descriptions[lang].editingFinished.connect(lambda lang=lang: self._text("description", lang, self.descriptions[lang]))
            form.addRow(self.tr("Description (%1)").replace("%1", LANGUAGE_NAMES[lang]), self.descriptions[lang])
        form.addRow(self.tr("Abilities"), self.abilities)
        self.traits = QFormLayout()
        wrap_rows(self.traits)
        self.trait_fields: dict[str, ValueField] = {}
        self.add_trait = QComboBox()
        self.add_trait.activated.connect(self._add_trait)
        self.rules = QVBoxLayout()
        add_trigger = QPushButton(self.tr("Add a trigger"))
        add_trigger.clicked.connect(lambda: self._add_rule("triggers"))
        add_immunity = QPushButton(self.tr("Add an immunity"))
        add_immunity.clicked.connect(lambda: self._add_rule("immune"))
        adders = QHBoxLayout()
        adders.addWidget(add_trigger)
        adders.addWidget(add_immunity)
        adders.addStretch(1)
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.addLayout(form)
        inner.addLayout(self.traits)
        inner.addWidget(self.add_trait)
        inner.addLayout(self.rules)
        inner.addLayout(adders)
        inner.addStretch(1)
        list_and_form(self, left, holder)

    def add_role(self) -> None:
        role_id, teams = self.new_id.text().strip(), self.editor.model.team_ids()
        if not teams:
            self.editor.status.setText(self.tr("Add a team first."))
        elif self.editor.edit(self.editor.model.add_role, role_id, teams[0]):
            self.new_id.clear()
            self.select(role_id)

    # ----- showing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.editor.fill_list(self.listing, self.editor.model.role_ids(), "role")
        self.show_current()

    def show_current(self) -> None:
        model, role_id = self.editor.model, self.current()
        role = model.section("roles").get(role_id) or {}
        for lang in LANGS:
            self.names[lang].setText(str((role.get("names") or {}).get(lang, "")))
            self.descriptions[lang].setText(str((role.get("description") or {}).get(lang, "")))
        self.team.blockSignals(True)
        self.team.clear()
        for team_id in model.team_ids():
            self.team.addItem(self.editor.name_for("team", team_id), team_id)
            self.team.setItemData(self.team.count() - 1, team_id, Qt.ItemDataRole.ToolTipRole)
        self.team.setCurrentIndex(self.team.findData(str(role.get("team", ""))))
        self.team.blockSignals(False)
        self.abilities.blockSignals(True)
        self.abilities.clear()
        for ability_id in model.ability_ids():
            item = QListWidgetItem(self.editor.name_for("ability", ability_id))
            item.setData(Qt.ItemDataRole.UserRole, ability_id)
            item.setToolTip(ability_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if ability_id in (role.get("abilities") or []) else Qt.CheckState.Unchecked)
            self.abilities.addItem(item)
        self.abilities.blockSignals(False)
        traits = trait_keys([str(k) for k in role]) if role_id else []
        shape = (role_id, tuple(traits), len(model.rules(role_id, "triggers")), len(model.rules(role_id, "immune")),
                 *self.editor.shape_of_lists())
        if shape != self._shape:
            self._build_traits(traits)
            self._build_rules(role_id)
            self._shape = shape
        for key, field in self.trait_fields.items():
            field.set_value(role.get(key))
        for (list_key, index, key), field in self.rule_fields.items():
            field.set_value(model.rules(role_id, list_key)[index].get(key))

    def _build_traits(self, keys: list[str]) -> None:
        """The role's traits, each with the input and the words its declaration gives (ROLE_TRAITS)."""
        clear_layout(self.traits)
        self.trait_fields = {}
        for key in keys:
            field = ValueField(TRAIT_FIELDS[key], self.editor.ids_for)
            field.changed.connect(lambda value, key=key: self._set(key, value))
            self.traits.addRow(key_label(TRAIT_FIELDS[key], self.editor.lang), field)
            self.trait_fields[key] = field
        self.card_role, self.knows_roles = self.trait_fields.get("card_role"), self.trait_fields.get("knows_roles")
        self.add_trait.clear()
        self.add_trait.addItem(self.tr("Add a trait…"), "")
        for key in addable_traits(keys) if keys else []:
            self.add_trait.addItem(TRAIT_FIELDS[key].help_in(self.editor.lang) or key, key)
            self.add_trait.setItemData(self.add_trait.count() - 1, key, Qt.ItemDataRole.ToolTipRole)  # the YAML key
        self.add_trait.setEnabled(bool(keys))

    def _add_trait(self) -> None:
        key = self.add_trait.currentData()
        if key and self.current():
            spec = TRAIT_FIELDS[key]
            start: Any = {"bool": True, "int": 1, "float": 0.5}.get(spec.kind, spec.choices[0] if spec.choices else "")
            self._set(key, start if spec.default is None or spec.kind != "bool" else not spec.default)

    def _build_rules(self, role_id: str) -> None:
        clear_layout(self.rules)
        self.rule_fields: dict[tuple[str, int, str], ValueField] = {}
        titles = {"triggers": self.tr("Trigger %1"), "immune": self.tr("Immunity %1")}
        for list_key, fields in (("triggers", TRIGGER_FIELDS), ("immune", IMMUNITY_FIELDS)):
            for index, _rule in enumerate(self.editor.model.rules(role_id, list_key)):
                line = QHBoxLayout()
                line.addWidget(QLabel(titles[list_key].replace("%1", str(index + 1))))
                for field_spec in fields:
                    field = ValueField(field_spec, self.editor.ids_for)
                    field.changed.connect(lambda value, lk=list_key, i=index, k=field_spec.key:
                                          self.editor.edit(self.editor.model.set_rule, self.current(), lk, i, k, value))
                    line.addWidget(key_label(field_spec, self.editor.lang))
                    line.addWidget(field, 1)
                    self.rule_fields[(list_key, index, field_spec.key)] = field
                remove = QPushButton(self.tr("Remove"))
                remove.clicked.connect(lambda _c=False, lk=list_key, i=index:
                                       self.editor.edit(self.editor.model.remove_rule, self.current(), lk, i))
                line.addWidget(remove)
                self.rules.addLayout(line)

    # ----- edits ---------------------------------------------------------------------------------
    def _text(self, key: str, lang: str, field: QLineEdit) -> None:
        if self.current():
            self.editor.edit(self.editor.model.set_role_field, self.current(), key, field.text(), lang=lang)

    def _set(self, key: str, value: Any) -> None:
        if self.current():
            self.editor.edit(self.editor.model.set_role_field, self.current(), key, value)

    def _abilities_changed(self, _item: QListWidgetItem) -> None:
        items = [self.abilities.item(i) for i in range(self.abilities.count())]
        self._set("abilities", [i.data(Qt.ItemDataRole.UserRole) for i in items if i.checkState() == Qt.CheckState.Checked])

    def _add_rule(self, list_key: str) -> None:
        if self.current():
            self.editor.edit(self.editor.model.add_rule, self.current(), list_key)

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1:
            self.select(str(path[1]))
