"""#26 item 2: durability stated exactly and kept. Each test is named in the README's promise
("Your games are safe"): passive checkpoints only (a reader never stalls a save; what it holds up
stays synced in the `-wal`, part of the database), `fullfsync` on macOS, a backup's folder synced
after its rename, a database of a newer version refused with both versions named."""

from __future__ import annotations

import sqlite3
import types
from pathlib import Path

from sqlalchemy import event

from moderator_app.app.cli import main
from moderator_app.engine.model.journal import Entry
from moderator_app.storage import GameStore, backup, transactions
from moderator_app.storage.sqlite_file import SCHEMA_VERSION
from moderator_app.storage.startup import open_data

SETUP = Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": [
    {"nick": n, "role": r} for n, r in [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen")]]})


def _traced(store: GameStore) -> list[str]:
    """Every SQL statement the store's connections run from now on."""
    seen: list[str] = []
    event.listen(store.engine, "connect", lambda dbapi, _record: dbapi.set_trace_callback(seen.append))
    store.engine.dispose()  # connections made before the listener: gone
    return seen


def test_a_reader_never_stalls_a_save_checkpoints_are_passive_and_the_wal_keeps_what_it_held(tmp_path):
    db = tmp_path / "games.sqlite3"
    store = GameStore(db)
    game_id = store.create_game("g", SETUP)
    seen = _traced(store)
    reader = sqlite3.connect(db, timeout=0)
    reader.execute("BEGIN")
    assert reader.execute("SELECT count(*) FROM entry").fetchone()[0] == 1  # a snapshot held open
    for number in range(5):
        store.append(game_id, Entry("phase", {"kind": "day" if number % 2 else "night"}))
    checkpoints = [s for s in seen if "wal_checkpoint" in s]
    assert checkpoints and all("PASSIVE" in s for s in checkpoints), checkpoints
    wal = db.with_name(db.name + "-wal")
    assert wal.stat().st_size > 0  # the held-up commits are synced in the -wal: part of the database
    other = sqlite3.connect(db)
    assert other.execute("SELECT count(*) FROM entry WHERE game_id = ?", (game_id,)).fetchone()[0] == 6
    other.close()
    reader.rollback()
    reader.close()
    store.close()  # the clean close copies the rest into the main file
    assert not wal.exists() or wal.stat().st_size == 0
    alone = sqlite3.connect(f"file:{db}?immutable=1", uri=True)
    assert alone.execute("SELECT count(*) FROM entry").fetchone()[0] == 6
    alone.close()


def test_on_macos_fullfsync_and_checkpoint_fullfsync_are_set(tmp_path, monkeypatch):
    monkeypatch.setattr(transactions, "sys", types.SimpleNamespace(platform="darwin"))
    store = GameStore(tmp_path / "games.sqlite3")
    raw = store.engine.raw_connection()
    try:
        assert raw.cursor().execute("PRAGMA fullfsync").fetchone()[0] == 1
        assert raw.cursor().execute("PRAGMA checkpoint_fullfsync").fetchone()[0] == 1
    finally:
        raw.close()
    store.close()


def test_on_macos_a_backup_is_synced_with_f_fullfsync(tmp_path, monkeypatch):
    import fcntl

    calls: list[int] = []
    monkeypatch.setattr(backup, "sys", types.SimpleNamespace(platform="darwin"))
    monkeypatch.setattr(fcntl, "fcntl", lambda fd, command, *rest: calls.append(command))
    backup.full_sync(0)
    assert calls == [getattr(fcntl, "F_FULLFSYNC", 51)]


def test_a_backup_is_renamed_into_place_and_then_its_folder_is_synced(tmp_path, monkeypatch):
    store = GameStore(tmp_path / "games.sqlite3")
    store.create_game("g", SETUP)
    store.close()
    steps: list[tuple[str, str]] = []
    real_replace, real_sync = backup.os.replace, backup.sync_folder
    monkeypatch.setattr(backup.os, "replace", lambda a, b: (steps.append(("rename", Path(b).name)), real_replace(a, b))[1])
    monkeypatch.setattr(backup, "sync_folder", lambda folder: (steps.append(("sync", Path(folder).name)), real_sync(folder))[1])
    made = backup.make_backup(tmp_path / "games.sqlite3", "start")
    assert steps == [("rename", made.name), ("sync", "backups")]


def _newer(folder: Path) -> bytes:
    folder.mkdir(parents=True, exist_ok=True)
    store = GameStore(folder / "games.sqlite3")
    store.create_game("g", SETUP)
    store.close()
    conn = sqlite3.connect(folder / "games.sqlite3")
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return (folder / "games.sqlite3").read_bytes()


def test_a_database_of_a_newer_version_is_refused_naming_both_versions(tmp_path, capsys, monkeypatch):
    folder = tmp_path / "data"
    before = _newer(folder)
    opened = open_data(folder)
    assert opened.store is None and opened.state.status == "unusable"
    assert "storage version 99" in opened.state.problem and f"reads up to {SCHEMA_VERSION}" in opened.state.problem
    opened.lock.release()
    monkeypatch.setenv("MODERATOR_APP_DATA", str(folder))
    assert main(["--check-data"]) == 1
    assert "storage version 99" in capsys.readouterr().out
    try:
        GameStore(folder / "games.sqlite3")
        raise AssertionError("a newer database was opened")
    except Exception as err:  # noqa: BLE001 - the store's own refusal
        assert "storage version 99" in str(err), err
    assert (folder / "games.sqlite3").read_bytes() == before
