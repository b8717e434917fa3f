"""A vote word with a later-time word right after it puts the vote off: «пока думаю, голос позже», "vote later",
«głos później» cast nothing and say so (vote_told), instead of asking the host «за кого голос?» (host-findings-5 item
7). A later word after the vote's target («Голосую за Сову, потом посмотрим») leaves the vote cast. Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.parsing.messages import say

PLAYERS = ["Сова", "Rewik", "Bob", "Ewa"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _vote(text: str, roleset: dict):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="Rewik", expect="vote")


@pytest.mark.parametrize("text", ["пока думаю, голос позже", "Голос потом, сейчас занят", "vote later", "głos później"])
def test_C_LYNCH_1_a_vote_put_off_is_no_vote_and_says_why(text: str, roleset: dict) -> None:
    result = _vote(text, roleset)
    assert not result.targets and str(result.problem) == str(say("vote_told", result.lang))


@pytest.mark.parametrize("text, target", [("Голосую за Сову, потом посмотрим", "Сова"), ("vote Bob then", "Bob"),
                                          ("Голос: Сова. Потом объясню", "Сова")])
def test_C_LYNCH_1_a_later_word_after_the_target_leaves_the_vote_cast(text: str, target: str, roleset: dict) -> None:
    assert _vote(text, roleset).targets == [target]
