"""A Latin nick's start written in Cyrillic letters names it as a guess («Полотно», «полотно» for PolotnoTolya: the
published transliteration schemes, the other way round from "Vasya" for «Вася»), also as a bare post of that word
alone, capitalised; a Latin word that is a short nick and more («vladyka» is Vlad700's "vlad" and "yka", no case
ending) is no form of that nick: it names the Владыка-молний it spells (host-findings-5 item 7). Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.parsing.names import NickIndex
from moderator_app.parsing.text import tokenize

PLAYERS = ["Vlad700", "Владыка-молний", "PolotnoTolya", "kennymk", "Kotofey"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _vote(text: str, roleset: dict):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="kennymk", expect="vote")


@pytest.mark.parametrize("text", ["Голосую за Полотно", "голос: полотно", "Полотно"])
def test_C_LYNCH_1_the_start_of_a_latin_nick_in_cyrillic_is_a_guess_for_it(text: str, roleset: dict) -> None:
    result = _vote(text, roleset)
    assert result.targets == ["PolotnoTolya"] and result.confidence < 0.8


@pytest.mark.parametrize("text", ["полотно", "Хорошо", "Ок"])
def test_C_LYNCH_1_a_lone_dictionary_word_is_no_bare_nick_vote_unless_it_starts_a_nick_capitalised(text: str,
                                                                                                  roleset: dict) -> None:
    assert _vote(text, roleset).targets == []


def test_C_LYNCH_1_a_short_nick_and_more_letters_is_another_word() -> None:
    found = NickIndex(PLAYERS).find(tokenize("голос vladyka")[1], set())
    assert [m.player for m in found] == ["Владыка-молний"]


@pytest.mark.parametrize("text, nick", [("Голосую за Влада", "Vlad700"), ("голосую за Котофея", "Kotofey")])
def test_C_LYNCH_1_a_declined_nick_part_still_names_it(text: str, nick: str, roleset: dict) -> None:
    assert _vote(text, roleset).targets == [nick]


@pytest.mark.parametrize("written", ["Sailor'a", "Sailor’a", "Sailor-u"])
def test_a_latin_nick_with_a_case_ending_after_an_apostrophe_is_still_the_nick(written: str) -> None:
    found = NickIndex(["Sailor", "Sova", "kennymk"]).find(tokenize(f"Убиваю {written}")[1], set())
    assert [m.player for m in found] == ["Sailor"]
