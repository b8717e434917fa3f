"""Page or PMs by the paste's shape, never by the phase (#23): a thread page pasted at night was read as PMs, and
the mafioso's ordinary post «Голосую против Ежа» became a ready kill request. A night's page is read post by
post like a day's; its posts are shown (and counted for activity), never requests — the engine's dry run says
a vote counts in no night (`no_vote_in_phase`). phpBB's PM history («Сообщение X » date», the same header as a
post) stays mail (tests/app/test_inbox_gone.py keeps its night request).

Real pages come from ../shared/corpus (skipped when absent); the made-up pastes below show one sign each."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.app.activity import page_event
from moderator_app.app.inbox.fate import ready, row_verdicts
from moderator_app.app.inbox.paste import NIGHT_POST, paste_shape, read_paste, shape_words
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.parsing.paste_shape import AUTHORS, MAIL, ONE_SENDER, PAGE, SIGNS, TOPIC_HEAD, forced, read_shape
from parsing.real_corpus import load_pages, page_text
from shared_corpus import corpus_path, or_skip

NOW = datetime(2026, 12, 6, 23, 30)
SEATS = {"Борис": "mafioso", "Петя": "boss", "Ёж": "citizen", "Оля": "citizen", "Коля": "doctor", "Вася": "commissar",
         "Маша": "citizen"}
FILLERS = ["Игрок А", "Игрок Б", "Игрок В", "Игрок Г"]
#: the defect of #23, made up: two players' posts in the thread while the night is open
NIGHT_PAGE = ("Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа\n\n"
              "Сообщение Оля » 06 дек 2026, 23:10\nНочь длинная, спать пора")


def night_game(seats: dict[str, str] | None = None) -> Game:
    """A classic game at night 1 (a day resolved before it)."""
    seats = seats or SEATS
    setup = {"ruleset": "forum-mafia-classic", "seed": 4, "players": [{"nick": n, "role": r} for n, r in seats.items()]}
    return Game.replay([Entry("setup", setup), Entry("phase", {"kind": "day"}), Entry("resolve"),
                        Entry("phase", {"kind": "night"})])


def test_a_night_thread_post_voting_is_no_kill_request() -> None:
    game = night_game()
    assert paste_shape(game, NIGHT_PAGE, NOW).kind == PAGE
    rows = read_paste(game, NIGHT_PAGE, voting=False, now=NOW)
    assert [row.kind for row in rows] == ["vote", "vote"] and {row.post for row in rows} == {0, 1}
    assert not any(ready(game, row) for row in rows) and all(row.note == NIGHT_POST for row in rows)
    boris = rows[0]
    assert (boris.actor, boris.action, boris.targets) == ("Борис", None, ["Ёж"])
    said = row_verdicts(game, rows)[id(boris)]  # one verdict: the engine's own refusal
    assert said is not None and said.fate == "refused" and said.code == "no_vote_in_phase"


def test_the_same_page_by_day_is_read_as_votes() -> None:
    game = night_game()
    game.apply(Entry("resolve"))
    game.apply(Entry("phase", {"kind": "day"}))
    rows = read_paste(game, NIGHT_PAGE.replace("23:", "13:"), voting=True, now=NOW)
    assert rows[0].targets == ["Ёж"] and ready(game, rows[0]) and rows[0].note is None


def test_the_host_reads_a_page_as_pms_and_back() -> None:
    game = night_game()
    rows = read_paste(game, NIGHT_PAGE, voting=False, now=NOW, shape=MAIL)
    assert [(row.actor, row.action, row.targets) for row in rows][0] == ("Борис", "kill", ["Ёж"])
    shape = forced(paste_shape(game, NIGHT_PAGE, NOW), MAIL)
    assert (shape.kind, shape.signs) == (MAIL, ("host",))
    one_pm = "Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа"  # one block, no sign of a page: mail
    assert paste_shape(game, one_pm, NOW).signs == (ONE_SENDER,)
    assert [row.action for row in read_paste(game, one_pm, False, now=NOW)] == ["kill"]
    assert [row.action for row in read_paste(game, one_pm, False, now=NOW, shape=PAGE)] == [None]


def test_the_decision_is_said_with_its_reasons_in_every_language() -> None:
    shape = read_shape(NIGHT_PAGE, list(SEATS), today=NOW)
    assert shape_words(shape, "ru", False).startswith("Прочитано как страница темы: разных авторов: 2.")
    assert "не заявки" in shape_words(shape, "ru", False) and "не заявки" not in shape_words(shape, "ru", True)
    assert shape_words(shape, "pl", True) == "Odczytano jako stronę wątku: różni autorzy: 2."
    assert shape_words(forced(shape, MAIL), "en", False) == "Read as PMs: your choice."


#: one made-up paste per sign of a page: a single post (one author), the sign the only thing it carries
PAGE_SIGNS = {
    "re_title": "Re: Мафия 12\nСообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа",
    "post_by": "Post by Борис on Sun Dec 06, 2026 11:05 pm\nГолосую против Ежа",
    "top_link": "Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа\nНаверх",
    "quote_intro": "Сообщение Борис » 06 дек 2026, 23:05\nОля писал(а):\nспать пора\n\nГолосую против Ежа",
    "post_number": "Сообщение Борис » 06 дек 2026, 23:05\n#12\nГолосую против Ежа",
    "reply_quote": "Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа\nОтветить с цитатой",
    "page_nav": "Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа\nСтраница 1 из 3",
    TOPIC_HEAD: "Мафия 12. Ночь первая\n\nСообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа",
    AUTHORS: NIGHT_PAGE,
}
#: made-up pastes each with one sign of mail, beside a sign of a page: mail wins
MAIL_SIGNS = {
    "mail_keys": "Сообщение Борис » 06 дек 2026, 23:05\nОт: Борис\nКому: Ведущий\n\nГолосую против Ежа\nНаверх",
    "pm_history": "История сообщений: ход\nRe: Ночь\nСообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа",
    "pm_subject": ("ход\nСообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа\n"  # two PMs: two authors
                   "ход\nСообщение Оля » 06 дек 2026, 23:10\nЛечу Ежа"),
}


@pytest.mark.parametrize("sign", PAGE_SIGNS)
def test_each_sign_of_a_page(sign: str) -> None:
    shape = read_shape(PAGE_SIGNS[sign], list(SEATS), today=NOW)
    assert (shape.kind, shape.signs) == (PAGE, (sign,))


@pytest.mark.parametrize("sign", MAIL_SIGNS)
def test_each_sign_of_mail_beats_a_page_sign(sign: str) -> None:
    shape = read_shape(MAIL_SIGNS[sign], list(SEATS), today=NOW)
    assert (shape.kind, shape.signs) == (MAIL, (sign,))


def test_every_declared_sign_has_its_example_and_words() -> None:
    from moderator_app.i18n import has

    assert {s.id for s in SIGNS} == (set(PAGE_SIGNS) | set(MAIL_SIGNS)) - {AUTHORS, TOPIC_HEAD}
    for sign in {*PAGE_SIGNS, *MAIL_SIGNS, ONE_SENDER, "no_posts", "host"}:
        assert has(f"paste_shape.sign.{sign}"), sign


def test_the_hosts_replies_make_no_second_author() -> None:
    """A PM conversation's history holds the host's replies: his accounts are not a second author."""
    talk = "Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Ежа\n\nСообщение Ведущий » 06 дек 2026, 23:06\nПринято"
    assert read_shape(talk, list(SEATS), ("Ведущий",), NOW).kind == MAIL
    assert read_shape(talk, list(SEATS), (), NOW).kind == PAGE


def test_prose_from_line_is_no_mail_header() -> None:
    """A "From:" line of prose inside a post (the shape of a real mafiascum post in heldout-draw3.yaml)."""
    page = NIGHT_PAGE + '\nFrom: "Борис точно мирный." - звучит уверенно\nto\n"Чутьё" - уже нет'
    assert read_shape(page, list(SEATS), today=NOW).kind == PAGE


def test_a_night_page_counts_for_activity_and_a_pm_does_not() -> None:
    game = night_game()
    event = page_event(game, NIGHT_PAGE, NOW)
    assert event is not None and [post["by"] for post in event["posts"]] == ["Борис", "Оля"]
    assert page_event(game, "Сообщение Борис » 06 дек 2026, 23:05\nЛечу Олю", NOW) is None
    assert page_event(game, "Сообщение Борис » 06 дек 2026, 23:05\nЛечу Олю", NOW, shape=PAGE) is not None


def _real_pages() -> list:
    measured = sorted(corpus_path("measured").glob("*/*.txt")) if corpus_path("measured").is_dir() else []
    return [*(pytest.param(page_text(p["file"]), p["players"], id=p["file"]) for p in load_pages()),
            *(pytest.param(path.read_text(encoding="utf-8"), [], id=path.name) for path in measured)]


@pytest.mark.parametrize("text, players", or_skip(_real_pages(), width=2))
def test_a_real_thread_page_pasted_at_night_gives_no_request(text, players) -> None:
    game = night_game({**{n: "citizen" for n in dict.fromkeys([*players, *FILLERS])}, FILLERS[0]: "mafioso"})
    assert paste_shape(game, text, NOW).kind == PAGE
    rows = read_paste(game, text, voting=False, now=NOW)
    assert rows and not any(row.kind == "action" or ready(game, row) for row in rows)
    assert all(row.note == NIGHT_POST or row.host_post for row in rows)

