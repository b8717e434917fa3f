"""A set written in the editor from «Пустой набор ролей», as a new host writes mafiascum's Mini
Normal (Town with a Cop and a Doctor, two Mafia Goons): the mafia's members know each other only
when the host ticks it on the Teams tab, and their role cards then name the partner; a town whose
win «нет живых врагов» has no enemy ticked is named by the checker (host-findings-2 items 3, 4: the
set passed as «Проблем нет», its goons' cards named no partner, and its first game ended at the
first lynch with «Победа: Город!» and both goons alive)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from moderator_app.engine.model.game import Game
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_role_card

from .test_roleset_editor import _pick, _problems, _type_into
from .test_roleset_editor_defects import _editor

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
SEATS = [("Dannflor", "townie"), ("Porkens", "townie"), ("Ztife", "goon"), ("killerjester", "goon")]


def _write_mini_normal(qtbot, editor) -> None:
    teams, abilities, roles = editor.pages["teams"], editor.pages["abilities"], editor.pages["roles"]
    _type_into(qtbot, editor.id_edit, "mini-normal")
    editor.tabs.setCurrentWidget(teams)
    for team, win in (("town", "eliminate"), ("mafia", "parity")):
        _type_into(qtbot, teams.new_id, team)
        qtbot.mouseClick(teams.add_button, Qt.MouseButton.LeftButton)
        teams.select(team)
        _pick(teams.win_kind, win)
    editor.tabs.setCurrentWidget(abilities)
    abilities.new_effect.setCurrentIndex(abilities.new_effect.findData("kill"))
    _type_into(qtbot, abilities.new_id, "factional_kill")
    qtbot.mouseClick(abilities.add_button, Qt.MouseButton.LeftButton)
    editor.tabs.setCurrentWidget(roles)
    for role, team in (("townie", "town"), ("goon", "mafia")):
        _type_into(qtbot, roles.new_id, role)
        qtbot.mouseClick(roles.add_button, Qt.MouseButton.LeftButton)
        roles.select(role)
        _pick(roles.team, team)
    roles.select("goon")
    roles.abilities.findItems("factional_kill", Qt.MatchFlag.MatchContains)[0].setCheckState(Qt.CheckState.Checked)


def _game() -> Game:
    return Game.replay(script_entries({"ruleset": "mini-normal", "seed": 1,
                                       "players": [{"nick": n, "role": r} for n, r in SEATS]}))


def test_a_town_with_no_enemy_ticked_is_named_before_the_set_is_used(open_window, qtbot):
    editor = _editor(open_window)
    _write_mini_normal(qtbot, editor)
    problems = _problems(editor)
    assert any("«town» побеждает, когда «нет живых врагов», но врагов у неё не отмечено" in p for p in problems), problems
    teams = editor.pages["teams"]
    teams.select("town")
    teams.fields["enemies"].input.findItems("mafia", Qt.MatchFlag.MatchContains)[0].setCheckState(Qt.CheckState.Checked)
    assert editor.model.section("teams")["town"]["win"]["enemies"] == ["mafia"]
    assert not any("врагов у неё не отмечено" in p for p in _problems(editor))


def test_the_host_ticks_that_the_mafia_know_each_other_and_the_goons_cards_name_the_partner(open_window, qtbot):
    editor = _editor(open_window)
    _write_mini_normal(qtbot, editor)
    teams = editor.pages["teams"]
    editor.tabs.setCurrentWidget(teams)
    teams.select("mafia")
    assert teams.knows.text() == "Члены знают друг друга" and teams.knows_tip.key == "knows_each_other"
    assert not teams.knows.isChecked()
    editor.save()
    card = render_role_card(_game(), "Ztife", "ru")
    assert "killerjester" not in card  # not ticked: the set says nothing, the card names nobody

    teams.knows.click()
    assert editor.model.section("teams")["mafia"]["knows_each_other"] is True
    teams.select("town")
    assert not teams.knows.isChecked()  # the box shows the chosen team's own value
    teams.select("mafia")
    assert teams.knows.isChecked()
    editor.save()
    assert load_roleset("mini-normal").teams["mafia"].traits.get("knows_each_other") is True
    assert "killerjester" in render_role_card(_game(), "Ztife", "ru")
    teams.knows.click()  # unticked: the key goes, not `false`
    assert "knows_each_other" not in editor.model.section("teams")["mafia"]
