"""The editor's Abilities tab: an ability is a library effect plus parameters, edited in a form.

The effect is picked from the library's effects (authoring/rolesets_fields.effect_ids; each effect's words are its tooltip); the form
is generated from the effect's own parameters plus the common keys (engine/rolesets/roleset.py), each with
the input its type wants and a `$` switch for an option. Names and trigger words per language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout,
    QWidget,
)

from ...authoring.rolesets_fields import (ability_field, ability_keys, addable_keys, default_priority, effect_ids, effect_words,
                                         own_params, priority_band)
from ...i18n import LANGS, LANGUAGE_NAMES
from .fields import ItemPage, ValueField, clear_layout, item_column, key_label
from .keytip import list_and_form, wrap_rows

if TYPE_CHECKING:
    from .host import EditorHost


def effect_combo(lang: str = "ru") -> QComboBox:
    """The library's effects, each read in the host's language (its declaration's words); the
    effect's YAML key is in the item's tooltip, after the same words."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(24)  # long words must not widen the form; the tooltip has them whole
    # the list ran off the screen (every effect's whole sentence, all items at once): a scrolling
    # list of 15, each item's first sentence cut at SHORT characters, the whole in its tooltip
    combo.setStyleSheet("QComboBox { combobox-popup: 0; }")
    combo.setMaxVisibleItems(15)
    for name in effect_ids():
        doc = effect_words(name, lang)
        combo.addItem(_short(doc), name)
        combo.setItemData(combo.count() - 1, f"{doc}\neffect: {name}", Qt.ItemDataRole.ToolTipRole)
    # the open list as wide as its texts: as narrow as the box it elided «Цель при провер…другой командой»
    # (host-findings-5 item 13); the box itself stays narrow in the form
    widest = max((combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
    combo.view().setMinimumWidth(widest + combo.view().verticalScrollBar().sizeHint().width() + 24)
    return combo


SHORT = 60


def _short(doc: str) -> str:
    first = doc.split(". ")[0].rstrip(".")
    return first if len(first) <= SHORT else first[:SHORT - 1].rstrip() + "…"


class AbilitiesPage(ItemPage):
    """List of the set's abilities; the chosen one's effect, texts and parameters."""

    def __init__(self, editor: "EditorHost"):
        super().__init__(editor)
        self.fields: dict[str, ValueField] = {}
        self.new_effect = effect_combo(self.editor.lang)
        left = item_column(self, (self.tr("new ability id"), self.tr("Add"), self.tr("Remove")), self.add_ability,
                           lambda ability: self.editor.edit(self.editor.model.remove_ability, ability), self.new_effect)

        self.effect = effect_combo(self.editor.lang)
        self.effect.activated.connect(lambda: self.editor.edit(self.editor.model.set_effect, self.current(), self.effect.currentData()))
        self.effect_doc = QLabel()
        self.effect_doc.setWordWrap(True)
        self.band = QLabel()
        self.band.setWordWrap(True)
        self.names = {lang: QLineEdit() for lang in LANGS}
        self.words = {lang: QLineEdit() for lang in LANGS}
        texts = QFormLayout()
        texts.addRow(self.tr("Effect"), self.effect)
        texts.addRow("", self.effect_doc)
        texts.addRow("", self.band)
        for lang in LANGS:
            self.names[lang].editingFinished.connect(lambda lang=lang: self._text("names", lang))
            self.words[lang].editingFinished.connect(lambda lang=lang: self._text("words", lang))
            self.words[lang].setPlaceholderText(self.tr("words separated by commas"))
            texts.addRow(self.tr("Name (%1)").replace("%1", LANGUAGE_NAMES[lang]), self.names[lang])
            texts.addRow(self.tr("Trigger words (%1)").replace("%1", LANGUAGE_NAMES[lang]), self.words[lang])
        self.params = QFormLayout()
        wrap_rows(self.params)
        self.add_param = QComboBox()
        self.add_param.activated.connect(self._add_param)
        holder = QWidget()
        inner = QVBoxLayout(holder)
        inner.addLayout(texts)
        inner.addWidget(QLabel(self.tr("<b>Parameters</b>")))
        inner.addLayout(self.params)
        inner.addWidget(self.add_param)
        inner.addStretch(1)
        list_and_form(self, left, holder)

    def add_ability(self) -> None:
        ability_id = self.new_id.text().strip()
        if self.editor.edit(self.editor.model.add_ability, ability_id, self.new_effect.currentData()):
            self.new_id.clear()
            self.select(ability_id)

    # ----- showing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.editor.fill_list(self.listing, self.editor.model.ability_ids(), "ability")
        self.show_current()

    def show_current(self) -> None:
        ability_id = self.current()
        ability = self.editor.model.section("abilities").get(ability_id) or {}
        effect = str(ability.get("effect", ""))
        self.effect.setEnabled(bool(ability_id))
        self.effect.setCurrentIndex(max(0, self.effect.findData(effect)))
        self.effect_doc.setText(effect_words(effect, self.editor.lang))
        for lang in LANGS:
            self.names[lang].setText(str((ability.get("names") or {}).get(lang, "")))
            self.words[lang].setText(", ".join(str(w) for w in ((ability.get("words") or {}).get(lang) or [])))
        keys = ability_keys(effect, [str(k) for k in ability]) if ability_id else []
        shape = (ability_id, effect, tuple(keys), *self.editor.shape_of_lists())
        if shape != self._shape:
            self._build_form(effect, keys)
            self._shape = shape
        for key, field in self.fields.items():
            field.set_value(ability.get(key))
        priority = ability.get("priority", default_priority(effect))
        band = priority_band(priority, self.editor.lang) if isinstance(priority, int) else ""
        self.band.setText(self.tr("Priority band: %1").replace("%1", band) if band else "")

    def _build_form(self, effect: str, keys: list[str]) -> None:
        clear_layout(self.params)
        self.fields = {}
        default = default_priority(effect)
        for key in keys:
            field = ValueField(ability_field(key, effect), self.editor.ids_for,
                               default_text=self.tr("default (%1)").replace("%1", str(default)) if key == "priority" else "")
            field.changed.connect(lambda value, key=key: self.editor.edit(self.editor.model.set_ability_param, self.current(), key, value))
            own = key in own_params(effect)
            label = key_label(ability_field(key, effect), self.editor.lang, bold=own)  # the declaration's words; the key in the tooltip
            what = effect_words(effect, self.editor.lang).rstrip(".")
            label.setToolTip(self.tr("a parameter of the effect '%1'").replace("%1", what) if own else self.tr("a parameter any ability may carry"))
            self.params.addRow(label, field)
            self.fields[key] = field
        self.add_param.clear()
        self.add_param.addItem(self.tr("Add a parameter…"), "")
        for key in addable_keys(effect, keys) if effect else []:
            self.add_param.addItem(ability_field(key).help_in(self.editor.lang) or key, key)
            self.add_param.setItemData(self.add_param.count() - 1, key, Qt.ItemDataRole.ToolTipRole)  # the YAML key

    # ----- edits ---------------------------------------------------------------------------------
    def _text(self, key: str, lang: str) -> None:
        if not self.current():
            return
        text = (self.names if key == "names" else self.words)[lang].text()
        value: Any = text if key == "names" else [w.strip() for w in text.split(",") if w.strip()]
        self.editor.edit(self.editor.model.set_ability_param, self.current(), key, value, lang=lang)

    def _add_param(self) -> None:
        key = self.add_param.currentData()
        if key and self.current():
            field = ability_field(key)
            start: Any = {"bool": True, "int": 1, "float": 0.5}.get(field.kind, field.choices[0] if field.choices else "")
            self.editor.edit(self.editor.model.set_ability_param, self.current(), key, start)

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1:
            self.select(str(path[1]))
        if len(path) > 2 and str(path[2]) in self.fields:
            self.fields[str(path[2])].setFocus()
