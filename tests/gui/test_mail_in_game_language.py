"""#14 item 4: receipts and reminders in the game's language (a Polish or English host's board does
not speak Russian unless the host picks Russian posts), the target nick declined where it is a word
("Принято: проверка Рыжего Кота.", "Przyjęto: sprawdzenie Rudego Kota.") and a dash where it is not
("Принято: лечение — Sailor."); the status line after a deadline or a correspondence mark worded
in the interface language, not raw field values."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QApplication

from .conftest import to_night

#: seat -> role, with nicks that are words of each language and one that is no word anywhere
SEATS = {
    "ru": [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
           ("Sailor", "mafioso"), ("Оля", "citizen"), ("Рыжий Кот", "citizen")],
    "pl": [("Borys", "commissar"), ("Piotr", "boss"), ("Jacek", "doctor"), ("Ewa", "citizen"), ("Anna", "putana"),
           ("Sailor", "mafioso"), ("Ola", "citizen"), ("Rudy Kot", "citizen")],
    "en": [("Bob", "commissar"), ("Pete", "boss"), ("Jack", "doctor"), ("Eve", "citizen"), ("Ann", "putana"),
           ("Sailor", "mafioso"), ("Olga", "citizen"), ("Red Cat", "citizen")],
}
#: the PMs a host pastes: the commissar checks the two-word nick, the doctor heals the foreign one
PMS = {
    "ru": "От: вася_acc\n\nпроверяю Рыжего Кота\n\nОт: коля_acc\n\nлечу Sailor",
    "pl": "Od: borys_acc\n\nsprawdzam Rudego Kota\n\nOd: jacek_acc\n\nleczę Sailor",
    "en": "From: bob_acc\n\nI check Red Cat\n\nFrom: jack_acc\n\nI heal Sailor",
}
RECEIPTS = {
    "ru": ["Принято: проверка Рыжего Кота.", "Принято: лечение — Sailor."],
    "pl": ["Przyjęto: sprawdzenie Rudego Kota.", "Przyjęto: leczenie — Sailor."],
    "en": ["Received: check — Red Cat.", "Received: heal — Sailor."],
}
REMINDER = {"ru": "Напоминаю: жду ваш ночной ход до 02.12 22:30 по Варшаве.",
            "pl": "Przypominam: czekam na Twój ruch nocny do 02.12 22:30 czasu polskiego.",
            "en": "A reminder: I am waiting for your night action by Dec 2, 10:30 PM CET."}
STATUS = {
    "ru": ("⚑ Дедлайн: 02.12 22:30 по Варшаве", "⚑ Переписка: Вася — квитанция подтверждена"),
    "pl": ("⚑ Termin: 02.12 22:30 czasu polskiego",
           "⚑ Korespondencja: Borys — potwierdzenie potwierdzone przez gracza"),
    "en": ("⚑ Deadline: Dec 2, 10:30 PM CET", "⚑ Correspondence: Bob — receipt confirmed"),
}


def _night_with_pms(window, qtbot, lang: str):
    controller = window.controller
    players = [{"nick": nick, "role": role, "account": nick.lower().replace(" ", "_") + "_acc"} for nick, role in SEATS[lang]]
    assert controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    to_night(window)
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.deadlines.when.setDateTime(QDateTime(datetime(2026, 12, 2, 22, 30)))
    board.deadlines.zone.setCurrentText("Europe/Warsaw")
    board.deadlines.ask = lambda text: True  # before day 1's deadline (dated today): the host confirms it
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    deadline_line = window.statusBar().currentMessage()
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    QApplication.clipboard().setText(PMS[lang])
    inbox.paste.setFocus()
    inbox.paste.paste()
    inbox.accept_all()
    window.game_view.tabs.setCurrentWidget(board)
    return board.mail, deadline_line


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_receipts_reminders_and_their_status_lines_speak_the_games_language(open_window, qtbot, lang):
    window = open_window(lang)  # no posts language picked: the interface's
    mail, deadline_line = _night_with_pms(window, qtbot, lang)
    assert deadline_line == STATUS[lang][0]
    receipts = [mail.table.item(r, 2).text() for r in range(mail.table.rowCount()) if mail.drafts[r].kind == "receipt"]
    assert receipts == RECEIPTS[lang]
    reminders = {d.text for d in mail.drafts if d.kind == "reminder"}
    assert reminders == {REMINDER[lang]}
    mail.table.selectRow(0)
    qtbot.mouseClick(mail.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == RECEIPTS[lang][0]
    qtbot.mouseClick(mail.confirm_button, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == STATUS[lang][1]


def test_the_hosts_pick_of_posts_language_still_wins(open_window, qtbot):
    window = open_window("pl")
    window.controller.settings.post_lang = "ru"  # a Polish interface, a Russian forum
    mail, _ = _night_with_pms(window, qtbot, "pl")
    assert [d.text for d in mail.drafts if d.kind == "receipt"][0] == "Принято: проверка — Rudy Kot."
