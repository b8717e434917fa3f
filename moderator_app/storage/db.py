"""SQLite through sqlmodel: every entry is one committed transaction, or nothing.

- How a transaction runs (WAL, synchronous=FULL, a checkpoint after every commit, BEGIN IMMEDIATE
  with retries, reads without a write lock) and the clean close: transactions.py.
- (game, seq) is unique: two writers can never interleave entries into one journal.
- Undo marks the last entry undone instead of deleting it, so redo works across restarts too; a new
  entry after an undo drops the undone ones (the redo stack).
- A role set's text is stored once per sha256 (rules_texts.py); a folder of an older version is
  upgraded when it is opened (migrate.py).
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from sqlalchemy import Index
from sqlmodel import Field, Session, SQLModel, col, select

from .. import paths
from ..engine.model.journal import Entry
from ..engine.model.kept_rules import sha256_of
from . import rules_texts
from .migrate import refuse_newer, upgrade
from .errors import StorageError
from .journal_read import read_journal
from .rows import DB_NAME, GameInfo, read_game_list
from .transactions import Transactions

log = logging.getLogger(__name__)

class GameRow(SQLModel, table=True):
    __tablename__ = "game"
    id: int | None = Field(default=None, primary_key=True)
    title: str
    ruleset: str
    created: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))
    updated: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))
    example: bool = False  #: the example game opened on the very first start


class EntryRow(SQLModel, table=True):
    __tablename__ = "entry"
    __table_args__ = (Index("ix_entry_game_seq", "game_id", "seq", unique=True),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    kind: str
    data: str  #: the entry's JSON
    undone: bool = False


class GameStore(Transactions):
    """All games of one host in one database file."""

    def __init__(self, path: Path | None = None, *, busy_timeout: float = 5.0, retries: int = 3):
        self.path = Path(path) if path is not None else paths.data_dir() / DB_NAME
        self.retries = retries
        self.after_commit: list[Callable[[str], None]] = []  #: hooks (backups) run after a phase result
        self._connect(busy_timeout)
        #: damage the start-up check found ({game id: why}), shown in the games list until restored
        self.known_damage: dict[int, str] = {}
        self.notes: list[str] = []  #: what went wrong without stopping the app (a migration put off)
        refuse_newer(self._read("open", lambda session: int(session.connection().exec_driver_sql("PRAGMA user_version").scalar() or 0)))
        self._write("open", self._create_schema)
        upgrade(self)

    @staticmethod
    def _create_schema(session: Session) -> None:
        SQLModel.metadata.create_all(session.connection())
        # databases made before the unique key: add it (fails, as damage, if they hold duplicates)
        session.connection().exec_driver_sql("CREATE UNIQUE INDEX IF NOT EXISTS ix_entry_game_seq ON entry (game_id, seq)")
        session.connection().exec_driver_sql(rules_texts.TABLE)

    # ----- games ----------------------------------------------------------------------------
    def create_game(self, title: str, setup: Entry, example: bool = False, entries: list[Entry] | None = None,
                    undone: int = 0) -> int:
        """A new game with its setup and any further entries (an import) in ONE transaction; the last
        `undone` entries stored undone, as if the host had undone them (redo brings them back)."""
        entries = entries or []

        def work(session: Session) -> int:
            row = GameRow(title=title, ruleset=str(setup.data.get("ruleset", "")), example=example)
            session.add(row)
            session.flush()
            assert row.id is not None  # the flush gave the new game its id
            session.add(EntryRow(game_id=row.id, seq=0, kind=setup.kind, data=self._packed(session, setup)))
            for seq, entry in enumerate(entries, 1):
                session.add(EntryRow(game_id=row.id, seq=seq, kind=entry.kind, data=entry.to_json(),
                                     undone=seq > len(entries) - undone))
            return int(row.id)

        return self._write("create_game", work)

    def list_games(self) -> list[GameInfo]:
        """Every game, most recent first, from the game rows, the entry index and each setup row —
        never a role-set text or a whole journal. A game whose rows are out of order, or whose rows
        the start-up check found damaged (`known_damage`), is listed as damaged."""
        games = self._read("list_games", lambda session: read_game_list(session.connection().exec_driver_sql, deep=False))
        for info in games:
            info.damaged = info.damaged or self.known_damage.get(info.id)
        return games

    def game_count(self) -> int:
        """How many games there are (the start asks whether there are any: one count, not the list)."""
        return self._read("list_games", lambda session: int(session.connection().exec_driver_sql(
            "SELECT count(*) FROM game").scalar() or 0))

    @staticmethod
    def _packed(session: Session, setup: Entry) -> str:
        """The setup's JSON without its role-set text, the text stored once under its sha256."""
        data, kept = rules_texts.pack(setup)
        if kept is not None:
            session.connection().exec_driver_sql(rules_texts.UPSERT, kept)
        return data

    def repair_rules_text(self, text: str) -> None:
        """Put a role set's text back under its sha256 (the host took the file with the same hash)."""
        digest = sha256_of(text)
        self._write("save_rules", lambda session: session.connection().exec_driver_sql(rules_texts.UPSERT, (digest, text)))
        self.known_damage = {gid: why for gid, why in self.known_damage.items()
                             if not getattr(why, "code", "").startswith("game.rules_text")}

    def game(self, game_id: int) -> GameRow | None:
        return self._read("read_game", lambda session: session.get(GameRow, game_id))

    def entries(self, game_id: int) -> list[Entry]:
        """The journal, read as the start reads it before the store opens (journal_read.py)."""
        return self._read("read_entries", lambda session: read_journal(session.connection().exec_driver_sql, game_id))

    # ----- entries --------------------------------------------------------------------------
    def append(self, game_id: int, entry: Entry) -> None:
        """Commit one entry now; it drops whatever was undone (no redo after a new entry)."""
        self.append_all(game_id, [entry])

    def append_all(self, game_id: int, entries: list[Entry]) -> None:
        """Commit several entries of one host action (the inbox's Accept all) in ONE transaction:
        all are saved or none, with one sync to disk instead of one per entry."""

        def work(session: Session) -> None:
            session.connection().exec_driver_sql("DELETE FROM entry WHERE game_id = ? AND undone = 1", (game_id,))
            last = session.exec(select(EntryRow.seq).where(EntryRow.game_id == game_id).order_by(col(EntryRow.seq).desc())).first()
            if last is None:
                raise StorageError("no_game", retry=False)
            for seq, entry in enumerate(entries, start=last + 1):
                session.add(EntryRow(game_id=game_id, seq=seq, kind=entry.kind, data=entry.to_json()))
            self._touch(session, game_id)

        self._write("save_entry", work)
        if any(entry.kind == "resolve" for entry in entries):
            for hook in self.after_commit:
                hook("phase")

    def replace_setup(self, game_id: int, setup: Entry) -> None:
        """The setup entry changes, nothing else, in one transaction: the host applies a new version of the
        rules, or an older game adopts its file's text (app.rules_update)."""

        def work(session: Session) -> None:
            before = session.connection().exec_driver_sql(rules_texts.SETUP_HASH, (game_id,)).scalar()
            row = session.exec(select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.seq == 0)).one()
            row.data = self._packed(session, setup)
            session.add(row)
            session.flush()
            if before:  # the old rules' text, when no other game keeps it
                session.connection().exec_driver_sql(rules_texts.DROP_UNUSED, (before,))
            self._touch(session, game_id)

        self._write("save_rules", work)

    def replace_game(self, game_id: int, game: tuple[Any, ...], rows: list[tuple[Any, ...]], texts: tuple[str, ...] = ()) -> None:
        """Put a game's rows from a backup in place of its damaged ones (restore), in one transaction,
        with the role-set texts the backup kept apart (`texts`; one that fails its hash is not taken)."""

        def work(session: Session) -> None:
            conn = session.connection()
            conn.exec_driver_sql("DELETE FROM entry WHERE game_id = ?", (game_id,))
            conn.exec_driver_sql("DELETE FROM game WHERE id = ?", (game_id,))
            conn.exec_driver_sql("INSERT INTO game (id, title, ruleset, created, updated, example) VALUES (?, ?, ?, ?, ?, ?)",
                                 (game_id, *game))
            for kept in texts:
                conn.exec_driver_sql(rules_texts.UPSERT, (sha256_of(kept), kept))
            for seq, kind, data, undone in rows:
                if seq == 0 and kind == "setup":  # a backup of the older layout: its text is stored apart here too
                    data = self._packed(session, Entry.from_json(data))
                conn.exec_driver_sql("INSERT INTO entry (game_id, seq, kind, data, undone) VALUES (?, ?, ?, ?, ?)",
                                     (game_id, seq, kind, data, undone))

        self._write("restore_game", work)
        self.known_damage.pop(game_id, None)

    def undo(self, game_id: int) -> Entry | None:
        """Mark the last entry undone (never the setup); returns it, or None."""
        return self._flip(game_id, undone=False, order=col(EntryRow.seq).desc())

    def redo(self, game_id: int) -> Entry | None:
        """Bring back the first undone entry; returns it, or None."""
        return self._flip(game_id, undone=True, order=EntryRow.seq)

    def _flip(self, game_id: int, undone: bool, order: Any) -> Entry | None:
        def work(session: Session) -> Entry | None:
            row = session.exec(
                select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.undone == undone, EntryRow.seq > 0)
                .order_by(order)
            ).first()
            if row is None:
                return None
            row.undone = not undone
            self._touch(session, game_id)
            return Entry.from_json(row.data)

        return self._write("undo" if not undone else "redo", work)

    def next_redo(self, game_id: int) -> Entry | None:
        """The entry redo would bring back (the first undone one), left undone: the Edit menu names it."""
        def work(session: Session) -> Entry | None:
            row = session.exec(select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.undone == True)  # noqa: E712
                               .order_by(col(EntryRow.seq))).first()
            return Entry.from_json(row.data) if row is not None else None

        return self._read("read the game", work)

    def can_redo(self, game_id: int) -> bool:
        return self._read("read_game", lambda session: session.exec(
            select(EntryRow.id).where(EntryRow.game_id == game_id, EntryRow.undone == True)).first() is not None)  # noqa: E712

    def rename(self, game_id: int, title: str) -> None:
        def work(session: Session) -> None:
            row = session.get(GameRow, game_id)
            if row is not None:
                row.title = title

        self._write("rename_game", work)

    def delete_game(self, game_id: int) -> None:
        """The game's rows, and its role-set text when no other game's setup names it (~14 KB each)."""
        def work(session: Session) -> None:
            execute = session.connection().exec_driver_sql
            digest = execute(rules_texts.SETUP_HASH, (game_id,)).scalar()
            execute("DELETE FROM entry WHERE game_id = ?", (game_id,))
            execute("DELETE FROM game WHERE id = ?", (game_id,))
            if digest:
                execute(rules_texts.DROP_UNUSED, (digest,))

        self._write("delete_game", work)

    @staticmethod
    def _touch(session: Session, game_id: int) -> None:
        row = session.get(GameRow, game_id)
        if row is not None:
            row.updated = datetime.now(timezone.utc)
            session.add(row)


__all__ = ["DB_NAME", "EntryRow", "GameInfo", "GameRow", "GameStore", "StorageError"]
