"""Activity read from real thread pages (#28 item 1; the pages are in ../shared/corpus, skipped when
absent). The post counts written here were counted by hand on each page's post headers before the
app read it: who wrote how many posts, and in which phase each falls once its time is read in the
deadline's zone."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from moderator_app.app.activity import page_event, standings
from moderator_app.engine.model.activity import by_holder, recorded
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries

from tests.shared_corpus import read

CLASSIC = ["commissar", "sergeant", "doctor", "putana", "foundling", "boss", "mafioso", "balamut", "maniac",
           "citizen", "citizen", "citizen"]
MAFIASCUM_1493 = ("measured", "2026-12-06", "en-mafiascum-1493-p2.txt")
EST = timezone(timedelta(hours=-5))
ZONE_1493 = "UTC-05:00"  #: the page's footer: "All times are UTC - 5 hours"; deadlines in the same zone
#: by hand, from the 25 "by <nick> » <date>" headers of the page (two of aptil's share the minute 3:01)
COUNTED_1493 = {"NicCage": 8, "aptil": 8, "Wake1": 3, "SalmonellaDreams": 2, "jackofspades": 1, "Naomi-Tan": 1,
                "Squilly": 1, "theaceofspades": 1}


def game_of(nicks: list[str], phases: list[tuple[str, str]], tz: str, vote_rules: str | None = None) -> Game:
    """A classic game of twelve seats (`nicks` first, fillers after) whose phases have these deadlines;
    the last one is left open."""
    seats = [*nicks, *(f"Seat{n}" for n in range(12 - len(nicks)))]
    doc = {"ruleset": "forum-mafia-classic", "seed": 1,
           "options": {"vote_rules": vote_rules} if vote_rules else {},
           "players": [{"nick": nick, "role": role} for nick, role in zip(seats, CLASSIC)],
           "phases": [{kind: {"deadline": at, "tz": tz}} for kind, at in phases]}
    entries = script_entries(doc)
    return Game.replay(entries[:-1])  # the last phase stays open


def paste(game: Game, text: str, now: datetime | None = None) -> dict[str, Any] | None:
    event = page_event(game, text, now)
    if event is not None:
        game.apply(Entry("host", event))
    return event


def test_a_mafiascum_page_counts_every_post_of_every_player_once() -> None:
    text = read(*MAFIASCUM_1493)
    game = game_of([*COUNTED_1493, "archaebob", "hodge"], [("day", "2013-08-30 21:00")], ZONE_1493, "mafiascum")
    event = paste(game, text, datetime(2013, 8, 24))
    assert event is not None and len(event["posts"]) == 25
    assert by_holder(recorded(game), "day 1") == COUNTED_1493
    assert paste(game, text, datetime(2013, 8, 25)) is None  # the same page again adds nothing
    assert by_holder(recorded(game)) == COUNTED_1493


def test_a_grown_page_pasted_again_adds_only_its_new_posts() -> None:
    text = read(*MAFIASCUM_1493)
    lines = text.split("\n")
    thirteenth = [n for n, line in enumerate(lines) if line.startswith("Re: Mini 1493")][12]
    game = game_of([*COUNTED_1493, "archaebob", "hodge"], [("day", "2013-08-30 21:00")], ZONE_1493, "mafiascum")
    first = paste(game, "\n".join(lines[:thirteenth]), datetime(2013, 8, 23, 4, 14))
    assert first is not None and len(first["posts"]) == 12  # the page as it stood at 4:14: its first 12 posts
    second = paste(game, text, datetime(2013, 8, 24))
    assert second is not None and len(second["posts"]) == 13
    assert by_holder(recorded(game)) == COUNTED_1493


def test_the_silent_are_found_against_mafiascums_48_hours() -> None:
    game = game_of([*COUNTED_1493, "archaebob", "hodge"], [("day", "2013-08-30 21:00")], ZONE_1493, "mafiascum")
    paste(game, read(*MAFIASCUM_1493), datetime(2013, 8, 24))
    # last posts by hand: NicCage 9:40, Wake1 9:57, SalmonellaDreams 10:25 on Aug 23; the page opens at 2:48
    seen = {s.nick: s for s in standings(game, "en", datetime(2013, 8, 25, 9, 50, tzinfo=EST))}
    assert seen["NicCage"].call == "prod" and seen["NicCage"].last == datetime(2013, 8, 23, 9, 40)
    assert seen["Wake1"].call is None and seen["SalmonellaDreams"].call is None
    assert seen["archaebob"].call == "prod" and seen["archaebob"].day == 0  # silent since the record began
    assert seen["aptil"].day == 8 and seen["aptil"].total == 8


def test_a_page_printing_its_zone_is_read_in_the_deadlines_zone_and_split_by_phase() -> None:
    """fandompost (vBulletin 5), "All times are GMT-5"; the deadlines are Moscow's (UTC+3): +8 hours.
    By hand: #1-#7 fall before 2 May 06:00 MSK, #8 (1 May 10:47 PM = 2 May 06:47 MSK) to #12 before
    15 May 09:00 MSK, #13 (15 May 1:29 AM = 09:29 MSK) to #15 after it."""
    stub, old, maid = "Stub Hoarder", "Too Old For This... Stuff", "Robot Maid"
    game = game_of([stub, old, maid], [("day", "2019-05-02 06:00"), ("night", "2019-05-15 09:00"),
                                       ("day", "2019-06-01 00:00")], "Europe/Moscow")
    paste(game, read("forum", "pages", "fandompost-vb5-en.txt"), datetime(2019, 5, 30))
    posts = recorded(game)
    assert by_holder(posts, "day 1") == {stub: 5, old: 1, maid: 1}
    assert by_holder(posts, "night 1") == {stub: 2, old: 2, maid: 1}
    assert by_holder(posts, "day 2") == {stub: 2, old: 1}
    assert posts[0].at == "2019-04-09 18:37:00"


def test_a_russian_page_counts_the_players_and_leaves_out_the_host_and_a_guest() -> None:
    """worlds-to-be (SMF 1, ru): by hand, «Афроамериканская Тамада» (no seat of that name), Bloody Mary
    (a player) and the host Селин, one post each."""
    game = game_of(["Bloody Mary", "Черная Тамада", "Луан"], [("day", "2017-12-11 21:00")], "Europe/Moscow")
    event = paste(game, read("forum", "pages", "worlds-to-be-smf1-ru.txt"), datetime(2017, 12, 11))
    assert event is not None and [p["seat"] for p in event["posts"]] == ["Bloody Mary"]
    assert by_holder(recorded(game)) == {"Bloody Mary": 1}


def test_a_polish_page_of_one_player_splits_at_the_deadline() -> None:
    """mafiacorner (ProBoards, pl): by hand, five posts by Antura — 20 Jul 07:46, 23:40, 23:46, 23:49 and
    21 Jul 00:32; the day ends at 20 Jul 21:00."""
    game = game_of(["Antura"], [("day", "2023-07-20 21:00"), ("night", "2023-07-21 21:00")], "Europe/Warsaw")
    paste(game, read("forum", "pages", "mafiacorner-proboards-pl.txt"), datetime(2023, 7, 21, 12))
    assert by_holder(recorded(game), "day 1") == {"Antura": 1}
    assert by_holder(recorded(game), "night 1") == {"Antura": 4}
    # the headers print "GMT 1" (ProBoards' GMT+1, its plus lost): 7:46:43 there is 8:46:43 in Warsaw's summer
    assert recorded(game)[0].at == "2023-07-20 08:46:43"


def test_a_paste_of_pms_adds_no_posts() -> None:
    game = game_of(["Вася"], [("day", "2026-03-12 21:00")], "Europe/Moscow")
    assert page_event(game, "От: Вася\nТема: голос\nДата: 12.03.2026 20:00\n\nГолосую за Петю") is None


RELATIVE_PAGE = """bob

Member

2 hours ago

#1

##vote carol

carol

Active member

5 minutes ago

#2

I have read the whole thread twice now and I still think bob is the scum here.
"""


def test_a_page_of_relative_dates_pasted_again_later_counts_once() -> None:
    """Made up in XenForo 2's shape: "2 hours ago" read at 12:00 is 10:00, at 12:50 it is 10:50 — the
    same post; a bare vote said again three hours later is a new one."""
    game = game_of(["bob", "carol"], [("day", "2026-12-01 21:00")], "UTC")
    assert paste(game, RELATIVE_PAGE, datetime(2026, 12, 1, 12, 0)) is not None
    assert paste(game, RELATIVE_PAGE, datetime(2026, 12, 1, 12, 50)) is None
    assert by_holder(recorded(game)) == {"bob": 1, "carol": 1}
    later = RELATIVE_PAGE.replace("5 minutes ago", "1 minute ago").replace("2 hours ago", "4 minutes ago")
    assert paste(game, later, datetime(2026, 12, 1, 15, 0)) is not None  # bob's "##vote carol" again at 14:56
    assert by_holder(recorded(game)) == {"bob": 2, "carol": 1}
