"""English's common words are themselves, never a nick typed a letter wrong: "right" is no "Wight", "While" no "Wile",
"clearly" no "Clearl" (host-findings-3: «No living player matches "clearly"» beside guesses out of chatter). Russian
and Polish words are known to pymorphy3 and morfeusz2; English has no such dictionary here, so the most frequent
words of pyspellchecker's English list (i18n.analysers.english_common, read offline from its wheel) stand for it.
A real typo of a nick, a short form and a nick that is itself a common word still read. Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.i18n.analysers import ENGLISH_COMMON, english_common
from moderator_app.parsing import morph, parse_message
from moderator_app.parsing.messages import say
from moderator_app.parsing.names import NickIndex, word_score

PLAYERS = ["Wight", "Wile", "Clearl", "Toadsteem", "Bryan", "Hammer", "Olreg"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _vote(text: str, roleset: dict):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="Olreg", expect="vote")


def test_the_common_english_words_are_read_offline_from_the_wheel() -> None:
    words = english_common()
    assert len(words) == ENGLISH_COMMON and {"clearly", "right", "would", "liking", "while"} <= words
    assert not {"bob", "admiral", "wight", "toadsteem"} & words  # names and rare words stay guessable


@pytest.mark.parametrize("word", ["right", "while", "clearly", "would"])
def test_a_common_english_word_is_a_common_word(word: str) -> None:
    assert morph.english_word(word) and morph.common_word(word)


@pytest.mark.parametrize("token, nick", [("right", "wight"), ("while", "wile"), ("clearly", "clearl"),
                                         ("While", "wile")])
def test_a_common_english_word_is_no_typo_of_a_nick(token: str, nick: str) -> None:
    assert word_score(token.lower(), nick, token[:1].isupper()) == 0.0


@pytest.mark.parametrize("text", ["I vote right", "vote clearly", "While I vote, I think. Vote: right"])
def test_C_LYNCH_1_a_vote_for_a_common_english_word_names_nobody(text: str, roleset: dict) -> None:
    assert _vote(text, roleset).targets == []


def test_C_LYNCH_1_the_chatter_of_a_vote_names_no_nick_out_of_common_words(roleset: dict) -> None:
    index = NickIndex(PLAYERS)
    from moderator_app.parsing.text import tokenize

    _plain, tokens = tokenize("While I think, clearly right now the vote would be wrong")
    assert index.find(tokens, set()) == []


@pytest.mark.parametrize("text, nick", [("vote Wihgt", "Wight"), ("vote Brian", "Bryan"), ("vote toad", "Toadsteem"),
                                        ("vote hammer", "Hammer"), ("vote: Wigth", "Wight")])
def test_C_LYNCH_1_a_typo_a_short_form_or_a_nick_that_is_a_common_word_still_votes(text: str, nick: str,
                                                                                   roleset: dict) -> None:
    assert _vote(text, roleset).targets == [nick]


@pytest.mark.parametrize("text", ["vote clearly", "Please vote clearly"])
def test_a_vote_whose_word_is_a_common_english_word_names_no_target_not_an_unknown_player(text: str, roleset: dict) -> None:
    """«No living player matches "clearly"» (host-findings-3 item 3) offered the word as a name to confirm."""
    result = _vote(text, roleset)
    assert result.targets == [] and str(result.problem) == str(say("no_vote_target", "en")) and result.written is None


def test_a_vote_for_an_unknown_name_still_says_no_player_has_it(roleset: dict) -> None:
    result = _vote("vote zyxxo", roleset)
    assert str(result.problem) == str(say("no_player", "en", name="zyxxo")) and result.written == "zyxxo"
