"""The state of a data folder, read without changing anything, and restoring from a backup.

`check_data` never creates, writes or repairs: `--check-data` and the start of the app both use
it, and only a folder that is `ok` (or truly `new`: no database and no backups) is opened for
writing. Anything else is a message for the host, never a traceback and never a fresh database
laid over existing data (a 0-byte file, a zip in its place, a folder of that name).
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from .backup import list_backups
from .clean_close import CleanClose, trusted_mark
from .rows import DB_NAME, read_game_list
from .sqlite_file import SCHEMA_VERSION, has_wal, open_read_only
from .words import Said, said_in

log = logging.getLogger(__name__)

SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass
class DataState:
    folder: Path
    status: str  #: ok | new | damaged (restore can help) | unusable (the folder itself)
    problem: str | None = None
    games: int = 0
    entries: int = 0
    damaged_games: list[tuple[int, str, str]] = field(default_factory=list)  #: (id, title, why)
    backups: list[Path] = field(default_factory=list)
    trusted: CleanClose | None = None  #: the clean-close mark the check relied on instead of reading every page

    @property
    def db(self) -> Path:
        return self.folder / DB_NAME

    @property
    def healthy(self) -> bool:
        return self.status in ("ok", "new") and not self.damaged_games

    def lines(self, lang: str | None = "en") -> list[str]:
        """The report `--check-data` prints (English unless `--lang` says otherwise)."""
        out = [Said("report.folder", folder=str(self.folder)), Said("report.state", status=Said(f"status.{self.status}"))]
        if self.problem:
            out.append(Said("report.problem", problem=self.problem))
        if self.status == "ok":
            out.append(Said("report.counts", games=self.games, entries=self.entries))
        out += [Said("report.damaged_game", id=gid, title=title, why=why) for gid, title, why in self.damaged_games]
        newest = self.backups[0].name if self.backups else Said("report.none")
        out.append(Said("report.backups", n=len(self.backups), folder=str(self.folder / "backups"), newest=newest))
        return [said_in(line, lang) for line in out]


def check_data(folder: Path, *, depth: str = "full") -> DataState:
    """`depth`: "full" reads everything (`--check-data`, restore, a start after a crash); "trusted"
    (the start, under the folder lock) skips the whole-file checks when the last close was clean and
    nothing touched the file since (clean_close.py); "shallow" only looks at the folder and the
    file's header (before the lock: a second copy must not read the database)."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        return DataState(folder, "unusable", Said("problem.folder_is_file", folder=str(folder)))
    if not folder.exists():
        return DataState(folder, "new")
    state = DataState(folder, "ok", backups=list_backups(folder / DB_NAME))
    db = folder / DB_NAME
    if db.is_dir():
        return _damaged(state, Said("problem.db_is_folder", name=DB_NAME))
    if not db.exists():
        if state.backups:
            return _damaged(state, Said("problem.db_missing"))
        state.status = "new"
        return _writable(state)
    size = db.stat().st_size
    try:
        with open(db, "rb") as handle:
            header = handle.read(16)
    except OSError as err:
        return DataState(folder, "unusable", Said("problem.unreadable", detail=str(err.strerror)), backups=state.backups)
    if size == 0 and not has_wal(db):
        return _damaged(state, Said("problem.empty"))
    if size and header != SQLITE_HEADER:
        return _damaged(state, Said("problem.zip" if header.startswith(b"PK") else "problem.not_sqlite"))
    if depth == "shallow":
        return _writable(state)
    try:
        _inspect(db, state, trusted_mark(db) if depth == "trusted" else None)
    except sqlite3.Error as err:
        return _damaged(state, _unreadable(err))
    return _writable(state) if state.status == "ok" else state


def _inspect(db: Path, state: DataState, mark: CleanClose | None = None) -> None:
    conn = open_read_only(db)
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0] or 0)
        if version > SCHEMA_VERSION:  # a newer app's database: said, never opened for writing (#26)
            state.status, state.problem = "unusable", Said("problem.too_new", found=version, supported=SCHEMA_VERSION)
            return
        if mark is not None:  # closed cleanly after a check that passed, untouched since: no whole-file read
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not {"game", "entry"} <= tables:
                _damaged(state, Said("problem.no_tables"))
                return
            state.games = conn.execute("SELECT count(*) FROM game").fetchone()[0]
            state.entries, state.trusted = mark.entries, mark
            return
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            log.warning("integrity check of %s: %s", db, "; ".join(problems))
            _damaged(state, Said("problem.integrity", n=len(problems)))
            return
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"game", "entry"} <= tables:
            _damaged(state, Said("problem.no_tables"))
            return
        state.games = conn.execute("SELECT count(*) FROM game").fetchone()[0]
        state.entries = conn.execute("SELECT count(*) FROM entry").fetchone()[0]
        state.damaged_games = damaged_games(conn)
    finally:
        conn.close()


def damaged_games(conn: sqlite3.Connection) -> list[tuple[int, str, str]]:
    """Games whose rows cannot be read (the same test the start page uses)."""
    return [(g.id, g.title, g.damaged) for g in read_game_list(conn.execute) if g.damaged]


def _unreadable(err: sqlite3.Error) -> Said:
    """SQLite's own words for the usual damage become ours; anything else is quoted as it is."""
    text = str(err).lower()
    if "malformed" in text or "not a database" in text or "corrupt" in text:
        return Said("problem.malformed")
    return Said("problem.unreadable", detail=str(err))


def _damaged(state: DataState, problem: str) -> DataState:
    state.status, state.problem = "damaged", problem
    return state


def _writable(state: DataState) -> DataState:
    targets = [state.folder] + ([state.db] if state.db.exists() else [])
    if not all(os.access(p, os.W_OK) for p in targets):
        state.status = "unusable"
        state.problem = Said("problem.read_only", folder=str(state.folder))
    return state
