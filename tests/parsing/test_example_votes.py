"""A rules post's example of how to vote is no vote (#13 item 3, C-LYNCH-1: only a player's own vote counts). Found
by the held-out draw 3's first run (heldout-draw3.yaml, its two known misses, fixed after the measurement): the host's
"(ex. Vote …)" (https://localforums.lusternia.com/discussion/3391, item 24) and "Example: Vote …"
(https://www.nintendoworldreport.com/forums/index.php?topic=67448.msg977765, item 35) were read as votes; they are
read here from the corpus by id. The other lines below are ours (forms only, not evidence)."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message
from moderator_app.parsing.messages import say

from shared_corpus import forum_item

from .corpus import load_roleset

PLAYERS = ["Sylandra", "Bill Aurion", "Portius", "Вася", "Ola"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _read(text, roleset):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="Portius", expect="vote")


@pytest.mark.parametrize("text", [
    "- To vote, post in bold the word vote and the name (ex. Vote Ola, Vote Nobody).",
    "-   Your vote counts only with the word Vote and a nick, bold. Example: Vote Bill Aurion",
    "Пишите жирным шрифтом, например: Голосую за Васю.",
    "Piszcie pogrubioną czcionką, np. Głosuję na Ola.",
])
def test_C_LYNCH_1_a_rules_example_of_a_vote_casts_nothing_and_says_why(roleset, text):
    result = _read(text, roleset)
    assert not result.targets and not result.no_lynch, vars(result)
    assert str(result.problem) == str(say("vote_talked_of", result.lang)), result.problem


@pytest.mark.parametrize("index", [24, 35])
def test_C_LYNCH_1_the_real_rules_examples_cast_nothing(roleset, index):
    item = forum_item("heldout-draw3.yaml", index)
    result = parse_message(item["text"], roleset=roleset, players=item["players"], actor=item.get("author"),
                           expect="vote")
    assert item["vote"] is None and not result.targets and not result.no_lynch, vars(result)


@pytest.mark.parametrize(("text", "target"), [
    ("For example, he dodged every question.\nVote: Sylandra", "Sylandra"),
    ("Голосую за Васю", "Вася"),
])
def test_C_LYNCH_1_a_vote_away_from_an_example_marker_still_counts(roleset, text, target):
    assert _read(text, roleset).targets == [target]
