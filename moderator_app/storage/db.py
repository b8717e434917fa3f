"""SQLite through sqlmodel (WAL, synchronous=FULL): a crash or power loss loses no entry.

Undo marks the last entry undone instead of deleting it, so redo works across restarts too; a new
entry after an undo drops the undone ones (the redo stack).
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlmodel import Field, Session, SQLModel, create_engine, select

from .. import paths
from ..engine.journal import Entry


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
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    kind: str
    data: str  #: the entry's JSON
    undone: bool = False


def _pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class GameStore:
    """All games of one host in one database file."""

    def __init__(self, path: Path | None = None):
        self.path = path or paths.data_dir() / "games.sqlite3"
        self.engine = create_engine(f"sqlite:///{self.path}")
        event.listen(self.engine, "connect", _pragmas)
        SQLModel.metadata.create_all(self.engine)

    def create_game(self, title: str, setup: Entry, example: bool = False) -> int:
        with Session(self.engine) as session:
            row = GameRow(title=title, ruleset=str(setup.data.get("ruleset", "")), example=example)
            session.add(row)
            session.flush()
            session.add(EntryRow(game_id=row.id, seq=0, kind=setup.kind, data=setup.to_json()))
            session.commit()
            return int(row.id)

    def list_games(self) -> list[GameRow]:
        with Session(self.engine) as session:
            return list(session.exec(select(GameRow).order_by(GameRow.updated.desc())))

    def game(self, game_id: int) -> GameRow | None:
        with Session(self.engine) as session:
            return session.get(GameRow, game_id)

    def entries(self, game_id: int) -> list[Entry]:
        with Session(self.engine) as session:
            rows = session.exec(
                select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.undone == False).order_by(EntryRow.seq)  # noqa: E712
            )
            return [Entry.from_json(r.data) for r in rows]

    def append(self, game_id: int, entry: Entry) -> None:
        """Commit one entry now; it drops whatever was undone (no redo after a new entry)."""
        with Session(self.engine) as session:
            for row in session.exec(select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.undone == True)):  # noqa: E712
                session.delete(row)
            last = session.exec(select(EntryRow.seq).where(EntryRow.game_id == game_id).order_by(EntryRow.seq.desc())).first()
            session.add(EntryRow(game_id=game_id, seq=(last or 0) + 1, kind=entry.kind, data=entry.to_json()))
            self._touch(session, game_id)
            session.commit()

    def undo(self, game_id: int) -> Entry | None:
        """Mark the last entry undone (never the setup); returns it, or None."""
        return self._flip(game_id, undone=False, order=EntryRow.seq.desc())

    def redo(self, game_id: int) -> Entry | None:
        """Bring back the first undone entry; returns it, or None."""
        return self._flip(game_id, undone=True, order=EntryRow.seq)

    def _flip(self, game_id: int, undone: bool, order: Any) -> Entry | None:
        with Session(self.engine) as session:
            row = session.exec(
                select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.undone == undone, EntryRow.seq > 0)
                .order_by(order)
            ).first()
            if row is None:
                return None
            row.undone = not undone
            self._touch(session, game_id)
            session.commit()
            return Entry.from_json(row.data)

    def can_redo(self, game_id: int) -> bool:
        with Session(self.engine) as session:
            return session.exec(select(EntryRow.id).where(EntryRow.game_id == game_id, EntryRow.undone == True)).first() is not None  # noqa: E712

    def rename(self, game_id: int, title: str) -> None:
        with Session(self.engine) as session:
            row = session.get(GameRow, game_id)
            if row is not None:
                row.title = title
                session.commit()

    def delete_game(self, game_id: int) -> None:
        with Session(self.engine) as session:
            for row in session.exec(select(EntryRow).where(EntryRow.game_id == game_id)):
                session.delete(row)
            row = session.get(GameRow, game_id)
            if row is not None:
                session.delete(row)
            session.commit()

    @staticmethod
    def _touch(session: Session, game_id: int) -> None:
        row = session.get(GameRow, game_id)
        if row is not None:
            row.updated = datetime.now(timezone.utc)
            session.add(row)
