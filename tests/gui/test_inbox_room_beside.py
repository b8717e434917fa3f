"""S-ROUND-1 at the inbox (Polish window, SUSPI): the room a doctor names in her protect PM, or the room
the host sets on the protect row, is where she spends the night — it was dropped on the way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.gui.inbox_table import COLUMNS

SEATS = [("Kasia", "killer"), ("Tomek", "investigator"), ("Celina", "doctor"), ("Jacek", "exorcist"),
         ("Zosia", "szur"), ("Bartek", "guest"), ("Ewa", "guest"), ("Marek", "guest")]


def _suspi_night(open_window):
    window = open_window("pl")
    players = [{"nick": n, "role": r, "account": n.lower() + "_konto"} for n, r in SEATS]
    assert window.controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    window.controller.apply("phase", kind="night")
    view = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(view)
    return window, view


def _paste(view, text: str) -> None:
    view.paste.setFocus()
    QApplication.clipboard().setText(text)
    view.paste.paste()


def _seat(window, nick: str) -> str:
    rooms = window.controller.game.phases[0].result.rooms
    return next(room for room, nicks in rooms.items() if nick in nicks)


def test_S_ROUND_1_room_in_the_protect_pm_and_room_set_by_the_host_seat_the_sender(open_window, qtbot):
    window, view = _suspi_night(open_window)
    _paste(view, "Od: celina_konto\n\nChronię Ewę w Kuchni\n\nOd: tomek_konto\n\nSprawdzam Gabinet")
    assert not view.table.isColumnHidden(COLUMNS.index("room"))
    assert view.table.item(0, COLUMNS.index("room")).text() == "Kuchnia"
    row = view.table.rows[0]
    assert (row.actor, row.action, row.targets, row.room) == ("Celina", "protect", ["Ewa"], "Kuchnia")
    _paste(view, "Od: ewa_konto\n\nIdę spać")  # nothing the parser can use: the host picks the room himself
    last = view.table.rowCount() - 1
    room = view.table.combo(last, "room")
    room.setCurrentIndex(room.findData("Oranżeria"))
    room.activated.emit(room.currentIndex())
    action = view.table.combo(last, "action")
    action.setCurrentIndex(action.findData("room"))
    action.activated.emit(action.currentIndex())
    assert view.table.rows[last].room == "Oranżeria"
    qtbot.mouseClick(view.accept, Qt.MouseButton.LeftButton)
    assert view.table.rowCount() == 0, [r.problem for r in view.table.rows]
    window.controller.apply("resolve")
    assert _seat(window, "Celina") == "Kuchnia" and _seat(window, "Ewa") == "Oranżeria"


def test_S_ROUND_1_the_room_the_host_sets_on_a_protect_row_is_used(open_window, qtbot):
    window, view = _suspi_night(open_window)
    _paste(view, "Od: celina_konto\n\nChronię Ewę")
    assert view.table.rows[0].room is None
    room = view.table.combo(0, "room")
    room.setCurrentIndex(room.findData("Biblioteka"))
    room.activated.emit(room.currentIndex())
    view.table.grab().save("/tmp/phases-room-pl.png")
    qtbot.mouseClick(view.accept, Qt.MouseButton.LeftButton)
    request = window.controller.game.current.requests[0]
    assert (request.action, request.extra.get("room")) == ("protect", "Biblioteka")
    window.controller.apply("resolve")
    assert _seat(window, "Celina") == "Biblioteka"
