"""Names a message mentions without aiming at them (a host's real evening, issue #14/#13): players asked a
question in a sentence of their own, a nick talked about beside the lone nick that is the vote, and a room
picked in a clause apart from "nie chodzę nigdzie indziej"."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from .corpus import load_roleset

PLAYERS = ["Дикий Тигр", "Смелый Бобр", "Хмурый Орёл", "Старый Сокол", "Вася", "Петя"]
SUSPI_PLAYERS = ["Kasia", "Tomek", "Celina", "Jacek", "Ewa", "Piotr"]


def _classic(text: str, **kw):
    return parse_message(text, roleset=load_roleset("forum-mafia-classic"), players=PLAYERS, **kw)


@pytest.mark.parametrize("text", ["Убиваем Дикого Тигра. Бобр, Орёл — согласны?",
                                  "Убиваем Дикого Тигра. Смелый Бобр, Хмурый Орёл, вы согласны?",
                                  "Валим Васю! Петя, Бобр — вы как?"])
def test_C_ROLE_MAF_names_asked_in_a_question_of_their_own_are_not_targets(text):
    result = _classic(text, actor="Старый Сокол", actor_role="mafioso", expect="action")
    assert result.kind == "action" and result.action == "kill" and len(result.targets) == 1
    assert not {"Смелый Бобр", "Хмурый Орёл"} & set(result.targets) and result.problem is None


@pytest.mark.parametrize("text", ["Бобр, Орёл — убиваем Дикого Тигра", "Смелый Бобр, Хмурый Орёл, валим Дикого Тигра?"])
def test_C_ROLE_MAF_names_in_the_nominative_before_a_verb_with_its_own_object_are_spoken_to(text):
    result = _classic(text, actor="Старый Сокол", actor_role="mafioso", expect="action")
    assert (result.action, result.targets) == ("kill", ["Дикий Тигр"])


@pytest.mark.parametrize(("text", "targets"), [("Вася — убиваем", ["Вася"]),
                                               ("Васю, Петю — убиваем Тигра", ["Вася", "Петя", "Дикий Тигр"]),
                                               ("убиваем Дикого Тигра, Смелого Бобра", ["Дикий Тигр", "Смелый Бобр"]),
                                               ("Убиваем Дикого Тигра или Бобра?", ["Дикий Тигр", "Смелый Бобр"])])
def test_C_ROLE_MAF_a_list_in_the_verbs_own_sentence_is_still_its_targets(text, targets):
    result = _classic(text, actor="Старый Сокол", actor_role="mafioso", expect="action")
    assert result.action == "kill" and result.targets == targets


@pytest.mark.parametrize("expect", ["vote", None])
def test_C_LYNCH_1_a_nick_talked_about_is_no_vote_the_lone_nick_is(expect):
    result = _classic("верю соколу. Хмурый Орёл", actor="Вася", expect=expect)
    assert (result.kind, result.targets) == ("vote", ["Хмурый Орёл"])


def test_C_LYNCH_1_bare_nicks_alone_still_vote_as_before():
    result = _classic("Петю, пожалуйста", actor="Вася", expect="vote")
    assert (result.kind, result.targets) == ("vote", ["Петя"])


def _suspi(text: str):
    return parse_message(text, roleset=load_roleset("suspi"), players=SUSPI_PLAYERS, actor="Kasia", expect="action")


@pytest.mark.parametrize("text", ["kuchnia, nie chodzę nigdzie indziej", "Kuchnia. Nigdzie indziej nie chodzę."])
def test_S_ROUND_1_a_room_named_apart_beats_the_no_action_phrase(text):
    result = _suspi(text)
    assert (result.kind, result.action, result.room, result.skip) == ("action", "room", "Kuchnia", False)


@pytest.mark.parametrize("text", ["nie chodzę do kuchni", "nie chodzę nigdzie"])
def test_S_ROUND_1_a_room_inside_the_no_action_clause_stays_no_action(text):
    result = _suspi(text)
    assert (result.kind, result.skip, result.room) == ("action", True, None)


def test_a_player_named_apart_from_a_no_action_phrase_is_not_a_silent_skip():
    result = _classic("Вася, извини, хода нет", actor="Петя", actor_role="doctor", expect="action")
    assert not result.skip and result.problem
