"""A XenForo 2 page as a browser copies it (ne-kurim.ru's layout): each post opens with the nick twice — the avatar's
name, a blank line, the name link — then «Сообщения / N / Реакции / N» and the text. The post used to start at the
link line, so the avatar's name stayed at the end of the post above: a post whose own word the reader could not
place became a vote for the next poster, pre-ticked (host-findings-5 item 6). Made-up page of that shape."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import read_thread
from moderator_app.parsing.thread_posts import split_posts

PLAYERS = ["Sowa_77", "Kotofey", "Тихий Зубр", "Rewik"]


def _post(nick: str, text: str) -> str:
    return f"{nick}\n\n{nick}\nСообщения\n57\nРеакции\n12\n{text}\n \n\n"


PAGE = ("Мафия 12. День 2. Голосование\n\n" + _post("Sowa_77", "Kotofey") + _post("Rewik", "хмм")
        + _post("Kotofey", "Тихий Зубр") + _post("Гость_форума", "а можно мне тоже?") + _post("Тихий Зубр", "Rewik"))


def test_each_post_starts_at_the_avatars_name_and_keeps_only_its_own_text() -> None:
    posts = split_posts(PAGE, PLAYERS)
    assert [(p.author, p.body.strip()) for p in posts] == [
        ("Sowa_77", "Kotofey"), ("Rewik", "хмм"), ("Kotofey", "Тихий Зубр"), ("Гость_форума", "а можно мне тоже?"),
        ("Тихий Зубр", "Rewik")]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def test_C_LYNCH_1_a_post_the_reader_cannot_place_is_no_vote_for_the_next_poster(roleset: dict) -> None:
    reading = read_thread(PAGE, roleset=roleset, players=PLAYERS, today=datetime(2026, 12, 7).date())
    assert reading.standing["Rewik"] is None
    assert reading.standing["Sowa_77"] == "Kotofey" and reading.standing["Kotofey"] == "Тихий Зубр"
