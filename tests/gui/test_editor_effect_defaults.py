"""The editor shows an ability's `charges` default from its effect's declaration (#24 item 1, one verdict):
a new pistol reads "default (1)" — the one bullet the engine gives it — and a new check "—" (no limit).
Driven as a host adds abilities on the Abilities tab."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from moderator_app.engine.effects import EFFECTS
from moderator_app.engine.rolesets.schema_parts import ability_params
from moderator_app.gui.roleset_editor import RolesetEditor

from .test_roleset_editor import _clone_classic, _type_into

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _add(qtbot, abilities, new_id: str, effect: str) -> str:
    _type_into(qtbot, abilities.new_id, new_id)
    abilities.new_effect.setCurrentIndex(abilities.new_effect.findData(effect))
    qtbot.mouseClick(abilities.add_button, Qt.MouseButton.LeftButton)
    assert abilities.current() == new_id
    return abilities.fields["charges"].input.text()


def test_a_new_shot_shows_the_one_charge_the_engine_gives_it_and_a_new_check_no_limit(qtbot) -> None:
    editor = RolesetEditor(lang="en")
    qtbot.addWidget(editor)
    editor.show()
    _clone_classic(qtbot, editor)
    abilities = editor.pages["abilities"]
    editor.tabs.setCurrentWidget(abilities)
    shown = {effect: _add(qtbot, abilities, f"new_{effect}", effect) for effect in ("shoot", "vest", "check")}
    declared = {effect: ability_params(EFFECTS[effect])["charges"].default for effect in shown}
    assert declared == {"shoot": 1, "vest": 1, "check": None}
    assert shown == {"shoot": "default (1)", "vest": "default (1)", "check": "—"}
