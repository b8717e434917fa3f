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


@pytest.mark.parametrize("text", ["Я ничего не имею против Соболя, но он молчит.", "Играю против мафии, а вы?",
                                  "Все молчат, против Старого Соболя у меня ничего нет."])  # a clause, not capitalised
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


@pytest.mark.parametrize("text, target", [("Mirenium, a ty co? Głos: Mirenium", "Mirenium"), ("Lincz: Mirenium", "Mirenium"),
                                          ("Ja też na Rewika.", "Rewik")])
def test_a_vote_label_and_ja_tez_na_count_on_a_page_in_a_set_that_names_no_vote_words(text: str, target: str) -> None:
    """«Głos: X» (a vote label before a colon, lexicon.VOTE_LABEL) and «Ja też na X» are votes whatever words the
    role set declares (host-findings-4 item 3c: a hand-written set naming none left them «page did not count it»)."""
    players = ["Mirenium", "Rewik", "Ewa", "Bollomaster"]
    roleset = {"id": "made-up", "abilities": {}, "roles": {"citizen": {"team": "town"}}, "vote": {"kind": "lynch"}}
    page = f"Post by Bollomaster on Dec 11, 2026 10:30:40 GMT 1\n{text}\n|\n|\n|\nPost by Ewa on Dec 11, 2026 10:40:00 GMT 1\nDzień dobry."
    reading = read_thread(page, roleset=roleset, players=players)
    assert reading.standing["Bollomaster"] == target


def test_the_label_noun_without_its_colon_is_no_vote() -> None:
    roleset = {"id": "made-up", "abilities": {}, "roles": {"citizen": {"team": "town"}}, "vote": {"kind": "lynch"}}
    result = parse_message("Czytam na głos regulamin, Rewik, i idę spać.", roleset=roleset, players=["Rewik", "Ewa"],
                           actor="Ewa", expect="vote")
    assert not result.targets
