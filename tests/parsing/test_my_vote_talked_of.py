""""my vote" followed in its clause by nothing but English's common words in lower case, and no preposition of a
target, names no one: "I'm liking my vote right now" talks of the vote already cast (mafiascum 1159's shape; a vote
there is set apart, bold or [vote] tags). It was read as a vote with «No living player matches "right"» (or a guess of
a nick out of "right"), which asks the host. "my vote is Bob", "my vote on Bob", "my vote is bob" still cast."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.parsing.messages import say

PLAYERS = ["Carl", "Wight", "Bob", "Anna"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _vote(text: str, roleset: dict):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="Carl", expect="vote")


@pytest.mark.parametrize("text", ["I'm liking my vote right now", "I'm liking my vote right now, Bob is quiet.",
                                  "Keeping my vote where it is", "My vote is clear"])
def test_C_LYNCH_1_my_vote_followed_by_common_words_is_talk(text: str, roleset: dict) -> None:
    result = _vote(text, roleset)
    assert not result.targets and str(result.problem) == str(say("vote_talked_of", "en"))


@pytest.mark.parametrize("text", ["my vote is Bob", "my vote is bob", "My vote right now is on Bob", "I put my vote on Bob",
                                  "So my vote goes to Bob", "[b]my vote: Bob[/b]", "moving my vote to bob right now"])
def test_C_LYNCH_1_my_vote_naming_a_player_still_casts(text: str, roleset: dict) -> None:
    assert _vote(text, roleset).targets == ["Bob"]


def test_C_LYNCH_1_my_vote_aimed_with_a_preposition_is_no_talk_the_host_looks(roleset: dict) -> None:
    """"I put my vote on the quiet one": it aims at someone the words do not name — a vote the host settles."""
    result = _vote("I put my vote on the quiet one", roleset)
    assert result.kind == "vote" and str(result.problem) != str(say("vote_talked_of", "en"))


@pytest.mark.parametrize("text", ["I'd vote Anna", "I’d vote Anna if she claimed", "I'll vote Anna later", "We'd vote Anna",
                                  "I wouldn't vote Anna"])
def test_C_LYNCH_1_a_contraction_of_would_or_will_talks_of_the_vote_as_the_word_does(text: str, roleset: dict) -> None:
    """"I'd vote Anna" is "I would vote Anna" (lexicon.VOTE_TALK_BEFORE holds "would", "will"): talk, no vote."""
    assert _vote(text, roleset).targets == []


def test_C_LYNCH_1_the_set_apart_vote_stands_over_an_id_vote_after_it(roleset: dict) -> None:
    assert _vote("[b]vote Bob[/b] I'd vote Anna too", roleset).targets == ["Bob"]
