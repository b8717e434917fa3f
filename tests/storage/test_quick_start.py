"""#14 item 7 (storage leftover): a start after a clean close does not read the whole database, and
anything that touched the file since — a flipped byte right after the close, a cut, a SIGKILL, a
-wal with content — makes the start check everything again, as before."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys

import pytest

from moderator_app.app.session import GameSession
from moderator_app.storage.backup import list_backups
from moderator_app.storage.clean_close import mark_path
from moderator_app.storage.health import check_data
from moderator_app.storage.startup import open_data

from . import damage

ROOT = damage.Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "data"


def _starts(folder) -> list:
    return [p for p in list_backups(damage.db_of(folder)) if p.name.endswith("-start.sqlite3")]


def test_a_clean_close_is_trusted_by_the_next_start_and_needs_no_start_backup(folder):
    damage.played_folder(folder)  # closed cleanly after its last entry... which came after the phase backup
    assert mark_path(damage.db_of(folder)).is_file()
    opened = open_data(folder)
    assert opened.state.trusted is not None and opened.state.games == 3 and opened.state.entries == 18
    assert not mark_path(damage.db_of(folder)).exists()  # open for writing: a crash from here leaves no mark
    opened.store.close()  # the start backup (entries since the phase backup) finished first
    opened.lock.release()
    assert len(_starts(folder)) == 1
    again = open_data(folder)  # nothing written since that backup: no second copy of the same database
    assert again.state.trusted is not None and again.store.backups.current == _starts(folder)[0].name
    again.store.close()
    again.lock.release()
    assert len(_starts(folder)) == 1


def test_an_entry_after_the_last_backup_means_a_start_backup_next_time(folder):
    damage.played_folder(folder, games=1)
    opened = open_data(folder)
    opened.store.backups.wait()
    session = GameSession(opened.store, opened.store.list_games()[0].id)
    session.apply("action", actor="C", action="heal", target="D")
    opened.store.close()
    opened.lock.release()
    again = open_data(folder)
    again.store.close()
    again.lock.release()
    newest = sqlite3.connect(_starts(folder)[0])
    assert newest.execute("SELECT count(*) FROM entry").fetchone()[0] == 7  # holds the entry made after the last one


@pytest.mark.parametrize("seed", range(6))
def test_a_byte_flipped_right_after_a_clean_close_is_never_trusted(folder, seed):
    damage.played_folder(folder)
    damage.flip_bytes(folder, seed)  # same size, within the same clock tick as the close
    state = check_data(folder, depth="trusted")
    assert state.trusted is None
    assert state == check_data(folder)  # exactly what the full check says


@pytest.mark.parametrize("drill", ["cut to half", "random file", "zip file", "0-byte database"])
def test_the_damage_drills_after_a_clean_close_are_still_found(folder, drill):
    from .test_damaged_data import DRILLS

    damage.played_folder(folder)
    DRILLS[drill](folder)
    opened = open_data(folder)
    assert opened.store is None and opened.state.status == "damaged" and opened.state.problem
    opened.lock.release()


def test_a_wal_with_content_is_never_trusted(folder):
    damage.played_folder(folder)
    conn = sqlite3.connect(damage.db_of(folder))
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA wal_autocheckpoint=0")
    conn.execute("UPDATE game SET title = 'changed' WHERE id = 1")
    conn.commit()
    try:
        assert (folder / "games.sqlite3-wal").stat().st_size > 0
        assert check_data(folder, depth="trusted").trusted is None
    finally:
        conn.close()


def test_a_sigkill_leaves_no_mark_and_the_next_start_checks_everything(folder):
    damage.played_folder(folder)
    child = subprocess.Popen([sys.executable, str(ROOT / "tests/storage/kill_child.py"), str(folder), "3"],
                             stdout=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        for _ in range(5):
            assert child.stdout.readline().startswith(("ACK", "TRY", "NOOP"))
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate()
    assert not mark_path(damage.db_of(folder)).exists()
    opened = open_data(folder)
    assert opened.state.status == "ok" and opened.state.trusted is None
    opened.store.close()
    opened.lock.release()


def test_a_damaged_game_is_checked_again_at_every_start_until_restored(folder):
    damage.played_folder(folder)
    damage.flip_in_row(folder)
    opened = open_data(folder)
    assert opened.state.damaged_games
    opened.store.close()  # known damage: no mark, the next start must find it again
    opened.lock.release()
    assert not mark_path(damage.db_of(folder)).exists()
    assert check_data(folder, depth="trusted").damaged_games


def test_a_clean_close_dates_the_database_at_the_close_not_a_day_back(folder):
    """A backup tool that copies files changed since its last run (robocopy /XO, find -newer) and the
    host's file manager read the modification time: the close may move it back past one FAT tick only."""
    import time

    damage.played_folder(folder)
    db = damage.db_of(folder)
    assert mark_path(db).is_file()
    assert 0 < time.time() - db.stat().st_mtime < 60
