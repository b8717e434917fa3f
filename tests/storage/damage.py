"""Fault drills on a data folder: a few games with backups, then the damage of the issue's list.

Every drill returns the folder in its damaged state; the tests open it as the app does at start.
"""

from __future__ import annotations

import io
import os
import random
import zipfile
from pathlib import Path

from moderator_app.app.session import GameSession
from moderator_app.storage.startup import open_data

SETUP = {
    "ruleset": "forum-mafia-classic", "seed": 5,
    "players": [{"nick": n, "role": r} for n, r in
                [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen"), ("E", "citizen")]],
}


def played_folder(folder: Path, games: int = 3, after_backup: int = 2) -> dict[int, int]:
    """`games` games played through a day, backed up after it, then `after_backup` more entries
    each (the entries a restore loses). Returns {game id: entries}."""
    opened = open_data(folder)
    store = opened.store
    counts = {}
    for number in range(games):
        session = GameSession.new(store, f"Игра {number + 1}", SETUP)
        session.apply("phase", kind="day")
        session.apply("vote", voter="A", target="B")
        session.apply("resolve")  # backup "phase" here, in the background
        store.backups.wait()  # made before the host's next entry (a host takes longer than the copy)
        counts[session.game_id] = session
    for session in counts.values():
        session.apply("phase", kind="night")
        for _ in range(after_backup - 1):
            session.apply("action", actor="B", action="kill", target="D")
    result = {gid: len(s.game.entries) for gid, s in counts.items()}
    store.close()
    opened.lock.release()
    return result


def db_of(folder: Path) -> Path:
    return folder / "games.sqlite3"


def cut_to(folder: Path, size: int | None = None) -> None:
    db = db_of(folder)
    data = db.read_bytes()
    db.write_bytes(data[: size if size is not None else len(data) // 2])


def random_file(folder: Path) -> None:
    db_of(folder).write_bytes(random.Random(1).randbytes(40_000))


def zip_file(folder: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("games.txt", "not a database " * 500)
    db_of(folder).write_bytes(buffer.getvalue())


def folder_in_place(folder: Path) -> None:
    db = db_of(folder)
    db.unlink()
    db.mkdir()
    (db / "something").write_text("x")


def empty_file(folder: Path) -> None:
    db_of(folder).write_bytes(b"")


def deleted(folder: Path) -> None:
    db_of(folder).unlink()


def flip_bytes(folder: Path, seed: int, flips: int = 8) -> None:
    db = db_of(folder)
    data = bytearray(db.read_bytes())
    rng = random.Random(seed)
    for _ in range(flips):
        at = rng.randrange(100, len(data))  # past the header: the file still looks like SQLite
        data[at] ^= 1 << rng.randrange(8)
    db.write_bytes(bytes(data))


def flip_in_row(folder: Path, needle: bytes = b'"voter"') -> None:
    """One flipped byte inside one row's JSON: the file is sound, one game is not."""
    db = db_of(folder)
    data = bytearray(db.read_bytes())
    at = data.index(needle)
    data[at] = ord("{")
    db.write_bytes(bytes(data))


def data_env_points_at_a_file(tmp: Path, monkeypatch) -> Path:
    target = tmp / "not-a-folder.txt"
    target.write_text("hello")
    monkeypatch.setenv("MODERATOR_APP_DATA", str(target))
    return target


def shrink_wal(folder: Path) -> None:
    for suffix in ("-wal", "-shm"):
        side = folder / f"games.sqlite3{suffix}"
        if side.exists():
            os.truncate(side, 0)


def ff_in_row(folder: Path, needle: bytes = b'"voter": "A"') -> None:
    """One byte inside one entry's JSON set to 0xFF: still JSON to SQLite, not UTF-8 to anyone else."""
    db = db_of(folder)
    data = bytearray(db.read_bytes())
    at = data.index(needle) + len(needle) - 2
    data[at] = 0xFF
    db.write_bytes(bytes(data))


def delete_entry(folder: Path, seq: int = 2) -> int:
    """One journal entry of the first game deleted (its place left empty); returns the game's id."""
    import sqlite3

    conn = sqlite3.connect(db_of(folder))
    try:
        game_id = conn.execute("SELECT min(game_id) FROM entry").fetchone()[0]
        conn.execute("DELETE FROM entry WHERE game_id = ? AND seq = ?", (game_id, seq))
        conn.commit()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return int(game_id)
