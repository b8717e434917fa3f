"""The host's own posts on a pasted page, when the app does not know his forum account yet (host-findings-3 item 4:
they were listed as a stranger's rows, «SalmonellaDreams ?»): the sender picker of such a row offers «X is me (the
host)». Picked, every row from that account becomes his post, listed with that reason and never recorded, and the
account is remembered (Settings, host accounts), so the next paste lists his posts as his at once. Made-up page."""

from __future__ import annotations

import re

from .conftest import inbox_tab, paste_text

PLAYERS = ["Alice", "Bob", "Carl", "Dana"]


def _page(*posts: tuple[str, str]) -> str:
    return "\n".join(f"Re: Mini 9999: Made up\n\nby {who} » Sat Aug 24, 2013 {6 + n}:00 pm\n\n{text}\n{who}\nTop"
                     for n, (who, text) in enumerate(posts))


def _day(open_window):
    window = open_window("en")
    controller = window.controller
    seats = [{"nick": n, "role": "citizen" if n != "Bob" else "mafioso"} for n in PLAYERS]
    assert controller.new_game("Made up", {"ruleset": "forum-mafia-classic", "seed": 5, "players": seats}), \
        controller.last_error
    # the page's game ran long ago: no deadline of today, which would make its posts older than the game (mark_older)
    controller.apply("phase", kind="day", deadline=None)
    return window, inbox_tab(window)


def _need_you(view) -> int:
    return int(re.search(r"(\d+) need you", view.summary.text()).group(1))


def test_picking_is_me_on_a_strangers_row_lists_his_posts_as_the_hosts(open_window, qtbot):
    window, view = _day(open_window)
    paste_text(view, _page(("Hosty", "Vote count: Carl 1 (Alice). Not voting: Bob, Dana."),
                           ("Alice", "Vote: Carl"), ("Hosty", "Rules: votes in bold, please vote for Carl or Bob.")))
    table = view.table
    strangers = [i for i, row in enumerate(table.rows) if row.sender == "Hosty"]
    assert len(strangers) == 2 and not any(table.rows[i].host_post for i in strangers)
    before = _need_you(view)
    combo = table.combo(strangers[0], "sender")
    assert combo is not None
    mine = combo.findText("Hosty is me (the host)")
    assert mine >= 0
    combo.setCurrentIndex(mine)
    combo.activated.emit(mine)
    assert all(table.rows[i].host_post and not table.rows[i].include for i in strangers)  # both, listed, not recorded
    assert len(table.rows) == 3  # nothing vanishes
    assert table.problem_text(table.rows[strangers[1]])[0] == "your own post (the host): not a vote, nothing to record"
    assert (before, _need_you(view)) == (1, 0)  # a stranger's rows needed the host; his own posts need nothing
    window.resize(1200, 600)
    window.grab().save("/tmp/inboxfix/shot/host.png")
    assert "Hosty" in window.controller.settings.host_accounts
    paste_text(view, _page(("Hosty", "Day 1 ends at 21:00.")))
    assert table.rows[-1].host_post  # remembered for the next paste


def test_a_seats_row_offers_no_is_me(open_window, qtbot):
    _window, view = _day(open_window)
    paste_text(view, _page(("Alice", "Vote: Carl")))
    combo = view.table.combo(0, "sender")
    assert combo is not None and combo.findText("Alice is me (the host)") < 0
