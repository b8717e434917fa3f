"""Upgrading a data folder written by an older version, once, when the store opens it.

Schema version 1 (`PRAGMA user_version`) stores each role set's text once per sha256
(rules_texts.py); version 0 kept a copy in every game's setup. The upgrade:

1. a checked backup of the folder as it is (`backups/games-…-before-migration.sqlite3`) — when it
   cannot be made, nothing is upgraded (this version reads both layouts) and the host is told;
2. one transaction moves every inline text into `rules_text` and sets the version: a kill, a power
   loss or a full disk in the middle leaves the old layout whole, and the next start does it again;
   a second copy of the app cannot start meanwhile (the folder lock, storage/lock.py);
3. VACUUM gives the space back (atomic; when it fails the file only stays as large as it was).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path
from typing import Any, Callable

from ..engine.model.journal import Entry
from .rules_texts import TABLE, UPSERT, pack
from .sqlite_file import SCHEMA_VERSION
from .words import Said
from .errors import StorageError
from .backup import make_backup

log = logging.getLogger(__name__)

#: listeners told where a running upgrade is — ("backup", 0), ("backup", percent copied) after each
#: step of its copy, ("counted", setup rows to move), ("moving", rows moved so far, every
#: PROGRESS_EVERY rows), ("vacuum", rows moved) — the window's progress dialog shows it
#: (gui/migration_progress.py); the fault drills kill on it
PROGRESS: list[Callable[[str, int], None]] = []
PROGRESS_EVERY = 500


def _tell(stage: str, rows: int) -> None:
    for listener in PROGRESS:
        listener(stage, rows)


def refuse_newer(version: int) -> None:
    """A database of a newer version is never opened for writing (its layout may mean what this
    version cannot know): StorageError naming both versions (#26 item 2)."""
    if version > SCHEMA_VERSION:
        raise StorageError("too_new", retry=False, said=Said("problem.too_new", found=version, supported=SCHEMA_VERSION))


def upgrade(store: Any) -> None:
    """Bring `store`'s database to SCHEMA_VERSION (a no-op when it is there already)."""
    def read(sql: str) -> int:
        found: int = store._read("open", lambda session: int(session.connection().exec_driver_sql(sql).scalar() or 0))
        return found

    if read("PRAGMA user_version") >= SCHEMA_VERSION:
        return
    if read("SELECT count(*) FROM game"):
        _tell("backup", 0)
        try:
            make_backup(store.path, "before-migration", progress=lambda done, total: _tell("backup", 100 * done // max(total, 1)))
        except (OSError, sqlite3.Error) as err:
            log.warning("no backup before the migration, so no migration: %s", err)
            store.notes.append(Said("migration_put_off", detail=str(err)))
            return
    moved = store._write("migrate", lambda session: move_texts(session.connection()))
    if moved:
        _tell("vacuum", moved)
        vacuum(store.path)


def move_texts(connection: Any) -> int:
    """Every setup row with its own copy of a sound text keeps only the hash; the text goes to
    `rules_text` once. Runs inside the caller's transaction (all or nothing). Returns rows changed."""
    execute = connection.exec_driver_sql
    execute(TABLE)
    # the ids first, then one row at a time: 20,000 setups of 14 KB are never in memory together
    ids = [row_id for (row_id,) in execute("SELECT id FROM entry WHERE seq = 0 AND kind = 'setup' AND json_valid(data) "
                                           "AND json_type(data, '$.data.ruleset_text') = 'text'").fetchall()]
    _tell("counted", len(ids))
    changed = 0
    for number, row_id in enumerate(ids, 1):
        data = execute("SELECT data FROM entry WHERE id = ?", (row_id,)).scalar()
        packed, kept = pack(Entry("setup", json.loads(data).get("data") or {}))
        if kept is not None:  # a text that does not match its hash stays where it is: the engine refuses it
            execute(UPSERT, kept)
            execute("UPDATE entry SET data = ? WHERE id = ?", (packed, row_id))
            changed += 1
        if number % PROGRESS_EVERY == 0:
            _tell("moving", number)
    execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return changed


def vacuum(db: Path) -> None:
    try:
        conn = sqlite3.connect(db, isolation_level=None, timeout=5)
        try:
            conn.execute("VACUUM")
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # in WAL mode the file shrinks at the checkpoint
        finally:
            conn.close()
    except sqlite3.Error as err:
        log.warning("VACUUM after the migration failed: %s", err)


def schema_version(db: Path) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()
