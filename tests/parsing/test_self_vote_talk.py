"""Prose about self-voting is no vote, and "you" is never the author (host-findings-3 item 1, under the default
vote rules, where an unmarked vote counts): a post that only discusses self-votes gave a vote for a nick near the
word, and «my vote for you…» on the last post of a prosilver page was a self-vote — the page's footer ("Post a reply",
"25 posts • Page 1 of 1") kept the author's nick line in the post, and the vote took it. Made-up posts in their shape."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message, read_thread

PLAYERS = ["Alice", "Bob", "Carl", "Dana"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _read(text: str, roleset: dict, author: str = "Alice"):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor=author)


@pytest.mark.parametrize("text", [
    "Why would you ever self vote? It is never good as town.",
    "There is no way self voting helps town. On the other hand it helps scum.\n\n@Carl. Carl, why?",
    "Scum self votes to confuse town, Carl.",
    "Bob, why the self-vote? It helps nobody but scum.",
    "@Bob. Bob, why the self-vote?",  # a question put to a player is no vote for him by his name alone
])
def test_prose_about_self_votes_is_no_vote(text: str, roleset: dict) -> None:
    result = _read(text, roleset)
    assert not result.targets


@pytest.mark.parametrize("text", ["Vote: self", "vote myself"])
def test_a_vote_for_self_still_casts(text: str, roleset: dict) -> None:
    assert _read(text, roleset).targets == ["Alice"]


def test_my_vote_for_you_names_nobody_without_a_name(roleset: dict) -> None:
    result = _read("Nah.\n\nMy vote for you is no longer random. Carl is quiet too.", roleset)
    assert result.targets == [] and result.problem is not None and result.problem.key == "vote_for_you"


@pytest.mark.parametrize("text", ["Dana, my vote for you stays.", "vote for you, Dana"])
def test_my_vote_for_you_is_for_the_name_it_speaks_to(text: str, roleset: dict) -> None:
    assert _read(text, roleset).targets == ["Dana"]


def test_the_last_post_over_a_prosilver_footer_gives_no_vote_for_its_author(roleset: dict) -> None:
    page = ("Re: Mini 9999: Made up\n\nby Bob » Sat Aug 24, 2013 6:00 pm\n\nVote: Carl\nBob\nTop\n"
            "Re: Mini 9999: Made up\n\nby Alice » Sat Aug 24, 2013 6:10 pm\n\nNah.\n\nMy vote for you is no longer random.\n"
            "Alice\nTop\nPost a reply\n25 posts • Page 1 of 1\n\nReturn to Mini Normal\n\nBoard index")
    posts = read_thread(page, roleset=roleset, players=PLAYERS).posts
    assert [post.author for post in posts] == ["Bob", "Alice"]
    assert posts[1].text.endswith("no longer random.")
    assert all(vote.target != "Alice" for vote in posts[1].votes)
