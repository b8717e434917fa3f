"""The same faults on a real file system where the machine allows it (root with mount rights, as in
CI containers): a 512 KiB tmpfs that fills up, then remounted read-only. Skipped elsewhere; the
portable simulations are in test_atomic_entries.py and test_damaged_data.py."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from moderator_app.app.session import GameSession
from moderator_app.storage import StorageError
from moderator_app.storage.startup import open_data

from .damage import SETUP


@pytest.fixture
def tiny_disk(tmp_path):
    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount)],
                                           capture_output=True).returncode != 0:
        pytest.skip("mounting a tmpfs needs root with mount rights")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def test_a_really_full_disk_refuses_the_entry_and_keeps_game_and_file_sound(tiny_disk):
    folder = tiny_disk / "data"
    opened = open_data(folder)
    session = GameSession.new(opened.store, "full", SETUP)
    session.apply("phase", kind="day")
    failure = None
    for number in range(2000):
        try:
            session.apply("host", event="note", player="A", to="B", text=f"{number} " + "запись " * 400)
        except StorageError as err:
            failure = err
            break
    assert failure is not None and failure.code == "disk_full", failure
    kept = [e.kind for e in session.game.entries]
    assert kept == [e.kind for e in opened.store.entries(session.game_id)]
    opened.store.close()
    opened.lock.release()
    reopened = open_data(folder)  # the full disk did not damage the database
    assert reopened.state.status == "ok", reopened.state.lines()
    assert len(GameSession(reopened.store, session.game_id).game.entries) == len(kept)
    reopened.store.close()
    reopened.lock.release()


def test_a_read_only_file_system_is_a_message_at_start(tiny_disk):
    folder = tiny_disk / "data"
    opened = open_data(folder)
    GameSession.new(opened.store, "ro", SETUP)
    opened.store.close()
    opened.lock.release()
    assert subprocess.run(["mount", "-o", "remount,ro", str(tiny_disk)], capture_output=True).returncode == 0
    state = open_data(folder).state
    assert state.status == "unusable" and ("read-only" in (state.problem or "") or "cannot be used" in (state.problem or ""))
    assert Path(folder / "games.sqlite3").exists()


def _fill(disk: Path) -> None:
    filler = open(disk / "filler", "wb")  # noqa: SIM115 - written until the disk refuses
    try:
        while True:
            filler.write(b"x" * 512)
            filler.flush()
    except OSError:
        pass
    try:
        filler.close()
    except OSError:
        pass


def test_a_disk_full_before_the_start_says_the_disk_is_full_not_an_io_error(tiny_disk):
    """#26: SQLite cannot make its -shm on a full disk and says "disk I/O error"; the host reads that
    the disk is full, and once room is made the folder opens with its game whole."""
    folder = tiny_disk / "data"
    opened = open_data(folder)
    game_id = GameSession.new(opened.store, "full at start", SETUP).game_id
    opened.store.close()
    opened.lock.release()
    _fill(tiny_disk)
    state = open_data(folder).state
    assert state.status == "unusable" and "the disk is full" in (state.problem or ""), state.lines()
    assert "I/O" not in (state.problem or "")
    (tiny_disk / "filler").unlink()
    reopened = open_data(folder)
    assert reopened.state.status == "ok" and len(GameSession(reopened.store, game_id).game.entries) == 1
    reopened.store.close()
    reopened.lock.release()


def test_damage_reported_by_sqlite_on_a_full_disk_is_said_as_the_full_disk(tmp_path, monkeypatch):
    """#26: after an I/O error on a full disk SQLite may call the file malformed; with the disk full
    that is what the host is told (free room, save again), not that the database is damaged."""
    import shutil
    import sqlite3
    from collections import namedtuple

    from moderator_app.storage.errors import explain

    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda _path: usage(10**9, 10**9, 4096))
    said = explain(sqlite3.DatabaseError("database disk image is malformed"), "save_entry", tmp_path)
    assert said.code == "disk_full" and "the disk is full" in str(said)
    monkeypatch.setattr(shutil, "disk_usage", lambda _path: usage(10**9, 10**8, 9 * 10**8))
    assert explain(sqlite3.DatabaseError("database disk image is malformed"), "save_entry", tmp_path).code == "damaged"
