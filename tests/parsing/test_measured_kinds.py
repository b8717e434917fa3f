"""The kinds of misses the measured sets showed (#27 item 2, C-LYNCH-1: only a player's own vote counts), each
held by made-up lines in the shape of the real ones (the real posts stay in ../shared/corpus/measured and are read
one by one in test_measured_corpus): a vote count is no vote, even beside the player's own vote; "the unvote",
"a no lynch", "has been lynched", "Vote Count", "a suspicion/vote on X" talk of votes; an English vote needs its
vote word ("[b]Anna[/b] - I have questions" addresses Anna); "early" alone casts nothing; the word right after a
vote word is its target even when a dictionary knows it ("##vote gb") or it is a typo, guessed at a confidence
the host sees; a number is a nick in a post header."""

from __future__ import annotations

import pytest

from moderator_app.parsing import load_rules, parse_message
from moderator_app.parsing.thread_lines import classify_anchor

from .corpus import load_roleset

PLAYERS = ["Anna", "GlowingBear", "LoneMeow", "Toadesstern", "rsoultin", "Palmar", "Bob", "watchme1"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _read(text, roleset, actor="Bob", rules=None):
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor=actor, expect="vote")
    if result.kind != "vote" or not load_rules(rules).marked(result.marks):
        return None
    if result.cancel:
        return "UNVOTE"
    if result.no_lynch or result.abstain:
        return "NO LYNCH"
    return result.targets[0] if result.targets else None


@pytest.mark.parametrize("text", [
    "[b]Day 3 Votecount[/b]\n\n[b]Palmar[/b] (2): Anna, Bob\n[b]Anna[/b] (1): GlowingBear\n\nNot voted (1): LoneMeow",
    "Unofficial count:\n[*][b]Palmar (2)[/b]: Anna, Bob\n[*][b]Anna (L-3)[/b] - GlowingBear",
    "Current Vote Count\n\tPlayer \tVotes \tVoters\n\tPalmar \t2 \t Anna, Bob\n\tAnna \t1 \tGlowingBear\n\nPalmar has been lynched!",
])
def test_C_LYNCH_1_a_vote_count_is_no_vote(roleset, text):
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Bob", expect="vote")
    assert result.kind != "vote" and result.problem and "count" in result.problem


def test_C_LYNCH_1_a_players_own_vote_beside_his_copy_of_the_count_still_counts(roleset):
    text = "[b]Vote Palmar[/b]\n\nMy count:\nPalmar (2): Anna, Bob\nAnna (1): GlowingBear\n\nWhat a mess."
    assert _read(text, roleset, rules="mafiascum") == "Palmar"
    assert _read("I vote Anna (1) - she lies", roleset) == "Anna"  # one "(1) -" is no count


@pytest.mark.parametrize("text", [
    "[b][color=blue]It is Day 2. If no majority is reached by then the day will be a no lynch.[/color][/b]",
    "I thank Anna for the unvote, but it means nothing.",
    "You unvote to make it 3 and then vote back.",
    "[b]Watchme has been lynched![/b]",
    "[b]Current Vote Count[/b] is up.",
    "His argument with me, a suspicion/vote on Anna (where did that go?), and more.",
    "[b]Anna[/b]  - I have a few questions for you.\n\n1) Why that read?\n2) Why so late?",
    "What is wrong with me calling people town early in the game, Anna?",
])
def test_C_LYNCH_1_english_talk_of_votes_casts_nothing(roleset, text):
    assert _read(text, roleset) is None


@pytest.mark.parametrize(("text", "read"), [
    ("[b]##vote: no-lynch[/b]", "NO LYNCH"), ("[b]##vote: no lynch[/b]", "NO LYNCH"), ("/vote watchme", "watchme1"),
    ("[b]Unvote[/b]", "UNVOTE"), ("[b]Anna[/b]", "Anna"),
])
def test_C_LYNCH_1_english_votes_still_read(roleset, text, read):
    assert _read(text, roleset) == read


def test_a_coloured_nick_alone_is_still_a_vote_where_forums_vote_by_colour(roleset):
    result = parse_message("[color=red]Палмар[/color], потому что молчит весь день и путается в словах", roleset=roleset,
                           players=["Палмар", "Вася"], actor="Вася", expect="vote")
    assert result.kind == "vote" and result.targets == ["Палмар"]


@pytest.mark.parametrize(("text", "target"), [
    ("[b]##vote gb[/b]", "GlowingBear"), ("[b]##unvote\n##Vote lm[/b]", "LoneMeow"),
    ("[b]##Vote: Toadsteem[/b]", "Toadesstern"), ("[b]##unvote\n##vote raoultin[/b]", "rsoultin"),
])
def test_C_LYNCH_1_the_word_after_a_vote_word_is_its_target_guessed_for_the_host(roleset, text, target):
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Bob", expect="vote")
    assert result.targets == [target] and result.confidence < 0.8  # a short form or a typo: shown as a guess


def test_a_number_alone_is_a_nick_in_a_post_header():
    anchor = classify_anchor("by 1984 » Mon Apr 6, 2020 9:53 pm", None)
    assert anchor is not None and anchor.nick == "1984"
