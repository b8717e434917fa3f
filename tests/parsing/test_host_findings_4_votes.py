"""«Против X» opening a sentence is a vote, whatever reason follows it (host-findings-4 items 8, 24: «Против Быстрого
Ежа, он главный подозреваемый.» was «no vote in this post», and «… Так что я мирный. Против Соболя.» was not counted by
the page): lexicon.VOTE_OPENING. Inside a sentence the word is no vote («ничего не имею против Соболя»). Also «Ежа»
for «Быстрый Ёж» (item 7) and a join that names its vote outright (item 6). Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message, read_thread

PLAYERS = ["Быстрый Ёж", "Старый Соболь", "Тихий Зубр", "Мудрая Ласка", "Rewik"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


@pytest.mark.parametrize("text, target", [
    ("Против Быстрого Ежа, он главный подозреваемый.", "Быстрый Ёж"),
    ("Он спас бронежилет. Так что я мирный. Против Старого Соболя.", "Старый Соболь"),
    ("Przeciw Rewikowi, bo milczy.", "Rewik"),
])
def test_a_sentence_opening_with_against_a_player_is_a_vote_for_him(text: str, target: str, roleset: dict) -> None:
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Тихий Зубр", expect="vote")
    assert (result.kind, result.targets) == ("vote", [target]) and result.confidence >= 0.8


@pytest.mark.parametrize("text", ["Я ничего не имею против Соболя, но он молчит.", "Играю против мафии, а вы?"])
def test_against_inside_a_sentence_is_no_vote(text: str, roleset: dict) -> None:
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Тихий Зубр", expect="vote")
    assert not result.targets


def test_the_page_counts_a_post_that_opens_a_sentence_with_against(roleset: dict) -> None:
    page = ("Re: Мафия 1\n\nby Тихий Зубр » Sat Aug 24, 2013 6:00 pm\n\nВчера меня спас бронежилет. Так что я мирный. "
            "Против Старого Соболя, он главный подозреваемый.\nТихий Зубр\nTop")
    reading = read_thread(page, roleset=roleset, players=PLAYERS)
    assert reading.standing["Тихий Зубр"] == "Старый Соболь"


@pytest.mark.parametrize("text", ["Проверяю Ежа", "Голосую против ежа"])
def test_a_two_letter_word_of_a_nick_is_found_by_its_forms(text: str, roleset: dict) -> None:
    """«Ежа» for «Быстрый Ёж» (host-findings-4 item 7): a two-letter dictionary word of a nick names it by its forms."""
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Мудрая Ласка", actor_role="commissar")
    assert result.targets == ["Быстрый Ёж"] and result.confidence >= 0.8


def test_joining_a_player_and_naming_the_vote_outright_is_a_vote_for_the_named_one(roleset: dict) -> None:
    """«присоединяюсь к Соболю, против Зубра» (host-findings-4 item 6) was read as joining Зубр, asked about: the post
    names its vote; a bare «Присоединяюсь к Соболю» is still a join the host decides."""
    named = parse_message("присоединяюсь к Соболю, против Зубра", roleset=roleset, players=PLAYERS, actor="Мудрая Ласка",
                          expect="vote")
    assert (named.targets, named.joins, named.problem) == (["Тихий Зубр"], None, None)
    bare = parse_message("Присоединяюсь к Соболю", roleset=roleset, players=PLAYERS, actor="Мудрая Ласка", expect="vote")
    assert bare.joins == "Старый Соболь" and bare.problem is not None
