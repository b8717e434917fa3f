"""A marked vote that names no player — «VOTE: Zedekiah», «VOTE: ?», a bare «##vote» — was read as a vote
for its author on real mafiascum Day-1 pages (host-findings-3): a select-all copy of prosilver keeps the
author's nick alone on the line over "Top", and the vote took it. The page reader now leaves that line out.
«VOTE: clearly» counted for «Carl» at 0.55 (a word wrapped round a short nick taken for a typo of it): a typo is a
letter or two more or less, and a common Russian or Polish word is itself, not a mistyped nick (names.NickIndex.guess)."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.paths import examples_dir
from moderator_app.parsing import read_thread
from moderator_app.parsing.names import NickIndex

PLAYERS = ["Alice", "Bob", "Carl", "Dana", "Eve", "Carlos"]


def _votes(author: str, text: str) -> list[tuple[str, bool]]:
    page = f"Re: Mini 9999: Made up\n\nby {author} » Sat Aug 24, 2013 6:00 pm\n\n{text}\n{author}\nTop"
    roleset = load_roleset(str(examples_dir() / "host-made" / "mafiascum-normal.yaml"))
    reading = read_thread(page, roleset=roleset.raw, players=PLAYERS, rules="mafiascum")
    post = reading.posts[0]
    return [(vote.target, vote.counted) for vote in post.votes]


def test_a_marked_vote_for_a_player_is_read_with_the_author_line_under_it() -> None:
    assert _votes("Alice", "VOTE: Bob") == [("Bob", True)]


@pytest.mark.parametrize("author, text", [("Alice", "VOTE: Zedekiah"), ("Bob", "VOTE: ?"), ("Carl", "##vote")])
def test_a_marked_vote_naming_nobody_is_no_vote_for_its_author(author: str, text: str) -> None:
    assert all(target != author for target, _ in _votes(author, text))


def test_a_marked_vote_for_a_word_that_is_no_nick_does_not_count() -> None:
    assert not any(counted for _, counted in _votes("Dana", "VOTE: clearly"))


def test_a_word_wrapped_round_a_short_nick_is_no_typo_of_it() -> None:
    assert NickIndex(["Carl", "Alice"]).guess("clearly") == []


@pytest.mark.parametrize("nick, word", [("Pawnie", "pewnie"), ("Конечко", "конечно")])
def test_a_common_polish_or_russian_word_is_no_typo_of_a_nick(nick: str, word: str) -> None:
    assert NickIndex([nick, "Bob"]).guess(word) == []


@pytest.mark.parametrize("nick, word", [("Moonbreaker", "Monbreakr"), ("Toadesmeer", "Toadsmer")])
def test_a_mistyped_nick_is_still_offered_as_a_guess(nick: str, word: str) -> None:
    guesses = NickIndex([nick, "Alice"]).guess(word)
    assert [player for player, _ in guesses] == [nick] and guesses[0][1] < 0.8  # a guess: the host looks at it
