"""The role set editor driven as a host would: clone the classic set, add a role with an ability
picked from the library, change a win condition, add a trigger, follow a checker message to the deal
row it names, save, and play a short game on the saved set."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.model.script import script_entries
from moderator_app.gui.roleset_editor import RolesetEditor

#: the offscreen platform cannot resize a shown top-level window to its hints; nothing to fix here
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
NO_PROBLEMS = ["No problems: the set can be used."]


def _editor(qtbot) -> RolesetEditor:
    editor = RolesetEditor()
    qtbot.addWidget(editor)
    editor.resize(1100, 760)
    editor.show()
    return editor


def _clone_classic(qtbot, editor: RolesetEditor) -> None:
    editor.start_from.setCurrentIndex(editor.start_from.findData("forum-mafia-classic"))
    qtbot.mouseClick(editor.clone_button, Qt.MouseButton.LeftButton)


def _type_into(qtbot, field, text: str) -> None:
    """Type as a host would (QTest.keyClicks takes only ASCII, so Cyrillic goes as key events), then Enter."""
    field.setFocus()
    field.selectAll()
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(field, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char))
    qtbot.keyClick(field, Qt.Key.Key_Return)


def _pick(combo: QComboBox, text: str) -> None:
    """Choose an entry of a combo box as a click would (the `activated` signal): by its value (the
    host reads its words, e.g. "не срабатывает" for `void`) or, for plain lists, by its text."""
    index = combo.findData(text)
    combo.setCurrentIndex(index if index >= 0 else combo.findText(text))
    combo.activated.emit(combo.currentIndex())


def _problems(editor: RolesetEditor) -> list[str]:
    return [editor.problems.item(i).text() for i in range(editor.problems.count())]


def _check(qtbot, listing, text: str) -> None:
    item = listing.findItems(text, Qt.MatchFlag.MatchExactly)[0]
    item.setCheckState(Qt.CheckState.Checked)


def test_C_ROLE_DOC_host_adds_a_bodyguard_with_a_library_protect_and_plays_it(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    assert _problems(editor) == NO_PROBLEMS
    abilities, roles, teams = editor.pages["abilities"], editor.pages["roles"], editor.pages["teams"]

    editor.tabs.setCurrentWidget(abilities)
    _type_into(qtbot, abilities.new_id, "guard")
    abilities.new_effect.setCurrentIndex(abilities.new_effect.findData("protect"))
    qtbot.mouseClick(abilities.add_button, Qt.MouseButton.LeftButton)
    assert abilities.current() == "guard"
    assert "against" in abilities.fields and "prey_teams" not in abilities.fields  # the form follows the effect
    tooltip = abilities.effect.itemData(abilities.effect.findData("protect"), Qt.ItemDataRole.ToolTipRole)
    assert tooltip == "Отменяет нападения на цель, от которых защищает.\neffect: protect"  # the declaration's words, then the YAML key
    assert abilities.effect.currentText() == "Отменяет нападения на цель, от которых защищает"  # #15.6: no id on the screen
    assert abilities.band.text().endswith("400-499: основные ночные действия в порядке набора: убийства, проверки, лечение, яд")
    no_self = abilities.fields["no_self"].input
    qtbot.mouseClick(no_self, Qt.MouseButton.LeftButton, pos=QPoint(8, no_self.height() // 2))  # the box, left
    priority = abilities.fields["priority"].input
    assert isinstance(priority, QSpinBox) and priority.specialValueText() == "default (430)"
    priority.setValue(435)
    _pick(abilities.fields["when_actor_killed"].input, "void")
    assert abilities.fields["when_actor_killed"].input.currentText() == "не срабатывает"  # #15.6: the host's words
    combo = abilities.fields["when_actor_killed"].input
    assert combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole) == "void"  # the YAML value in the tooltip
    assert abilities.fields["when_actor_killed"].toolTip() == "если действующего убили раньше этой ночью"
    _type_into(qtbot, abilities.words["ru"], "охраняю, сторожу")
    assert editor.model.section("abilities")["guard"] == {
        "effect": "protect", "names": {"ru": "guard", "pl": "guard", "en": "guard"}, "no_self": True, "priority": 435,
        "when_actor_killed": "void", "words": {"ru": ["охраняю", "сторожу"]}}
    qtbot.mouseClick(abilities.fields["no_repeat_target"].dollar, Qt.MouseButton.LeftButton)  # a ruling switch instead
    assert editor.model.section("abilities")["guard"]["no_repeat_target"] == "$town_needs_maniac_dead"
    qtbot.mouseClick(abilities.fields["no_repeat_target"].dollar, Qt.MouseButton.LeftButton)
    assert editor.model.section("abilities")["guard"]["no_repeat_target"] is False

    editor.tabs.setCurrentWidget(roles)
    _type_into(qtbot, roles.new_id, "bodyguard")
    qtbot.mouseClick(roles.add_button, Qt.MouseButton.LeftButton)
    assert roles.current() == "bodyguard"
    _type_into(qtbot, roles.names["ru"], "Телохранитель")
    _check(qtbot, roles.abilities, "guard")
    qtbot.mouseClick(next(b for b in roles.findChildren(type(roles.add_button)) if b.text() == "Add a trigger"), Qt.MouseButton.LeftButton)
    _pick(roles.rule_fields[("triggers", 0, "role")].input, "doctor")
    _pick(roles.rule_fields[("triggers", 0, "become")].input, "doctor")
    assert roles.rule_fields[("triggers", 0, "become")].input.currentText() == "Доктор"  # a name, not an id
    assert editor.model.section("roles")["bodyguard"] == {
        "team": "town", "names": {"ru": "Телохранитель", "pl": "bodyguard", "en": "bodyguard"}, "abilities": ["guard"],
        "triggers": [{"on": "death_of_role", "role": "doctor", "become": "doctor"}]}
    assert any("roles.bodyguard: роли «Телохранитель» нет ни в одной строке раздачи" in p for p in _problems(editor))  # ru UI

    editor.tabs.setCurrentWidget(teams)
    teams.select("maniac")
    _pick(teams.win_kind, "only_left")
    assert isinstance(teams.fields["or_alive_after_last_round"].input, QCheckBox)
    assert editor.model.section("teams")["maniac"]["win"] == {"kind": "only_left"}

    deal = editor.pages["deal"]
    row, counts = deal.table, deal.counts()
    roles_order = editor.model.role_ids()
    row.item(counts.index(8), roles_order.index("bodyguard")).setText("1")
    message = next(i for i in range(editor.problems.count()) if "deal.8: ролей в сумме 9, а игроков 8" in editor.problems.item(i).text())
    editor.tabs.setCurrentWidget(roles)
    rect = editor.problems.visualItemRect(editor.problems.item(message))
    qtbot.mouseClick(editor.problems.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.tabs.currentWidget() is deal and row.currentRow() == counts.index(8)
    row.item(counts.index(8), roles_order.index("citizen")).setText("2")
    left = _problems(editor)  # warnings only (#11): the maniac's new win leaves its option unused; guard's words lack pl
    assert all(": предупреждение: " in p for p in left), left
    assert any("опция 'maniac_wins_at_two' — не опция движка" in p for p in left), left
    assert any("abilities.guard.words: нет текста на языке 'pl'" in p for p in left), left

    for name, page in editor.pages.items():
        editor.tabs.setCurrentWidget(page)
        QApplication.processEvents()
        editor.grab().save(f"/tmp/ed_{name}.png")
    with qtbot.waitSignal(editor.saved) as saved:
        qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert saved.args[0] == paths.user_rolesets_dir() / "my-forum-mafia-classic.yaml"

    roleset = load_roleset("my-forum-mafia-classic")
    assert roleset.abilities["guard"].priority == 435 and roleset.roles["bodyguard"].name("ru") == "Телохранитель"
    players = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "bodyguard"), ("Маша", "citizen"),
               ("Дина", "putana"), ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "doctor")]
    game = Game.replay(script_entries({
        "ruleset": "my-forum-mafia-classic", "seed": 1,
        "players": [{"nick": n, "role": r} for n, r in players],
        "phases": [{"day": {}}, {"night": {"actions": [
            {"actor": "Петя", "action": "kill", "target": "Маша"}, {"actor": "Борис", "action": "kill", "target": "Маша"},
            {"actor": "Коля", "action": "guard", "target": "Маша"}]}}],
    }))
    assert all(p.alive for p in game.players.values())  # the bodyguard's protect cancelled the mafia kill


def test_host_renames_a_role_sets_the_tie_rule_and_saves_a_loadable_set(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    roles = editor.pages["roles"]
    roles.select("commissar")
    _type_into(qtbot, roles.names["ru"], "Шериф")
    _type_into(qtbot, editor.id_edit, "sheriff-town")
    vote = editor.pages["vote"]
    _pick(vote.tie_rule, "no_lynch")
    assert vote.origins["tie"].text() == "(option: Правило ничьей)"  # the option's declared words (option_names)
    assert vote.origins["tie"].toolTip() == "$tie_rule"
    assert editor.model.section("options")["tie_rule"] == "no_lynch"
    editor.save()
    roleset = load_roleset("sheriff-town")
    assert roleset.roles["commissar"].name("ru") == "Шериф" and roleset.vote["tie"] == "no_lynch"


def test_ability_parameters_are_checked_live_and_a_message_opens_the_ability(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    abilities = editor.pages["abilities"]
    abilities.select("inject")
    editor.model.set_ability_param("inject", "charges", "$slander_nights")
    editor.refresh()
    option = abilities.fields["charges"].option  # the option by its words; `$slander_nights` is its data
    assert abilities.fields["charges"].dollar.isChecked() and option.currentData() == "$slander_nights"
    assert option.currentText() == "Сколько ночей действует наговор"
    abilities.fields["charges"].input.setValue(0)
    qtbot.mouseClick(abilities.fields["charges"].dollar, Qt.MouseButton.LeftButton)
    assert editor.model.section("abilities")["inject"]["charges"] == 0
    options = editor.pages["options"]
    options.fields["slander_nights"].input.setValue(2)  # the option's own row, a spin box for a number
    assert editor.model.section("options")["slander_nights"] == 2
    editor.model.set_ability_param("inject", "evidence_chance", 2)
    editor.refresh()
    [message] = _problems(editor)
    assert message.endswith("abilities.inject.evidence_chance: должно быть числом от 0 до 1, а не '2'")
    abilities.select("hunt")
    editor.tabs.setCurrentWidget(editor.pages["deal"])
    editor.go_to_problem(editor.problems.item(0))
    assert editor.tabs.currentWidget() is abilities and abilities.current() == "inject"
    abilities.fields["evidence_chance"].input.setValue(0.5)
    assert editor.model.section("abilities")["inject"]["evidence_chance"] == 0.5 and _problems(editor) == NO_PROBLEMS


def test_import_refuses_a_python_tag_and_export_writes_the_set(qtbot, tmp_path: Path) -> None:
    editor = _editor(qtbot)
    evil = tmp_path / "evil.yaml"
    evil.write_text("id: x\nteams: !!python/object/apply:os.system ['true']\n", encoding="utf-8")
    editor.ask_open = lambda: str(evil)
    editor.import_file()
    assert "тег '!!python/object/apply:os.system' запрещён" in editor.status.text() and editor.model.id == "my-roleset"
    _clone_classic(qtbot, editor)
    out = tmp_path / "out.yaml"
    editor.ask_save = lambda: str(out)
    editor.export_file()
    assert load_roleset(str(out)).id == "my-forum-mafia-classic"
    QApplication.processEvents()
