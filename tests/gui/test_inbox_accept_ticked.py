"""«Принять выбранные» records the rows the host ticked (host-findings-5 item 10: he ticked two more rows, the
last tick highlighted its row, and the button recorded that one row alone, then said «причина — в таблице» of
rows that read «правила соблюдены»). With no row ticked it takes the highlighted rows; the status line says what
was recorded and why the rest was not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .conftest import to_night
from .test_inbox import _inbox, _paste

VOTES = ("От: маша_acc\n\nГолосую за Петю", "От: оля_acc\n\nГолосую за Петю", "От: коля_acc\n\nГолосую за Бориса",
         "От: дина_acc\n\nГолосую за Петю")


def _day_two(small_game, qtbot):
    to_night(small_game)
    small_game.controller.apply("resolve")
    small_game.controller.apply("phase", kind="day")
    view = _inbox(small_game)
    for text in VOTES:
        _paste(qtbot, view, text)
    return view


def _status(window) -> str:
    return window.statusBar().currentMessage()


def test_accept_selected_records_every_ticked_row_not_only_the_one_the_last_tick_highlighted(small_game, qtbot):
    view = _day_two(small_game, qtbot)
    qtbot.mouseClick(view.tick_all, Qt.MouseButton.LeftButton)  # every row unticked: the host picks
    assert not any(row.include for row in view.table.rows)
    for index in (0, 1, 3):  # he ticks three with the mouse; each tick highlights its row
        qtbot.mouseClick(view.table.cellWidget(index, 0), Qt.MouseButton.LeftButton)
    assert view.selected_rows() == [3]
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    assert sorted(v.voter for v in small_game.controller.game.current.votes) == ["Дина", "Маша", "Оля"]
    assert [row.actor for row in view.table.rows] == ["Коля"]
    assert _status(small_game) == "Записано: 3 — строки, отмеченные галочкой. Без галочки, не записаны: 1."
    small_game.resize(1100, 600)
    small_game.grab().save("/tmp/hf/accept-ticked-ru.png")


def test_with_no_row_ticked_the_highlighted_rows_are_recorded_and_it_says_so(small_game, qtbot):
    view = _day_two(small_game, qtbot)
    qtbot.mouseClick(view.tick_all, Qt.MouseButton.LeftButton)
    view.table.selectRow(2)
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    assert [v.voter for v in small_game.controller.game.current.votes] == ["Коля"]
    assert _status(small_game) == "Записано: 1 — выделенные строки (галочек нет)."


@pytest.mark.parametrize("lang, said", [
    ("pl", "Zapisano: 4 — wiersze zaznaczone ptaszkiem. Z nich na razie nie można zapisać 1: zobacz kolumnę „Problem”."),
    ("en", "Recorded: 4 — the ticked rows. Of them 1 cannot be recorded yet: see their Problem column.")])
def test_a_ticked_row_that_cannot_be_recorded_is_named_in_the_status(open_window, qtbot, lang, said):
    from .conftest import SEATS

    window = open_window(lang)
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    assert window.controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    view = _day_two(window, qtbot)
    _paste(qtbot, view, "От: nobody_acc\n\nГолосую за Петю")  # nobody's account: who sent it? — ticked, blocked
    assert all(row.include for row in view.table.rows)
    view.table.selectRow(0)
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    assert len(window.controller.game.current.votes) == 4 and len(view.table.rows) == 1
    assert _status(window) == said
