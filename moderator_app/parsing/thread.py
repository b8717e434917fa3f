"""`parse_thread`: the votes in a pasted page of thread posts, one per author, last one counts.

A page is split into posts at author header lines (phpBB "Сообщение Nick » date", "Post by Nick »",
"Post autor: Nick »", Invision/vBulletin "Nick написал(а) date:"/"Nick wrote:", or a plain
"Автор: Nick" / "Author:" / "Autor:" line, optionally with a "Дата:"/"Date:" line). Quotes are
ignored. A post is a vote only when it says so (a vote word, colour, bold nick or
"КРАСНЫМ"/"СИНИМ"); chatter that merely names someone is not. Every vote is returned, marked
counted or not, with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from . import lexicon
from .context import context_for
from .dates import parse_date
from .message import parse_message
from .messages import say
from .text import strip_quotes, tokenize
from .triggers import find_hits

_HEADERS = [
    re.compile(r"^\s*(?:сообщение|post by|post autor:?|posted by|автор сообщения:?)\s+(?P<nick>.+?)\s*»\s*(?P<date>.*)$", re.I),
    re.compile(r"^\s*(?:автор|author|autor|от|od|from)\s*:\s*(?P<nick>.+?)\s*$", re.I),
    re.compile(r"^\s*(?P<nick>[^\s:»][^:»]{0,40}?)\s+(?:написал|написала|написал\(а\)|wrote|napisał|napisała|napisał\(a\))\s*(?P<date>[^:]*):?\s*$", re.I),
    re.compile(r"^\s*(?P<nick>[^\s\[»][^\[\]»]{0,40}?)\s*»\s*(?P<date>.*\d{1,2}:\d{2}.*)$"),
]
_DATE_LINE = re.compile(r"^\s*(?:дата|date|data|отправлено|posted|wysłano)\s*:\s*(?P<date>.+)$", re.I)


@dataclass
class ThreadVote:
    """One vote found in a pasted thread page."""

    voter: str
    """The post's author, as in the player list when he is a player."""
    target: str | None
    """The nick voted for (None for a cancel or abstain)."""
    color: str | None
    """"red" or "blue" where the role set has colours."""
    posted: datetime | None
    """When the post was made, if its header had a date."""
    counted: bool
    """True for the vote that counts: the voter's last valid vote before the deadline."""
    reason: str | None
    """Why it does not count (late, replaced, early vote locked, not a player), else None."""
    early: bool = False
    """Marked "досрочно"."""
    cancel: bool = False
    """Withdraws the voter's vote."""
    abstain: bool = False
    """An explicit abstention."""
    confidence: float = 1.0
    """How sure the parser is about the target and colour."""
    problem: str | None = None
    """The parser's problem sentence, if any."""
    text: str = ""
    """The post's own text (quotes removed)."""


def split_posts(text: str) -> list[tuple[str, datetime | None, str]]:
    """(author, date, body) for each post of a pasted page."""
    posts: list[list[Any]] = []
    for line in text.replace("\r\n", "\n").split("\n"):
        header = next((m for rx in _HEADERS if (m := rx.match(line))), None)
        if header and "[" not in header.group("nick"):
            date_text = header.groupdict().get("date") or ""
            posts.append([header.group("nick").strip(), parse_date(date_text), []])
            continue
        date_line = _DATE_LINE.match(line)
        if posts and date_line and posts[-1][1] is None and not posts[-1][2]:
            posts[-1][1] = parse_date(date_line.group("date"))
            continue
        if posts:
            posts[-1][2].append(line)
    return [(nick, when, "\n".join(body).strip()) for nick, when, body in posts]


def _is_vote_post(body: str, roleset: dict[str, Any], players: list[str]) -> bool:
    _plain, tokens = tokenize(body)
    if any(t.color or t.bold for t in tokens):
        return True
    if any(t.low in lexicon.RED_WORDS | lexicon.BLUE_WORDS for t in tokens):
        return True
    hits = find_hits(tokens, context_for(roleset, players).action_phrases,
                     kinds={"vote", "cancel", "abstain", "early"})
    return bool(hits)


def parse_thread(text: str, *, roleset: dict[str, Any], players: list[str],
                 deadline: datetime | None = None, lang: str | None = None) -> list[ThreadVote]:
    """Every vote on the page in post order; only each voter's last valid one is `counted`."""
    votes: list[ThreadVote] = []
    for author, posted, body in split_posts(text):
        own = strip_quotes(body)
        if not _is_vote_post(own, roleset, players):
            continue
        result = parse_message(own, roleset=roleset, players=players, actor=author, lang=lang, expect="vote")
        if result.kind != "vote":
            continue
        voter = next((p for p in players if p.casefold() == author.casefold()), author)
        vote = ThreadVote(voter, result.targets[0] if result.targets else None, result.color, posted, True, None,
                          result.early, result.cancel, result.abstain, result.confidence, result.problem, own)
        msg_lang = lang or result.lang
        if voter not in players:
            vote.counted, vote.reason = False, say("not_player", msg_lang, name=author)
        elif deadline and posted and posted > deadline:
            vote.counted, vote.reason = False, say("late", msg_lang, deadline=deadline.strftime("%d.%m %H:%M"))
        votes.append(vote)
    last: dict[str, ThreadVote] = {}
    for vote in votes:
        if not vote.counted:
            continue
        previous = last.get(vote.voter)
        if previous and previous.early and previous.counted:
            vote.counted, vote.reason = False, say("early_locked", lang or "ru")
            continue
        if previous:
            previous.counted, previous.reason = False, say("superseded", lang or "ru")
        last[vote.voter] = vote
    for vote in last.values():
        if vote.cancel:
            vote.counted = False
            vote.reason = None
    return votes
