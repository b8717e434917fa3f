"""A sign-up thread's opening author is left out as this sign-up's host, and kept as the host's own account
(Settings: his posts on every later page are his) only when he says so with one click (host-findings-5 item 20:
every thread's first author was stored for good, silently — another host's thread, or a misread «Autor
Wiadomość», and from then on that account's posts were skipped in every game)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

THREAD = ("Мафия №47: запись\nСообщение Ведущий_Кот » 10 мар 2026, 10:00\nНабор на игру открыт, правила в первом "
          "посте.\n\nRe: запись\nСообщение Оля » 10 мар 2026, 10:30\nя в деле\n\n"
          "Re: запись\nСообщение Sailor » 10 мар 2026, 11:00\nЗаписываюсь!\n")

SAID = {"ru": ("Ведущий_Кот — первый пост темы (ведущий)", "«Ведущий_Кот» — мой аккаунт: запомнить",
               "Ведущий_Кот — ваш аккаунт (Настройки)"),
        "pl": ("Ведущий_Кот — ", "„Ведущий_Кот” to moje konto: zapamiętaj", "Ведущий_Кот — "),
        "en": ("Ведущий_Кот — ", "“Ведущий_Кот” is my account: remember it", "Ведущий_Кот — ")}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_the_opening_author_is_asked_about_not_stored_silently(open_window, qtbot, lang):
    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText(THREAD)
    assert page.accounts() == ["Оля", "Sailor"]  # left out of this game as its host
    assert SAID[lang][0] in page.signup_note.text()
    assert window.controller.settings.host_accounts == []  # nothing kept unasked
    assert page.own_account.isVisible() and page.own_account.text() == SAID[lang][1]
    window.resize(1100, 700)
    window.grab().save(f"/tmp/hf/signup-own-account-{lang}.png")
    window.close()
    again = open_window(lang)  # a restart: nothing was kept
    assert again.controller.settings.host_accounts == []
    again.show_new_game()
    page = again.new_game_page
    page.signup.setPlainText(THREAD)
    qtbot.mouseClick(page.own_account, Qt.MouseButton.LeftButton)  # the host says it is his
    assert again.controller.settings.host_accounts == ["Ведущий_Кот"]
    assert not page.own_account.isVisible() and SAID[lang][2] in page.signup_note.text()
    assert page.accounts() == ["Оля", "Sailor"]


def test_a_plain_list_offers_nothing(window, qtbot):
    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText(THREAD)
    page.signup.setPlainText("Оля\nSailor\nПетя")
    assert not page.own_account.isVisible() and window.controller.settings.host_accounts == []
