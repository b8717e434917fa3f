"""The board's Resolve stops while rows of the open phase wait in the inbox (#23): it warned and resolved
anyway, leaving them late. Now it says how many wait, goes to the Inbox with one click, or resolves without
them once the host gives a reason — kept in the journal, never in the published reveal (C-MISC-3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import inbox_tab, paste_text, to_night


def _board(window):
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    return board


def test_resolve_stops_while_the_inbox_holds_rows_and_goes_there(small_game, qtbot):
    to_night(small_game)
    paste_text(inbox_tab(small_game), "От: вася_acc\n\nпроверяю Бориса\n\nОт: коля_acc\n\nлечу Машу")
    board = _board(small_game)
    night = small_game.controller.game.current
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert not night.resolved  # stopped: nothing resolved
    assert board.hold.isVisible() and board.hold.said.text().startswith(
        "Итоги не подведены: во «Входящих» ждут записи строки фазы «Ночь 1»: 2.")
    small_game.resize(1100, 800)
    small_game.grab().save("/tmp/night-resolve-hold.png")
    qtbot.mouseClick(board.hold.go, Qt.MouseButton.LeftButton)
    assert small_game.game_view.tabs.currentWidget() is small_game.game_view.inbox
    small_game.game_view.inbox.accept_all()  # recorded there: nothing holds Resolve any more
    board = _board(small_game)
    assert not board.hold.isVisible()
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert night.resolved


def test_the_host_resolves_without_the_rows_only_with_a_reason(small_game, qtbot):
    to_night(small_game)
    paste_text(inbox_tab(small_game), "От: вася_acc\n\nпроверяю Бориса")
    board = _board(small_game)
    controller = small_game.controller
    night = controller.game.current
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board.hold.anyway, Qt.MouseButton.LeftButton)  # no reason: refused, said
    assert not night.resolved and board.hold.said.text() == ("Чтобы подвести итоги без строк из «Входящих», "
                                                             "укажите причину.")
    board.hold.reason.insert("игрок попросил не учитывать")  # typed (keyClicks aborts on Cyrillic offscreen)
    qtbot.mouseClick(board.hold.anyway, Qt.MouseButton.LeftButton)
    resolved = next(p for p in controller.game.phases if p.label == night.label)
    assert resolved.resolved and not board.hold.isVisible()
    [kept] = [h for h in resolved.host if h.get("event") == "inbox_overruled"]
    assert kept["reason"] == "игрок попросил не учитывать"
    from moderator_app.gui import texts
    from moderator_app.posts.reveal import final_reveal

    assert texts.last_entry_line(controller.game, "ru", controller.game.entries[:-1]).endswith(
        "Итоги без строк из «Входящих»: игрок попросил не учитывать")  # the journal's line, before the resolve
    assert not any("игрок попросил" in str(log) for log in final_reveal(controller.game, "ru", None)["phases"])


def test_the_resolution_tab_stops_the_same_way(small_game, qtbot):
    to_night(small_game)
    paste_text(inbox_tab(small_game), "От: вася_acc\n\nпроверяю Бориса")
    view = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(view)
    night = small_game.controller.game.current
    qtbot.mouseClick(view.resolve_button, Qt.MouseButton.LeftButton)
    assert not night.resolved and view.hold.isVisible()
    qtbot.mouseClick(view.hold.go, Qt.MouseButton.LeftButton)
    assert small_game.game_view.tabs.currentWidget() is small_game.game_view.inbox
