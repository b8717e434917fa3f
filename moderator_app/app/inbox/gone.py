"""A request or vote that names a player who is out of the game.

The parser matches names against the living only, so "Голосую за Смелого Енота" after Смелый Енот
died was read as a vote for the living "Смелый Лось" (one shared word, 87%) and shown as "follows
the rules" — a vote the player never cast, one click from the journal. Here the same text is read
again against every seat, living or not; where that reading names a seat who is out, the row loses
the living look-alike and says whom it named and that he is out, so the host decides (no target:
nothing is recorded until he picks one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...parsing.message import parse_votes
from ...parsing.messages import say
from .aliases import book

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from .rows import Row


def gone_seats(game: "Game") -> list[str]:
    """The seats no longer in the game."""
    living = set(game.living())
    return [nick for nick in game.players if nick not in living]


def readings_with_everyone(game: "Game", text: str, actor: str | None, voting: bool) -> list[Any]:
    """The text's readings (parsing.parse_votes: one per vote of a run) against every seat."""
    role = game.players[actor].role if actor in game.players else None
    return parse_votes(text, roleset=game.rs.raw, players=[*game.living(), *gone_seats(game)], actor=actor,
                       actor_role=role, expect="vote" if voting else "action", aliases=book(game))


def flag_gone_target(game: "Game", row: "Row", reading: Any) -> None:
    """When `reading` (of the row's text against every seat) names a seat who is out, the row keeps
    only its living targets from that reading, says who is out, and waits for the host unticked."""
    gone = [nick for nick in reading.targets if nick not in game.living() and nick in game.players]
    if not gone:
        return
    row.targets = [nick for nick in reading.targets if nick not in gone]
    row.problem = say("target_out", reading.lang, name=gone[0])
    row.confidence = min(row.confidence, reading.confidence)
    # held back as a guess is (read.hold_unsure), not merely unticked: the host's pick answers it and ticks it
    # (gui.inbox_table, host-findings-5 item 14), and resolving does not pass over a player's vote left so
    row.include, row.held = False, row.include or row.held


def check_row(game: "Game", row: "Row") -> None:
    """A PM's row: its reading (the last vote of a run, as parsing.parse_message) against every seat."""
    if not gone_seats(game) or not row.body.strip():
        return
    flag_gone_target(game, row, readings_with_everyone(game, row.body, row.actor, row.kind == "vote")[-1])
