"""One transaction at a time against the games database, and a clean end (GameStore's base).

- WAL with synchronous=FULL: an acknowledged entry is synced to the disk when a save returns — in
  the `-wal` file, which is part of the database (never delete it). After each commit a PASSIVE
  checkpoint copies what it can into the main file without waiting: a reader holding an old
  snapshot (a backup step, `--check-data` in a terminal, another program) never stalls a save; the
  rest is copied at a later commit or at the clean close (TRUNCATE). On macOS `fsync` does not reach
  the disk, so `fullfsync` and `checkpoint_fullfsync` are set there (#26 item 2).
- A database written by a newer version of the app (`PRAGMA user_version` above this one's) is
  refused with both versions named (migrate.py), never opened and written as if it were ours.
- Every write is `BEGIN IMMEDIATE` with a busy timeout and a few retries: a lock held by another
  program delays an entry instead of failing it; when it still fails, `StorageError` says why and
  nothing changed. A read is a deferred transaction: no write lock, no sync.
- `close` finishes the backups asked for and leaves the clean-close mark (clean_close.py).
"""

from __future__ import annotations

import logging
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

from sqlalchemy import Connection, event
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session, create_engine

from .errors import explain, is_busy
from .clean_close import leave_mark

log = logging.getLogger(__name__)

T = TypeVar("T")


def _pragmas(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    dbapi_connection.isolation_level = None  # SQLAlchemy's "begin" event issues BEGIN IMMEDIATE
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA wal_autocheckpoint=1")  # a passive checkpoint after each commit
    if sys.platform == "darwin":  # macOS: fsync reaches the drive's cache only; F_FULLFSYNC reaches the disk
        cursor.execute("PRAGMA fullfsync=ON")
        cursor.execute("PRAGMA checkpoint_fullfsync=ON")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _begin(connection: Connection) -> None:
    """A write takes the write lock at once (BEGIN IMMEDIATE: no deadlock upgrading a read later); a
    read (`_read`, a `reading` connection) is a plain deferred transaction that blocks no writer."""
    connection.exec_driver_sql("BEGIN" if connection.get_execution_options().get("reading") else "BEGIN IMMEDIATE")


class Transactions:
    path: Path
    retries: int
    known_damage: dict[int, str]

    def _connect(self, busy_timeout: float) -> None:
        self.engine = create_engine(f"sqlite:///{self.path}", connect_args={"timeout": busy_timeout})
        event.listen(self.engine, "connect", _pragmas)
        event.listen(self.engine, "begin", _begin)
        self._reader = self.engine.execution_options(reading=True)
        self.generation = 0  #: committed writes so far (a backup knows whether it holds the database as it is)
        self.backups: Any = None  #: the background BackupWorker (storage.startup sets it)
        self.checked = False  #: opened after a start-up check that passed: a clean close may vouch for it

    # ----- one transaction, retried on locks ------------------------------------------------
    def _write(self, doing: str, work: Callable[[Session], T]) -> T:
        def once() -> T:
            with Session(self.engine, expire_on_commit=False) as session:
                result = work(session)
                session.commit()
            self.generation += 1
            self._settle()
            return result
        return self._retrying(doing, once)

    def _retrying(self, doing: str, once: Callable[[], T]) -> T:
        """`once`, tried again while another process holds the lock; any other failure is said in the
        host's words (`explain`)."""
        for attempt in range(self.retries + 1):
            try:
                return once()
            except DBAPIError as err:
                if is_busy(err) and attempt < self.retries:
                    time.sleep(0.1 * (attempt + 1))
                    continue
                if "i/o error" in str(err).lower():  # a connection that met an I/O error is not trusted again:
                    self.engine.dispose()  # the next save opens a fresh one (its refusal is said afresh, #26)
                raise explain(err, doing, self.path.parent) from None
        raise AssertionError("unreachable")

    def _settle(self) -> None:
        """Copy what a PASSIVE checkpoint can into the main file, never waiting: a reader holding an
        older snapshot (a backup step, `--check-data`, another program) would stall a FULL one for the
        whole busy timeout (#26). What it leaves stays synced in the -wal, part of the database."""
        raw = self.engine.raw_connection()
        try:
            busy, frames, copied = raw.cursor().execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            if busy or frames != copied:
                log.info("a reader held %s of %s frames in the -wal; a later checkpoint copies them", frames - copied, frames)
        except (DBAPIError, sqlite3.Error) as err:  # a failed checkpoint is not a failed save (a full disk)
            log.warning("checkpoint failed: %s", err)
        finally:
            raw.close()

    def _read(self, doing: str, work: Callable[[Session], T]) -> T:
        """A read in a deferred transaction: no write lock, no sync (#14 storage leftover)."""
        def once() -> T:
            with Session(self._reader, expire_on_commit=False) as session:
                return work(session)  # closing the session ends the read (rows stay loaded)
        return self._retrying(doing, once)

    def close(self) -> None:
        """Finish the backups asked for, checkpoint and let go of the file (tests, restore, the end of
        the app). A store opened after a passed check, with no damage known, leaves the clean-close
        mark: the next start need not read the whole file again (clean_close.py)."""
        backup = None
        if self.backups is not None:
            self.backups.close()
            backup = self.backups.current
        entries = None
        try:
            raw = self.engine.raw_connection()
            try:
                raw.cursor().execute("PRAGMA wal_checkpoint(TRUNCATE)")
                entries = raw.cursor().execute("SELECT count(*) FROM entry").fetchone()[0]
            finally:
                raw.close()
        except (DBAPIError, sqlite3.Error) as err:  # no mark: the next start checks everything
            log.warning("closing the database: %s", err)
        self.engine.dispose()
        if self.checked and not self.known_damage and entries is not None:
            leave_mark(self.path, entries, backup)
