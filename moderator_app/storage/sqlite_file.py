"""The games file as the start and the store read it before anything writes: the schema version this
app reads (`PRAGMA user_version`, migrate.py upgrades to it) and a connection that writes nothing
beside the file. Below the start-up check (health.py), the journal's first read (journal_read.py)
and the upgrade (migrate.py), which all need them; it imports nothing of the package.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

SCHEMA_VERSION = 1  #: PRAGMA user_version: 0 = every setup its own copy of the text


def open_read_only(db: Path) -> sqlite3.Connection:
    """Read the file without writing anything beside it: with no -wal the main file is the whole
    database (every commit is checkpointed), read as immutable; with a -wal, read-only mode."""
    if not has_wal(db):
        return sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError:  # a read-only folder cannot hold the -shm file: read it as it is
        return sqlite3.connect(f"file:{db}?immutable=1", uri=True)


def has_wal(db: Path) -> bool:
    wal = db.with_name(db.name + "-wal")
    return wal.exists() and wal.stat().st_size > 0
