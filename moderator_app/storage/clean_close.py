"""The mark a clean shutdown leaves, so the next start need not read the whole database again.

The start-up check (`health.check_data`) runs `PRAGMA quick_check` and judges every entry: with
20,000 games that reads ~160 MB at every start. A database this app closed cleanly, after a check
that passed, and that nobody has written to since, needs neither. `GameStore.close` leaves
`clean-close.json` beside the database; the start trusts it only when all of these hold:

- the file is the same file (inode), of the same size, and still carries the modification time the
  close stamped on it — four seconds in the past, with nanoseconds no clock tick gives, so any later
  write by anyone (a flipped byte, a truncation, a copy put in its place) changes it, even within the
  same tick and on a file system that keeps only even seconds (FAT). Not further back: the host's file
  manager and backup tools that copy files newer than their last run (robocopy /XO, `find -newer`)
  must still see the database as changed when it was closed;
- there is no -wal with content (nothing was committed after the close);
- the mark is read after the folder lock is taken (no other copy can be writing).

Opening the store for writing removes the mark first: a crash (SIGKILL, power loss) leaves none, and
the next start checks everything. A start that trusted the mark only checks the header, the tables
and the game count. The mark also says whether the newest backup holds the database as it was
closed (no write since it was made): then the start backup is not needed.
"""

from __future__ import annotations

import json
import logging
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

MARK_NAME = "clean-close.json"
#: how far back the close stamps the database: past a 2-second tick, never a day (backup tools date by it)
STAMP_BACK = 4


@dataclass
class CleanClose:
    size: int
    mtime_ns: int
    inode: int
    entries: int
    backup: str | None  #: the newest backup's file name when it holds exactly this database


def mark_path(db: Path) -> Path:
    return Path(db).with_name(MARK_NAME)


def leave_mark(db: Path, entries: int, backup: str | None) -> None:
    """Stamp the closed database's modification time and write the mark beside it (never raises:
    without a mark the next start simply checks everything)."""
    db = Path(db)
    try:
        # STAMP_BACK seconds back, with nanoseconds no clock tick gives: a later write stamps "now",
        # which differs even on a file system that keeps only even seconds (FAT)
        stamp = (time.time_ns() // 1_000_000_000 - STAMP_BACK) * 1_000_000_000 + random.randrange(1, 999_999_999)
        os.utime(db, ns=(stamp, stamp))
        info = db.stat()
        mark = CleanClose(info.st_size, info.st_mtime_ns, info.st_ino, entries, backup)
        partial = mark_path(db).with_suffix(".partial")
        partial.write_text(json.dumps(mark.__dict__), encoding="utf-8")
        os.replace(partial, mark_path(db))
    except OSError as err:
        log.warning("no clean-close mark: %s", err)


def trusted_mark(db: Path) -> CleanClose | None:
    """The mark, when the database is exactly as the clean close left it; else None."""
    db = Path(db)
    try:
        mark = CleanClose(**json.loads(mark_path(db).read_text(encoding="utf-8")))
        info = db.stat()
    except (OSError, ValueError, TypeError):
        return None
    wal = db.with_name(db.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return None
    if (info.st_size, info.st_mtime_ns, info.st_ino) != (mark.size, mark.mtime_ns, mark.inode):
        return None
    return mark


def drop_mark(db: Path) -> None:
    """The database is about to be written: until the next clean close, nothing is trusted."""
    try:
        mark_path(db).unlink(missing_ok=True)
    except OSError as err:
        log.warning("the clean-close mark could not be removed: %s", err)
