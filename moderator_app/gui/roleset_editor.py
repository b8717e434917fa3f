"""The role set editor: a host clones a shipped set (or starts empty) and makes it his own.

A thin view over rolesets_model.RolesetModel: every field edit calls one model operation, then the
checker's messages are refreshed in the panel at the bottom. File dialogs go through `ask_open`
and `ask_save` so tests can answer them headless.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QInputDialog, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QPushButton, QSpinBox, QSplitter, QTableWidget, QTableWidgetItem,
    QTabWidget, QVBoxLayout, QWidget,
)

from ..engine.checker import TIE_RULES
from ..engine.errors import InputError
from ..engine.library import EFFECTS
from ..engine.roleset import shipped_roleset_ids
from ..rolesets_model import LANGS, RolesetModel, format_value, parse_value

_OWN_FIELDS = {"effect", "names", "words", "description"}


class RolesetEditor(QWidget):
    """Edit one role set: roles, abilities, options, vote rules and the deal table."""

    saved = Signal(Path)  #: the path a set was saved to

    def __init__(self, parent: QWidget | None = None, lang: str = "ru"):
        super().__init__(parent)
        self.lang = lang
        self.model = RolesetModel.empty()
        self._loading = False
        self.ask_open: Callable[[], str] = lambda: QFileDialog.getOpenFileName(self, self.tr("Import a role set"), "", "YAML (*.yaml *.yml)")[0]
        self.ask_save: Callable[[], str] = lambda: QFileDialog.getSaveFileName(self, self.tr("Export the role set"), f"{self.model.id}.yaml", "YAML (*.yaml)")[0]
        self.ask_text: Callable[[str], str] = lambda title: QInputDialog.getText(self, title, title)[0]
        self._build()
        self.load_model(self.model)

    # ----- layout ----------------------------------------------------------------------------
    def _build(self) -> None:
        self.start_from = QComboBox()
        self.start_from.addItem(self.tr("Empty role set"), "")
        for rs_id in shipped_roleset_ids():
            self.start_from.addItem(rs_id, rs_id)
        self.clone_button = self._button(self.tr("Clone"), self.clone_selected)
        self.id_edit = QLineEdit()
        self.id_edit.editingFinished.connect(lambda: self._edit(self.model.set_id, self.id_edit.text().strip()))
        top = QHBoxLayout()
        for widget in (QLabel(self.tr("Start from:")), self.start_from, self.clone_button, QLabel(self.tr("Id:")), self.id_edit,
                       self._button(self.tr("Import…"), self.import_file), self._button(self.tr("Export…"), self.export_file),
                       self._button(self.tr("Save"), self.save)):
            top.addWidget(widget)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._roles_tab(), self.tr("Roles"))
        self.tabs.addTab(self._abilities_tab(), self.tr("Abilities"))
        self.tabs.addTab(self._options_tab(), self.tr("Options"))
        self.tabs.addTab(self._vote_tab(), self.tr("Vote"))
        self.tabs.addTab(self._deal_tab(), self.tr("Deal"))
        self.problems = QListWidget()
        self.status = QLabel()
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.tabs)
        checks = QWidget()
        box = QVBoxLayout(checks)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(QLabel(self.tr("Checker")))
        box.addWidget(self.problems)
        splitter.addWidget(checks)
        splitter.setSizes([420, 140])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter)
        layout.addWidget(self.status)

    def _button(self, text: str, slot: Callable[[], Any]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        return button

    def _roles_tab(self) -> QWidget:
        self.role_list = QListWidget()
        self.role_list.currentTextChanged.connect(self._show_role)
        self.role_names = {lang: QLineEdit() for lang in LANGS}
        self.role_descriptions = {lang: QLineEdit() for lang in LANGS}
        self.role_team = QComboBox()
        self.role_abilities = QListWidget()
        form = QFormLayout()
        for lang in LANGS:
            self.role_names[lang].editingFinished.connect(lambda lang=lang: self._role_text("names", lang, self.role_names[lang]))
            form.addRow(self.tr("Name (%1)").replace("%1", lang), self.role_names[lang])
        form.addRow(self.tr("Team"), self.role_team)
        for lang in LANGS:
            self.role_descriptions[lang].editingFinished.connect(lambda lang=lang: self._role_text("description", lang, self.role_descriptions[lang]))
            form.addRow(self.tr("Description (%1)").replace("%1", lang), self.role_descriptions[lang])
        form.addRow(self.tr("Abilities"), self.role_abilities)
        self.role_team.activated.connect(lambda: self._role_edit("team", self.role_team.currentText()))
        self.role_abilities.itemChanged.connect(self._role_abilities_changed)
        return self._list_and_form(self.role_list, form, self.add_role, self.remove_role)

    def _abilities_tab(self) -> QWidget:
        self.ability_list = QListWidget()
        self.ability_list.currentTextChanged.connect(self._show_ability)
        self.ability_effect = QLabel()
        self.ability_names = {lang: QLineEdit() for lang in LANGS}
        self.ability_words = {lang: QLineEdit() for lang in LANGS}
        self.ability_params = QTableWidget(0, 2)
        self.ability_params.setHorizontalHeaderLabels([self.tr("Parameter"), self.tr("Value")])
        self.ability_params.horizontalHeader().setStretchLastSection(True)
        self.ability_params.itemChanged.connect(self._param_changed)
        form = QFormLayout()
        form.addRow(self.tr("Effect"), self.ability_effect)
        for lang in LANGS:
            self.ability_names[lang].editingFinished.connect(lambda lang=lang: self._ability_text("names", lang))
            self.ability_words[lang].editingFinished.connect(lambda lang=lang: self._ability_text("words", lang))
            form.addRow(self.tr("Name (%1)").replace("%1", lang), self.ability_names[lang])
            form.addRow(self.tr("Trigger words (%1)").replace("%1", lang), self.ability_words[lang])
        form.addRow(self.tr("Parameters: priority, targets, charges, chance, reveals…"), self.ability_params)
        form.addRow("", self._button(self.tr("Add a parameter"), self.add_param))
        return self._list_and_form(self.ability_list, form, self.add_ability, self.remove_ability)

    def _options_tab(self) -> QWidget:
        self.options_table = QTableWidget(0, 2)
        self.options_table.setHorizontalHeaderLabels([self.tr("Option"), self.tr("Value")])
        self.options_table.horizontalHeader().setStretchLastSection(True)
        self.options_table.itemChanged.connect(self._option_changed)
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(QLabel(self.tr("The rulings' switches; a value written $name anywhere in the set uses the option.")))
        box.addWidget(self.options_table)
        box.addWidget(self._button(self.tr("Add an option"), self.add_option))
        return page

    def _vote_tab(self) -> QWidget:
        self.tie_rule = QComboBox()
        self.tie_rule.addItems(list(TIE_RULES))
        self.tie_rule.activated.connect(lambda: self._edit(self.model.set_vote, "tie", self.tie_rule.currentText()))
        self.quorum = QComboBox()
        self.quorum.addItems(["none", "quarter"])
        self.quorum.activated.connect(lambda: self._edit(self.model.set_vote, "quorum", self.quorum.currentText()))
        self.self_vote = QCheckBox(self.tr("A player may vote for himself"))
        self.self_vote.toggled.connect(lambda on: self._edit(self.model.set_vote, "self_vote", on))
        self.missed_limit = QSpinBox()
        self.missed_limit.setSpecialValueText(self.tr("never"))
        self.missed_limit.valueChanged.connect(lambda n: self._edit(self.model.set_vote, "missed_limit", n or None))
        page = QWidget()
        form = QFormLayout(page)
        form.addRow(self.tr("Tie rule"), self.tie_rule)
        form.addRow(self.tr("Quorum"), self.quorum)
        form.addRow("", self.self_vote)
        form.addRow(self.tr("Missed votes that remove a player"), self.missed_limit)
        return page

    def _deal_tab(self) -> QWidget:
        self.deal_table = QTableWidget(0, 0)
        self.deal_table.itemChanged.connect(self._deal_changed)
        self.deal_count = QSpinBox()
        self.deal_count.setRange(3, 40)
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(QLabel(self.tr("How many of each role for each player count (rows: players).")))
        box.addWidget(self.deal_table)
        row = QHBoxLayout()
        row.addWidget(self.deal_count)
        row.addWidget(self._button(self.tr("Add a row"), lambda: self._edit(self.model.set_deal, self.deal_count.value(), self.model.role_ids()[0], 0)))
        box.addLayout(row)
        return page

    def _list_and_form(self, listing: QListWidget, form: QFormLayout, add: Callable[[], Any], remove: Callable[[], Any]) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        left = QVBoxLayout()
        left.addWidget(listing)
        buttons = QHBoxLayout()
        buttons.addWidget(self._button(self.tr("Add"), add))
        buttons.addWidget(self._button(self.tr("Remove"), remove))
        left.addLayout(buttons)
        row.addLayout(left, 1)
        row.addLayout(form, 3)
        return page

    # ----- showing the model -------------------------------------------------------------------
    def load_model(self, model: RolesetModel) -> None:
        self.model = model
        self.refresh()

    def refresh(self) -> None:
        """Redraw every view from the model, then the checker's messages."""
        self._loading = True
        try:
            self.id_edit.setText(self.model.id)
            self._fill_list(self.role_list, self.model.role_ids())
            self._fill_list(self.ability_list, self.model.ability_ids())
            self.role_team.clear()
            self.role_team.addItems(self.model.team_ids())
            self._show_role(self.role_list.currentItem().text() if self.role_list.currentItem() else "")
            self._show_ability(self.ability_list.currentItem().text() if self.ability_list.currentItem() else "")
            self._fill_table(self.options_table, list(self.model.section("options").items()))
            self.tie_rule.setCurrentText(str(self.model.vote_value("tie", "no_lynch")))
            self.quorum.setCurrentText(str(self.model.vote_value("quorum", "none")))
            self.self_vote.setChecked(bool(self.model.vote_value("self_vote", False)))
            self.missed_limit.setValue(int(self.model.vote_value("missed_limit") or 0))
            self._fill_deal()
        finally:
            self._loading = False
        self.show_problems()

    def show_problems(self) -> None:
        self.problems.clear()
        found = self.model.problems()
        for problem in found:
            self.problems.addItem(QListWidgetItem(str(problem)))
        if not found:
            self.problems.addItem(self.tr("No problems: the set can be used."))

    def _fill_list(self, listing: QListWidget, ids: list[str]) -> None:
        current = listing.currentItem().text() if listing.currentItem() else None
        listing.clear()
        listing.addItems(ids)
        matches = listing.findItems(current or "", Qt.MatchFlag.MatchExactly) if current else []
        listing.setCurrentRow(listing.row(matches[0]) if matches else (0 if ids else -1))

    def _fill_table(self, table: QTableWidget, rows: list[tuple[str, Any]]) -> None:
        table.setRowCount(len(rows))
        for index, (key, value) in enumerate(rows):
            name = QTableWidgetItem(str(key))
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(index, 0, name)
            table.setItem(index, 1, QTableWidgetItem(format_value(value)))

    def _show_role(self, role_id: str) -> None:
        role = self.model.section("roles").get(role_id) or {}
        was_loading, self._loading = self._loading, True
        for lang in LANGS:
            self.role_names[lang].setText(str((role.get("names") or {}).get(lang, "")))
            self.role_descriptions[lang].setText(str((role.get("description") or {}).get(lang, "")))
        self.role_team.setCurrentText(str(role.get("team", "")))
        self.role_abilities.clear()
        for ability_id in self.model.ability_ids():
            item = QListWidgetItem(ability_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if ability_id in (role.get("abilities") or []) else Qt.CheckState.Unchecked)
            self.role_abilities.addItem(item)
        self._loading = was_loading

    def _show_ability(self, ability_id: str) -> None:
        ability = self.model.section("abilities").get(ability_id) or {}
        was_loading, self._loading = self._loading, True
        effect = str(ability.get("effect", ""))
        self.ability_effect.setText(f"{effect} — {EFFECTS[effect].doc}" if effect in EFFECTS else effect)
        for lang in LANGS:
            self.ability_names[lang].setText(str((ability.get("names") or {}).get(lang, "")))
            self.ability_words[lang].setText(", ".join((ability.get("words") or {}).get(lang, []) or []))
        self._fill_table(self.ability_params, [(k, v) for k, v in ability.items() if k not in _OWN_FIELDS])
        self._loading = was_loading

    def _fill_deal(self) -> None:
        roles, deal = self.model.role_ids(), self.model.section("deal")
        counts = sorted(deal)
        self.deal_table.setColumnCount(len(roles) + 1)
        self.deal_table.setHorizontalHeaderLabels(roles + [self.tr("Total")])
        self.deal_table.setRowCount(len(counts))
        self.deal_table.setVerticalHeaderLabels([str(c) for c in counts])
        for row, count in enumerate(counts):
            for col, role_id in enumerate(roles):
                self.deal_table.setItem(row, col, QTableWidgetItem(str((deal[count] or {}).get(role_id, "") or "")))
            total = QTableWidgetItem(str(sum(int(n) for n in (deal[count] or {}).values() if isinstance(n, int))))
            total.setFlags(total.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.deal_table.setItem(row, len(roles), total)
        self.deal_table.resizeColumnsToContents()

    # ----- edits ---------------------------------------------------------------------------------
    def _edit(self, operation: Callable[..., Any], *args: Any, **kwargs: Any) -> bool:
        """Run one model operation; refuse it with a message, or refresh the views."""
        if self._loading:
            return False
        try:
            operation(*args, **kwargs)
        except InputError as err:
            self.status.setText(err.message)
            return False
        self.status.clear()
        self.refresh()
        return True

    def _current_role(self) -> str:
        return self.role_list.currentItem().text() if self.role_list.currentItem() else ""

    def _current_ability(self) -> str:
        return self.ability_list.currentItem().text() if self.ability_list.currentItem() else ""

    def _role_text(self, key: str, lang: str, field: QLineEdit) -> None:
        if self._current_role():
            self._edit(self.model.set_role_field, self._current_role(), key, field.text(), lang=lang)

    def _role_edit(self, key: str, value: Any) -> None:
        if self._current_role():
            self._edit(self.model.set_role_field, self._current_role(), key, value)

    def _role_abilities_changed(self, _item: QListWidgetItem) -> None:
        items = [self.role_abilities.item(i) for i in range(self.role_abilities.count())]
        self._role_edit("abilities", [i.text() for i in items if i.checkState() == Qt.CheckState.Checked])

    def _ability_text(self, key: str, lang: str) -> None:
        if not self._current_ability():
            return
        text = (self.ability_names if key == "names" else self.ability_words)[lang].text()
        value = text if key == "names" else [w.strip() for w in text.split(",") if w.strip()]
        self._edit(self.model.set_ability_param, self._current_ability(), key, value, lang=lang)

    def _param_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == 1 and self._current_ability():
            key = self.ability_params.item(item.row(), 0).text()
            self._edit(self.model.set_ability_param, self._current_ability(), key, parse_value(item.text()))

    def _option_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == 1:
            self._edit(self.model.set_option, self.options_table.item(item.row(), 0).text(), parse_value(item.text()))

    def _deal_changed(self, item: QTableWidgetItem) -> None:
        roles = self.model.role_ids()
        if self._loading or item.column() >= len(roles):
            return
        count = int(self.deal_table.verticalHeaderItem(item.row()).text())
        value = parse_value(item.text())
        self._edit(self.model.set_deal, count, roles[item.column()], value if isinstance(value, int) else 0)

    def add_role(self) -> None:
        role_id = self.ask_text(self.tr("New role id"))
        if role_id and self.model.team_ids():
            self._edit(self.model.add_role, role_id, self.model.team_ids()[0])
        elif role_id:
            self.status.setText(self.tr("Add a team first (clone a set, or import one)."))

    def remove_role(self) -> None:
        self._edit(self.model.remove_role, self._current_role())

    def add_ability(self) -> None:
        ability_id = self.ask_text(self.tr("New ability id"))
        effect = self.ask_text(self.tr("Effect: %1").replace("%1", ", ".join(sorted(EFFECTS)))) if ability_id else ""
        if ability_id and effect:
            self._edit(self.model.add_ability, ability_id, effect)

    def remove_ability(self) -> None:
        self._edit(self.model.remove_ability, self._current_ability())

    def add_param(self) -> None:
        key = self.ask_text(self.tr("Parameter name"))
        if key and self._current_ability():
            self._edit(self.model.set_ability_param, self._current_ability(), key, "")

    def add_option(self) -> None:
        name = self.ask_text(self.tr("Option name"))
        if name:
            self._edit(self.model.set_option, name, False)

    # ----- files ---------------------------------------------------------------------------------
    def clone_selected(self) -> None:
        ref = self.start_from.currentData()
        try:
            self.load_model(RolesetModel.clone_of(ref, f"my-{ref}") if ref else RolesetModel.empty())
        except InputError as err:
            self.status.setText(str(err))

    def import_file(self) -> None:
        name = self.ask_open()
        if name:
            try:
                self.load_model(RolesetModel.from_file(Path(name)))
            except InputError as err:
                self.status.setText(str(err))

    def export_file(self) -> None:
        name = self.ask_save()
        if name:
            self.model.export(Path(name))
            self.status.setText(self.tr("Exported to %1").replace("%1", name))

    def save(self) -> Path:
        path = self.model.save()
        self.status.setText(self.tr("Saved to %1").replace("%1", str(path)))
        self.saved.emit(path)
        return path
