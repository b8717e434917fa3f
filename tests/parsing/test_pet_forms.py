"""Pet and short forms of first-name nicks, derived from the dictionaries (pymorphy3, morfeusz2) and rapidfuzz's
common prefix, never a list per nick (#27 item 3); and posts that list candidates or lay out a plan cast no vote.
All messages are made up."""

from __future__ import annotations

import pytest

from moderator_app.app.inbox.aliases import UNSURE
from moderator_app.parsing import parse_message
from moderator_app.parsing.names import ACCEPT
from moderator_app.parsing.pet_forms import pet_form
from moderator_app.parsing.text import fold

RU = ["Вася", "Маша", "Пётр", "Ольга", "Ночной Сокол", "Olreg"]
PL = ["Marek", "Kasia", "Tomasz", "Zosia", "Olreg"]


@pytest.mark.parametrize(("text", "nick"), [
    ("голосую за Васька", "Вася"), ("Голос: Васёк", "Вася"), ("голос против Василия", "Вася"),
    ("голосую за Машку", "Маша"), ("голос против Машеньки", "Маша"), ("Голосую за Петьку", "Пётр"),
    ("голосую за Олю", "Ольга"),
])
def test_a_russian_pet_form_is_a_vote_guessed_for_the_host(classic, text, nick):
    result = parse_message(text, roleset=classic, players=RU, actor="Olreg", expect="vote")
    assert result.kind == "vote" and result.targets == [nick]
    assert ACCEPT <= result.confidence < UNSURE  # the inbox shows it as a guess to look at


@pytest.mark.parametrize(("text", "nick"), [
    ("głosuję na Mareczka", "Marek"), ("głos na Kaśkę", "Kasia"), ("Głosuję na Tomka", "Tomasz"),
    ("głos na Zośkę", "Zosia"),
])
def test_a_polish_pet_form_is_a_vote_guessed_for_the_host(classic, text, nick):
    result = parse_message(text, roleset=classic, players=PL, actor="Olreg", expect="vote")
    assert result.kind == "vote" and result.targets == [nick]
    assert ACCEPT <= result.confidence < UNSURE


@pytest.mark.parametrize(("players", "text", "nick"), [
    (["Маша Иванова", "Olreg"], "голосую за Машку", "Маша Иванова"),  # a name that is one word of the nick
    (["Marek_PL", "Olreg"], "głos na Mareczka", "Marek_PL"),  # a name that is the letters of a longer nick
])
def test_a_pet_form_of_a_name_within_the_nick(classic, players, text, nick):
    result = parse_message(text, roleset=classic, players=players, actor="Olreg", expect="vote")
    assert result.targets == [nick] and ACCEPT <= result.confidence < UNSURE


def test_the_nick_itself_stays_sure(classic):
    result = parse_message("голосую за Машу", roleset=classic, players=RU, actor="Olreg", expect="vote")
    assert result.targets == ["Маша"] and result.confidence >= UNSURE


def test_a_player_whose_nick_is_the_pet_form_wins_it(classic):
    result = parse_message("голосую за Машку", roleset=classic, players=["Маша", "Машка", "Olreg"], actor="Olreg",
                           expect="vote")
    assert result.targets == ["Машка"] and result.confidence >= UNSURE


@pytest.mark.parametrize(("written", "nick"), [
    ("Марина", "Марек"), ("Marina", "Marek"),  # another gender
    ("Оля", "Олег"), ("Алёна", "Алексей"), ("Алла", "Алина"), ("Саша", "Сабина"),  # a root that is not the other's start
    ("машина", "Маша"), ("вас", "Вася"),  # dictionary words that are no names
    ("Максимка", "Макар"),
])
def test_names_that_only_look_alike_are_no_pet_forms(written, nick):
    assert not pet_form(fold(written), fold(nick), True)


@pytest.mark.parametrize(("written", "nick"), [("Васёк", "Вася"), ("Василий", "Вася"), ("Вася", "Василий"),
                                               ("Машенька", "Маша"), ("Mareczek", "Marek"), ("Kaśka", "Kasia")])
def test_pet_forms_are_found_both_ways(written, nick):
    assert pet_form(fold(written), fold(nick), True)


def test_a_lower_case_word_that_is_also_a_noun_is_no_pet_form():
    assert not pet_form(fold("вера"), fold("Верочка"), False)  # «вера в победу»
    assert pet_form(fold("машку"), fold("Маша"), False)  # a name first in any case
    assert pet_form(fold("kaśkę"), fold("Kasia"), False)  # Polish: morfeusz2 reads it only as a name


@pytest.mark.parametrize("text", [
    "Кандидаты: Петя, Вася", "Кандидаты на повешение: Петя, Вася", "Мои кандидаты — Маша и Петя",
    "План: сегодня Вася, завтра Маша", "plan: lynch Vasya tomorrow, then Masha", "Suspects: Vasya, Petya",
    "Moi kandydaci: Marek, Kasia", "Plan: dziś Marek, jutro Kasia", "My candidates are Vasya and Masha",
])
def test_a_list_of_candidates_or_a_plan_is_no_vote(classic, text):
    players = ["Вася", "Петя", "Маша", "Marek", "Kasia", "Olreg"]
    result = parse_message(text, roleset=classic, players=players, actor="Olreg", expect="vote")
    assert result.kind != "vote" and result.targets == []
    assert result.problem is not None and result.problem.key == "vote_listed"


@pytest.mark.parametrize(("text", "nick"), [
    ("Кандидаты: Петя, Вася\nГолосую за Петю", "Петя"),  # the vote on its own line counts
    ("План такой: голосую за Васю", "Вася"),  # a plan with no later time is the vote now
    ("Голосую за Машу, она лучший кандидат", "Маша"),  # the marker after the vote governs nothing before it
    ("Другого варианта нет, голосую за Петю", "Петя"),  # a marker inside the sentence lists nothing
])
def test_a_vote_beside_a_list_still_counts(classic, text, nick):
    result = parse_message(text, roleset=classic, players=["Вася", "Петя", "Маша", "Olreg"], actor="Olreg",
                           expect="vote")
    assert result.kind == "vote" and result.targets == [nick]


def test_a_night_pm_listing_candidates_then_acting_acts_on_its_own_line(classic):
    result = parse_message("Кандидаты на проверку: Петя, Маша\nПроверяю Петю", roleset=classic,
                           players=["Вася", "Петя", "Маша", "Olreg"], actor="Olreg", actor_role="commissar")
    assert (result.kind, result.action, result.targets) == ("action", "check", ["Петя"])


@pytest.mark.parametrize(("text", "nick"), [
    ("голосую за Совёнка", "Сова"), ("Голос: Совушка", "Сова"), ("голосую за Котика", "Кот"),
    ("голосую за Лисичку", "Лиса"), ("голосую за Мышонка", "Мышь"),
    ("Głos: Kotek", "Kot"), ("głos na Sówkę", "Sowa"), ("Głos: Lisek", "Lis"),
])
def test_a_creatures_diminutive_is_a_guess_for_its_nick(classic, text, nick):
    players = ["Kot", "Sowa", "Lis", "Mysz", "Olreg"] if text.isascii() or "ł" in text else \
        ["Сова", "Кот", "Лиса", "Мышь", "Olreg"]
    result = parse_message(text, roleset=classic, players=players, actor="Olreg", expect="vote")
    assert result.targets == [nick] and ACCEPT <= result.confidence < UNSURE


@pytest.mark.parametrize(("written", "nick", "loose"), [
    ("Котлета", "Кот", True),  # no creature
    ("Советник", "Сова", True),  # too far from the root
    ("котика", "Кот", False),  # a creature in lower case is chatter («какой котик»)
    ("Marina", "Marek", True),  # "Marek" as a nick is no form of «marka»
    ("List", "Lis", True),  # a letter is no fox
])
def test_words_near_a_creature_nick_are_no_diminutives(written, nick, loose):
    assert not pet_form(fold(written), fold(nick), loose)
