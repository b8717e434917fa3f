"""host-findings-5 item 13, the role-set editor's small things at the real window: the effect list elided its
texts in the middle (as narrow as the left column), the deal's «Наименьшая доля команды» named a team by its id
after it was named, and the check panel ran a long message off to the right."""

from __future__ import annotations

import pytest

from .test_roleset_editor import _problems, _type_into
from .test_roleset_editor_defects import _editor
from .test_roleset_editor_from_empty import _write_mini_normal

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform on an open popup
def test_the_open_effect_list_is_as_wide_as_its_texts(open_window, qtbot):
    editor = _editor(open_window)
    combo = editor.pages["abilities"].new_effect
    editor.tabs.setCurrentWidget(editor.pages["abilities"])
    editor.resize(1000, 600)
    combo.showPopup()
    qtbot.waitUntil(combo.view().isVisible)
    view = combo.view()
    widest = max(view.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
    assert view.viewport().width() >= widest and view.width() > combo.width()
    view.window().grab().save("/tmp/hf/editor-effect-list-ru.png")
    combo.hidePopup()


def test_the_smallest_share_names_a_team_named_after_it_was_added(open_window, qtbot):
    editor = _editor(open_window)
    _write_mini_normal(qtbot, editor)
    teams = editor.pages["teams"]
    editor.tabs.setCurrentWidget(teams)
    teams.select("mafia")
    _type_into(qtbot, teams.names["ru"], "Мафия")
    deal = editor.pages["deal"]
    editor.tabs.setCurrentWidget(deal)
    assert deal.share_names["mafia"].text() == "Мафия"
    assert deal.share_names["town"].text() == "town"  # not named yet: its id is all there is
    editor.resize(1000, 600)
    qtbot.wait(50)  # laid out, as the host sees it
    editor.grab().save("/tmp/hf/editor-deal-shares-ru.png")


def test_the_check_panel_wraps_a_long_message(open_window, qtbot):
    editor = _editor(open_window)
    _write_mini_normal(qtbot, editor)  # the town's «нет живых врагов» with no enemy ticked: a long message
    editor.resize(900, 600)
    qtbot.wait(10)
    panel = editor.problems
    long = next(i for i, text in enumerate(_problems(editor)) if "врагов у неё не отмечено" in text)
    assert panel.fontMetrics().horizontalAdvance(panel.item(long).text()) > panel.viewport().width()
    assert not panel.horizontalScrollBar().isVisible()
    editor.grab().save("/tmp/hf/editor-check-wraps-ru.png")
    assert panel.visualItemRect(panel.item(long)).height() >= 2 * panel.fontMetrics().height()  # on several lines
