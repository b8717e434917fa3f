"""#28's leftovers as the host meets them in ru, pl and en: a thread page with posts and no votes says
how many posts it recorded for activity (not «Нечего читать»); a page pasted before any phase is
opened says why it is not recorded, and stays in the box; prods are listed in the Correspondence
table beside the receipts, with their state (drafted, sent, confirmed). The page is made up
(tests/gui/test_board_activity.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.app.activity import standings
from tests.gui.test_board_activity import ROLES, SEATS, _day_with_page, page, utc

ONLY_POSTS = {"ru": "Голосов и заявок на странице нет; для активности записано 9 постов",
              "pl": "Na stronie nie ma głosów ani zgłoszeń; do aktywności zapisano 9 postów",
              "en": "No votes or requests on the page; 9 posts recorded for activity"}
NO_PHASE = {"ru": "Ни одна фаза ещё не открыта", "pl": "Żadna faza nie jest jeszcze otwarta",
            "en": "No phase has been opened yet"}
PROD_WORD = {"ru": "напоминание о молчании", "pl": "ponaglenie", "en": "prod"}
STATUS = {"ru": ("черновик", "отправлено", "подтверждено"), "pl": ("szkic", "wysłane", "potwierdzone"),
          "en": ("drafted", "sent", "confirmed")}


def _new_game(window, lang: str) -> None:
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in zip(SEATS[lang], ROLES)]
    assert window.controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players,
                                              "options": {"vote_rules": "mafiascum"}})


def _paste(window, text: str) -> list[str]:
    said: list[str] = []
    window.controller.notice.connect(said.append)
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    QApplication.clipboard().setText(text)
    inbox.paste.setFocus()
    inbox.paste.paste()
    window.controller.notice.disconnect(said.append)
    return said


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_a_page_that_gives_no_row_says_how_many_posts_it_recorded(open_window, qtbot, monkeypatch, lang):
    """Every post of a day's page is a row now (#23 item 2); where a paste still gives the inbox no row
    (made so here), its last word is the posts recorded for activity, not «Нечего читать»."""
    window = open_window(lang)
    _new_game(window, lang)
    window.controller.apply("phase", kind="day", deadline="2026-12-05 21:00", tz="UTC")
    monkeypatch.setattr("moderator_app.app.inbox.paste.read_paste", lambda *args, **kwargs: [])
    said = _paste(window, page(SEATS[lang]))
    assert said[-1] == ONLY_POSTS[lang]
    assert [e.data["event"] for e in window.controller.game.entries if e.kind == "host"] == ["activity"]
    said = _paste(window, page(SEATS[lang]))  # the same page again: no new post, nothing to read
    assert said[-1] == window.game_view.inbox.tr("Nothing to read in the pasted text.")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_page_pasted_before_any_phase_says_why_its_posts_are_not_recorded(open_window, qtbot, lang):
    window = open_window(lang)
    _new_game(window, lang)
    said = _paste(window, page(SEATS[lang]))
    assert said and said[-1].startswith(NO_PHASE[lang])
    assert window.game_view.inbox.paste.toPlainText().strip()  # kept: nothing vanishes
    assert not [e for e in window.controller.game.entries if e.kind == "host"]


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_prods_are_in_the_correspondence_table_with_their_state(open_window, qtbot, lang):
    window = open_window(lang)
    board = _day_with_page(window, qtbot, lang)
    nicks, mail = SEATS[lang], board.mail
    mail.now = board.activity.now
    mail.refresh()

    def prod_rows() -> dict[str, list[str]]:
        return {mail.table.item(r, 0).text(): [mail.table.item(r, c).text() for c in (1, 2, 3)]
                for r in range(mail.table.rowCount()) if mail.table.item(r, 1).text() == PROD_WORD[lang]}

    olga, eve = f"{nicks[6].lower()}_acc ({nicks[6]})", f"{nicks[4].lower()}_acc ({nicks[4]})"
    drafted, sent, confirmed = STATUS[lang]
    rows = prod_rows()
    assert set(rows) == {olga, eve} and rows[olga][2] == drafted
    kinds = [d.kind for d in mail.drafts]
    assert kinds.index("prod") < kinds.index("reminder")  # in sight, above the day's reminders
    assert rows[olga][1] == next(d.text for d in board.activity.prods if d.to == nicks[6])
    qtbot.mouseClick(board.activity.buttons[1], Qt.MouseButton.LeftButton)  # the board's button: copied, sent
    mail.refresh()
    rows = prod_rows()
    assert rows[olga][2] == sent and rows[eve][2] == drafted
    assert rows[olga][1] == QApplication.clipboard().text()  # the words sent stay listed
    row = next(r for r in range(mail.table.rowCount())
               if mail.table.item(r, 0).text() == olga and mail.table.item(r, 1).text() == PROD_WORD[lang])
    mail.table.setCurrentCell(row, 0)
    qtbot.mouseClick(mail.confirm_button, Qt.MouseButton.LeftButton)
    mail.refresh()
    assert prod_rows()[olga][2] == confirmed
    said = standings(window.controller.game, lang, utc(2026, 12, 3, 22, 0))
    assert [s.call for s in said if s.nick == nicks[6]] == ["prodded"]  # confirmed: still the one prod, sent at 21:00
