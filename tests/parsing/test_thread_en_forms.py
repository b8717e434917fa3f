"""English and international page forms found on real pages nobody here wrote (the held-out corpus,
../shared/corpus/forum/heldout-en.yaml; the cases here are made up in their shape): a zone printed after a header's time, Curse / vBulletin 4
headers with a day and no time, signatures with no separator line, English talk about votes that
casts none, and a formal vote's short target beating a name in the chatter."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from moderator_app.parsing import parse_message, read_thread
from moderator_app.parsing.dates import parse_day, parse_zone
from moderator_app.parsing.thread_lines import classify_anchor

from .corpus import load_roleset

PLAYERS = ["Gentleman Johnny", "KelsierSC", "Vivax", "Damdred", "Ophidia"]


@pytest.fixture(scope="module")
def classic():
    return load_roleset("forum-mafia-classic")


@pytest.mark.parametrize(("text", "minutes"), [("1:42 am UTC+3", 180), ("20:45 GMT -5", -300), ("20:45 (MSK)", 180),
                                               ("8:45 PM UTC+05:30", 330), ("20:45 CET", 60),
                                               ("21:10:05 GMT 1", 60), ("7:46:43 GMT 10", 600),
                                               ("21:00 MSK+1", 240), ("21:00 (MSK-2)", 60), ("21:00 CET +0:30", 90)])
def test_a_zone_after_the_time_is_read_as_its_offset(text, minutes):
    assert parse_zone(text) == timedelta(minutes=minutes)


@pytest.mark.parametrize("line", ["Posted: Sun Oct 04, 2020 1:42 am UTC+3", "« Reply #3 on: March 12, 2026, 08:45:12 PM GMT -5 »",
                                  "12.03.2026, 20:45 (MSK)", "Post by Vivax » Sun Oct 04, 2020 1:42 am UTC+3",
                                  "Post by Vivax on Oct 4, 2020 1:42:10 GMT 1"])
def test_a_header_with_a_zone_is_still_a_header_and_keeps_its_printed_time(line):
    anchor = classify_anchor(line, None)
    assert anchor is not None and anchor.posted is not None and anchor.zone is not None
    assert anchor.posted.minute in (42, 45)  # the printed time; "+3", "-5" are not read as a time


def test_proboards_gmt_with_its_plus_lost_is_an_east_zone():
    """ProBoards prints "GMT 1" for GMT+1 (seen on mafiacorner's pages; this line is made up in their shape)."""
    anchor = classify_anchor("Post by Vivax on Oct 4, 2020 1:42:10 GMT 1", None)
    assert anchor is not None and anchor.zone == timedelta(hours=1) and anchor.posted == datetime(2020, 10, 4, 1, 42, 10)
    assert parse_zone("at GMT 2026") == timedelta(0)  # a year after the zone is no offset


def test_a_zone_word_in_a_post_is_no_header():
    assert classify_anchor("We meet at UTC+3 tomorrow", None) is None


def test_a_printed_zone_is_moved_into_the_deadline_zone(classic):
    page = ("Post by Vivax » Sun Oct 04, 2020 1:42 am UTC+3\n\nVote Damdred\n\n"
            "Post by Damdred » Sun Oct 04, 2020 1:50 am\n\nVote Vivax\n")
    printed = read_thread(page, roleset=classic, players=PLAYERS)
    assert [p.posted for p in printed.posts] == [datetime(2020, 10, 4, 1, 42), datetime(2020, 10, 4, 1, 50)]
    moved = read_thread(page, roleset=classic, players=PLAYERS, zone=timezone.utc)
    assert [p.posted for p in moved.posts] == [datetime(2020, 10, 3, 22, 42), datetime(2020, 10, 4, 1, 50)]


def test_a_day_without_a_time_reads_in_headers_and_edit_notes():
    assert parse_day("#12  Nov 10, 2016") == datetime(2016, 11, 10)
    assert classify_anchor("#12  Nov 10, 2016", None).posted == datetime(2016, 11, 10)
    assert classify_anchor("Nov 10, 2016", None) is None  # a bare day in a post's text is no header


def curse_post(number: int, nick: str, day: str, *text: str, signature: tuple[str, ...] = ()) -> str:
    """A post of a Curse (MTG Salvation) page as the browser copies it: blank lines between blocks."""
    blocks = [f"#{number}  {day}", f"{nick}\n{nick}", "View User Profile", "View Posts", "Send Message", "Follow User",
              "Ignore User", "Some Title", "Join Date:  1/6/2010", "Posts:  1,501", "Member Details", *text,
              *signature, "0", "Edit", "Report", "Reply", "Quote", "Multi-quote", "Tools", "Delete"]
    return "\n\n".join(blocks)


def test_curse_posts_split_with_signatures_cut_even_with_the_page_footer(classic):
    sig = ("Once known here as The Old King", "Quote from someone »", "and our host hates no lynches.")
    page = "\n\n".join([
        "MTG Salvation\n\nForums", curse_post(1, "Gentleman Johnny", "Nov 10, 2016", "/confirm", signature=sig),
        curse_post(2, "Ophidia", "Nov 10, 2016", "Vote GJ, he smells off."),
        curse_post(3, "Gentleman Johnny", "Nov 11, 2016", "Vote Ophidia", "Last edited by Gentleman Johnny: Nov 11, 2016",
                   signature=sig),
        curse_post(4, "Gentleman Johnny", "Nov 11, 2016", "Unvote", signature=sig),
        "1\n\n2\n\nNext\n\nReply to this Topic\n\nCopyright 2016, Curse Inc."])
    reading = read_thread(page, roleset=classic, players=PLAYERS)
    assert [(p.author, p.posted, p.edited) for p in reading.posts] == [
        ("Gentleman Johnny", datetime(2016, 11, 10), None), ("Ophidia", datetime(2016, 11, 10), None),
        ("Gentleman Johnny", datetime(2016, 11, 11), datetime(2016, 11, 11)),
        ("Gentleman Johnny", datetime(2016, 11, 11), None)]
    assert [p.text for p in reading.posts] == ["/confirm", "Vote GJ, he smells off.", "Vote Ophidia", "Unvote"]
    assert reading.standing["Ophidia"] == "Gentleman Johnny" and reading.standing["Gentleman Johnny"] is None


@pytest.mark.parametrize("text", ["Should I vote him too? Vivax", "Did my vote on Vivax seem serious to you?",
                                  "So it's time to take your vote off. Like voting for Vivax.",
                                  "voted Vivax, do the same and gg", "I don't like his reason to vote Vivax.",
                                  "Show me the post where I blamed Damdred for voting Vivax."])
def test_english_talk_about_votes_casts_none(classic, text):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Ophidia", expect="vote")
    assert not (result.kind == "vote" and result.targets)


@pytest.mark.parametrize(("text", "target"), [("Vote Vivax cuz why not?", "Vivax"), ("I vote Vivax", "Vivax"),
                                              ("Why not? ##vote: Vivax", "Vivax"), ("[b]vote Vivax?[/b]", "Vivax"),
                                              ("alright ill vote Damdred\n\n##vote: Damdred", "Damdred")])
def test_a_vote_cast_in_english_still_reads(classic, text, target):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Ophidia", expect="vote")
    assert result.kind == "vote" and result.targets == [target]


def test_the_formal_vote_short_form_beats_me_and_a_nick_in_the_chatter(classic):
    trust = parse_message("Vote GJ\nHe has to be scum this game.\n\nTrust me.", roleset=classic, players=PLAYERS,
                          actor="Vivax", expect="vote")
    assert trust.targets == ["Gentleman Johnny"] and trust.confidence < 1
    chatter = parse_message("Damdred is not trolling, KSC twists his words.\n\n##vote: KSC", roleset=classic,
                            players=PLAYERS, actor="Vivax", expect="vote")
    assert chatter.targets == ["KelsierSC"]
    assert parse_message("Vote me", roleset=classic, players=PLAYERS, actor="Vivax", expect="vote").targets == ["Vivax"]


@pytest.mark.parametrize(("footer", "minutes"), [("All times are GMT-5. Made at 9:01 PM.", -300),
                                                 ("Часовой пояс: UTC + 3 часа", 180), ("Strefa czasowa: UTC+1", 60),
                                                 ("All times are UTC+03:00", 180),
                                                 ("FAQ • All times are UTC [ DST ]", 60)])
def test_a_page_zone_line_gives_the_zone_of_posts_that_print_none(classic, footer, minutes):
    page = f"Post by Vivax » Sun Oct 04, 2020 1:42 am\n\nVote Damdred\n\n{footer}\n"
    moved = read_thread(page, roleset=classic, players=PLAYERS, zone=timezone.utc)
    assert moved.posts[0].posted == datetime(2020, 10, 4, 1, 42) - timedelta(minutes=minutes)
    assert read_thread(page, roleset=classic, players=PLAYERS).posts[0].posted == datetime(2020, 10, 4, 1, 42)


def vb5_post(number: int, nick: str, when: str, *text: str) -> str:
    """A vBulletin 5 post as the browser copies it: profile, "Share" "Tweet", "#N", subject, date."""
    return "\n\n".join([nick, "Stub Hoarder", "Join Date: May 2011", "Posts: 29036", "Share", "Tweet", f"#{number}",
                        "Re: Episode 2", when, *text, "Comment"])


def test_vbulletin5_posts_take_the_nick_over_the_number_not_the_subject_or_a_button(classic):
    page = "\n\n".join(["Previous 1 2 Next", vb5_post(1, "Vivax", "04-09-2019, 10:37 AM", "Vote Damdred"),
                        vb5_post(2, "Damdred", "04-09-2019, 11:55 AM", "One line only."),
                        vb5_post(3, "Vivax", "04-22-2019, 05:37 PM", "Unvote"), "All times are GMT-5."])
    reading = read_thread(page, roleset=classic, players=PLAYERS)
    assert [(p.author, p.posted) for p in reading.posts] == [
        ("Vivax", datetime(2019, 4, 9, 10, 37)), ("Damdred", datetime(2019, 4, 9, 11, 55)),
        ("Vivax", datetime(2019, 4, 22, 17, 37))]
    assert [p.text for p in reading.posts] == ["Vote Damdred", "One line only.", "Unvote"]


def test_vbulletin5_a_post_whose_text_starts_on_the_line_under_the_date_keeps_its_first_line(classic):
    """A copy without a blank line under the date (#24 item 3: a mutant starting the post one line further down
    survived: the test page above has one)."""
    page = "\n\n".join(["Previous 1 2 Next", vb5_post(1, "Vivax", "04-09-2019, 10:37 AM\nVote Damdred\nSecond line."),
                        vb5_post(2, "Damdred", "04-09-2019, 11:55 AM\nOne line only.")])
    reading = read_thread(page, roleset=classic, players=PLAYERS)
    assert [p.text for p in reading.posts] == ["Vote Damdred\nSecond line.", "One line only."]
    assert [(v.voter, v.target) for v in reading.votes] == [("Vivax", "Damdred")]


def test_discourse_crawler_view_splits_on_its_creator_lines_and_drops_likes_and_footer(classic):
    """Discourse's crawler view (heldout-en.yaml meta-discourse-en.txt): "nick (Full Name)  <date>  N" heads a post."""
    page = "\n\n".join(["Day 1", "game", "Vivax (Viv Ax)     November 10, 2016, 8:45pm  1", "Vote Damdred", "2 Likes",
                        "Damdred    November 10, 2016, 9:05pm  2", "Vivax November 10, 2016, 8:45pm was a long day.",
                        "1 Like", "Home Categories Privacy",
                        "Powered by Discourse, seen with JavaScript"])
    reading = read_thread(page, roleset=classic, players=PLAYERS)
    assert [(p.author, p.posted) for p in reading.posts] == [
        ("Vivax", datetime(2016, 11, 10, 20, 45)), ("Damdred", datetime(2016, 11, 10, 21, 5))]
    assert [p.text for p in reading.posts] == ["Vote Damdred", "Vivax November 10, 2016, 8:45pm was a long day."]
    assert [(v.voter, v.target) for v in reading.votes] == [("Vivax", "Damdred")]
