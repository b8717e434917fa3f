"""A day post on a pasted thread page that holds no vote is listed as "no vote", never as work for the host
(host-findings-3 item 3: «Read as a night action (Protect), not a vote» for ordinary day chatter on a public
page gave red rows that «need you»; 10 of 25 on one real mafiascum page). A night action read from a public post
is chatter; so is a vote word only talked of. The reason the parser gave is kept on the row. Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.app.inbox.fate import ready
from moderator_app.app.inbox.thread import thread_rows
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

NORMAL = "examples/host-made/mafiascum-normal.yaml"


def _classic_day() -> Game:
    seats = [("Вася", "doctor"), ("Петя", "mafioso"), ("Маша", "citizen"), ("Оля", "commissar"), ("Коля", "citizen")]
    game = Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1,
                                        "players": [{"nick": n, "role": r} for n, r in seats]})])
    game.apply(Entry("phase", {"kind": "day"}))
    return game


def _normal_day() -> Game:
    seats = [("Alice", "doctor"), ("Bob", "goon"), ("Carl", "vanilla"), ("Dana", "cop"), ("Eve", "vanilla")]
    game = Game.replay([Entry("setup", {"ruleset": NORMAL, "seed": 1, "players": [{"nick": n, "role": r} for n, r in seats]})])
    for kind in ("night", "day"):
        if game.phases:
            game.apply(Entry("resolve"))
        game.apply(Entry("phase", {"kind": kind}))
    return game


def _rows(game: Game, author: str, body: str):
    page = f"Re: Game 1\n\nby {author} » Sat Aug 24, 2013 6:00 pm\n\n{body}\n{author}\nTop"
    return thread_rows(game, page, None)


def _no_vote(game: Game, row) -> bool:
    return row.note == "no_vote" and not row.include and not row.targets and not ready(game, row)


@pytest.mark.parametrize("body", ["Лечу Машу.", "проверяю Олю"])
def test_C_FLOW_2_a_night_action_in_a_day_post_is_no_vote_with_its_reason(body: str) -> None:
    game = _classic_day()
    [row] = _rows(game, "Вася", body)
    assert _no_vote(game, row)
    assert row.problem is not None and row.problem.key == "night_action"


@pytest.mark.parametrize("body, key", [("Не голосую за Машу.", "negated_vote"), ("Вчера все проголосовали за Машу.", "vote_told")])
def test_a_vote_word_negated_or_told_of_is_no_vote_under_the_default_rules(body: str, key: str) -> None:
    game = _classic_day()  # an unmarked vote counts here: only the parser's verdict makes the post chatter
    [row] = _rows(game, "Вася", body)
    assert _no_vote(game, row) and row.problem.key == key


def test_a_vote_word_only_talked_of_is_no_vote_under_mafiascum_rules() -> None:
    game = _normal_day()
    [row] = _rows(game, "Alice", "I would never vote Carl.")
    assert _no_vote(game, row)


def test_a_day_post_the_page_reader_passed_over_that_reads_as_a_night_action_is_no_vote() -> None:
    game = _normal_day()
    [row] = _rows(game, "Alice", "If I were the doc I would protect Carl tonight, he looks town to me.")
    assert _no_vote(game, row)


@pytest.mark.parametrize("game_of, author, body, target", [(_classic_day, "Вася", "Голосую против Пети.", "Петя"),
                                                            (_normal_day, "Alice", "VOTE: Bob", "Bob")])
def test_a_real_vote_on_the_page_stays_ready(game_of, author: str, body: str, target: str) -> None:
    game = game_of()
    [row] = _rows(game, author, body)
    assert row.targets == [target] and ready(game, row)
