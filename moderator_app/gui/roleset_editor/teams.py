"""The editor's Teams tab: a team's names, whether it is a loner, whether its members know each
other (the role cards then name the teammates), and its win condition.

The win condition's kind is one of those engine/resolution/win.py supports (checker.WIN_KINDS); its parameter
form (enemies, with_one_more, flag…) follows the kind, from rolesets_fields.WIN_FIELDS.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout,
)

from ...authoring.rolesets_fields import TEAM_FIELDS, WIN_FIELDS, WIN_KIND
from ...i18n import LANGS, LANGUAGE_NAMES
from .keytip import KeyTip
from .fields import ItemPage, ValueField, clear_layout, item_column, key_label
from .maps import TeamSwitches

if TYPE_CHECKING:
    from .host import EditorHost


class TeamsPage(ItemPage):
    """List of the set's teams; the chosen one's names, loner flag and win condition."""

    def __init__(self, editor: "EditorHost"):
        super().__init__(editor)
        self.fields: dict[str, ValueField] = {}
        left = item_column(self, (self.tr("new team id"), self.tr("Add"), self.tr("Remove")), self.add_team,
                           lambda team: self.editor.edit(self.editor.model.remove_team, team))

        self.names = {lang: QLineEdit() for lang in LANGS}
        self.loner = QCheckBox(self.tr("A loner: plays alone, wins alone"))
        self.loner.toggled.connect(lambda on: self._edit(self.editor.model.set_team_field, "loner", on))
        #: without it a mafia written here got role cards naming no partner (host-findings-2 item 4);
        #: its words are the key's declaration (engine/rolesets/schema_parts.py), the YAML key its tooltip
        knows = TEAM_FIELDS["knows_each_other"]
        words = knows.help_in(editor.lang)
        self.knows = QCheckBox(words[:1].upper() + words[1:])  # a check box's text, as «Одиночка…» above it
        self.knows_tip = KeyTip(self.knows, knows.key)
        self.knows.toggled.connect(lambda on: self._edit(self.editor.model.set_team_field, "knows_each_other", on))
        self.win_kind = QComboBox()
        for kind in WIN_FIELDS:
            self.win_kind.addItem(WIN_KIND.choice_text(kind, editor.lang), kind)
            self.win_kind.setItemData(self.win_kind.count() - 1, kind, Qt.ItemDataRole.ToolTipRole)  # the YAML key
        self.win_kind.activated.connect(lambda: self._edit(self.editor.model.set_win_kind, self.win_kind.currentData()))
        self.win_help = QLabel()
        self.win_help.setWordWrap(True)
        form = QFormLayout()
        for lang in LANGS:
            self.names[lang].editingFinished.connect(
                lambda lang=lang: self._edit(self.editor.model.set_team_field, "names", self.names[lang].text(), lang=lang))
            form.addRow(self.tr("Name (%1)").replace("%1", LANGUAGE_NAMES[lang]), self.names[lang])
        form.addRow("", self.loner)
        form.addRow("", self.knows)
        form.addRow(self.tr("Win condition"), self.win_kind)
        form.addRow("", self.win_help)
        self.win_form = QFormLayout()
        right = QVBoxLayout()
        right.addLayout(form)
        right.addLayout(self.win_form)
        right.addStretch(1)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addLayout(right, 3)

    def win_texts(self) -> dict[str, str]:
        return {
            "eliminate": self.tr("Wins when every enemy team is dead."),
            "parity": self.tr("Wins when its living members are not fewer than all the others."),
            "last_alive": self.tr("A loner wins alone (or with one more player, if allowed)."),
            "only_left": self.tr("Wins when only its members are alive (or any is alive after the last round)."),
            "flag_majority": self.tr("Wins when the living players with the flag outnumber the others."),
            "none": self.tr("Never wins (scores points instead)."),
            "executed": self.tr("Wins when the town executes one of its members (a jester)."),
            "survive": self.tr("A member alive at the end wins beside the winners (a survivor)."),
        }

    def add_team(self) -> None:
        team_id = self.new_id.text().strip()
        if self.editor.edit(self.editor.model.add_team, team_id):
            self.new_id.clear()
            self.select(team_id)

    def _edit(self, operation: Any, *args: Any, **kwargs: Any) -> None:
        if self.current():
            self.editor.edit(operation, self.current(), *args, **kwargs)

    # ----- showing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.editor.fill_list(self.listing, self.editor.model.team_ids(), "team")
        self.show_current()

    def show_current(self) -> None:
        team = self.editor.model.section("teams").get(self.current()) or {}
        written = team.get("win")
        win = written if isinstance(written, dict) else {}
        kind = str(win.get("kind", ""))
        for lang in LANGS:
            self.names[lang].setText(str((team.get("names") or {}).get(lang, "")))
        for box, key in ((self.loner, "loner"), (self.knows, "knows_each_other")):
            box.blockSignals(True)
            box.setChecked(bool(team.get(key)))
            box.blockSignals(False)
        self.win_kind.setCurrentIndex(max(0, self.win_kind.findData(kind)))
        self.win_help.setText(self.win_texts().get(kind, ""))
        shape = (self.current(), kind, *self.editor.shape_of_lists())
        if shape != self._shape:
            clear_layout(self.win_form)
            self.fields = {}
            for spec in WIN_FIELDS.get(kind, ()):
                field = ValueField(spec, self.editor.ids_for)
                field.changed.connect(lambda value, key=spec.key: self._edit(self.editor.model.set_win_param, key, value))
                self.win_form.addRow(key_label(spec, self.editor.lang), field)
                self.fields[spec.key] = field
            self._shape = shape
        for key, field in self.fields.items():
            field.set_value(win.get(key))
            if isinstance(field.input, TeamSwitches):  # a switch for each enemy the win names
                field.input.set_rows([str(team) for team in win.get("enemies") or []])

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1:
            self.select(str(path[1]))
