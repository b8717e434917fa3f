"""A rules post's example of how to vote is no vote (#13 item 3, C-LYNCH-1: only a player's own vote counts). Found
by the held-out draw 3's first run (heldout-draw3.yaml, its two known misses, fixed after the measurement): the host's
"(ex. Vote Sylandra, Vote Nobody)" (https://localforums.lusternia.com/discussion/3391) and "Example: Vote Bill
Aurion" (https://www.nintendoworldreport.com/forums/index.php?topic=67448.msg977765) were read as votes. The Russian
and Polish lines below are ours (forms only, not evidence)."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message
from moderator_app.parsing.messages import say

from .corpus import load_roleset

PLAYERS = ["Sylandra", "Bill Aurion", "Portius", "Вася", "Ola"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _read(text, roleset):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="Portius", expect="vote")


@pytest.mark.parametrize("text", [
    "- To vote, post in bold the word vote and the player's name (ex. Vote Sylandra, Vote Nobody).",
    "-   If you want your vote to count then it must show the words Vote and the player’s name in bold. "
    "Example: Vote Bill Aurion",
    "Пишите жирным шрифтом, например: Голосую за Васю.",
    "Piszcie pogrubioną czcionką, np. Głosuję na Ola.",
])
def test_C_LYNCH_1_a_rules_example_of_a_vote_casts_nothing_and_says_why(roleset, text):
    result = _read(text, roleset)
    assert not result.targets and not result.no_lynch, vars(result)
    assert str(result.problem) == str(say("vote_talked_of", result.lang)), result.problem


@pytest.mark.parametrize(("text", "target"), [
    ("For example, he dodged every question.\nVote: Sylandra", "Sylandra"),
    ("Голосую за Васю", "Вася"),
])
def test_C_LYNCH_1_a_vote_away_from_an_example_marker_still_counts(roleset, text, target):
    assert _read(text, roleset).targets == [target]
