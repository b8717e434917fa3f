"""Restore from the latest good backup, saying exactly which entries are lost.

Nothing is deleted: a damaged database (with its -wal and -shm) is renamed aside as
`games.sqlite3.damaged-<time>` before the backup is written in its place; a damaged game is
replaced by its copy in the backup in one transaction, the other games untouched.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .backup import backup_time, copy_database, is_good, list_backups
from .rows import DB_NAME, read_game_list
from .errors import StorageError
from .words import Said, said_in
from .db import GameStore
import json


@dataclass
class RestoreReport:
    backup: Path | None
    lost: list[Said] = field(default_factory=list)  #: one line per game that loses entries
    set_aside: Path | None = None

    def lines(self, lang: str | None = "en") -> list[str]:
        when = backup_time(self.backup) if self.backup else None
        head = [Said("restored_made", name=self.backup.name, when=f"{when:%Y-%m-%d %H:%M}") if when
                else Said("restored", name=self.backup.name)] if self.backup else []
        aside = [Said("kept_aside", path=str(self.set_aside))] if self.set_aside else []
        return [said_in(line, lang) for line in head + (self.lost or [Said("nothing_lost")]) + aside]


def _counts(path: Path) -> dict[int, tuple[str, int]] | None:
    """{game id: (title, entries)} of a database, or None when it cannot be read."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            titles = {g.id: g.title for g in read_game_list(conn.execute)}
            counts = dict(conn.execute("SELECT game_id, count(*) FROM entry GROUP BY game_id").fetchall())
            return {gid: (title, counts.get(gid, 0)) for gid, title in titles.items()}
        finally:
            conn.close()
    except sqlite3.Error:
        return None


def lost_entries(damaged: Path, backup: Path, only: int | None = None) -> list[Said]:
    """What the backup lacks compared with the damaged file (as far as it can still be read)."""
    before, after = _counts(damaged), _counts(backup) or {}
    when = backup_time(backup)
    since = Said("since_time", when=f"{when:%Y-%m-%d %H:%M}") if when else Said("since_backup")
    if before is None:
        return [Said("lost_uncounted", since=since)]
    lost: list[Said] = []
    for gid, (title, count) in sorted(before.items()):
        if only is not None and gid != only:
            continue
        kept = after.get(gid, (title, 0))[1]
        if count > kept:
            lost.append(Said("lost_entries", title=title, first=kept + 1, last=count, since=since) if kept
                        else Said("lost_game", title=title, since=since))
    return lost


def restore_latest(folder: Path) -> RestoreReport:
    """Put the newest good backup in place of a damaged database (the caller holds the folder lock
    and has closed its store)."""
    db = Path(folder) / DB_NAME
    backup = next((p for p in list_backups(db) if is_good(p)), None)
    if backup is None:
        raise StorageError("no_backup", retry=False)
    report = RestoreReport(backup, lost_entries(db, backup))
    report.set_aside = set_aside(db)
    copy_database(backup, db)
    return report


def set_aside(db: Path) -> Path | None:
    """Rename a damaged database (file or folder) and its -wal/-shm out of the way; never delete."""
    if not db.exists():
        return None
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    target = db.with_name(f"{db.name}.damaged-{stamp}")
    os.replace(db, target)
    for suffix in ("-wal", "-shm"):
        side = db.with_name(db.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    return target


def start_empty(folder: Path) -> Path | None:
    """The host's explicit choice: the damaged database aside, a new empty one in its place (made
    now, so the start-up check sees a sound empty database, not a missing one beside backups)."""
    db = Path(folder) / DB_NAME
    aside = set_aside(db)
    GameStore(db).close()
    return aside


def restore_game(store: GameStore, game_id: int) -> RestoreReport:
    """Replace one damaged game by its copy in the newest backup where it reads well."""
    for backup in list_backups(store.path):
        if not is_good(backup):
            continue
        conn = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
        try:
            info = next((g for g in read_game_list(conn.execute) if g.id == game_id), None)
            if info is None or info.damaged:
                continue
            game = conn.execute("SELECT title, ruleset, created, updated, example FROM game WHERE id = ?", (game_id,)).fetchone()
            rows = conn.execute("SELECT seq, kind, data, undone FROM entry WHERE game_id = ?", (game_id,)).fetchall()
            texts = _texts_of(conn, rows)
        finally:
            conn.close()
        report = RestoreReport(backup, lost_entries(store.path, backup, only=game_id))
        store.replace_game(game_id, game, rows, texts)
        return report
    raise StorageError("no_backup", retry=False, said=Said("no_game_backup"))


def _texts_of(conn: sqlite3.Connection, rows: list[tuple[Any, ...]]) -> tuple[str, ...]:
    """The role-set text a backed-up game's setup names by its hash (a backup of the newer layout)."""
    setup = next((data for seq, _kind, data, _undone in rows if seq == 0), None)
    digest = (json.loads(setup).get("data") or {}).get("ruleset_sha256") if setup else None
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not digest or "rules_text" not in tables:
        return ()
    return tuple(text for (text,) in conn.execute("SELECT text FROM rules_text WHERE sha256 = ?", (digest,)))
