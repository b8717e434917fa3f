"""A long nick («Эддисон МакГє Длинноникова») is shown whole in the host's player pickers — the
phase board's host events, the resolve override, the playing host's own seat — and the chosen
name is the picker's tooltip too."""

from __future__ import annotations

import pytest

from .conftest import SEATS

LONG = "Эддисон МакГє Длинноникова"


def _game(open_window, lang):
    window = open_window(lang)
    players = [{"nick": nick, "role": role, "account": f"acc{i}"} for i, (nick, role) in enumerate(SEATS)]
    players[3]["nick"] = LONG
    assert window.controller.new_game("Игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    window.resize(1366, 740)
    return window


def _shows_whole(combo, qtbot, text: str) -> None:
    combo.setCurrentText(text)
    assert combo.currentText() == text
    # the box asks for room for the whole nick (its text area: the width less the arrow)
    assert combo.sizeHint().width() - 30 >= combo.fontMetrics().horizontalAdvance(text), (combo.sizeHint(), text)
    assert text in combo.toolTip()


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_long_nick_shown_whole_in_host_pickers(open_window, qtbot, lang):
    window = _game(open_window, lang)
    view = window.game_view
    board = view.board
    view.tabs.setCurrentWidget(board)
    board.host_action.setCurrentIndex(board.host_action.findData("modkill"))
    qtbot.wait(1)
    _shows_whole(board.host_player, qtbot, LONG)
    window.grab().save(f"/tmp/layout-board-{lang}.png")
    view.tabs.setCurrentWidget(view.resolve)
    qtbot.wait(1)
    _shows_whole(view.resolve.player, qtbot, LONG)
    window.grab().save(f"/tmp/layout-resolve-{lang}.png")
