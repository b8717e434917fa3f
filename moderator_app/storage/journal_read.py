"""A game's journal read with plain SQL through any DB-API `execute` — sqlite3's, or SQLAlchemy's
`exec_driver_sql` — so the store and the start read it the same way.

The start (#25) reads the last game read-only through sqlite3 in a background thread, before
SQLAlchemy has loaded (half a second of imports the window would otherwise wait for); the store
reads it through its own session. Only a folder of the current schema is read here: an older one is
upgraded by the store first (migrate.py).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..engine.model.journal import Entry
from . import rules_texts
from .errors import StorageError
from .sqlite_file import SCHEMA_VERSION, open_read_only

log = logging.getLogger(__name__)

#: the stored bytes (CAST … AS BLOB): a byte that is not UTF-8 is this module's to report, not sqlite3's
JOURNAL = "SELECT seq, CAST(data AS BLOB) FROM entry WHERE game_id = ? AND undone = 0 ORDER BY seq"
FIRST_UNDONE = "SELECT data FROM entry WHERE game_id = ? AND undone = 1 ORDER BY seq LIMIT 1"
TITLE = "SELECT title FROM game WHERE id = ?"
RULES_TEXT = "SELECT text FROM rules_text WHERE sha256 = ?"


def _first(rows: Any) -> Any:
    row = rows.fetchone()
    return row[0] if row is not None else None


def decode_entry(data: Any) -> Entry:
    """One stored entry (text or bytes) as an Entry; ValueError for anything that is not one (a byte
    that is not UTF-8, JSON that does not parse, no `kind`, data that is not a mapping)."""
    try:
        text = bytes(data).decode("utf-8") if isinstance(data, (bytes, bytearray, memoryview)) else str(data)
        obj = json.loads(text)
        if not isinstance(obj, dict) or not isinstance(obj.get("kind"), str) or not isinstance(obj.get("data") or {}, dict):
            raise ValueError("not an entry")
        return Entry(obj["kind"], obj.get("data") or {})
    except (UnicodeDecodeError, RecursionError) as err:
        raise ValueError(str(err)) from None


def read_journal(execute: Callable[..., Any], game_id: int) -> list[Entry]:
    """The game's entries that are not undone, in order, its setup's role-set text put back (checked
    against its hash). A row that cannot be read is a StorageError naming it, never a shorter game."""
    entries: list[Entry] = []
    for seq, data in execute(JOURNAL, (game_id,)).fetchall():
        if seq != len(entries):  # never a game replayed around a missing entry (#26)
            log.warning("game %s entry %s is missing", game_id, len(entries))
            raise StorageError("game_entry_missing", retry=False, n=len(entries))
        try:
            entries.append(decode_entry(data))
        except ValueError as err:  # the parser's words go to the log, the entry to the host
            log.warning("game %s entry %s cannot be read: %s", game_id, seq, err)
            raise StorageError("game_damaged", retry=False, n=seq) from None
    if entries and rules_texts.packed_hash(entries[0]) is not None:
        title = _first(execute(TITLE, (game_id,)))
        entries[0] = rules_texts.unpack(entries[0], lambda digest: _first(execute(RULES_TEXT, (digest,))), game_id,
                                        title if title is not None else "?")
    return entries


@dataclass
class GameLook:
    """The last game as the start reads it: enough to rebuild and show it before the store opens."""

    game_id: int
    title: str
    journal: list[Entry]
    redo: Entry | None  #: the first undone entry (what redo would bring back), or None


def look_at_game(db: Path, game_id: int) -> GameLook | None:
    """The game read without writing anything beside the file; None when the database is not of the
    current schema (the store upgrades it first) or holds no such game."""
    conn = open_read_only(db)
    try:
        if _first(conn.execute("PRAGMA user_version")) != SCHEMA_VERSION:
            return None
        title = _first(conn.execute(TITLE, (game_id,)))
        if title is None:
            return None
        journal = read_journal(conn.execute, game_id)
        undone = _first(conn.execute(FIRST_UNDONE, (game_id,)))
        return GameLook(game_id, str(title), journal, Entry.from_json(undone) if undone is not None else None)
    finally:
        conn.close()
