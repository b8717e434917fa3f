"""Closing a day early ("досрочно", H-GEN-6).

From day `vote.early_close_from_day` on, a vote marked `early: true` cannot be changed (a later
vote of the same voter is refused), and the day closes as soon as a majority (or, with
`early_close_share: all`, every one) of the voters who may vote have an early vote standing; the
host may also close it with an `early_close` event. Votes that arrive after the close are refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.refusal import refuse

from ..resolution import requests as request_rules

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Phase


def applies(game: "Game", day: "Phase") -> bool:
    first = game.rs.vote.get("early_close_from_day")
    return first is not None and day.kind == "day" and day.number >= int(first)


def apply(game: "Game", day: "Phase") -> int | None:
    """Refuse the votes an early close makes void; return the journal position of the close."""
    host_close = [h for h in day.host if h.get("event") == "early_close"]
    if not applies(game, day):
        for h in host_close:
            h["refused"] = refuse("early_close_from", day=game.rs.vote.get("early_close_from_day") or "—")
        return None
    closed_at = min((int(h["seq"]) for h in host_close), default=None)
    voters = [n for n in day.alive_at_start if not request_rules.is_deprived(game, day, n)]
    need = len(voters) if game.rs.vote.get("early_close_share") == "all" else len(voters) // 2 + 1
    locked: set[str] = set()
    for vote in sorted(day.votes, key=lambda v: v.seq):
        if vote.refused is not None or vote.runoff:
            continue
        if closed_at is not None and vote.seq > closed_at:
            vote.refused = refuse("day_closed_early")
            continue
        if vote.voter in locked:
            vote.refused = refuse("early_vote_locked")
            continue
        if vote.early:
            locked.add(vote.voter)
            if closed_at is None and len(locked) >= need:
                closed_at = vote.seq
    return closed_at
