"""Discourse as a browser shows it with JavaScript (held-out page exercism-discourse-en.txt, source in
heldout-rendered.yaml): the nick, the edit count, a reply's replied-to nick, then the tiny date alone ("Feb 1",
"3d", "5h", "Feb '22"); the topic map, "2 Replies", "Solution" and like counts are chrome; the quote title
"Nick:" over an earlier post's lines and the accepted answer "Solved by X in post #8" are quotes."""

from __future__ import annotations

from datetime import date, datetime

from moderator_app.parsing import read_thread
from moderator_app.parsing.thread_lines import discourse_date
from moderator_app.parsing.thread_posts import split_posts
from tests.parsing.corpus import load_roleset

# The shape of the real copy (exercism-discourse-en.txt), other words.
PAGE = """anna-k

1

Mar 3

Who do we lynch today?

Solved by bob_2 in post #3

vote carol

created

Mar 3

last reply

Mar 3

3

replies

12

views

bob_2

Mar 3

vote carol

2

2 Replies

carol

anna-k
Mar 3

anna-k:

Who do we lynch today?

Not me. vote bob_2

Solution

4
"""


def test_discourse_js_headers_give_authors_and_days_not_the_reply_tab_or_the_topic_map() -> None:
    posts = split_posts(PAGE, ["anna-k", "bob_2", "carol"], date(2024, 6, 1))
    assert [(p.author, p.posted) for p in posts] == [("anna-k", datetime(2024, 3, 3))] + [
        (nick, datetime(2024, 3, 3)) for nick in ("bob_2", "carol")]
    assert posts[1].body == "vote carol"  # "2" likes and "2 Replies" are buttons
    assert posts[2].body == "Not me. vote bob_2"  # the quote of anna-k's line, "Solution", "4" dropped


def test_discourse_js_headers_without_a_player_list() -> None:
    posts = split_posts(PAGE, [], date(2024, 6, 1))
    assert [p.author for p in posts] == ["anna-k", "bob_2", "carol"]


def test_discourse_accepted_answer_is_a_quote_not_the_first_posts_vote() -> None:
    posts = split_posts(PAGE, ["anna-k", "bob_2", "carol"], date(2024, 6, 1))
    assert "vote carol" not in posts[0].body and "Who do we lynch today?" in posts[0].body


def test_discourse_nick_colon_addressing_a_player_is_own_text_and_counts() -> None:
    page = PAGE.replace("anna-k:\n\nWho do we lynch today?\n\n", "anna-k:\n\nyou first\n\n")
    reading = read_thread(page, roleset=load_roleset("forum-mafia-classic"), players=["anna-k", "bob_2", "carol"],
                          today=date(2024, 6, 1))
    assert "anna-k:" in reading.posts[2].text and reading.standing["carol"] == "bob_2"


def test_discourse_tiny_dates() -> None:
    moment = datetime(2024, 6, 1, 12, 30)
    assert discourse_date("Feb 1", date(2024, 6, 1)) == (True, datetime(2024, 2, 1))
    assert discourse_date("Dec 30", date(2024, 6, 1)) == (True, datetime(2023, 12, 30))  # after the paste: last year
    assert discourse_date("3d", date(2024, 6, 1)) == (True, datetime(2024, 5, 29))
    assert discourse_date("5h", moment) == (True, datetime(2024, 6, 1, 7, 30))
    assert discourse_date("5h", date(2024, 6, 1)) == (True, None)  # hours need the paste moment
    assert discourse_date("Feb '22", moment) == (True, None)  # a month of an earlier year: no day printed
    assert discourse_date("Feb 1", None) == (True, None)
    # Russian and Polish skins: the month's short name first (Blizzard's ru forum prints "апр. 14") or the day first
    assert discourse_date("апр. 14", date(2022, 6, 1)) == (True, datetime(2022, 4, 14))
    assert discourse_date("14 апр.", date(2022, 6, 1)) == discourse_date("14 kwi", date(2022, 6, 1))
    assert discourse_date("Vote 2", moment) == (False, None) and discourse_date("2", moment) == (False, None)
