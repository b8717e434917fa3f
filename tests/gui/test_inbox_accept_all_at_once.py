"""Accept all records the inbox's rows as one host action (#14 item 9): the engine takes each in
turn, the store saves them in one transaction, the screens refresh once. Each row is still its own
journal entry (undo takes back the last), everything survives a restart, and a save that fails
records none of them and keeps every row in the inbox."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt

from moderator_app.app.session import GameSession
from moderator_app.storage import GameStore
from moderator_app.storage.errors import explain

from .conftest import inbox_tab, paste_text, to_night


def _night_pms(window) -> str:
    to_night(window)
    return ("От: Петя\nТема: ход\n\nубиваем Машу\n\n"
            "От: Вася\nТема: ход\n\nпроверяю Бориса\n\n"
            "От: Коля\nТема: ход\n\nлечу Олю\n")


def _paste(window, text: str):
    view = inbox_tab(window)
    paste_text(view, text)
    return view


def test_accept_all_saves_every_row_as_its_own_entry_and_refreshes_once(small_game, qtbot):
    window, controller = small_game, small_game.controller
    view = _paste(window, _night_pms(window))
    assert len(view.table.rows) == 3
    before = len(controller.game.entries)
    refreshes = []
    controller.changed.connect(lambda: refreshes.append(1))
    qtbot.keyClick(view.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(refreshes) == 1 and not view.table.rows
    assert [e.kind for e in controller.game.entries[before:]] == ["action", "action", "action"]
    restarted = GameSession(GameStore(controller.store.path), controller.game_id)  # as after a crash
    assert [r.actor for r in restarted.game.current.requests] == ["Петя", "Вася", "Коля"]
    controller.undo()  # one entry at a time, as if each row had been accepted alone
    assert [r.actor for r in controller.game.current.requests] == ["Петя", "Вася"]
    assert controller.can_redo and controller.redo_line() is not None


def test_a_failed_save_records_no_row_and_keeps_them_all(small_game, qtbot, monkeypatch):
    window, controller = small_game, small_game.controller
    view = _paste(window, _night_pms(window))
    before = list(controller.game.entries)

    def full_disk(game_id, entries):
        raise explain(sqlite3.OperationalError("database or disk is full"), "save_entry")

    monkeypatch.setattr(controller.store, "append_all", full_disk)
    qtbot.keyClick(view.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.entries == before and not controller.game.current.requests
    assert len(view.table.rows) == 3 and "диск заполнен" in controller.last_error
    assert len(GameSession(GameStore(controller.store.path), controller.game_id).game.entries) == len(before)
    monkeypatch.undo()
    qtbot.keyClick(view.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # the host tries again
    assert not view.table.rows and len(controller.game.current.requests) == 3


def test_the_row_under_the_pointer_gets_its_combo_boxes(small_game, qtbot):
    window = small_game
    view = _paste(window, _night_pms(window))
    table = view.table
    assert table.cellWidget(1, 1) is None and "Вася" in table.item(1, 1).text()  # the choice, as text
    table.cellEntered.emit(1, 3)  # the pointer reaches row 2
    assert table.cellWidget(1, 1).currentData() == "Вася" and table.cellWidget(1, 3).currentData() == "Борис"
    assert table.cellWidget(0, 1) is None
    table.setCurrentCell(2, 3)  # the keys reach row 3
    assert table.cellWidget(2, 3).currentData() == "Оля"
