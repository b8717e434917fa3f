"""Rotating backups of the games database, made with SQLite's online backup API.

A bare file copy of a WAL database can miss committed pages or catch a half-written one; the
backup API copies a consistent snapshot. Each copy is written under a temporary name, checked with
`PRAGMA quick_check`, then renamed into place, so `backups/` only ever holds good copies. Copies
are made at start and after each phase result; the newest few of each kind are kept.
"""

from __future__ import annotations

import logging
import os
import sys
import sqlite3
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

BACKUP_FOLDER = "backups"
KEEP = {"start": 6, "phase": 12, "before-restore": 3, "before-migration": 2}


def backups_dir(db_path: Path) -> Path:
    return Path(db_path).parent / BACKUP_FOLDER


def list_backups(db_path: Path) -> list[Path]:
    """Every backup, newest first (the name starts with its UTC time)."""
    folder = backups_dir(db_path)
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("games-*.sqlite3") if p.is_file()), reverse=True)


def backup_time(path: Path) -> datetime | None:
    try:
        stamp = path.name.split("-")[1] + path.name.split("-")[2]
        return datetime.strptime(stamp, "%Y%m%d%H%M%S%f").replace(tzinfo=timezone.utc)
    except (IndexError, ValueError):
        return None


#: pages per backup step in the background (4 MB of 4 KB pages): between steps the copy holds no
#: snapshot, so the app's checkpoint after each save is never held up for longer than one step
STEP_PAGES = 1024

#: told (pages copied, pages in all) after each step of a copy
Progress = Callable[[int, int], None]


class Stopped(Exception):
    """The app is closing: a background copy stops between two steps (its partial file goes)."""


def make_backup(db_path: Path, reason: str, stop: threading.Event | None = None,
                progress: Progress | None = None) -> Path:
    """A checked copy of the database in `backups/`; raises sqlite3.Error or OSError on failure.
    `stop` (a threading.Event; the background worker's) copies in steps and raises Stopped when set;
    `progress(pages copied, pages in all)` is told after each step (the migration's progress dialog)."""
    folder = backups_dir(db_path)
    folder.mkdir(exist_ok=True)
    mine = f".{os.getpid()}.partial"
    for stale in folder.glob("games-*.partial*"):  # a copy cut short by a kill (one process holds the folder)
        if mine not in stale.name:  # this process's are in progress (the background worker's)
            stale.unlink(missing_ok=True)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S%f")
    final = folder / f"games-{stamp}-{reason}.sqlite3"
    partial = final.with_suffix(mine)
    try:
        ok = _copy_checked(db_path, partial, stop, progress)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    if not ok:
        partial.unlink(missing_ok=True)
        raise sqlite3.DatabaseError("the copy failed its check: the database itself may be damaged")
    _fsync(partial)
    os.replace(partial, final)
    sync_folder(folder)  # the rename itself reaches the disk: a power loss leaves the copy under its name
    _rotate(folder, reason)
    return final


def _copy_checked(db_path: Path, partial: Path, stop: threading.Event | None, progress: Progress | None) -> bool:
    source = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=10)
    try:
        target = sqlite3.connect(partial)
        try:
            if stop is None and progress is None:
                source.backup(target)
            else:
                def between_steps(_status: int, remaining: int, total: int) -> None:
                    if stop is not None and stop.is_set():
                        raise Stopped
                    if progress is not None:
                        progress(total - remaining, total)

                source.backup(target, pages=STEP_PAGES, progress=between_steps, sleep=0)
            verdict: str = target.execute("PRAGMA quick_check").fetchone()[0]
            return verdict == "ok"
        finally:
            target.close()
    finally:
        source.close()


def is_good(path: Path) -> bool:
    """A backup that opens, passes quick_check and holds the games table."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                return False
            tables: int = conn.execute("SELECT count(*) FROM sqlite_master WHERE name IN ('game', 'entry')").fetchone()[0]
            return tables == 2
        finally:
            conn.close()
    except sqlite3.Error:
        return False


def latest_good(db_path: Path) -> Path | None:
    return next((p for p in list_backups(db_path) if is_good(p)), None)


def copy_database(source: Path, target: Path) -> None:
    """Write `source` into `target` with the backup API (restore)."""
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=WAL")
        finally:
            dst.close()
    finally:
        src.close()


def _rotate(folder: Path, reason: str) -> None:
    keep = KEEP.get(reason, 6)
    same = sorted(folder.glob(f"games-*-{reason}.sqlite3"), reverse=True)
    for old in same[keep:]:
        old.unlink(missing_ok=True)


def _fsync(path: Path) -> None:
    with open(path, "rb") as handle:
        full_sync(handle.fileno())


def full_sync(fd: int) -> None:
    """fsync, and on macOS F_FULLFSYNC (its fsync stops at the drive's cache)."""
    if sys.platform == "darwin":
        import fcntl  # lazy: POSIX only, Windows has no fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_FULLFSYNC", 51))
    else:
        os.fsync(fd)


def sync_folder(folder: Path) -> None:
    """Sync a folder's entries (a rename into it); Windows has no folder handle to sync."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
        try:
            full_sync(fd)
        finally:
            os.close(fd)
    except OSError as err:  # a file system that cannot sync a folder: the copy itself is synced
        log.warning("could not sync the folder %s: %s", folder, err)
