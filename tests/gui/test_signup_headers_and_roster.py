"""Sign-up defects of #23: a page copied with vBulletin's «Сообщение от X» headers gave nicks «от Lena_Sky»
(or the whole header line); the host's own opening post counted as a player although his accounts are
set (Settings); roster rows could not be deleted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from moderator_app.app.signup import read_signup_list, signup_thread

from .conftest import paste_signup

#: a sign-up page as vBulletin's Russian skin prints it: «Сообщение от X», the date on the next line
PAGE = ("Сообщение от Ведущий_Игры\n06 дек 2026, 20:00\nКто в игру? Нужно восемь.\n\n"
        "Сообщение от Lena_Sky\n06 дек 2026, 20:05\nЯ в деле!\n\n"
        "Сообщение от Дикий Олень\n06 дек 2026, 20:07\nЗаписываюсь\n\n"
        "Сообщение от Сова\n06 дек 2026, 20:09\n+\n")


def test_a_from_header_gives_the_nick_not_the_header_words():
    players, left_out = signup_thread(PAGE)
    assert players == ["Ведущий_Игры", "Lena_Sky", "Дикий Олень", "Сова"] and left_out == []
    nicks, skipped = read_signup_list("Сообщение от Lena_Sky\n06 дек 2026, 20:05\nСообщение от Сова")
    assert nicks == ["Lena_Sky", "Сова"] and skipped == [("06 дек 2026, 20:05", "date")]


def test_the_hosts_accounts_are_his_wherever_his_post_stands():
    players, left_out = signup_thread(PAGE, hosts=("ведущий_игры",))
    assert players == ["Lena_Sky", "Дикий Олень", "Сова"] and left_out == [("Ведущий_Игры", "host_account")]


@pytest.mark.parametrize(("lang", "note"), [
    ("ru", "Ведущий_Игры — ваш аккаунт (Настройки), Сова — убран вами"),
    ("pl", "Ведущий_Игры — twoje konto (Ustawienia), Сова — usunięty przez ciebie"),
    ("en", "Ведущий_Игры — your own account (Settings), Сова — removed by you")])
def test_the_new_game_page_leaves_out_the_host_and_deletes_roster_rows(open_window, qtbot, lang, note):
    window = open_window(lang)
    window.controller.settings.host_accounts = ["Ведущий_Игры"]
    page = paste_signup(window, qtbot, PAGE)
    assert page.accounts() == ["Lena_Sky", "Дикий Олень", "Сова"]
    table = page.players.table
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    table.setFocus()
    table.selectRow(2)
    qtbot.keyClick(table, Qt.Key.Key_Delete)  # the host deletes a row
    assert page.accounts() == ["Lena_Sky", "Дикий Олень"]
    assert note in page.signup_note.text()
    page.signup.appendPlainText("Сообщение от Максим\n06 дек 2026, 20:11\nя тоже")  # read again: Сова stays off
    assert page.accounts() == ["Lena_Sky", "Дикий Олень", "Максим"]
    window.resize(1100, 700)
    window.grab().save(f"/tmp/signup-roster-{lang}.png")
    qtbot.mouseClick(page.players.put_back, Qt.MouseButton.LeftButton)
    assert page.accounts() == ["Lena_Sky", "Дикий Олень", "Сова", "Максим"] and not page.players.put_back.isVisible()
    table.selectRow(0)
    qtbot.mouseClick(page.players.remove_button, Qt.MouseButton.LeftButton)
    assert page.accounts() == ["Дикий Олень", "Сова", "Максим"]
