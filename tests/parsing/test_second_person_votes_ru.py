"""Russian (C-LYNCH-1: only a player's own vote counts): a vote verb in the second person or the imperative
(«голосуйте», «голосуй», «проголосуйте», «вы голосуете») tells others how to vote and casts nothing — the Russian side of
the Polish rule (commit 25ffed7). Real material: forum.riverrise.ru "Шаттратская мафия"
(https://forum.riverrise.ru/topic/1331-konkurs-shattratskaia-mafiia): the host's list of the dead and his day
opening that ends in «…, голосуйте.» — read together it was a vote for the dead tonker at 0.95. The real post is
read from the corpus (../shared/corpus/forum/posts.yaml, item 70); the other cases are made up in its shape."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from shared_corpus import forum_item

from .corpus import load_roleset

RIVERRISE = ["Allukards", "Nemiroffka", "ValveToNaruto", "tonker", "Микола", "Areleksiya"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _read(text, roleset, actor):
    return parse_message(text, roleset=roleset, players=RIVERRISE, actor=actor, expect="vote")


def test_C_LYNCH_1_the_hosts_call_to_vote_under_the_list_of_the_dead_is_no_vote_for_the_dead(roleset):
    text = ("tonker - убит мафией этой ночью. На двери нарисован крест (мирный житель).\n\n"
            "Спорьте, ищите, голосуйте.")
    result = _read(text, roleset, "Ведущий")
    assert not (result.kind == "vote" and result.targets), vars(result)


def test_C_LYNCH_1_the_real_day_opening_with_its_list_of_the_dead_votes_for_nobody(roleset):
    """The host's real post as the page stores it: the call to vote, the rules line «до голосов всех участников» (a
    plural vote noun: votes named, none cast) and the list of the dead — read as a vote for Allukards at 0.95."""
    post = forum_item("posts.yaml", 70)
    assert post["vote"] is None and post["players"] == RIVERRISE
    result = _read(post["text"], roleset, post["author"])
    assert not (result.kind == "vote" and result.targets), vars(result)


@pytest.mark.parametrize("text", [
    "Голосуйте за Allukards!", "голосуй за Allukards", "Проголосуйте за Allukards", "Вы голосуете за Allukards?",
])
def test_C_LYNCH_1_a_russian_vote_verb_in_the_second_person_casts_nothing(roleset, text):
    result = _read(text, roleset, "Микола")
    assert not (result.kind == "vote" and result.targets), vars(result)


@pytest.mark.parametrize("text", ["Голосую за Allukards", "Голосуем за Allukards", "Проголосуем за Allukards",
                                  "Проголосую за Allukards"])
def test_C_LYNCH_1_the_speakers_own_russian_vote_still_casts(roleset, text):
    result = _read(text, roleset, "Микола")
    assert result.kind == "vote" and result.targets == ["Allukards"] and result.confidence >= 0.9, vars(result)
