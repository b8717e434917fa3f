"""What the inbox understood from pasted text (no widgets here): the PM's headers, the parser's
reading with the sender's role, the votes of a thread page, and the sender matched to a seat."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.game import Game


@dataclass
class Reading:
    sender: str | None  #: the From header as written
    received: str | None  #: "YYYY-MM-DD HH:MM" from the Date header
    body: str  #: the message without headers (kept in the journal as the request's text)
    result: Any  #: parsing.ParseResult

    def summary(self, understood: str, problem: str, name_of: Any = str) -> str:
        r = self.result
        parts = []
        if r.kind != "unknown":
            what = name_of(r.action) if r.action else ("abstain" if r.abstain else "vote")
            parts.append(understood.replace("%1", f"{what} → {', '.join(r.targets) or r.room or '—'}")
                         .replace("%2", str(round(r.confidence * 100))))
        if r.problem:
            parts.append(problem.replace("%1", r.problem))
        return "\n".join(parts)


def sender_nick(game: "Game", name: str) -> str | None:
    """The seat a PM's sender is: by nick or by forum account, ignoring case."""
    folded = name.casefold().strip()
    for player in game.players.values():
        if player.nick.casefold() == folded or (player.account or "").casefold() == folded:
            return player.nick
    return None


def read_message(game: "Game", text: str, actor: str | None, expect_vote: bool) -> Reading:
    from ..parsing import parse_message, parse_pm

    pm = parse_pm(text)
    role = game.players[actor].role if actor in game.players else None
    result = parse_message(pm.body, roleset=game.rs.raw, players=game.living(), actor=actor, actor_role=role,
                           expect="vote" if expect_vote else "action")
    received = pm.received.strftime("%Y-%m-%d %H:%M") if pm.received else None
    return Reading(pm.sender, received, pm.body, result)


def phase_deadline(game: "Game", today: date | None = None) -> datetime | None:
    """Today's deadline of the open phase from the role set's cycle deadlines ("21:00"), if any."""
    phase = game.current
    deadline = (game.rs.cycle.get("deadlines") or {}).get(phase.kind) if phase is not None else None
    match = re.fullmatch(r"(\d{1,2}):(\d{2})", str(deadline or "").strip())
    if match is None:
        return None
    return datetime.combine(today or date.today(), time(int(match[1]), int(match[2])))


def read_thread(game: "Game", text: str) -> list[Any]:
    """The page's votes; "Сегодня, 21:05" and "Вчера" are dated from today, the phase's deadline
    tells late votes."""
    from ..parsing import parse_thread

    return parse_thread(text, roleset=game.rs.raw, players=game.living(), today=date.today(),
                        deadline=phase_deadline(game))


def thread_entries(game: "Game", votes: list[Any]) -> list[dict[str, Any]]:
    """The `vote` entries a pasted page records (parsing.thread_votes_to_entries): the engine
    judges what counts; votes after the deadline and unnamed targets are dropped."""
    from ..parsing.thread_entries import thread_votes_to_entries

    return thread_votes_to_entries(votes, phase_deadline(game))
