"""The editor edits a compound ability's `also` (#22 item 3) as the host picks abilities: a checkable list
of the set's abilities by name, the ids as data; what is ticked is what the file says."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from moderator_app import paths
from moderator_app.authoring.rolesets_model import RolesetModel
from moderator_app.gui.roleset_editor import RolesetEditor

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"


def _item(listing: QListWidget, ability_id: str):
    return next(listing.item(i) for i in range(listing.count()) if listing.item(i).data(Qt.ItemDataRole.UserRole) == ability_id)


def test_a_jails_also_is_a_list_of_the_sets_abilities_by_name_and_ticking_writes_the_ids(qtbot, tmp_path: Path) -> None:
    editor = RolesetEditor(lang="ru")
    qtbot.addWidget(editor)
    editor.resize(900, 700)
    editor.show()
    editor.load_model(RolesetModel.from_file(SET))
    abilities = editor.pages["abilities"]
    editor.tabs.setCurrentWidget(abilities)
    abilities.select("jail")
    listing = abilities.fields["also"].input
    assert isinstance(listing, QListWidget)
    block = _item(listing, "jail_block")
    assert block.text() == "Тюрьма (блок)" and block.checkState() == Qt.CheckState.Checked
    assert _item(listing, "roleblock").checkState() == Qt.CheckState.Unchecked
    _item(listing, "roleblock").setCheckState(Qt.CheckState.Checked)
    assert editor.model.section("abilities")["jail"]["also"] == ["roleblock", "jail_block"]
    block.setCheckState(Qt.CheckState.Unchecked)
    _item(listing, "roleblock").setCheckState(Qt.CheckState.Unchecked)
    assert "also" not in editor.model.section("abilities")["jail"]
