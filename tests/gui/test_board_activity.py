"""#28 on the board, as a host meets it in ru, pl and en: a thread page pasted in the inbox adds its
posts to the game's activity record (one journal entry; the same page again adds none); the board's
activity section shows each player's posts and silence against the forum's rules (mafiascum's: a prod
after 48 h, 24 h to answer); a prod PM in the game's language, addressed to the account, is copied
and marked sent; a prod left unanswered makes the board propose the replacement, with the reason, in
the host's form; the vote count post carries the day's post counts. The page is made up, in phpBB's
shape (real pages are counted in tests/app/test_activity_pages.py)."""

from __future__ import annotations

import os
from datetime import datetime, timezone

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

SEATS = {
    "ru": ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Sailor"],
    "pl": ["Borys", "Piotr", "Jacek", "Ewa", "Anna", "Marek", "Ola", "Sailor"],
    "en": ["Bob", "Pete", "Jack", "Eve", "Ann", "Mark", "Olga", "Sailor"],
}
ROLES = ["commissar", "boss", "doctor", "citizen", "putana", "mafioso", "citizen", "citizen"]
#: (seat index, forum time) of each post on the page: seat 4 never posts, seat 6 only on the first evening
POSTS = [(6, "Tue Dec 01, 2026 8:00 pm"), (0, "Wed Dec 02, 2026 10:00 am"), (1, "Wed Dec 02, 2026 10:30 am"),
         (0, "Wed Dec 02, 2026 11:00 am"), (2, "Wed Dec 02, 2026 2:00 pm"), (3, "Thu Dec 03, 2026 9:00 am"),
         (5, "Thu Dec 03, 2026 9:30 am"), (7, "Thu Dec 03, 2026 10:00 am"), (0, "Thu Dec 03, 2026 12:00 pm")]
PROD = {
    "ru": "{nick}, вы молчите в игровой теме уже 49 ч. Пожалуйста, напишите в теме в течение 24 ч — иначе по "
          "правилам возможна замена.",
    "pl": "{nick}, nie piszesz w wątku gry już od 49 h. Napisz, proszę, w wątku w ciągu 24 h — inaczej zasady "
          "przewidują zastępstwo.",
    "en": "{nick}, you have not posted in the game thread for 49 h. Please post in the thread within 24 h — "
          "otherwise the rules call for a replacement.",
}
COUNTS_LINE = {"ru": "Постов за день: ", "pl": "Posty w tym dniu: ", "en": "Posts today: "}
SAID = ["Hello all, let us find the scum today.", "I agree, quiet players first.", "Any claims so far?",
        "Reading the thread now, back soon.", "Nothing useful to add yet.", "Who has not posted at all?",
        "The first evening was quiet.", "Let us wait for the others.", "Still here, still reading."]


def page(nicks: list[str]) -> str:
    """A page of thread posts as phpBB 3 prints it ("by <nick> » <date>"), made up for this test."""
    blocks = [f"Re: Game 47\n\nby {nicks[seat]} » {when}\n\n{SAID[n]}\n{nicks[seat]}\nTop"
              for n, (seat, when) in enumerate(POSTS)]
    return "\n".join(blocks) + "\n"


def shoot(window, qtbot, name: str) -> None:
    """With ACTIVITY_SHOTS=<folder>, the window as a 1366×740 laptop shows it, to look at."""
    if os.environ.get("ACTIVITY_SHOTS"):
        window.resize(1366, 740)
        qtbot.wait(20)
        window.grab().save(os.path.join(os.environ["ACTIVITY_SHOTS"], name + ".png"))


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=timezone.utc)


def _day_with_page(window, qtbot, lang: str):
    controller = window.controller
    nicks = SEATS[lang]
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in zip(nicks, ROLES)]
    assert controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players,
                                       "options": {"vote_rules": "mafiascum"}})
    for kind, deadline in (("day", "2026-12-01 12:00"), ("night", "2026-12-01 18:00")):  # day 1 has no vote
        controller.apply("phase", kind=kind, deadline=deadline, tz="UTC")
        controller.apply("resolve")
    controller.apply("phase", kind="day", deadline="2026-12-05 21:00", tz="UTC")
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    for _twice in range(2):
        QApplication.clipboard().setText(page(nicks))
        inbox.paste.setFocus()
        inbox.paste.paste()
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.activity.now = utc(2026, 12, 3, 21, 0)
    board.refresh()
    qtbot.waitUntil(lambda: board.activity.table.rowCount() > 0)  # filled a turn after the board
    return board


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_pasted_page_activity_prod_and_the_replacement_the_rules_call_for(open_window, qtbot, lang):
    window = open_window(lang)
    board = _day_with_page(window, qtbot, lang)
    nicks, game = SEATS[lang], window.controller.game
    assert [e.data["event"] for e in game.entries if e.kind == "host"] == ["activity"]  # the page twice: once
    view = board.activity
    assert not view.table.isVisible()  # the board is crowded: the whole table on demand
    shoot(window, qtbot, f"board-activity-{lang}")
    qtbot.mouseClick(view.show_table, Qt.MouseButton.LeftButton)
    assert view.table.isVisible()
    rows = {view.table.item(r, 0).text(): [view.table.item(r, c).text() for c in range(1, 6)]
            for r in range(view.table.rowCount())}
    first = f"{nicks[0].lower()}_acc ({nicks[0]})"
    assert rows[first][:2] == ["3", "3"] and rows[first][2] == "03.12 12:00"
    quiet = f"{nicks[4].lower()}_acc ({nicks[4]})"
    assert rows[quiet][:2] == ["0", "0"] and rows[quiet][3] == "49 h" if lang != "ru" else rows[quiet][3] == "49 ч"
    shoot(window, qtbot, f"board-activity-table-{lang}")
    assert [d.to for d in view.prods] == [nicks[4], nicks[6]]
    olga = next(d for d in view.prods if d.to == nicks[6])
    assert olga.account == nicks[6].lower() + "_acc" and olga.text == PROD[lang].format(nick=nicks[6])
    qtbot.mouseClick(view.buttons[1], Qt.MouseButton.LeftButton)  # Olga's prod: copied, marked sent
    assert QApplication.clipboard().text() == PROD[lang].format(nick=nicks[6])
    sent = [e.data for e in game.entries if e.data.get("event") == "mail"]
    assert sent == [{"event": "mail", "to": nicks[6], "kind": "prod", "ref": f"{nicks[6]}#1", "status": "sent",
                     "at": "2026-12-03 21:00:00", "text": PROD[lang].format(nick=nicks[6])}]  # the words sent, listed later
    view.now = utc(2026, 12, 4, 22, 0)  # 25 h later, still silent: the rules call for a replacement
    view.refresh()
    assert [s.call for s in view.standings if s.nick == nicks[6]] == ["replace"]
    replace = view.buttons[-1]
    qtbot.mouseClick(replace, Qt.MouseButton.LeftButton)
    assert board.host.action.currentData() == "replace" and board.host.player.currentText() == nicks[6]
    assert "03.12 21:00" in board.host.reason.text()
    board.copy_vote_count()
    post = QApplication.clipboard().text()
    assert f"{COUNTS_LINE[lang]}{nicks[0]} — 3, {nicks[1]} — 1, {nicks[2]} — 1, {nicks[3]} — 1, {nicks[4]} — 0" in post


def test_the_section_stays_hidden_where_the_rules_ask_nothing_and_no_page_was_pasted(small_game, qtbot):
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    qtbot.wait(10)
    assert not board.activity.isVisible()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_hosts_own_activity_rules_are_set_in_the_wizard_and_govern_the_board(open_window, qtbot, lang):
    """«Own rules…»: the activity inputs come from the declaration; what the host sets is the game's
    option (only what he set), and the board speaks by it."""
    from moderator_app.i18n import t

    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.signup.setPlainText("\n".join(SEATS[lang]))
    page.vote_rules.setCurrentIndex(page.vote_rules.count() - 1)  # «Own rules…»
    own = page.own_rules.inputs
    assert own["min_posts"].text() == t("vote_rules.cost_none", lang) and not own["post_counts"].isChecked()
    own["min_posts"].setValue(2)
    own["prod_after"].setValue(72)
    own["then"].setCurrentIndex(own["then"].findData("modkill"))
    own["post_counts"].setChecked(True)
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    rules = controller.game.setup_data["options"]["vote_rules"]
    assert rules["activity"] == {"min_posts": 2, "prod_after": 72, "then": "modkill", "post_counts": True}
    controller.apply("phase", kind="day")
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    qtbot.waitUntil(lambda: board.activity.isVisible())
    heading = board.activity.heading.text()
    assert t("activity.rule.min_posts", lang, n=2) in heading and t("activity.rule.prod_after", lang, n=72) in heading
    assert t("activity.nothing_read", lang) in heading
