"""#15 item 6 leftovers: the role-set editor shows what the declarations say, driven as a host would.

- An absent key shows its declared default (every declared yes/no key: `vote.last_counts` is ticked).
- `enemies_optional` is a switch per enemy team, named in the host's language.
- Options read as their words (`option_names`, or the engine's declaration), the key in the tooltip.
- `description_if_dealt` is edited on the Roles tab, in a form derived from the role's declaration.
Each host action is checked again after save and reopen (import of the saved file).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit, QWidget

from moderator_app.authoring.rolesets_fields import (
    ABILITY_FIELDS, IMMUNITY_FIELDS, TRAIT_FIELDS, TRIGGER_FIELDS, VOTE_FIELDS, WIN_FIELDS, Field,
)
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.gui.roleset_editor import RolesetEditor
from moderator_app.gui.roleset_editor.fields import ValueField
from moderator_app.gui.roleset_editor.maps import RoleTexts, TeamSwitches

from .test_roleset_editor import _clone_classic, _pick, _type_into

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _editor(qtbot, lang: str = "ru") -> RolesetEditor:
    editor = RolesetEditor(lang=lang)
    qtbot.addWidget(editor)
    editor.resize(1100, 760)
    editor.show()
    return editor


def _reopen(qtbot, path: Path, lang: str = "ru") -> RolesetEditor:
    """A new editor window that imports the saved file, as the host's Import… does."""
    editor = _editor(qtbot, lang)
    editor.ask_open = lambda: str(path)
    editor.import_file()
    return editor


def _declared_booleans() -> list[Field]:
    groups = [*ABILITY_FIELDS.values(), *TRAIT_FIELDS.values(), *TRIGGER_FIELDS, *IMMUNITY_FIELDS,
              *VOTE_FIELDS.values(), *(f for fields in WIN_FIELDS.values() for f in fields)]
    return [f for f in groups if f.kind == "bool"]


def test_every_declared_yes_no_key_shows_its_default_when_absent(qtbot) -> None:
    editor = _editor(qtbot)
    booleans = _declared_booleans()
    assert any(f.default is True for f in booleans)  # last_counts, at least: the case that was wrong
    for spec in booleans:
        field = ValueField(spec, editor.ids_for)
        qtbot.addWidget(field)
        field.set_value(None)
        assert isinstance(field.input, QCheckBox) and field.input.isChecked() == bool(spec.default), spec.key
        field.set_value(not spec.default)
        assert field.input.isChecked() == (not spec.default), spec.key


def test_an_absent_number_or_choice_shows_its_declared_default(qtbot) -> None:
    editor = _editor(qtbot)
    targets = ValueField(ABILITY_FIELDS["targets"], editor.ids_for)  # declared default 1
    qtbot.addWidget(targets)
    targets.set_value(None)
    assert targets.input.text() == "default (1)"
    reveals = ValueField(ABILITY_FIELDS["reveals"], editor.ids_for)  # declared default: side
    qtbot.addWidget(reveals)
    reveals.set_value(None)
    assert reveals.input.currentText() == f"default ({ABILITY_FIELDS['reveals'].choice_text('side', 'ru')})"


def test_C_LYNCH_last_counts_absent_reads_ticked_and_unticking_survives_save_and_reopen(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    _type_into(qtbot, editor.id_edit, "last-vote")
    editor.model.section("vote").pop("last_counts")  # a host's file without the key
    editor.refresh()
    vote = editor.pages["vote"]
    editor.tabs.setCurrentWidget(vote)
    for key, switch in vote.switches.items():  # every yes/no vote rule, from the vote's declaration
        assert switch.isChecked() == bool(VOTE_FIELDS[key].default), key
    assert vote.last_counts.isChecked() and vote.last_counts.text() == "Засчитывается последний голос"
    vote.last_counts.click()
    assert editor.model.section("vote")["last_counts"] is False
    path = editor.save()
    assert load_roleset("last-vote").vote["last_counts"] is False
    again = _reopen(qtbot, path).pages["vote"]
    assert not again.last_counts.isChecked()
    again.last_counts.click()
    assert again.editor.model.section("vote")["last_counts"] is True


def _switches(editor: RolesetEditor) -> TeamSwitches:
    teams = editor.pages["teams"]
    editor.tabs.setCurrentWidget(teams)
    teams.select("town")
    widget = teams.fields["enemies_optional"].input
    assert isinstance(widget, TeamSwitches)
    return widget


def test_C_WIN_1_enemies_optional_is_a_switch_per_enemy_team_in_the_hosts_words(qtbot) -> None:
    editor = _editor(qtbot, "pl")
    _clone_classic(qtbot, editor)
    _type_into(qtbot, editor.id_edit, "optional-enemies")
    switches = _switches(editor)
    assert {team: label.text() for team, label in switches.labels.items()} == {"mafia": "Mafia", "maniac": "Maniak"}  # the win's enemies by their Polish names, never `maniac`
    maniac = switches.switches["maniac"]
    assert maniac.dollar.isChecked() and maniac.option.currentText() == "Miasto musi zabić także maniaka"
    qtbot.mouseClick(maniac.dollar, Qt.MouseButton.LeftButton)  # a fixed value instead of the option
    switches = _switches(editor)
    switches.switches["maniac"].input.setChecked(False)  # the maniac does not count
    assert editor.model.section("teams")["town"]["win"]["enemies_optional"] == {"maniac": False}
    _switches(editor).switches["mafia"].input.click()  # untick, then tick again: an absent team counts
    assert editor.model.section("teams")["town"]["win"]["enemies_optional"] == {"mafia": False, "maniac": False}
    _switches(editor).switches["mafia"].input.click()
    assert editor.model.section("teams")["town"]["win"]["enemies_optional"] == {"maniac": False}
    path = editor.save()
    assert load_roleset("optional-enemies").teams["town"].win["enemies_optional"] == {"maniac": False}
    reopened = _switches(_reopen(qtbot, path, "pl"))
    assert reopened.switches["mafia"].input.isChecked() and not reopened.switches["maniac"].input.isChecked()
    assert not reopened.switches["maniac"].dollar.isChecked()


def test_options_read_as_their_words_and_a_new_option_is_named_in_place(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    _type_into(qtbot, editor.id_edit, "named-options")
    options = editor.pages["options"]
    editor.tabs.setCurrentWidget(options)
    assert options.words["tie_rule"].text() == "Правило ничьей"  # the set's option_names
    assert options.labels["missed_votes_auto"].text().startswith("Пропуск голосования засчитывается сам")  # the engine's
    texts = [w.text() for w in options.findChildren(QWidget) if hasattr(w, "text") and callable(w.text)]
    assert not any(name in texts for name in ("tie_rule", "missed_votes_auto", "town_needs_maniac_dead"))
    _type_into(qtbot, options.new_name, "silent_night")
    options.findChildren(type(editor.save_button))[-1].click()  # Add an option
    assert "silent_night" in editor.model.section("options")
    _type_into(qtbot, options.words["silent_night"], "Тихая ночь")
    assert editor.model.data["option_names"]["silent_night"] == {"ru": "Тихая ночь"}
    abilities = editor.pages["abilities"]
    abilities.select("inject")
    charges = abilities.fields["charges"]
    qtbot.mouseClick(charges.dollar, Qt.MouseButton.LeftButton)
    _pick(charges.option, "$silent_night")
    assert charges.option.currentText() == "Тихая ночь"
    path = editor.save()
    again = _reopen(qtbot, path)
    assert again.pages["options"].words["silent_night"].text() == "Тихая ночь"
    assert again.name_for("option", "silent_night") == "Тихая ночь"
    again.pages["abilities"].select("inject")
    assert again.pages["abilities"].fields["charges"].option.currentText() == "Тихая ночь"


def test_C_ROLE_FND_description_if_dealt_is_edited_on_the_roles_tab(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    _type_into(qtbot, editor.id_edit, "dealt-texts")
    roles = editor.pages["roles"]
    editor.tabs.setCurrentWidget(roles)
    roles.select("commissar")
    texts = roles.trait_fields["description_if_dealt"].input
    assert isinstance(texts, RoleTexts) and texts.boxes == {}
    _pick(texts.pick, "sergeant")
    assert texts.pick.currentText() == "Сержант"  # roles by name, the id is the item's data
    qtbot.mouseClick(texts.add_button, Qt.MouseButton.LeftButton)
    texts = roles.trait_fields["description_if_dealt"].input
    _type_into(qtbot, texts.boxes[("sergeant", "ru")], "Его помощник — Сержант.")
    _type_into(qtbot, texts.boxes[("sergeant", "pl")], "Jego pomocnikiem jest Sierżant.")
    assert editor.model.section("roles")["commissar"]["description_if_dealt"] == {
        "sergeant": {"ru": "Его помощник — Сержант.", "pl": "Jego pomocnikiem jest Sierżant."}}
    path = editor.save()
    assert load_roleset("dealt-texts").roles["commissar"].traits["description_if_dealt"]["sergeant"]["pl"].startswith("Jego")
    again = _reopen(qtbot, path).pages["roles"]
    again.select("commissar")
    boxes = again.trait_fields["description_if_dealt"].input.boxes
    assert boxes[("sergeant", "ru")].text() == "Его помощник — Сержант." and boxes[("sergeant", "en")].text() == ""
    again.select("boss")  # the shipped text about the Foundling, shown under his name
    boss_texts = again.trait_fields["description_if_dealt"].input
    assert boss_texts.heads["foundling"].text() == "<b>Подкидыш</b>"
    assert boss_texts.boxes[("foundling", "ru")].text() == "Его смерть превращает Подкидыша в мафиози."


def test_a_trait_is_added_from_the_declared_list_and_a_default_true_false_stays_written(qtbot) -> None:
    editor = _editor(qtbot, "pl")
    _clone_classic(qtbot, editor)
    roles = editor.pages["roles"]
    roles.select("doctor")
    index = roles.add_trait.findData("unhealable")
    assert roles.add_trait.itemText(index) == TRAIT_FIELDS["unhealable"].help_in("pl")  # words, the key in the tooltip
    _pick(roles.add_trait, "unhealable")
    assert editor.model.section("roles")["doctor"]["unhealable"] is True
    roles.trait_fields["unhealable"].input.click()  # off: the default, so the key goes
    assert "unhealable" not in editor.model.section("roles")["doctor"]
    boxes = [w for w in roles.findChildren(QLineEdit) if w.isVisible()]
    assert boxes  # the form is still there after the row went


@pytest.mark.parametrize("lang, citizen", [("ru", "Мирный житель"), ("pl", "Mieszkaniec")])
def test_deal_table_columns_name_roles_in_the_hosts_words(qtbot, lang, citizen) -> None:
    """checkmsg noticed the Deal tab's column headers were role ids ("citizen", "hermit")."""
    editor = _editor(qtbot, lang)
    _clone_classic(qtbot, editor)
    deal = editor.pages["deal"]
    editor.tabs.setCurrentWidget(deal)
    headers = [deal.table.horizontalHeaderItem(c).text() for c in range(deal.table.columnCount())]
    tips = [deal.table.horizontalHeaderItem(c).toolTip() for c in range(deal.table.columnCount() - 1)]
    assert headers[tips.index("citizen")] == citizen and "citizen" not in headers
