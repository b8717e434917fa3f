"""host-findings-4 item 10: a page whose posts are dated years before the game began (a page of 2023
pasted into a day of 2026) was read into day 1 as today's posts and counted for activity. A post dated
before the game's first phase could have opened (its deadline less engine.model.activity.LONGEST_PHASE)
is no post of this game: the activity record leaves it out and its inbox row is unticked with the reason,
in the host's language. Where the first phase has no deadline, the dates tell nothing and nothing is
flagged. The pages are made up (phpBB's shape, as test_activity_withdraw builds them)."""

from __future__ import annotations

from moderator_app.app.activity import page_event
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.parsing.messages import in_lang

from .test_activity_withdraw import NICKS, ROLES, TODAY, thread_page

OLD_PAGE = thread_page([("Петя", "Fri Jul 14, 2023 10:00 am", "Голосую против Коли, он явно мафия."),
                        ("Коля", "Fri Jul 14, 2023 11:00 am", "Не согласен, я мирный житель.")])
TODAY_POST = ("Вася", "Wed Dec 02, 2026 10:00 am", "Голосую против Бориса, он молчит.")
EARLY_POST = ("Маша", "Sat Nov 21, 2026 09:00 am", "Всем привет, играем!")  # 11 days before: a long first day


def day_one(deadline: str | None = "2026-12-02 21:00") -> Game:
    when = {"deadline": deadline, "tz": "UTC"} if deadline else {}
    doc = {"ruleset": "forum-mafia-classic", "seed": 3, "players": [{"nick": n, "role": r} for n, r in zip(NICKS, ROLES)],
           "phases": [{"day": when}]}
    return Game.replay(script_entries(doc)[:-1])  # day 1 open


def test_a_page_older_than_the_game_adds_no_activity() -> None:
    game = day_one()
    assert page_event(game, OLD_PAGE, TODAY) is None  # nothing of it is the game's
    mixed = page_event(game, thread_page([*[("Петя", "Fri Jul 14, 2023 10:00 am", "Старый пост.")], TODAY_POST, EARLY_POST]),
                       TODAY)
    assert mixed is not None
    assert [(p["by"], p["at"][:10]) for p in mixed["posts"]] == [("Вася", "2026-12-02"), ("Маша", "2026-11-21")]
    assert all("older" not in p for p in mixed["posts"])  # the record's keys only


def test_an_older_pages_rows_are_unticked_and_say_why_in_the_hosts_language() -> None:
    game = day_one()
    rows = read_paste(game, thread_page([*[("Петя", "Fri Jul 14, 2023 10:00 am", "Голосую против Коли.")], TODAY_POST]),
                      True, TODAY)
    old, today = [r for r in rows if r.actor == "Петя"], [r for r in rows if r.actor == "Вася"]
    assert old and today
    assert [r.targets for r in old] == [["Коля"]]  # read as it says, but not this game's
    assert not any(r.include for r in old) and all(r.include for r in today)
    assert today[0].problem is None or "2023" not in str(today[0].problem)
    words = {lang: in_lang(old[0].problem, lang) for lang in ("ru", "pl", "en")}
    assert words["ru"].startswith("старше игры: написано 2023-07-14 10:00")
    assert words["pl"].startswith("starsze niż gra") and words["en"].startswith("older than the game")


def test_without_a_deadline_the_dates_tell_nothing_and_nothing_is_flagged() -> None:
    game = day_one(deadline=None)
    event = page_event(game, OLD_PAGE, TODAY)
    assert event is not None and len(event["posts"]) == 2
    rows = read_paste(game, OLD_PAGE, True, TODAY)
    assert not any(getattr(r.problem, "key", None) == "older_than_game" for r in rows)
    assert [r.include for r in rows if r.actor == "Петя"] == [True]
