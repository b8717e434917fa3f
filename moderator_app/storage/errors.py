"""Storage faults as messages for the host, never tracebacks.

A `StorageError` is an `InputError` on purpose: every place that already turns bad input into a
message (the controller's notice, the command line's exit 1) shows a failed commit the same way,
and says that nothing changed, so the host can simply try the entry again.
"""

from __future__ import annotations

import sqlite3

from ..engine.errors import InputError


class StorageError(InputError):
    """A read or write of the games database failed; the game in memory is as it was."""

    def __init__(self, message: str, *, code: str = "storage", retry: bool = True):
        super().__init__(message)
        self.code = code
        self.retry = retry


class DataFolderBusy(StorageError):
    """Another copy of the app writes to this data folder."""

    def __init__(self, message: str):
        super().__init__(message, code="data_folder_busy", retry=False)


def is_busy(err: BaseException) -> bool:
    """A lock held by another connection or program (worth waiting and retrying)."""
    text = str(getattr(err, "orig", err)).lower()
    return "locked" in text or "busy" in text


def explain(err: BaseException, doing: str) -> StorageError:
    """The host's words for an SQLite failure while `doing` something."""
    orig = getattr(err, "orig", None) or err  # SQLAlchemy wraps the sqlite3 error
    text = str(orig).lower()
    if "full" in text:
        why, code = "the disk is full", "disk_full"
    elif is_busy(orig):
        why, code = "the database is locked by another program", "database_locked"
    elif "readonly" in text or "read-only" in text:
        why, code = "the data folder is read-only", "read_only"
    elif isinstance(orig, sqlite3.IntegrityError) or "unique" in text:
        why, code = "the entry clashes with one already saved (is another copy of the app open?)", "conflict"
    elif "malformed" in text or "not a database" in text or "corrupt" in text:
        why, code = "the database file is damaged", "damaged"
    else:
        why, code = f"the database said: {orig}", "storage"
    return StorageError(f"could not save ({doing}): {why}. Nothing was changed; try again.", code=code)
