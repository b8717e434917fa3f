"""The role set editor driven as a host would: clone, rename, change the tie rule, break and fix the deal, save."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from moderator_app import paths
from moderator_app.engine.roleset import load_roleset
from moderator_app.gui.roleset_editor import RolesetEditor

#: the offscreen platform cannot resize a shown top-level window to its hints; nothing to fix here
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _editor(qtbot) -> RolesetEditor:
    editor = RolesetEditor()
    qtbot.addWidget(editor)
    editor.resize(1000, 700)
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


def _problems(editor: RolesetEditor) -> list[str]:
    return [editor.problems.item(i).text() for i in range(editor.problems.count())]


def test_host_clones_the_classic_set_edits_it_and_saves_a_loadable_set(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    assert editor.model.id == "my-forum-mafia-classic"
    assert _problems(editor) == ["No problems: the set can be used."]

    editor.role_list.setCurrentRow(editor.model.role_ids().index("commissar"))
    _type_into(qtbot, editor.role_names["ru"], "Шериф")
    _type_into(qtbot, editor.id_edit, "sheriff-town")

    editor.tabs.setCurrentIndex(3)
    editor.tie_rule.setCurrentText("no_lynch")
    editor.tie_rule.activated.emit(editor.tie_rule.currentIndex())

    editor.tabs.setCurrentIndex(4)
    row = sorted(editor.model.section("deal")).index(8)
    col = editor.model.role_ids().index("citizen")
    editor.deal_table.item(row, col).setText("5")
    assert any(": deal for 8: the roles add up to 10 players, not 8" in p for p in _problems(editor))
    assert editor.deal_table.item(row, editor.deal_table.columnCount() - 1).text() == "10"
    editor.deal_table.item(row, col).setText("3")
    assert _problems(editor) == ["No problems: the set can be used."]

    editor.tabs.setCurrentIndex(0)
    editor.grab().save("/tmp/editor.png")
    with qtbot.waitSignal(editor.saved) as saved:
        qtbot.mouseClick(next(b for b in editor.findChildren(type(editor.clone_button)) if b.text() == "Save"), Qt.MouseButton.LeftButton)
    path: Path = saved.args[0]
    assert path == paths.user_rolesets_dir() / "sheriff-town.yaml"

    roleset = load_roleset("sheriff-town")
    assert roleset.roles["commissar"].name("ru") == "Шериф"
    assert roleset.vote["tie"] == "no_lynch"
    assert roleset.deal_table[8]["citizen"] == 3


def test_ability_parameters_are_edited_and_checked_live(qtbot) -> None:
    editor = _editor(qtbot)
    _clone_classic(qtbot, editor)
    editor.tabs.setCurrentIndex(1)
    editor.ability_list.setCurrentRow(editor.model.ability_ids().index("inject"))
    keys = [editor.ability_params.item(r, 0).text() for r in range(editor.ability_params.rowCount())]
    editor.ability_params.item(keys.index("charges"), 1).setText("-1")
    assert any("ability 'inject': charges must be a whole number 0 or more, not '-1'" in p for p in _problems(editor))
    editor.ability_params.item(keys.index("charges"), 1).setText("2")
    assert editor.model.section("abilities")["inject"]["charges"] == 2
    _type_into(qtbot, editor.ability_words["en"], "jab, needle")
    assert editor.model.section("abilities")["inject"]["words"]["en"] == ["jab", "needle"]
    assert _problems(editor) == ["No problems: the set can be used."]


def test_import_refuses_a_python_tag_and_export_writes_the_set(qtbot, tmp_path: Path) -> None:
    editor = _editor(qtbot)
    evil = tmp_path / "evil.yaml"
    evil.write_text("id: x\nteams: !!python/object/apply:os.system ['true']\n", encoding="utf-8")
    editor.ask_open = lambda: str(evil)
    editor.import_file()
    assert "is refused" in editor.status.text() and editor.model.id == "my-roleset"
    _clone_classic(qtbot, editor)
    out = tmp_path / "out.yaml"
    editor.ask_save = lambda: str(out)
    editor.export_file()
    assert load_roleset(str(out)).id == "my-forum-mafia-classic"
    QApplication.processEvents()
