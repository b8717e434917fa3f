"""The inbox offers to remember a short form the host corrected ("Запомнить «Робика» = IAmRobik"),
one click records it in the game's journal, and the next paste reads it at full confidence."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_inbox import _inbox, _paste, _pick

SEATS = [("IAmRobik", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"),
         ("Toadsteem", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]


def robik_day(window) -> None:
    players = [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS]
    assert window.controller.new_game("Робик", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")


def _correct_and_remember(qtbot, window, shot: str) -> str:
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Робика")
    assert view.table.item(0, 8).text() == "75%" and not view.remember.isVisible()
    _pick(view, 0, "target", "IAmRobik")  # the host confirms the guess himself
    assert view.remember.isVisible()
    text = view.remember.text()
    window.resize(1100, 600)
    window.grab().save(shot)
    qtbot.mouseClick(view.remember, Qt.MouseButton.LeftButton)
    assert window.controller.game.aliases == {"Робика": "IAmRobik"}
    assert window.controller.game.entries[-1].data == {"event": "alias", "player": "IAmRobik", "written": "Робика"}
    assert not view.remember.isVisible()
    view.remove_row.click()
    _paste(qtbot, view, "От: оля_acc\n\nГолосую против Робика")
    assert view.table.combo(0, "target").currentData() == "IAmRobik" and view.table.item(0, 8).text() == "100%"
    return text


def test_alias_offered_remembered_and_read_at_once_in_russian(window, qtbot):
    assert _correct_and_remember(qtbot, window, "/tmp/wiring-alias-ru.png") == "Запомнить «Робика» = IAmRobik"


def test_alias_offer_in_polish(open_window, qtbot):
    window = open_window("pl")
    assert _correct_and_remember(qtbot, window, "/tmp/wiring-alias-pl.png") == "Zapamiętaj „Робика” = IAmRobik"
