"""Which votes of a pasted page count, under the game's forum rules, and each player's standing vote.

Votes are taken in post order. Within one post only its last vote stands ("##unvote ##vote X" is one
change); a vote is refused when its author is not a player, it is late (the rules say whether a
vote at hh:mm:00 of the deadline still counts), its post was edited and the rules void edited votes,
it is not marked as the rules require (bold, colour, tag), it is for oneself where that counts as
no vote, the voter used up his changes (a new vote for the same player is no change), or he voted
early ("досрочно") before. Each refused vote keeps its reason; a withdrawal that stands is shown
uncounted without a reason. Players who end with no vote are listed as problems when the rules
put a price on a missed vote.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from .messages import Said, say, word
from .rules import VoteRules

if TYPE_CHECKING:
    from .thread import ThreadPost, ThreadVote

WHOLE_POST = {"changes_used", "edited"}
"""Refusals of a post's vote that refuse the withdrawal before it in the same post too."""
NO_LYNCH = "no_lynch"
"""The standing value of a player whose vote is for no lynch."""


def count_votes(posts: list[ThreadPost], players: list[str], deadline: datetime | None, rules: VoteRules,
                lang: str, problems: list[str], earlier: list[ThreadVote] | None = None) -> dict[str, str | None]:
    """Mark each vote counted or not (with its reason) and return every player's standing vote.
    `earlier` are the day's votes already recorded from other pastes (the host pastes page 2 on its
    own): they stand before the page's, so a change limit, an early lock and a missed vote count the
    whole day, not only this paste."""
    last: dict[str, ThreadVote] = {}
    changes: dict[str, int] = {}
    for vote in earlier or []:
        previous = last.get(vote.voter)
        if previous is not None and _is_change(previous, vote):
            changes[vote.voter] = changes.get(vote.voter, 0) + 1
        last[vote.voter] = vote
    for post in posts:
        for before in post.votes[:-1]:
            before.counted, before.reason = False, say("superseded", lang)
        if not post.votes:
            continue
        vote = post.votes[-1]
        refusal, by_rule = _refusal(vote, post.edited is not None, deadline, rules, lang)
        previous = last.get(vote.voter)
        if refusal is None and previous is not None:
            if previous.early:
                refusal = say("early_locked", lang)  # the engine judges early locks itself (an option)
            elif _is_change(previous, vote):
                if rules.changes is not None and changes.get(vote.voter, 0) >= rules.changes:
                    refusal, by_rule = say("changes_used", lang, limit=rules.changes), True
                else:
                    changes[vote.voter] = changes.get(vote.voter, 0) + 1
        if refusal is not None:
            vote.counted, vote.reason, vote.refused = False, refusal, by_rule
            if refusal.key in WHOLE_POST:  # "##unvote ##vote X" is one change: its withdrawal goes with it
                for before in post.votes[:-1]:
                    before.reason, before.refused = refusal, True
            continue
        if previous is not None:
            previous.counted, previous.reason = False, say("superseded", lang)
        last[vote.voter] = vote
    standing: dict[str, str | None] = {player: None for player in players}
    for voter, vote in last.items():
        if vote.cancel:
            vote.counted = False
        standing[voter] = NO_LYNCH if vote.no_lynch else vote.target
    if rules.missed_vote and deadline is not None:
        silent = [p for p in players if p not in last or last[p].cancel]
        problems.extend(say("missed_vote", lang, name=p, cost=cost_words(rules.missed_vote, lang)) for p in silent)
    return standing


def _refusal(vote: ThreadVote, edited: bool, deadline: datetime | None, rules: VoteRules,
             lang: str) -> tuple[Said | None, bool]:
    """Why the vote does not count, and whether it is the forum's rule alone (the engine does not
    know it: edited, unmarked, self-vote as none) rather than something the tally judges again."""
    if not vote.is_player:
        return say("not_player", lang, name=vote.voter), False
    if deadline is not None and vote.posted is not None and rules.late(vote.posted, deadline):
        return say("late", lang, deadline=deadline.strftime("%d.%m %H:%M")), False
    if edited and rules.edited == "void":
        return say("edited", lang), True
    if not vote.cancel and not rules.marked(vote.marks):
        return say("unmarked", lang, need=word(f"vote_rules.mark.{rules.mark}", lang)), True
    if vote.target == vote.voter and rules.self_vote == "missed":
        return say("self_vote", lang), True
    return None, False


def _is_change(previous: ThreadVote, vote: ThreadVote) -> bool:
    return (previous.target, previous.cancel, previous.abstain, previous.no_lynch) != (
        vote.target, vote.cancel, vote.abstain, vote.no_lynch)


def cost_words(missed: dict[str, Any], lang: str) -> str:
    """What a missed vote costs under the rules, in words (the catalogue's `parser.cost.` keys)."""
    parts = [say(f"cost.{key}", lang, n=missed[key]) for key in ("votes_against", "points")
             if missed.get(key) is not None]
    if missed.get("repeat") in ("modkill", "replace"):
        parts.append(say(f"cost.{missed['repeat']}", lang))
    return ", ".join(parts)
