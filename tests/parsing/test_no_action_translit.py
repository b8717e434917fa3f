"""Two gaps #13 named on the Russian/Polish side: a night PM that does nothing on purpose reads as an
explicit "no action" (never as a vote, never as a target named «Пас»), and a Cyrillic nick written in
Latin letters ("Vasya", "Vasia", "Kot") resolves through the published transliteration schemes, with a
confidence below a plain match so the host sees the guess."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message
from moderator_app.parsing.names import LATIN_SPELLING, latin_spellings

from .corpus import load_roleset

PLAYERS = ["Вася", "Кот", "Петя", "Ночной Сокол", "Пас"]


@pytest.fixture(scope="module")
def classic():
    return load_roleset("forum-mafia-classic")


@pytest.mark.parametrize("text", ["пас", "Пас.", "хода нет", "Без хода", "пропускаю ход", "pas", "nie chodzę",
                                  "brak akcji", "no action tonight"])
def test_a_night_pm_that_does_nothing_reads_as_no_action(classic, text):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Петя", actor_role="putana",
                           expect="action")
    assert (result.kind, result.skip, result.targets, result.problem) == ("action", True, [], None)
    assert result.action == "block"  # the putana's one night ability (her hunt is a citizen's card)
    assert result.confidence >= 0.9


def test_no_action_names_no_ability_for_a_role_with_several(classic):
    result = parse_message("хода нет", roleset=classic, players=PLAYERS, actor="Петя", actor_role="doctor",
                           expect="action")
    assert (result.kind, result.skip, result.action, result.targets) == ("action", True, None, [])


def test_pas_stays_an_abstention_where_a_vote_is_expected(classic):
    result = parse_message("Пас", roleset=classic, players=PLAYERS, actor="Петя", expect="vote")
    assert (result.kind, result.abstain, result.skip, result.targets) == ("vote", True, False, [])


def test_an_action_beside_a_no_action_word_is_the_action(classic):
    result = parse_message("лечу Васю, хода нет у Кота", roleset=classic, players=PLAYERS, actor="Петя",
                           actor_role="doctor", expect="action")
    assert (result.action, result.targets, result.skip) == ("heal", ["Вася"], False)


@pytest.mark.parametrize(("text", "target"), [("лечу Vasya", "Вася"), ("лечу Vasia", "Вася"),
                                               ("проверяю Nochnoy Sokol", "Ночной Сокол"),
                                               ("голосую за Vasya", "Вася")])
def test_a_latin_spelling_of_a_cyrillic_nick_resolves_with_a_confidence(classic, text, target):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Петя")
    assert result.targets == [target]
    assert result.confidence == pytest.approx(LATIN_SPELLING)


def test_kot_resolves_to_kot_with_the_longer_nick_as_an_alternative(classic):
    result = parse_message("проверяю Kot", roleset=classic, players=[*PLAYERS, "Рыжий Кот"], actor="Петя")
    assert result.targets == ["Кот"]
    assert result.alternatives == ["Рыжий Кот"] and result.confidence < 1


def test_latin_spellings_follow_several_schemes():
    assert {"vasya", "vasia"} <= {w for (w,) in latin_spellings(("вася",))}
    assert latin_spellings(("кот",)) == [("kot",)]
