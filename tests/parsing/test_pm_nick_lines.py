"""A «Nick:» or «From: …» line inside a post's text is no header (#23): a real mafiascum post (Game 1094, by
Carrotcake; ../shared/corpus/forum/heldout-draw3.yaml) was cut at «From: "<a quoted sentence>" - …» into two
PMs, the second «sent» by the sentence; with its addressees as players it was cut into four at «Singer:[quote]…»,
«Thor:[quote]…», «Seraph:». A typed label is a sender only where the paste starts with one, and never over a quote."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.parsing.pm import has_mail_headers, split_messages
from parsing.real_corpus import load_posts
from shared_corpus import or_skip

NOW = datetime(2026, 12, 6, 22, 0)
NAMES = ["Максим", "Сова", "Лена", "Дикий Олень"]


def _singer_post() -> list:
    return [pytest.param(post, id="carrotcake") for post in load_posts() if "Singer:[quote]" in post["text"]]


@pytest.mark.parametrize("post", or_skip(_singer_post()))
def test_the_real_post_with_nick_lines_is_one_pm(post) -> None:
    names = [*post["players"], post["author"]]
    [pm] = split_messages(f"От: {post['author']}\n\n{post['text']}", names, NOW)
    assert pm.sender == post["author"] and pm.body.endswith(post["text"].strip()[-40:])
    [alone] = split_messages(post["text"], [*names, "Singer", "Thor", "Seraph"], NOW)  # its addressees playing
    assert alone.sender is None and alone.body == post["text"].strip()


def test_a_prose_from_line_is_no_header() -> None:
    text = 'От: Максим\n\nЛечу Сову.\nFrom: "Сова точно мирная." - звучит уверенно\nto\nпотом'
    [pm] = split_messages(text, NAMES, NOW)
    assert pm.sender == "Максим" and "звучит уверенно" in pm.body
    assert not has_mail_headers('Лечу Сову.\nFrom: "Сова точно мирная." - звучит уверенно')
    assert has_mail_headers("From: Сова\n\nЛечу Лену") and has_mail_headers("Od:\nSowa\nLeczę Lenę")


def test_a_nick_line_after_a_posts_own_words_addresses_that_player() -> None:
    text = "Лечу Сову, наверное.\n\nМаксим: ты зачем молчишь?\nЛена:[quote]я мирная[/quote]\nне верю"
    assert [(pm.sender, pm.body) for pm in split_messages(text, NAMES, NOW)] == [(None, text)]


def test_typed_labels_that_start_the_paste_are_senders_but_not_over_a_quote() -> None:
    typed = split_messages("Дикий Олень: против Совы\nМаксим: против Лены", NAMES, NOW)
    assert [(pm.sender, pm.body) for pm in typed] == [("Дикий Олень", "против Совы"), ("Максим", "против Лены")]
    quoted = split_messages("Максим: лечу Сову\nЛена:[quote]я мирная[/quote]\nне верю", NAMES, NOW)
    assert [pm.sender for pm in quoted] == ["Максим"]
