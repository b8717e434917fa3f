"""«Убрать выбранные» takes out every row the host selected, not only the current one, and the status
line says how many went."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import to_night
from .test_inbox import _inbox, _paste


def _click_row(qtbot, table, row: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    rect = table.visualItemRect(table.item(row, 7))  # the time cell: text, not a picker
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_remove_row_removes_every_selected_row_and_says_how_many(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: вася_acc\nДата: 14.03.2026 20:01\n\nпроверяю Бориса\n\n"
                        "Сообщение петя_acc » 14 мар 2026, 20:05\nубиваем Олю\n\n"
                        "От: Дина\nТема: ночь\n\nблокирую Sailor")
    assert len(view.table.rows) == 3
    assert view.remove_row.text() == "&Убрать выбранные"  # the label says what the button does
    _click_row(qtbot, view.table, 0)
    _click_row(qtbot, view.table, 2, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(view.remove_row, Qt.MouseButton.LeftButton)
    assert [view.table.combo(r, "action").currentData() for r in range(view.table.rowCount())] == ["kill"]
    assert small_game.statusBar().currentMessage() == "Убрано из входящих: 2."
    assert view.summary.text() == "В почте 1: к записи готово 1, ждут вас 0."
    assert small_game.controller.game.current.requests == []  # removed, not recorded


def test_accept_selected_records_the_ticked_rows_and_says_what_stayed(small_game, qtbot):
    """«Принять выбранные» takes the rows the host ticked (host-findings-5 item 10); an unticked row and a ticked
    one that cannot be recorded yet stay, and the status line says so. With none ticked, the rows he selected,
    as «Убрать выбранные» takes them."""
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: вася_acc\nДата: 14.03.2026 20:01\n\nпроверяю Бориса\n\n"
                        "Сообщение петя_acc » 14 мар 2026, 20:05\nубиваем Олю\n\n"
                        "От: Дина\nТема: ночь\n\nблокирую Sailor\n\n"
                        "От: Sailor\nТема: ночь\n\nпривет всем")
    assert len(view.table.rows) == 4
    qtbot.mouseClick(view.table.cellWidget(1, 0), Qt.MouseButton.LeftButton)  # Петя's row unticked
    _click_row(qtbot, view.table, 0)  # a highlighted row does not narrow the ticked ones
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    requests = small_game.controller.game.current.requests
    assert [(r.actor, r.action) for r in requests] == [("Вася", "check"), ("Дина", "block")]
    assert [row.actor for row in view.table.rows] == ["Петя", "Sailor"]  # not ticked; not understood
    assert small_game.statusBar().currentMessage() == ("Записано: 2 — строки, отмеченные галочкой. Из них пока "
                                                       "нельзя записать 1: см. столбец «Проблема». Без галочки, "
                                                       "не записаны: 1.")


def test_with_nothing_ticked_accept_selected_takes_every_selected_row(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: вася_acc\n\nпроверяю Бориса\n\nОт: петя_acc\n\nубиваем Олю\n\n"
                        "От: дина_acc\n\nблокирую Sailor")
    qtbot.mouseClick(view.tick_all, Qt.MouseButton.LeftButton)  # nothing ticked
    _click_row(qtbot, view.table, 0)
    _click_row(qtbot, view.table, 2, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    requests = small_game.controller.game.current.requests
    assert [(r.actor, r.action) for r in requests] == [("Вася", "check"), ("Дина", "block")]
    assert small_game.statusBar().currentMessage() == "Записано: 2 — выделенные строки (галочек нет)."
