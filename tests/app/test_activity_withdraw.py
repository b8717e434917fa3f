"""host-findings-4 item 18 without Qt: a page the host pasted and then removed every row of (it was not
this game's: a page of another game Sailor plays in, the same day) is withdrawn from the activity record, so
the final reveal's «Аккаунты и посты» no longer counts it; a page some rows of which went into the game
keeps its posts. The pages are made up (phpBB's shape, as tests/gui/test_board_activity.py builds them)."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace

from moderator_app.app.activity import page_event, pastes_gone, withdrawal
from moderator_app.engine.model.activity import by_holder, recorded
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_final_reveal

NICKS = ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Sailor"]
ROLES = ["commissar", "boss", "doctor", "citizen", "putana", "mafioso", "citizen", "citizen"]
TODAY = datetime(2026, 12, 2, 12, 0)


def thread_page(posts: list[tuple[str, str, str]]) -> str:
    """(author, forum time, words) per post, as phpBB 3 prints a page ("by <nick> » <date>")."""
    return "\n".join(f"Re: Game 47\n\nby {by} » {when}\n\n{said}\n{by}\nTop" for by, when, said in posts) + "\n"


OTHER_GAME = thread_page([("Sailor", f"Wed Dec 02, 2026 0{n}:00 am", f"In the other game I vote for Ghost {n}.")
                          for n in range(3, 8)])
TODAYS_PAGE = thread_page([("Вася", "Wed Dec 02, 2026 10:00 am", "Hello all, let us find the scum today."),
                           ("Sailor", "Wed Dec 02, 2026 10:30 am", "Reading the thread now, back soon.")])


def day_one() -> Game:
    doc = {"ruleset": "forum-mafia-classic", "seed": 3, "players": [{"nick": n, "role": r} for n, r in zip(NICKS, ROLES)],
           "phases": [{"day": {"deadline": "2026-12-02 21:00", "tz": "UTC"}}]}
    return Game.replay(script_entries(doc)[:-1])  # day 1 open


def paste(game: Game, text: str) -> str:
    event = page_event(game, text, TODAY)
    assert event is not None
    game.apply(Entry("host", event))
    return event["paste"]


def posts_line(game: Game, nick: str) -> str:
    reveal = render_final_reveal(game, "ru")
    return next(line for line in reveal.splitlines() if f" {nick} — " in line)


def test_removing_every_row_of_a_wrong_page_withdraws_its_posts_from_the_final_reveal() -> None:
    game = day_one()
    wrong, today = paste(game, OTHER_GAME), paste(game, TODAYS_PAGE)
    assert posts_line(game, "Sailor") == "8. Sailor — 6"  # the wrong page counted: the host's finding
    rows = [SimpleNamespace(paste=wrong) for _ in range(5)] + [SimpleNamespace(paste=today) for _ in range(2)]
    assert pastes_gone(rows[:3], rows[3:]) == []  # two of the wrong page's rows still wait
    assert pastes_gone(rows[:5], rows[5:]) == [wrong]
    event, count = withdrawal(game, wrong)
    assert count == 5
    game.apply(Entry("host", event))
    assert posts_line(game, "Sailor") == "8. Sailor — 1" and posts_line(game, "Вася") == "1. Вася — 1"
    assert by_holder(recorded(Game.replay(game.entries))) == {"Вася": 1, "Sailor": 1}  # kept in the journal
    assert withdrawal(game, wrong) is None  # withdrawn once: nothing more to take


def test_a_page_whose_rows_went_into_the_game_keeps_its_posts() -> None:
    """Rows of a paste some of which were recorded hold no paste id (gui.inbox): removing a misread
    row of the game's own page takes none of its posts away."""
    game = day_one()
    paste(game, TODAYS_PAGE)
    assert pastes_gone([SimpleNamespace(paste=None)], []) == []
    assert withdrawal(game, None) is None
    assert by_holder(recorded(game)) == {"Вася": 1, "Sailor": 1}
