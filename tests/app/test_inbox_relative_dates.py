"""A page pasted into the inbox with relative post dates (#13): "2 часа назад", "5 minutes ago" are read from
the paste moment, so lateness is judged on them like on any printed time (the same reading as `thread`)."""

from __future__ import annotations

from datetime import datetime

from moderator_app.app.inbox.thread import thread_rows
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SEATS = {"Вася": "commissar", "Петя": "boss", "Коля": "doctor", "Маша": "citizen", "Борис": "mafioso"}


def _day_game() -> Game:
    players = [{"nick": n, "role": r} for n, r in SEATS.items()]
    return Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players}),
                        Entry("phase", {"kind": "day"}), Entry("resolve"), Entry("phase", {"kind": "night"}),
                        Entry("resolve"), Entry("phase", {"kind": "day", "deadline": "2026-12-02 21:00"})])


def test_votes_dated_hours_and_minutes_ago_are_judged_from_the_paste_moment():
    page = ("Сообщение Вася » 2 часа назад\n\nГолосую против Бориса\n\n"
            "Сообщение Маша » 5 минут назад\n\nГолосую против Бориса\n")
    vasya, masha = thread_rows(_day_game(), page, now=datetime(2026, 12, 2, 21, 3))
    assert (vasya.actor, vasya.at, vasya.late) == ("Вася", "2026-12-02 19:03:00", False)
    assert (masha.actor, masha.at, masha.late) == ("Маша", "2026-12-02 20:58:00", False)
    [_, masha_later] = thread_rows(_day_game(), page, now=datetime(2026, 12, 2, 21, 10))
    assert (masha_later.at, masha_later.late) == ("2026-12-02 21:05:00", True)
