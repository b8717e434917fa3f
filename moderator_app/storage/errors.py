"""Storage faults as messages for the host, never tracebacks.

A `StorageError` is an `InputError` on purpose: every place that already turns bad input into a
message (the controller's notice, the command line's exit 1) shows a failed commit the same way,
and says that nothing changed, so the host can simply try the entry again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.model.errors import InputError
from .words import Said
import shutil


class StorageError(InputError):
    """A read or write of the games database failed; the game in memory is as it was. `code` is the
    catalogue key (`storage.<code>`), `params` its parameters; `str(err)` is the English text and
    `text(lang)` the host's."""

    def __init__(self, code: str, *, retry: bool = True, said: Said | None = None, **params: Any):
        self.said = said or Said(code, **params)
        super().__init__(str(self.said))
        self.code = code
        self.params = self.said.params
        self.retry = retry

    def text(self, lang: str | None) -> str:
        return self.said.render(lang)


class DataFolderBusy(StorageError):
    """Another copy of the app writes to this data folder."""

    def __init__(self, folder: str, pid: str, since: str):
        super().__init__("data_folder_busy", retry=False, folder=folder, pid=pid, since=since)


def is_busy(err: BaseException) -> bool:
    """A lock held by another connection or program (worth waiting and retrying)."""
    text = str(getattr(err, "orig", err)).lower()
    return "locked" in text or "busy" in text


#: a disk with less room than this when SQLite says "disk I/O error" is a full disk (SQLite cannot
#: make or grow its `-shm`/`-wal` files and reports an I/O error, not SQLITE_FULL: a full disk at start)
NEARLY_FULL = 1 << 20


def explain(err: BaseException, doing: str, folder: Path | None = None) -> StorageError:
    """The host's words for an SQLite failure while `doing` something in `folder` (sqlite3 is imported
    here: the window's lock check uses this module before the first frame, #14 item 9)."""
    import sqlite3  # lazy: sqlite3 costs ~4 ms CPU, not needed before the first frame (bench_startup)

    orig = getattr(err, "orig", None) or err  # SQLAlchemy wraps the sqlite3 error
    text = str(orig).lower()
    if "full" in text or "i/o error" in text and _nearly_full(folder):
        code, why = "disk_full", Said("why.disk_full")
    elif is_busy(orig):
        code, why = "database_locked", Said("why.database_locked")
    elif "readonly" in text or "read-only" in text:
        code, why = "read_only", Said("why.read_only")
    elif isinstance(orig, sqlite3.IntegrityError) or "unique" in text:
        code, why = "conflict", Said("why.conflict")
    elif ("malformed" in text or "corrupt" in text) and _nearly_full(folder):  # a write cut short by the full
        code, why = "disk_full", Said("why.disk_full")  # disk, not damage: the host frees room and saves again
    elif "malformed" in text or "not a database" in text or "corrupt" in text:
        code, why = "damaged", Said("why.damaged")
    else:
        code, why = "storage", Said("why.database_said", detail=str(orig))
    return StorageError(code, said=Said("not_saved", doing=Said(f"doing.{doing}"), why=why))


def _nearly_full(folder: Path | None) -> bool:
    try:
        return folder is not None and shutil.disk_usage(folder).free < NEARLY_FULL
    except OSError:
        return False
