"""A row against its phase's deadline (no Qt here): late rows are held back unticked, and judged again
when the host moves the deadline; a row dated before the game could begin is unticked with why."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...engine.model.activity import older_than_game
from ...parsing.messages import Said
from ...parsing.rules import load_rules
from ..deadlines import phase_deadline, phase_setting

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from ...engine.model.state import Phase, Request, Vote
    from .rows import Row


def mark_late(game: "Game", row: "Row") -> None:
    """Late or not against the open phase's deadline."""
    _judge_late(row, phase_deadline(game), _vote_rules(game))


def mark_older(game: "Game", row: "Row") -> None:
    """A page's post dated before the game could begin (engine.model.activity.older_than_game: a page
    of 2023 pasted into a day of 2026, host-findings-4 item 10) is no vote or post of this game:
    unticked, saying why; the activity record leaves it out too (app.activity.read_page)."""
    if row.at and older_than_game(game, row.at, phase_setting(game)[1]):
        row.include, row.held, row.held_late = False, False, False
        row.problem = Said("older_than_game", None, {"when": row.at[:16]}, section="activity")


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
