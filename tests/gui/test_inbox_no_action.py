"""A night PM that does nothing on purpose ("Пас", "nie chodzę") is listed in the inbox with that
reason, in the host's language, and Accept records it as the sender's declared skip (#23: it was shown and
never recorded): never a request with a target named «Пас», never a message that vanishes; the board
stops waiting for him and says «хода нет»."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_inbox import _inbox, _paste

SEATS = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
         ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]
REASON = {"ru": "хода нет — так написал отправитель: запишется как его пропуск хода",
          "pl": "bez akcji — tak napisał nadawca: zapisze się jako jego rezygnacja z akcji"}
ON_BOARD = {"ru": "хода нет", "pl": "bez akcji"}


def _night(window) -> None:
    controller = window.controller
    players = [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS]
    assert controller.new_game("Пас", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    controller.apply("resolve")
    controller.apply("phase", kind="night")


def _paste_no_action(window, qtbot, lang: str, body: str) -> None:
    _night(window)
    view = _inbox(window)
    _paste(qtbot, view, f"От: Дина\n\n{body}")
    [row] = view.table.rows
    assert (row.actor, row.skip, row.targets) == ("Дина", True, [])
    assert view.table.item(0, 9).text().startswith(REASON[lang])
    window.resize(1100, 500)
    window.grab().save(f"/tmp/rupl-noaction-{lang}.png")
    qtbot.mouseClick(view.accept, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert not game.current.requests and view.table.rows == []
    assert [(h["event"], h["player"]) for h in game.current.host] == [("no_action", "Дина")]
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    [dina] = [row for row in board.model.rows if row["nick"] == "Дина"]
    assert (dina["sent"], dina["missing"]) == (ON_BOARD[lang], False)
    window.grab().save(f"/tmp/night-noaction-board-{lang}.png")


def test_a_pas_pm_is_listed_as_no_action_in_russian(window, qtbot):
    _paste_no_action(window, qtbot, "ru", "Пас")


def test_a_nie_chodze_pm_is_listed_as_no_action_in_polish(open_window, qtbot):
    _paste_no_action(open_window("pl"), qtbot, "pl", "nie chodzę")
