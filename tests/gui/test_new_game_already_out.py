"""A game taken over mid-game (lead, rules3 item 2): on the new-game page the host marks the players already
out («Уже выбыли» / «Już poza grą» / "Already out"), the game seats them out of the living (journal.PlayerSpec
`out`), and the board's majority counts the others: 8 signed up, 2 out, 6 alive → 4 to lynch, not 5."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from moderator_app import paths

ACCOUNTS = ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Гена"]
SET = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")


@pytest.mark.parametrize("lang, words", [("ru", "Уже выбыли"), ("pl", "Już poza grą"), ("en", "Already out")])
def test_quorum_majority_players_marked_out_at_the_start_are_not_counted(open_window, qtbot, lang, words):
    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText("\n".join(ACCOUNTS))
    out = page.players.out_button
    assert out.text().replace("&", "") == words
    table = page.players.table
    table.selectRow(6)
    qtbot.mouseClick(out, Qt.MouseButton.LeftButton)
    table.selectRow(7)
    qtbot.mouseClick(out, Qt.MouseButton.LeftButton)
    table.selectRow(2)
    qtbot.mouseClick(out, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(out, Qt.MouseButton.LeftButton)  # a second click puts Коля back in
    assert page.players.out == ["Оля", "Гена"] and table.item(6, 0).font().strikeOut()
    assert not table.item(2, 0).font().strikeOut() and page.accounts() == ACCOUNTS  # still seated
    window.resize(1100, 700)
    window.grab().save(f"/tmp/new-game-already-out-{lang}.png")
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)  # the deal seats them out of the living
    assert [p.nick for p in window.controller.game.players.values() if not p.alive] == ["Оля", "Гена"]
    assert window.controller.new_game("Takeover", {"ruleset": SET, "seed": 1, "players": page.players.setup_players()})
    game = window.controller.game
    assert [p.nick for p in game.players.values() if not p.alive] == ["Оля", "Гена"]
    for kind in ("night", None, "day"):
        window.controller.apply(*(("phase",) if kind else ("resolve",)), **({"kind": kind} if kind else {}))
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    from moderator_app.app.board import vote_count

    counted = vote_count(game, None)
    assert counted is not None and counted.quorum == 4  # 6 alive; all 8 would need 5
