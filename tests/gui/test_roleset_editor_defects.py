"""The role-set editor's defects a host met (#23 item 5, Editor), driven as a host would: the set's
own name, a new role by its name in «знает, у кого эти роли», the jester's win in words, the
inherited `min_team_share` shown where it changes the host's own deal row, and an empty set that is
not «можно использовать»."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from moderator_app.gui.roleset_editor import RolesetEditor

from .test_roleset_editor import _clone_classic, _pick, _problems, _type_into

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _editor(open_window) -> RolesetEditor:
    """The editor as the host opens it from a Russian window, at its default size."""
    window = open_window("ru")
    window.open_roleset_editor()
    editor = window.editor_window
    assert isinstance(editor, RolesetEditor)
    return editor


def test_a_clone_is_named_as_a_copy_and_the_host_renames_it(open_window, qtbot):
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    assert editor.name_edits["ru"].text() == "Классическая форумная мафия — копия"  # not the shipped set's name again
    _type_into(qtbot, editor.name_edits["ru"], "Мафия у Лены")
    assert editor.model.data["names"]["ru"] == "Мафия у Лены"
    assert editor.model.data["names"]["pl"] == "Klasyczna mafia forumowa — kopia"


def test_a_role_named_after_it_was_added_shows_by_its_name_in_knows_roles(open_window, qtbot):
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    roles = editor.pages["roles"]
    editor.tabs.setCurrentWidget(roles)
    _type_into(qtbot, roles.new_id, "witch")
    _type_into(qtbot, roles.names["ru"], "Ведьма")
    roles.select("commissar")
    knows = roles.trait_fields["knows_roles"].input
    assert isinstance(knows, QListWidget)
    shown = [knows.item(i).text() for i in range(knows.count())]
    assert "Ведьма" in shown and "witch" not in shown


def test_the_jesters_win_reads_in_words_not_a_raw_key(open_window, qtbot):
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    teams = editor.pages["teams"]
    editor.tabs.setCurrentWidget(teams)
    _type_into(qtbot, teams.new_id, "jester")
    _pick(teams.win_kind, "executed")
    assert teams.win_help.text() == "Побеждает, когда город казнит одного из её членов (шут)."
    labels = [teams.win_form.itemAt(i).widget().text() for i in range(teams.win_form.count())
              if hasattr(teams.win_form.itemAt(i).widget(), "text")]
    assert labels and not any("`" in label or "executed" in label for label in labels), labels


def test_an_inherited_min_team_share_is_shown_with_the_row_it_changes(open_window, qtbot, tmp_path):
    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    deal = editor.pages["deal"]
    editor.tabs.setCurrentWidget(deal)
    for role, n in (("citizen", 5), ("commissar", 1), ("doctor", 1), ("mafioso", 2)):
        editor.edit(editor.model.set_deal, 9, role, n)
    assert deal.shares["mafia"].value() == 25  # the hidden inherited key, visible where the deal is made
    assert deal.topped.text() == "9 игроков: «Новая игра» предложит Мирный житель -1, Мафиози +1 (наименьшие доли команд)"
    editor.grab().save(str(tmp_path / "deal.png"))
    deal.shares["mafia"].setValue(20)  # the host lowers it: kept as he typed it
    assert editor.model.data["min_team_share"]["mafia"] == 0.2
    deal.shares["mafia"].setValue(0)  # the host drops it: his own row is what New game proposes
    assert "min_team_share" not in editor.model.data
    assert deal.topped.text() == ""


def test_an_empty_set_is_not_said_to_be_usable(open_window, qtbot):
    editor = _editor(open_window)
    problems = _problems(editor)
    assert "Проблем нет: набор можно использовать." not in problems
    assert any("в наборе нет ролей" in p for p in problems)


def test_at_the_default_size_no_tab_scrolls_sideways_and_no_label_is_cut(open_window, qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea

    from moderator_app.gui.roleset_editor.abilities import SHORT
    from moderator_app.gui.roleset_editor.fields import WrappedLabel

    editor = _editor(open_window)
    _clone_classic(qtbot, editor)
    for key, page in editor.pages.items():
        editor.tabs.setCurrentWidget(page)
        for _ in range(5):  # the wrapped labels take their height on the next layout pass
            QApplication.processEvents()
        editor.grab().save(str(tmp_path / f"{key}.png"))
        for scroll in page.findChildren(QScrollArea):
            assert not scroll.horizontalScrollBar().isVisible(), key
        for label in page.findChildren(WrappedLabel):
            if label.isVisible():
                assert label.height() >= label.heightForWidth(label.width()), (key, label.text())
    effects = editor.pages["abilities"].effect
    assert isinstance(effects, QComboBox) and effects.maxVisibleItems() == 15  # the list ran off the screen
    assert max(len(effects.itemText(i)) for i in range(effects.count())) <= SHORT


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_the_add_parameter_list_reads_in_words_without_braces(open_window, qtbot, lang):
    """host-findings-2 item 18: «{живых не больше: целей}» was a label written as a YAML map."""
    window = open_window(lang)
    window.open_roleset_editor()
    editor = window.editor_window
    _clone_classic(qtbot, editor)
    abilities = editor.pages["abilities"]
    editor.tabs.setCurrentWidget(abilities)
    abilities.select("check")
    items = {abilities.add_param.itemData(i, Qt.ItemDataRole.ToolTipRole): abilities.add_param.itemText(i)
             for i in range(1, abilities.add_param.count())}
    assert "targets_at_alive" in items, items
    assert not [text for text in items.values() if "{" in text or "}" in text], items


def test_a_good_import_after_a_broken_one_says_it_was_read(open_window, tmp_path) -> None:
    """host-findings-4: an import with a YAML error, then one that reads: the status line still showed the
    first file's «ошибка в YAML» under the second set, as if it had failed too."""
    editor = _editor(open_window)
    broken, good = tmp_path / "broken.yaml", tmp_path / "good.yaml"
    broken.write_text("id: x\nteams: {town: {win: {kind: parity}\n", encoding="utf-8")
    good.write_text("id: good\nteams:\n  town: {win: {kind: parity}}\nroles:\n  vanilla: {team: town}\n", encoding="utf-8")
    editor.ask_open = lambda: str(broken)
    editor.import_file()
    assert "ошибка в YAML" in editor.status.text()
    editor.ask_open = lambda: str(good)
    editor.import_file()
    assert editor.model.id == "good" and editor.status.text() == f"Импортировано из {good}"


def test_a_vest_added_in_the_editor_is_passive_and_leaves_passive_with_its_effect(open_window) -> None:
    """host-findings-4: «Добавить» an ability with the effect vest gave at once «abilities.armor.phase: эффект vest
    действует сам: укажите `phase: passive`» — the editor knows it from the effect's declaration."""
    editor = _editor(open_window)
    abilities = editor.pages["abilities"]
    editor.tabs.setCurrentWidget(abilities)
    abilities.new_id.setText("armor")
    abilities.new_effect.setCurrentIndex(abilities.new_effect.findData("vest"))
    abilities.add_ability()
    assert editor.model.section("abilities")["armor"]["phase"] == "passive"
    assert not any("armor" in text for text in _problems(editor))
    editor.edit(editor.model.set_effect, "armor", "protect")  # another effect: sent again, no passive left behind
    assert "phase" not in editor.model.section("abilities")["armor"]
    editor.edit(editor.model.set_effect, "armor", "link")
    assert editor.model.section("abilities")["armor"]["phase"] == "passive"


def test_two_abilities_of_one_name_are_told_apart_by_their_id(open_window, qtbot) -> None:
    """host-findings-4: a paranoid cop's check is named «Проверка» like the cop's, so the player cannot tell; the
    editor's list and each role's ability check boxes then showed «Проверка», «Проверка»."""
    editor = _editor(open_window)
    abilities = editor.pages["abilities"]
    for ability_id in ("check", "paranoid_check", "kill"):
        abilities.new_id.setText(ability_id)
        abilities.new_effect.setCurrentIndex(abilities.new_effect.findData("kill" if ability_id == "kill" else "check"))
        abilities.add_ability()
    for ability_id in ("check", "paranoid_check"):
        editor.edit(editor.model.set_ability_param, ability_id, "names", "Проверка", lang="ru")
    shown = [abilities.listing.item(i).text() for i in range(abilities.listing.count())]
    assert "Проверка (check)" in shown and "Проверка (paranoid_check)" in shown and "kill" in shown
    editor.edit(editor.model.set_ability_param, "paranoid_check", "names", "Проверка параноика", lang="ru")
    assert editor.name_for("ability", "check") == "Проверка"  # no twin left: the name alone
