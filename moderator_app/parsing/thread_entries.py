"""Turning the votes of a pasted thread page into the engine's `vote` journal entries.

The engine decides what counts (the last vote, locked early votes, deprived or dead voters,
self-votes, colour weights); this module only drops what it cannot judge: votes by authors who
are not players, votes the forum's vote rules refused (`ThreadVote.refused`), votes posted after
the phase's deadline (the engine keeps no deadline), and votes whose target the parser could not
name (the host sees those in `ThreadVote.problem`).
Each entry has the keys the `vote` entry takes (see shared/spec/game-script.md).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from .thread import ThreadVote


def thread_votes_to_entries(votes: list[ThreadVote], phase_deadline: datetime | None = None) -> list[dict[str, Any]]:
    """Vote entry data {voter, target, color, at, early, cancel[, abstain][, no_lynch]} in post order; an
    undated vote is kept whatever the deadline."""
    entries: list[dict[str, Any]] = []
    for vote in votes:
        if not vote.is_player or vote.refused and vote.reason:
            continue  # the forum's rules refused it (edited, unmarked, changes used…): never tallied
        if phase_deadline and vote.posted and vote.posted > phase_deadline:
            continue
        if vote.target is None and not (vote.cancel or vote.abstain or vote.no_lynch):
            continue
        entry: dict[str, Any] = {
            "voter": vote.voter, "target": vote.target, "color": vote.color,
            "at": vote.posted.strftime("%Y-%m-%d %H:%M:%S") if vote.posted else None,
            "early": vote.early, "cancel": vote.cancel,
        }
        if vote.abstain:
            entry["abstain"] = True
        if vote.no_lynch:
            entry["no_lynch"] = True
        entries.append(entry)
    return entries

