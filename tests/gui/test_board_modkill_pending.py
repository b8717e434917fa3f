"""host-findings-5 item 12: a modkill entered from the board takes the player out at the phase's result. Until
then the board listed him «ещё не прислал» and drafted him «Напоминаю: жду ваш голос.», and nothing on the board
said the modkill was waiting. Now his row says so, and he is owed nothing (one list: app.correspondence.waiting_for)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.app.correspondence import drafts, waiting_for

from .conftest import to_night


def test_C_FLOW_6_a_modkilled_player_is_owed_nothing_and_his_row_says_why(small_game, qtbot):
    to_night(small_game)
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    game = small_game.controller.game
    assert "Петя" in board.model.missing() and any(d.to == "Петя" for d in drafts(game, "ru"))
    board.host_action.setCurrentIndex(board.host_action.findData("modkill"))
    board.host_player.setCurrentText("Петя")
    qtbot.keyClicks(board.host_reason, "inactive")
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)
    game = small_game.controller.game
    assert game.players["Петя"].alive  # he leaves at the result, as before
    assert "Петя" not in waiting_for(game) and "Петя" not in board.model.missing()
    assert not any(d.to == "Петя" for d in drafts(game, "ru"))
    row = next(r for r in board.model.rows if r["nick"] == "Петя")
    assert row["sent"] == "модкилл: выбывает при подведении итогов"
    small_game.controller.apply("resolve")
    assert not small_game.controller.game.players["Петя"].alive
