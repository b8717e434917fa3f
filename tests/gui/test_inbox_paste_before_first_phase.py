"""Text pasted before any phase is open waits in the box and is read as the first phase opens
(host-findings-4: the status said «… откройте первую фазу и вставьте страницу снова», the text stayed in
the box after «Открыть: ночь», and no row came until the host pasted it a second time)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import SEATS, inbox_tab, paste_text

PMS = "От: вася_acc\n\nпроверяю Бориса\n\nОт: коля_acc\n\nлечу Машу"


def test_pms_pasted_before_the_first_phase_are_read_when_it_opens(window, qtbot):
    controller = window.controller
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    assert controller.new_game("Тестовая игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    view = inbox_tab(window)
    paste_text(view, PMS)
    assert view.table.rows == [] and view.paste.toPlainText().strip()  # kept, said
    assert "прочитается, как только откроется первая фаза" in window.statusBar().currentMessage()
    qtbot.mouseClick(view.next_step, Qt.MouseButton.LeftButton)  # «Открыть: день» from the inbox
    assert controller.game.current is not None
    assert [(row.actor, row.targets) for row in view.table.rows] == [("Вася", ["Борис"]), ("Коля", ["Маша"])]
    assert view.paste.toPlainText() == ""
