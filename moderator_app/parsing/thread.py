"""`parse_thread`: the votes in a pasted page of thread posts, one per author, last one counts.

A page is split into posts by `thread_posts.split_posts` (phpBB, Invision, vBulletin and SMF
pages as a browser copies them, in Russian, Polish and English). A post is a vote only when it
says so (a vote word, colour, bold nick or "КРАСНЫМ"/"СИНИМ"); chatter that merely names someone
is not. Every vote is returned, marked counted or not, with the reason; an edited post is dated
by its last edit. `thread_entries.thread_votes_to_entries` turns the result into journal votes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from . import lexicon
from .context import context_for
from .message import parse_message
from .messages import say
from .text import strip_quotes, tokenize
from .thread_posts import split_posts
from .triggers import find_hits


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
    """When the post was made (its last edit when later), if the page had a date."""
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
    is_player: bool = True
    """False when the author is not on the player list (host, spectator, guest)."""
    edited: datetime | None = None
    """When the post was last edited, if the page says so (the vote counts from then)."""


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
                 deadline: datetime | None = None, lang: str | None = None, today: date | None = None,
                 aliases: dict[str, str] | None = None) -> list[ThreadVote]:
    """Every vote on the page in post order; only each voter's last valid one is `counted`.
    `today` is the day the page was copied ("Сегодня, 21:05"; the deadline's day by default);
    `aliases` maps forum accounts to player nicks where they differ."""
    votes: list[ThreadVote] = []
    langs: dict[int, str] = {}
    today = today or (deadline.date() if deadline else None)
    accounts = {k.casefold(): v for k, v in (aliases or {}).items()} | {p.casefold(): p for p in players}

    def voter_unknown(author: str) -> bool:
        return accounts.get(author.casefold()) not in players

    for post in split_posts(text, [*players, *(aliases or {})], today):
        author, own = post.author, strip_quotes(post.body)
        posted = max(post.posted, post.edited) if post.posted and post.edited else post.posted or post.edited
        if not _is_vote_post(own, roleset, players):
            continue
        result = parse_message(own, roleset=roleset, players=players, actor=author, lang=lang, expect="vote")
        if result.kind != "vote" or voter_unknown(author) and not (result.targets or result.cancel or result.abstain):
            continue  # a host's or guest's post that only looks like a vote
        voter = accounts.get(author.casefold(), author)
        vote = ThreadVote(voter, result.targets[0] if result.targets else None, result.color, posted, True, None,
                          result.early, result.cancel, result.abstain, result.confidence, result.problem, own,
                          edited=post.edited)
        msg_lang = lang or result.lang
        if voter not in players:
            vote.counted, vote.reason, vote.is_player = False, say("not_player", msg_lang, name=author), False
        elif deadline and posted and posted > deadline:
            vote.counted, vote.reason = False, say("late", msg_lang, deadline=deadline.strftime("%d.%m %H:%M"))
        votes.append(vote)
        langs[id(vote)] = msg_lang
    last: dict[str, ThreadVote] = {}
    for vote in votes:
        if not vote.counted:
            continue
        previous = last.get(vote.voter)
        if previous and previous.early and previous.counted:
            vote.counted, vote.reason = False, say("early_locked", langs[id(vote)])
            continue
        if previous:
            previous.counted, previous.reason = False, say("superseded", langs[id(previous)])
        last[vote.voter] = vote
    for vote in last.values():
        if vote.cancel:
            vote.counted = False
            vote.reason = None
    return votes
