"""Joining another player's vote: «Присоединяюсь к Кабану», "dołączam do Oli", "I join Kabal", "same as Kabal".

The words (`lexicon.JOIN`) cast a vote whose meaning is open: a vote for the player named, or the same
vote as his. A single message reads the named player, flagged, with his own vote — from the quote of his
post in the message — as the alternative; a pasted page lists the post for the host instead of counting it
(`thread`).
"""

from __future__ import annotations

from typing import Any, Callable

from .context import context_for
from .messages import say
from .result import ParseResult
from .text import QUOTE_AUTHOR_RE


Reader = Callable[..., list[ParseResult]]
"""message.parse_votes, passed in by its callers: a quote is read as a message of its own, and the
message reader uses this module (a parameter, not an import back: imports go one way)."""


def quoted_vote(text: str, author: str, read: Reader, *, roleset: dict[str, Any], players: list[str],
                aliases: dict[str, str] | None = None) -> str | None:
    """The vote target in the quotes of `author` in `text` ("[quote=Кабан]голосую против Васи[/quote]"),
    read (by `read`) as his vote; None when no quote of his votes for anyone."""
    found = None
    for quote in QUOTE_AUTHOR_RE.finditer(text):
        if context_for(roleset, players, aliases).nicks.resolve(quote.group("author")) != author:
            continue
        said = read(quote.group("body"), roleset=roleset, players=players, actor=author, expect="vote",
                           aliases=aliases)[-1]
        found = said.targets[0] if said.kind == "vote" and said.targets and not said.joins else found
    return found


def join_alternative(result: ParseResult, text: str, read: Reader, *, roleset: dict[str, Any], players: list[str],
                     aliases: dict[str, str] | None, lang: str) -> None:
    """«Присоединяюсь к Кабану» read as a vote for Кабан, flagged: his own vote (from the quote of his
    post in the message) is the other reading, offered as the alternative."""
    other = quoted_vote(text, result.joins or "", read, roleset=roleset, players=players, aliases=aliases)
    if other and other != result.joins:
        result.alternatives = [other, *(a for a in result.alternatives if a != other)]
        result.problem = say("joins_vote_of", lang, name=result.joins, target=other)
