"""Relative dates in post headers (#13): "Сегодня/Вчера", "Dzisiaj/Wczoraj", "Today/Yesterday at …",
XenForo's weekday ("Monday at 9:14 PM"), "2 hours ago" / "5 минут назад" / "3 minuty temu", "A moment ago",
read from one declaration in `parsing.dates`; the "ago" forms need the paste moment, and a vote's time read
from one is judged against the deadline like any other."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from moderator_app.app.cli import main
from moderator_app.parsing import read_thread
from moderator_app.parsing.dates import parse_date
from moderator_app.parsing.thread_posts import split_posts

from .corpus import load_roleset

PASTED = datetime(2026, 12, 1, 21, 40, 13)  # a Tuesday


@pytest.mark.parametrize(("printed", "read"), [
    ("2 hours ago", datetime(2026, 12, 1, 19, 40, 13)),
    ("an hour ago", datetime(2026, 12, 1, 20, 40, 13)),
    ("5 minutes ago", datetime(2026, 12, 1, 21, 35, 13)),
    ("A moment ago", PASTED),
    ("less than a minute ago", PASTED),
    ("Yesterday at 9:14 PM", datetime(2026, 11, 30, 21, 14)),
    ("Today at 1:05 AM", datetime(2026, 12, 1, 1, 5)),
    ("Sunday at 12:00 PM", datetime(2026, 11, 29, 12, 0)),
    ("5 минут назад", datetime(2026, 12, 1, 21, 35, 13)),
    ("час назад", datetime(2026, 12, 1, 20, 40, 13)),
    ("Вчера, 21:05", datetime(2026, 11, 30, 21, 5)),
    ("3 minuty temu", datetime(2026, 12, 1, 21, 37, 13)),
    ("godzinę temu", datetime(2026, 12, 1, 20, 40, 13)),
    ("przed chwilą", PASTED),
    ("Niedziela o 12:00", datetime(2026, 11, 29, 12, 0)),
])
def test_relative_dates_read_against_the_paste_moment(printed, read):
    assert parse_date(printed, PASTED) == read


def test_ago_needs_the_moment_a_day_word_only_the_day():
    assert parse_date("2 hours ago", PASTED.date()) is None
    assert parse_date("2 hours ago") is None
    assert parse_date("Yesterday at 9:14 PM", PASTED.date()) == datetime(2026, 11, 30, 21, 14)


XENFORO_2 = """alice

Well-known member

Yesterday at 9:14 PM

#1

##vote bob

bob

Member

2 hours ago

#2

I am town.
Last edited: A moment ago

Reactions: alice

carol

Active member

5 minutes ago

#3

vote alice

You must log in or register to reply here.
"""

XENFORO_1 = """Crow
Falling is a Pleasure

vote bob

Crow, Yesterday at 9:14 PM  Report Bookmark

#1327 + Quote Reply

Like x 3

bob
Member

Crow said: ↑

vote bob

Click to expand...

unvote

bob, A moment ago  Report

#1328 + Quote Reply
"""


def test_xenforo_2_headers_with_relative_dates_split_right():
    posts = split_posts(XENFORO_2, ["alice", "bob"], PASTED)
    assert [(p.author, p.posted, p.edited, p.body) for p in posts] == [
        ("alice", datetime(2026, 11, 30, 21, 14), None, "##vote bob"),
        ("bob", datetime(2026, 12, 1, 19, 40, 13), PASTED, "I am town."),
        ("carol", datetime(2026, 12, 1, 21, 35, 13), None, "vote alice"),
    ]


def test_xenforo_1_footer_with_relative_date_and_its_quote_box():
    posts = split_posts(XENFORO_1, ["Crow", "bob"], PASTED)
    assert [(p.author, p.posted, p.body) for p in posts] == [
        ("Crow", datetime(2026, 11, 30, 21, 14), "vote bob"),
        ("bob", PASTED, "unvote"),
    ]


def test_a_vote_dated_2_hours_ago_counts_one_5_minutes_ago_is_late():
    """The deadline is 21:00 on the paste day: alice's vote (2 hours ago, 19:40) counts, carol's
    (5 minutes ago, 21:35) is after it."""
    page = XENFORO_2.replace("Yesterday at 9:14 PM", "2 hours ago")
    reading = read_thread(page, roleset=load_roleset("forum-mafia-classic"), players=["alice", "bob", "carol"],
                          deadline=datetime(2026, 12, 1, 21, 0), today=PASTED)
    alice, carol = reading.posts[0].votes[0], reading.posts[2].votes[0]
    assert (alice.target, alice.posted, alice.counted) == ("bob", datetime(2026, 12, 1, 19, 40, 13), True)
    assert (carol.target, carol.counted) == ("alice", False) and carol.reason
    assert reading.standing["alice"] == "bob" and reading.standing["carol"] is None


def test_thread_command_takes_the_paste_moment(capsys, tmp_path):
    page = tmp_path / "page.txt"
    page.write_text(XENFORO_2, encoding="utf-8")
    code = main(["thread", "--ruleset", "forum-mafia-classic", "--player", "alice", "--player", "bob",
                 "--today", "2026-12-01 21:40:13", str(page)])
    posts = json.loads(capsys.readouterr().out)["posts"]
    assert code == 0 and [p["posted"] for p in posts] == ["2026-11-30T21:14:00", "2026-12-01T19:40:13",
                                                          "2026-12-01T21:35:13"]
    code = main(["thread", "--ruleset", "forum-mafia-classic", "--player", "alice", "--player", "bob",
                 "--today", "2026-12-01", str(page)])  # the spec's day alone: "ago" has no time to count from
    posts = json.loads(capsys.readouterr().out)["posts"]
    assert code == 0 and [p["posted"] for p in posts] == ["2026-11-30T21:14:00", None, None]


def test_invision_posted_and_phpbb_inline_headers_with_relative_dates():
    page = ("alice\n\nMembers\n12 posts\n\nPosted 2 hours ago\n\nvote bob\n\n"
            "bob\n\nMembers\n3 posts\n\nPosted Yesterday at 09:14 PM\n\nunvote\n\n"
            "Post by carol » less than a minute ago\n\nvote alice\n")
    posts = split_posts(page, ["alice", "bob", "carol"], PASTED)
    assert [(p.author, p.posted, p.body) for p in posts] == [
        ("alice", datetime(2026, 12, 1, 19, 40, 13), "vote bob"),
        ("bob", datetime(2026, 11, 30, 21, 14), "unvote"),
        ("carol", PASTED, "vote alice"),
    ]
