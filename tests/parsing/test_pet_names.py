"""Russian pet names of nicks: the start of the nick with a diminutive ending («Чтотик» for
"Что_то_с_чем_то" — a real bare-nick vote, heroeswm.ru Mafia 318, heldout-rupl.yaml; «Ларианточка» for
«Ларианта»). A post that is one such word is a vote guessed at a lower confidence for the host to
confirm; a word the dictionary knows («Ок», «Спасибо») never is."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message
from moderator_app.parsing.names import NickIndex
from moderator_app.parsing.nick_shapes import pet_name_roots

PLAYERS = ["LuckyButterfly", "Что_то_с_чем_то", "Olreg", "Ларианта", "паровоз Брюстер", "Jack Daniels", "nailia"]


def test_pet_name_roots_are_the_start_before_a_diminutive_ending():
    assert "чтот" in pet_name_roots("чтотик")
    assert "лариант" in pet_name_roots("ларианточка")
    assert pet_name_roots("олик") == set()  # too short a start to name anyone
    assert pet_name_roots("robik") == set()


@pytest.mark.parametrize(("text", "nick"), [("Чтотик", "Что_то_с_чем_то"), ("Ларианточка", "Ларианта"),
                                            ("голос Чтотик", "Что_то_с_чем_то")])
def test_a_pet_name_post_is_a_vote_the_host_confirms(classic, text, nick):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Olreg", expect="vote")
    assert result.kind == "vote" and result.targets == [nick] and result.confidence <= 0.75


@pytest.mark.parametrize("text", ["Ок", "Спасибо", "Привет всем", "Лакик"])
def test_a_known_word_or_no_unique_guess_is_no_vote(classic, text):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Olreg", expect="vote")
    assert result.targets == []


def test_guess_names_the_nick_a_pet_name_starts():
    assert NickIndex(PLAYERS).guess("Чтотик")[0][0] == "Что_то_с_чем_то"
