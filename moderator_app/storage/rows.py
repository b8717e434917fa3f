"""The games list read from plain SQL rows, without SQLAlchemy: the store, the start-up check and
`--check-data` judge a game's rows the same way, and the check stays cheap to import."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from .words import Said

DB_NAME = "games.sqlite3"


@dataclass
class GameInfo:
    """One game as the start page lists it; `damaged` says why its rows cannot be read."""

    id: int
    title: str
    ruleset: str
    updated: datetime | None
    example: bool = False
    damaged: str | None = None


def read_game_list(execute: Callable[[str], Any]) -> list[GameInfo]:
    """Every game, most recent first, each row checked: a game whose rows cannot be read (a flipped
    byte, a missing entry, no setup) is marked damaged instead of failing the whole list."""
    games: list[GameInfo] = []
    for gid, title, ruleset, updated, example in execute("SELECT id, title, ruleset, updated, example FROM game ORDER BY updated DESC"):
        damaged = None
        try:
            when = datetime.fromisoformat(str(updated)).replace(tzinfo=timezone.utc)
        except (TypeError, ValueError):
            when, damaged = None, Said("game.no_date")
        games.append(GameInfo(int(gid), str(title), str(ruleset), when, bool(example), damaged))
    by_id = {g.id: g for g in games}
    expected: dict[int, int] = {}
    # SQLite's own JSON functions judge each row in C: the start page stays quick with thousands of games
    for gid, seq, kind, valid, stored_kind in execute(
            "SELECT game_id, seq, kind, json_valid(data), CASE WHEN json_valid(data) THEN json_extract(data, '$.kind') END "
            "FROM entry ORDER BY game_id, seq"):
        info = by_id.get(gid)
        if info is None or info.damaged:
            continue
        if seq != expected.get(gid, 0):
            info.damaged = Said("game.entry_missing", n=expected.get(gid, 0))
        elif not (valid and stored_kind == kind and (kind == "setup") == (seq == 0)):
            info.damaged = Said("game.entry_unreadable", n=seq)
        expected[gid] = seq + 1
    for info in games:
        if not info.damaged and info.id not in expected:
            info.damaged = Said("game.no_setup")
    return games
