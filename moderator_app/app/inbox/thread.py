"""A pasted thread page as review rows (no Qt here): every vote the parser read on it
(parsing.read_thread), and every post that looks like a vote but gave none, listed with the
parser's reason and, where the post has one, read from its bold nick for the host to check (many
forums count only a bold nick as the vote).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...parsing import parse_message
from ...parsing.paste_marks import html_marks
from ...parsing.thread import ThreadVote, read_thread
from ..deadlines import phase_setting, zone
from . import aliases
from .gone import flag_gone_target, gone_seats, readings_with_everyone
from .late import mark_late, mark_older
from .read import read_row
from .rows import Row
from .seats import sender_nick

if TYPE_CHECKING:
    from ...engine.model.game import Game

#: where a post's sentences end: its last one may be the vote ("…Ага, конечно. Против Совы.")
SENTENCE = re.compile(r"(?<=[.!?…])\s+|\n+")
LAST_SENTENCE = 40  #: at most this long, a post's last sentence is read as a vote on its own ("Против Совы.")


def thread_rows(game: "Game", text: str, now: datetime | None, host_names: tuple[str, ...] = (),
                html: str | None = None) -> list[Row]:
    """Every vote of a page (parsing.read_thread, the same reading as `moderator-app thread`) under
    the game's forum vote rules (the role set option `vote_rules`): a vote the rules refuse
    (unmarked, edited, changes used up…) is listed, not recorded, with the reason; a post that looks
    like a vote but gave none is listed with the parser's reason (read from its bold nick where it
    has one). `html`, the browser's HTML copy of the same page, keeps its bold and colour
    (parsing.paste_marks)."""
    accounts = {p.account: p.nick for p in game.players.values() if p.account}
    known = aliases.book(game)  # what the host confirmed once: targets, and authors too
    today = now or datetime.now()  # the paste moment: "Сегодня, 21:05" and "2 hours ago" alike
    tz = phase_setting(game)[1]  # a header's printed zone ("UTC+3") is moved into the deadline's
    reading = read_thread(text, roleset=game.rs.raw, players=game.living(), today=today, aliases={**known, **accounts},
                          rules=game.rs.options.get("vote_rules"), names=known, zone=zone(tz) if tz else None,
                          marks=html_marks(html) if html else None, recorded=recorded_votes(game))
    rows: list[Row] = []
    hosts = {name.casefold().strip() for name in host_names}
    for number, post in enumerate(reading.posts):
        before = len(rows)
        _post_rows(game, post, hosts, rows)
        if len(rows) == before:  # every post is a row (#23 item 2): one that gave nothing is listed, unticked
            rows.append(_quiet_row(post))
        for row in rows[before:]:
            row.post = number
    for row in rows:
        if not row.host_post:  # the host's own post is never late
            mark_late(game, row)
            mark_older(game, row)
        row.read_targets, row.read_confidence = list(row.targets), row.confidence
    return rows


def _post_rows(game: "Game", post: Any, hosts: set[str], rows: list[Row]) -> None:
    """The rows one post gives: the host's own post, each vote read, a vote the page reader passed
    over, or a post that looks like a vote but gave none (with the parser's reason)."""
    if post.author and post.author.casefold().strip() in hosts and sender_nick(game, post.author) is None:
        rows.append(_host_row(post))
        return
    everyone = _votes_with_everyone(game, post) if post.votes and gone_seats(game) else []
    for n, vote in enumerate(post.votes):
        at = vote.posted.strftime("%Y-%m-%d %H:%M:%S") if vote.posted else None
        refused = vote.refused and vote.is_player
        row = Row(vote.text, vote.text, "vote", sender=post.author, actor=sender_nick(game, vote.voter),
                  targets=[vote.target] if vote.target else [], color=vote.color, abstain=vote.abstain,
                  no_lynch=vote.no_lynch, cancel=vote.cancel, early=vote.early, at=at, confidence=vote.confidence,
                  problem=vote.reason if refused else vote.problem, not_player=not vote.is_player,
                  written=vote.written)
        row.include = vote.is_player and not refused
        if refused and getattr(vote.reason, "key", None) == "unmarked":  # chatter by the forum's rules, reason kept
            row.note = "no_vote"
        if len(everyone) == len(post.votes):
            flag_gone_target(game, row, everyone[n])
        rows.append(row)
    if not post.votes and not post.ignored and post.player:
        if (missed := _missed_vote(game, post)) is not None:  # the page reader gave neither a vote nor a reason
            rows.append(missed)
        return
    if post.ignored and not post.votes:
        posted = max(filter(None, (post.posted, post.edited)), default=None)
        row = Row(post.text, post.text, "vote", sender=post.author, actor=post.player, confidence=0.0,
                  problem=post.ignored, at=posted.strftime("%Y-%m-%d %H:%M:%S") if posted else None,
                  not_player=post.player is None)
        if post.player:
            _read_bold(game, row)
        row.include = bool(row.targets)  # chatter that gave no vote is listed unticked: it holds nothing up
        if post.no_vote and not row.targets:  # no vote (by the forum's rules or at all): listed as "no vote", not work
            row.note = "no_vote"
        rows.append(row)


def recorded_votes(game: "Game") -> list[Any]:
    """The open voting day's votes already in the journal, in order, as the page reader's votes: the
    forum's rules count them with the page (a change limit is per day, not per paste). A runoff's
    votes and a late entry naming an earlier phase are another vote."""
    phase = game.current
    if phase is None or phase.resolved or phase.kind not in ("day", "council"):
        return []
    opened = max((i for i, e in enumerate(game.entries) if e.kind == "phase"), default=-1)
    votes = []
    for entry in game.entries[opened + 1:]:
        data = entry.data
        if entry.kind != "vote" or data.get("runoff") or str(data.get("phase") or phase.label) != phase.label:
            continue
        at = _when(data.get("at"))
        votes.append(ThreadVote(str(data.get("voter")), data.get("target"), data.get("color"), at, True, None,
                                bool(data.get("early")), bool(data.get("cancel")), bool(data.get("abstain")),
                                text=str(data.get("text") or ""), no_lynch=bool(data.get("no_lynch"))))
    return votes


def _when(at: Any) -> datetime | None:
    try:
        return datetime.fromisoformat(str(at)) if at else None
    except ValueError:  # a hand-edited time: the vote still stands, only its minute is unknown
        return None


def _quiet_row(post: Any) -> Row:
    """A post that gave no vote and no reason (chatter, a player's question): listed unticked as such."""
    posted = max(filter(None, (post.posted, post.edited)), default=None)
    row = Row(post.text, post.text, "vote", sender=post.author, actor=post.player, confidence=0.0,
              at=posted.strftime("%Y-%m-%d %H:%M:%S") if posted else None, not_player=post.player is None,
              note="no_vote")
    row.include = False
    return row


def _host_row(post: Any) -> Row:
    posted = max(filter(None, (post.posted, post.edited)), default=None)
    row = Row(post.text, post.text, "vote", sender=post.author, confidence=1.0, not_player=True, host_post=True,
              at=posted.strftime("%Y-%m-%d %H:%M:%S") if posted else None)
    row.include = False
    return row


def _missed_vote(game: "Game", post: Any) -> Row | None:
    """A player's post the page reader passed over without a word, that reads as a vote on its own
    ("+1 за Хмурого Орла") or in its last sentence that names someone ("…А почему не вскрылась вчера?
    Против Совы."): listed unticked for the host to check, never dropped."""
    row = read_row(game, post.text, post.text, post.author, None, True, actor=post.player, by_mail=False)
    last = ([s.strip() for s in SENTENCE.split(post.text) if s.strip()] or [""])[-1]
    if not row.targets and last != post.text.strip() and len(last) <= LAST_SENTENCE:  # the post's last act
        row = read_row(game, post.text, post.text, post.author, None, True, actor=post.player, said=last,
                       by_mail=False)
    if not row.targets or row.actor in row.targets:  # "1 is me": chatter, not a vote for himself
        return None
    posted = max(filter(None, (post.posted, post.edited)), default=None)
    row.at = posted.strftime("%Y-%m-%d %H:%M:%S") if posted else None
    row.include, row.confidence = False, min(row.confidence, aliases.SKIPPED_SURE)
    row.note = "page_skipped"
    return row


def _votes_with_everyone(game: "Game", post: Any) -> list[Any]:
    """The post's votes read against every seat, living or out (gone), in the same order."""
    readings = readings_with_everyone(game, post.text, post.player or post.author, True)
    return [r for r in readings if r.kind == "vote" and (r.targets or r.cancel or r.abstain or r.no_lynch)]


def _read_bold(game: "Game", row: Row) -> None:
    """Many forums count only a bold nick as the vote: the bold words alone, read as a vote."""
    bold = " ".join(re.findall(r"\[b\](.*?)\[/b\]", row.body, flags=re.I | re.S))
    named = parse_message(bold, roleset=game.rs.raw, players=game.living(), actor=row.actor, expect="vote",
                          aliases=aliases.book(game)) if bold else None
    if named is not None and named.kind == "vote" and len(named.targets) == 1:
        row.targets, row.problem, row.note, row.written = named.targets, None, "bold_vote", named.written
        row.confidence = min(named.confidence, 0.6)
