"""Backups of the open database made in a background thread, so neither the start nor a phase
result waits for a copy of the whole file (160 MB with 20,000 games).

- One thread, one copy at a time, in the order asked (start, then each phase result).
- The copy is SQLite's online backup in steps of a few MB (backup.STEP_PAGES): between steps it
  holds no snapshot, and the store's own checkpoint after each save waits at most one step
  (db.GameStore._settle), so an acknowledged entry is still in the main file when `append` returns.
  A save between two steps makes SQLite start the copy again: a backup always holds one consistent
  state, checked with `PRAGMA quick_check` before it is renamed into place (backup.make_backup).
- A copy that fails is never silent: each listener in `failed` gets the host's message
  (`storage.backup_failed`); the window shows it (gui/app.py).
- `close` waits for the copies asked for (a phase result's backup is not dropped by quitting), then
  ends the thread; `current` names the newest backup when it holds the database as it is now, so a
  clean close can tell the next start that no start backup is needed (clean_close.py).
"""

from __future__ import annotations

import errno
import logging
import queue
import sqlite3
import threading
from pathlib import Path
from typing import Callable

from .backup import Stopped, make_backup
from .words import Said

log = logging.getLogger(__name__)


class BackupWorker:
    def __init__(self, db: Path, generation: Callable[[], int]):
        self.db = Path(db)
        self._generation = generation  #: the store's count of committed writes
        self.failed: list[Callable[[Said], None]] = []
        self.succeeded: list[Callable[[], None]] = []  #: a backup was made (a warning about an earlier one can go)
        self.made: list[Path] = []  #: backups made in this session, oldest first
        self._current: tuple[str, int] | None = None  #: (newest backup's name, generation it holds)
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def request(self, reason: str) -> None:
        """A backup is wanted (`start`, `phase`); returns at once."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="backups", daemon=True)
            self._thread.start()
        self._queue.put(reason)

    def holds(self, name: str) -> None:
        """The backup `name` (made before this start) holds the database as it is now."""
        self._current = (name, self._generation())

    @property
    def current(self) -> str | None:
        if self._current is not None and self._current[1] == self._generation():
            return self._current[0]
        return None

    def wait(self) -> None:
        """Until every backup asked for is made (or has failed)."""
        self._queue.join()

    def close(self) -> None:
        self.wait()
        self._stop.set()
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    def _run(self) -> None:
        while True:
            reason = self._queue.get()
            try:
                if reason is None:
                    return
                self._make(reason)
            finally:
                self._queue.task_done()

    def _make(self, reason: str) -> None:
        generation = self._generation()
        try:
            made = make_backup(self.db, reason, stop=self._stop)
        except Stopped:
            return
        except (OSError, sqlite3.Error) as err:
            log.warning("%s backup failed: %s", reason, err)
            said = Said("backup_failed", reason=Said(f"backup_reason.{reason}"), detail=why_it_failed(err))
            for listener in self.failed:
                listener(said)
            return
        self.made.append(made)
        for made_listener in self.succeeded:
            made_listener()
        if generation == self._generation():  # no save while it was copied: it holds the database as it is
            self._current = (made.name, generation)


#: the file-system failures a host can act on, in the host's words (`storage.os_error.*`)
OS_WORDS = {errno.ENOSPC: "no_room", errno.EACCES: "no_rights", errno.EPERM: "no_rights", errno.EROFS: "read_only_fs",
            errno.EEXIST: "not_a_folder", errno.ENOTDIR: "not_a_folder"}


def why_it_failed(err: BaseException) -> str:
    """The reason in the host's language where it is a known one; SQLite's or the OS's own words otherwise."""
    if isinstance(err, OSError) and err.errno in OS_WORDS:
        return Said(f"os_error.{OS_WORDS[err.errno]}", path=str(err.filename or ""))
    text = str(err).lower()
    if "full" in text:
        return Said("why.disk_full")
    if "readonly" in text or "read-only" in text:
        return Said("why.read_only")
    return str(err)
