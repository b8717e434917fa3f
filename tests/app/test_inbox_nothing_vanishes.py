"""Nothing vanishes (#23 item 2): every post of a pasted page and every PM of a paste becomes at least
one row of the inbox (recorded, or listed with its reason); a PM with two requests is two rows.

The property runs over every page, single post and night line of the real corpus
(../shared/corpus/forum, read through tests/parsing/real_corpus.py; skipped when absent), and the
known losses are kept as made-up examples of the same shape.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.app.inbox.paste import PAGE, paste_shape, read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.parsing.pm import split_messages
from moderator_app.parsing.thread import read_thread
from moderator_app.posts.reveal import final_reveal
from moderator_app.app.inbox.seats import seat_names
from parsing.real_corpus import load_pages, load_pms, load_posts, page_text
from shared_corpus import or_skip
from tests.engine.suspi_helpers import play

NOW = datetime(2026, 12, 6, 22, 0)
FILLERS = ["Игрок А", "Игрок Б", "Игрок В", "Игрок Г"]


def _game(players: list[str], day: bool, roles: dict[str, str] | None = None) -> Game:
    """A classic game of these players (and fillers), on day 2 or night 1."""
    nicks = list(dict.fromkeys([*players, *FILLERS]))
    roles = roles or {}
    seats = [{"nick": n, "role": roles.get(n) or ("mafioso" if n == FILLERS[0] else "citizen")} for n in nicks]
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 2, "players": seats}))
    for kind in ("day", "resolve", "night", *(("resolve", "day") if day else ())):
        game.apply(Entry("resolve", {}) if kind == "resolve" else Entry("phase", {"kind": kind}))
    return game


def _pieces(game: Game, text: str) -> int:
    """How many posts (a page) or PMs (anything else) the paste holds, as the inbox splits it."""
    if paste_shape(game, text, NOW).kind == PAGE:  # the inbox's own decision (parsing.paste_shape)
        return len(read_thread(text, roleset=game.rs.raw, players=game.living(), today=NOW).posts)
    return len(split_messages(text, seat_names(game), NOW))


def _covered(game: Game, text: str, voting: bool) -> None:
    """Every post or PM of the paste is at least one row."""
    rows = read_paste(game, text, voting, now=NOW)
    assert rows and {row.post for row in rows} == set(range(_pieces(game, text))), [(r.post, r.body[:30]) for r in rows]


@pytest.mark.parametrize("page", or_skip(load_pages()), ids=lambda p: p["file"] if p else "none")
def test_every_post_of_a_real_page_is_a_row(page) -> None:
    _covered(_game(page["players"], day=True), page_text(page["file"]), voting=True)


@pytest.mark.parametrize("post", or_skip(load_posts()), ids=lambda p: (p.get("source") or "")[-40:] if p else "none")
def test_every_real_single_post_is_a_row(post) -> None:
    game = _game([*post["players"], *([post["author"]] if post.get("author") else [])], day=True)
    header = f"От: {post['author']}\n\n" if post.get("author") in game.players else ""
    _covered(game, header + post["text"], voting=True)


@pytest.mark.parametrize("pm", or_skip(load_pms()), ids=lambda p: (p.get("source") or "")[-40:] if p else "none")
def test_every_real_night_line_is_a_row(pm) -> None:
    if pm["roleset"] != "forum-mafia-classic":
        pytest.skip("a night line of another role set")
    game = _game([*pm["players"], pm["sender"]], day=False, roles={pm["sender"]: pm.get("role") or "citizen"})
    _covered(game, f"От: {pm['sender']}\n\n{pm['text']}", voting=False)


def test_a_post_whose_vote_is_its_last_sentence_after_a_quote_is_a_row() -> None:
    """Made-up, the shape of #23's lost post: a quote removed, then chatter, then «Против Совы.»."""
    game = _game(["Сова", "Лис", "Рыжий Кот"], day=True)
    page = ("Лис\nСегодня, 20:10\nЦитата(Сова @ Сегодня, 20:00)\nЯ не мафия, голосую против Кота\n\n"
            "Ну да, конечно. Почему молчал вчера? Против Совы.\n\n"
            "Рыжий Кот\nСегодня, 20:12\nВсем привет, я сегодня поздно\n")
    rows = read_paste(game, page, True, now=NOW)
    by_post = {row.post: row for row in rows}
    assert set(by_post) == {0, 1}
    assert by_post[0].targets == ["Сова"] and by_post[0].actor == "Лис"
    assert by_post[1].targets == [] and not by_post[1].include and by_post[1].note == "no_vote"


def test_S_ROUND_1_a_room_and_a_card_in_one_pm_keep_the_room() -> None:
    """«kuchnia. i usypiam Marka»: the powder was recorded and the room lost; it goes on the card's row (where
    the host would set it, S-ROUND-1). An inspection aims at a room itself: the room choice is a row of its own."""
    game = play(["killer", "guest", "investigator", "guest", "guest", "guest", "guest", "guest"], [])
    game.apply(Entry("phase", {"kind": game.next_phase_kind()}))
    rows = read_paste(game, "Od: Kasia\nData: 06.12.2026 20:10\n\nkuchnia. i usypiam Marka", False, now=NOW)
    assert [(r.action, r.targets, r.room) for r in rows] == [("powder", ["Marek"], "Kuchnia")]
    rows = read_paste(game, "Od: Celina\n\nidę do kuchni. sprawdzam bibliotekę", False, now=NOW)
    assert sorted((r.action, r.room) for r in rows) == [("inspect", "Biblioteka"), ("room", "Kuchnia")]
    assert {r.post for r in rows} == {0}


def test_C_ROLE_DOC_the_reveal_lists_only_the_request_that_counted() -> None:
    game = _game(["Коля", "Маша", "Вася"], day=False, roles={"Коля": "doctor"})
    game.apply(Entry("action", {"actor": "Коля", "action": "heal", "targets": ["Маша"]}))
    game.apply(Entry("action", {"actor": "Коля", "action": "inject", "targets": ["Вася"]}))
    game.apply(Entry("resolve", {}))
    [night] = [log for log in final_reveal(game, "ru", None)["phases"] if log["label"] == "night 1"]
    assert [(a["actor"], a["targets"]) for a in night["actions"]] == [("Коля", ["Вася"])]
