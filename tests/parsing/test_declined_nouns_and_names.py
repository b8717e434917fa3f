"""A declined word is the noun or the given name it is a form of, never a near nick guessed out of it: «Лисицу» is
«лисица» (pymorphy3's normal form, feminine: a female fox, another noun than the masculine «лис», so no pet form of the
nick «Лис»; a nick «Лисица» is named outright), while a diminutive keeps its noun's gender («Котика» for «Кот»,
«Лисичку» for «Лиса») and a young one's «-ёнок» is masculine whatever the animal («Совёнка» for «Сова»). «Матвея» is the
given name Матвей declined, no typo of the nick «Алтея» (`names._typo_of`). Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.parsing.pet_forms import pet_form
from moderator_app.parsing.text import fold


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _vote(text: str, players: list[str], roleset: dict):
    return parse_message(text, roleset=roleset, players=[*players, "Olreg"], actor="Olreg", expect="vote")


@pytest.mark.parametrize("text, nick", [("Голосую за Лисицу", "Лис"), ("Голосую за Медведицу", "Медведь"),
                                        ("Голос: Волчица", "Волк")])
def test_C_LYNCH_1_a_females_noun_is_no_pet_form_of_the_males_nick(text: str, nick: str, roleset: dict) -> None:
    result = _vote(text, [nick, "Сова", "Тихий Зубр"], roleset)
    assert result.targets == [] and result.problem


def test_C_LYNCH_1_the_nick_the_declined_noun_spells_wins(roleset: dict) -> None:
    result = _vote("Голосую за Лисицу", ["Лис", "Лисица", "Сова"], roleset)
    assert result.targets == ["Лисица"] and result.confidence >= 0.9


@pytest.mark.parametrize("written, nick", [("Котика", "Кот"), ("Лисёнка", "Лис"), ("Совёнка", "Сова"),
                                           ("Лисичку", "Лиса"), ("Мышонка", "Мышь")])
def test_a_diminutive_keeps_its_nouns_gender_or_is_a_young_one(written: str, nick: str) -> None:
    assert pet_form(fold(written), fold(nick), True)


@pytest.mark.parametrize("written, nick", [("Лисицу", "Лис"), ("Медведицу", "Медведь")])
def test_a_female_of_another_gender_is_no_diminutive(written: str, nick: str) -> None:
    assert not pet_form(fold(written), fold(nick), True)


@pytest.mark.parametrize("text", ["Голосую за Матвея", "Голос: Матвея", "голосую за матвея"])
def test_C_LYNCH_1_a_declined_given_name_is_no_typo_of_another_nick(text: str, roleset: dict) -> None:
    result = _vote(text, ["Алтея", "Сова", "Тихий Зубр"], roleset)
    assert result.targets == [] and result.problem


def test_C_LYNCH_1_a_declined_given_name_still_names_its_own_nick(roleset: dict) -> None:
    result = _vote("Голосую за Матвея", ["Алтея", "Матвей", "Сова"], roleset)
    assert result.targets == ["Матвей"] and result.confidence >= 0.9
