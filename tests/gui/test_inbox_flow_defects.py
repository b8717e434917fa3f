"""The inbox's flow defects of #23 (item 5, inbox part), each driven as a host meets it at the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.gui.inbox_table import COLUMNS

from .conftest import inbox_tab as _inbox, paste_text as _paste, to_night



def _pick(view, row: int, column: str, data) -> None:
    combo = view.table.combo(row, column)
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def _notices(window) -> list[str]:
    said: list[str] = []
    window.controller.notice.connect(said.append)
    return said


def test_picking_the_sender_keeps_the_target_that_was_read_or_picked(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: незнакомец\n\nБорис.")  # a bare nick from an unknown account
    _pick(view, 0, "sender", "Коля")  # the doctor: heal or inject, the host picks which
    row = view.table.rows[0]
    assert (row.actor, row.targets) == ("Коля", ["Борис"])
    _paste(view, "От: незнакомец\n\nна ночь как договаривались")
    _pick(view, 1, "target", "Оля")  # the host reads the PM himself: the target first
    _pick(view, 1, "sender", "Дина")
    assert (view.table.rows[1].actor, view.table.rows[1].targets) == ("Дина", ["Оля"])


def test_a_ticked_row_is_the_selected_one(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: вася_acc\n\nпроверяю Бориса\n\nОт: коля_acc\n\nлечу Машу")
    view.tick_all.click()  # every row unticked
    view.table.setCurrentCell(-1, -1)
    view.table.clearSelection()
    view.table.cellWidget(1, 0).setChecked(True)  # the host ticks Коля's row (the space key, as from the keyboard)
    said = _notices(small_game)
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    assert "Сначала выберите строку." not in said
    assert [r.actor for r in small_game.controller.game.current.requests] == ["Коля"]
    _paste(view, "От: дина_acc\n\nблокирую Петю")
    view.table.setCurrentCell(-1, -1)
    view.table.clearSelection()
    qtbot.mouseClick(view.table.cellWidget(1, 0), Qt.MouseButton.LeftButton)  # unticks Дина's row with the mouse
    assert view.selected_rows() == [1]  # and selects it


@pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform on an open popup
def test_a_click_on_a_cell_whose_box_is_not_made_yet_opens_it(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: вася_acc\n\nпроверяю Бориса\n\nОт: коля_acc\n\nлечу Машу")
    view.table.set_rows(view.table.rows)  # as after any change: the boxes are made when the host reaches a row
    cell = COLUMNS.index("target")
    assert view.table.cellWidget(1, cell) is None
    rect = view.table.visualRect(view.table.model().index(1, cell))
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo = view.table.cellWidget(1, cell)
    assert combo is not None and combo.view().isVisible()  # the one click opened the list
    combo.hidePopup()


def test_copy_and_mark_sent_with_no_row_selected_copies_the_first_draft(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: вася_acc\n\nпроверяю Бориса")
    view.accept_all()
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    mail = board.mail
    mail.table.setCurrentCell(-1, -1)
    said = _notices(small_game)
    QApplication.clipboard().setText("")
    qtbot.mouseClick(mail.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "Принято: проверка Бориса."
    assert said and "вася_acc" in said[-1]
    assert mail.drafts[0].status == "sent"


def test_a_pm_pasted_twice_with_an_unknown_sender_is_recorded_once(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    pm = "От: незнакомец\nДата: 14.03.2026 20:10\n\nУбиваем Олю"
    _paste(view, pm)
    assert view.table.rows[0].actor is None  # the boss or the mafioso: the host says who
    _pick(view, 0, "sender", "Борис")
    view.accept_all()
    said = _notices(small_game)
    _paste(view, pm)  # the same PM copied again from the forum
    assert view.table.rowCount() == 0 and said and "1" in said[-1]
    assert len(small_game.controller.game.current.requests) == 1
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    assert len([d for d in board.mail.drafts if d.kind == "receipt"]) == 1


def test_a_late_pm_between_phases_goes_to_the_phase_it_belongs_to(small_game, qtbot):
    to_night(small_game)
    controller = small_game.controller
    controller.apply("resolve")  # night 1 resolved, day 2 not opened yet
    view = _inbox(small_game)
    said = _notices(small_game)
    _paste(view, "От: коля_acc\n\nлечу Машу")
    assert [r.phase for r in view.table.rows] == ["night 1"]
    assert said and "Нет открытой фазы" not in said[-1] and "Ночь 1" in said[-1]
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)  # first: what it changes
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)  # then: record into night 1
    night = controller.game.phases[-1]
    assert night.label == "night 1" and [(r.actor, r.action) for r in night.requests] == [("Коля", "heal")]
