"""A row against its phase's deadline (no Qt here): late rows are held back unticked, and judged again
when the host moves the deadline."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...parsing.rules import load_rules
from ..deadlines import phase_deadline

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from ...engine.model.state import Phase, Request, Vote
    from .rows import Row


def mark_late(game: "Game", row: "Row") -> None:
    """Late or not against the open phase's deadline."""
    _judge_late(row, phase_deadline(game), _vote_rules(game))


def _vote_rules(game: "Game") -> Any:
    """The game's forum vote rules (parsing.rules.VoteRules), or None where they cannot be read."""
    try:
        return load_rules(game.rs.options.get("vote_rules"))
    except (ValueError, TypeError):
        return None


def is_late(at: str | None, deadline: datetime | None, rules: Any = None, vote: bool = False) -> bool:
    """Was an entry received `at` ("YYYY-MM-DD HH:MM[:SS]") after the deadline? A vote is late as the
    forum's rules say (`deadline`: a vote at hh:mm:00 of the deadline is late, counts, or the whole
    minute counts); a night request by the minute. No deadline or no time: not late."""
    if deadline is None or not at:
        return False
    try:
        posted = datetime.fromisoformat(at)
    except ValueError:
        posted = None
    if rules is not None and vote and posted is not None:
        return bool(rules.late(posted, deadline))
    return at[:16] > deadline.strftime("%Y-%m-%d %H:%M")


def entry_late(game: "Game", phase: "Phase", entry: "Request | Vote") -> bool:
    """A recorded request or vote received after its own phase's deadline (the report's `late`)."""
    vote = hasattr(entry, "voter")
    return is_late(entry.at, phase_deadline(game, phase), _vote_rules(game) if vote else None, vote)


def _judge_late(row: "Row", deadline: datetime | None, rules: Any = None) -> None:
    """A row only lateness kept out is ticked again when the host moves the deadline past it (and
    unticked when it moves before it); the same deadline again changes nothing (a late row the
    host ticked stays ticked)."""
    if deadline is None or not row.at:
        return
    late = is_late(row.at, deadline, rules, row.kind == "vote")
    if late and not row.late and row.include:
        row.include, row.held_late = False, True
    elif not late and row.held_late:
        row.include, row.held_late = True, False
    row.late = late


def deadline_moved(game: "Game", rows: list["Row"]) -> None:
    """The open phase's deadline changed: its rows are judged against the new one."""
    if game.current is None or game.current.resolved:
        return
    deadline, rules = phase_deadline(game), _vote_rules(game)
    for row in rows:
        if row.phase == game.current.label:
            _judge_late(row, deadline, rules)
