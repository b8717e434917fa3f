"""host-findings-4 item 18 at the window, in ru, pl and en: the host pasted a page of another game by
mistake (Sailor plays there too) and removed all its rows with «Убрать выбранные»; the status line says
its posts still count and the inbox offers «Не считать посты страницы» (removing rows may be tidying up:
a page's posts are never dropped unasked); pressed, the final reveal's «Аккаунты и посты» counts only this
game's page. A page one row of which the host accepted is the game's: removing its other row offers nothing.
The pages are made up (tests/app/test_activity_withdraw.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.engine.model.activity import by_holder, recorded
from moderator_app.posts import render_final_reveal
from tests.app.test_activity_withdraw import OTHER_GAME, thread_page

SEATS = {"ru": ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Sailor"],
         "pl": ["Borys", "Piotr", "Jacek", "Ewa", "Anna", "Marek", "Ola", "Sailor"],
         "en": ["Bob", "Pete", "Jack", "Eve", "Ann", "Mark", "Olga", "Sailor"]}
ROLES = ["commissar", "boss", "doctor", "citizen", "putana", "mafioso", "citizen", "citizen"]
VOTE = {"ru": "Голосую против Пети", "pl": "Głosuję na Piotra", "en": "Vote: Pete"}
SAILORS_VOTE = {"ru": "Голосую против Васи", "pl": "Głosuję na Borysa", "en": "Vote: Bob"}
STILL_COUNTED = {"ru": "Убрано из входящих: 5. Ни одна строка этой страницы не записана в игру, но её 5 постов считаются "
                       "для активности; если это страница не этой игры — «Не считать посты страницы»",
                 "pl": "Usunięto ze skrzynki: 5. Żaden wiersz tej strony nie trafił do gry, ale jej 5 postów liczy się do "
                       "aktywności; jeśli to strona innej gry — „Nie licz postów strony”",
                 "en": "Removed from the inbox: 5. No row of that page was recorded in the game, but its 5 posts count for "
                       "activity; if it is not this game's page — «Don't count the page's posts»"}
BUTTON = {"ru": "Не считать посты страницы (5)", "pl": "Nie licz postów strony (5)", "en": "Don't count the page's posts (5)"}
WITHDRAWN = {"ru": "5 постов убранной страницы сняты с учёта активности",
             "pl": "5 postów usuniętej strony nie liczy się już do aktywności",
             "en": "5 posts of the removed page no longer count for activity"}
JOURNAL = {"ru": "посты страницы, убранной из входящих, сняты с учёта активности",
           "pl": "posty strony usuniętej ze skrzynki nie liczą się już do aktywności",
           "en": "the posts of a page removed from the inbox no longer count for activity"}
REMOVED_ONE = {"ru": "Убрано из входящих: 1.", "pl": "Usunięto ze skrzynki: 1.", "en": "Removed from the inbox: 1."}
POSTS_HEADING = {"ru": "Аккаунты и посты", "pl": "Konta i posty", "en": "Accounts and posts"}


def _day_one(window, lang: str):
    nicks = SEATS[lang]
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in zip(nicks, ROLES)]
    assert window.controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day", deadline="2026-12-02 21:00", tz="UTC")
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    return inbox


def _paste(inbox, text: str) -> None:
    QApplication.clipboard().setText(text)
    inbox.paste.setFocus()
    inbox.paste.paste()


def _click(qtbot, table, row: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    rect = table.visualItemRect(table.item(row, 7))  # the time cell: text, not a picker
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def _slots(window, lang: str) -> list[str]:
    reveal = render_final_reveal(window.controller.game, lang)
    return reveal.split(POSTS_HEADING[lang])[1].strip().split("\n\n")[0].splitlines()[1:]


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_removing_every_row_of_a_wrong_page_takes_its_posts_out_of_the_final_reveal(open_window, qtbot, lang):
    window = open_window(lang)
    inbox = _day_one(window, lang)
    nicks = SEATS[lang]
    _paste(inbox, OTHER_GAME)
    _paste(inbox, thread_page([(nicks[0], "Wed Dec 02, 2026 10:00 am", VOTE[lang]),
                               ("Sailor", "Wed Dec 02, 2026 10:30 am", SAILORS_VOTE[lang])]))
    table = inbox.table
    assert [row.actor for row in table.rows] == ["Sailor"] * 5 + [nicks[0], "Sailor"]
    assert "8. Sailor — 6" in _slots(window, lang)  # the wrong page counted (the host's finding)

    _click(qtbot, table, 0)
    _click(qtbot, table, 4, Qt.KeyboardModifier.ShiftModifier)
    qtbot.mouseClick(inbox.remove_row, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == STILL_COUNTED[lang]
    assert [row.actor for row in table.rows] == [nicks[0], "Sailor"]
    assert "8. Sailor — 6" in _slots(window, lang)  # nothing dropped unasked
    assert inbox.withdraw.isVisible() and inbox.withdraw.text() == BUTTON[lang]
    qtbot.mouseClick(inbox.withdraw, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == WITHDRAWN[lang]
    assert not inbox.withdraw.isVisible()
    assert window.controller.undo_line().endswith(JOURNAL[lang])  # the journal says it; Undo brings them back
    assert _slots(window, lang)[0] == f"1. {nicks[0]} — 1" and _slots(window, lang)[-1] == "8. Sailor — 1"

    qtbot.mouseClick(table.cellWidget(1, 0), Qt.MouseButton.LeftButton)  # Sailor's vote unticked
    qtbot.mouseClick(inbox.accept_row, Qt.MouseButton.LeftButton)  # one vote accepted: the page is the game's
    assert [v.voter for v in window.controller.game.current.votes] == [nicks[0]]
    assert [row.actor for row in table.rows] == ["Sailor"]
    _click(qtbot, table, 0)  # his vote removed (the host's call): his post stays counted
    qtbot.mouseClick(inbox.remove_row, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == REMOVED_ONE[lang] and not inbox.withdraw.isVisible()
    assert by_holder(recorded(window.controller.game)) == {nicks[0]: 1, "Sailor": 1}
