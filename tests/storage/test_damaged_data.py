"""#12 item 4: every damage of the issue's list is a clear message and a one-click restore that says
which entries are lost; never a traceback at start, never a fresh database over existing data."""

from __future__ import annotations

import sqlite3

import pytest

from moderator_app.app.session import GameSession
from moderator_app.storage.backup import list_backups
from moderator_app.storage.health import check_data
from moderator_app.storage.restore import restore_game, restore_latest
from moderator_app.storage.startup import open_data

from . import damage

DRILLS = {
    "cut to 100 bytes": lambda f: damage.cut_to(f, 100),
    "cut to half": damage.cut_to,
    "random file": damage.random_file,
    "zip file": damage.zip_file,
    "folder in its place": damage.folder_in_place,
    "0-byte database": damage.empty_file,
    "database deleted, backups left": damage.deleted,
}


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "data"


@pytest.mark.parametrize("drill", sorted(DRILLS))
def test_damaged_database_is_reported_and_restored_from_the_latest_backup(folder, drill):
    counts = damage.played_folder(folder)
    DRILLS[drill](folder)
    opened = open_data(folder)
    assert opened.store is None and opened.state.status == "damaged", opened.state
    assert opened.state.problem and opened.state.backups
    assert not damage.db_of(folder).is_file() or damage.db_of(folder).stat().st_size < 10**6  # nothing laid over it
    report = restore_latest(folder)
    opened.lock.release()
    if drill != "database deleted, backups left":
        assert report.set_aside is not None and report.set_aside.exists()  # the damaged file is kept
    text = "\n".join(report.lines())
    assert "restored from games-" in text and ("entries" in text or "every entry" in text)
    reopened = open_data(folder)
    assert reopened.state.status == "ok" and len(reopened.store.list_games()) == len(counts)
    for game_id, entries in counts.items():
        game = GameSession(reopened.store, game_id).game
        assert len(game.entries) == entries - 2 and game.phases[-1].resolved  # the day survived
    reopened.lock.release()


def test_restore_names_the_lost_entries_of_each_game_when_the_damaged_file_still_reads(folder):
    damage.played_folder(folder, games=2)
    damage.flip_bytes(folder, seed=3, flips=0)  # a sound file: compare it with the backup as it is
    report = restore_latest(folder)
    assert report.lost == [
        "'Игра 1': entries 5–6 (made after " + report.lines()[0].split("(made ")[1].split(" UTC")[0] + " UTC)",
        "'Игра 2': entries 5–6 (made after " + report.lines()[0].split("(made ")[1].split(" UTC")[0] + " UTC)",
    ]


def test_the_data_variable_pointing_at_a_file_is_a_message(tmp_path, monkeypatch):
    target = damage.data_env_points_at_a_file(tmp_path, monkeypatch)
    opened = open_data()
    assert opened.store is None and opened.state.status == "unusable"
    assert str(target) in opened.state.problem and "is a file" in opened.state.problem
    assert target.read_text() == "hello"


def test_a_read_only_data_folder_is_a_message(folder, monkeypatch):
    damage.played_folder(folder)
    import os

    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if mode == os.W_OK else real_access(p, mode))
    opened = open_data(folder)
    assert opened.store is None and opened.state.status == "unusable" and "read-only" in opened.state.problem


@pytest.mark.parametrize("seed", range(12))
def test_random_byte_flips_never_crash_the_start_and_never_pass_silently(folder, seed):
    counts = damage.played_folder(folder)
    damage.flip_bytes(folder, seed)
    opened = open_data(folder)  # must not raise
    if opened.store is None:
        assert opened.state.status == "damaged" and opened.state.problem
        return
    games = opened.store.list_games()
    for info in games:  # every game either opens, or is listed as damaged, or fails with a message
        if info.damaged:
            continue
        try:
            GameSession(opened.store, info.id)
        except Exception as err:  # noqa: BLE001 - what the start page shows: a message, no traceback
            assert str(err)
    assert len(games) <= len(counts)
    opened.lock.release()


def test_one_flipped_byte_in_one_row_marks_that_game_damaged_and_the_others_open(folder):
    counts = damage.played_folder(folder)
    damage.flip_in_row(folder)
    opened = open_data(folder)
    assert opened.state.status == "ok"
    damaged = [g for g in opened.store.list_games() if g.damaged]
    assert len(damaged) == 1 and "cannot be read" in damaged[0].damaged
    for info in opened.store.list_games():
        if not info.damaged:
            assert len(GameSession(opened.store, info.id).game.entries) == counts[info.id]
    report = restore_game(opened.store, damaged[0].id)
    assert report.lost == [f"'{damaged[0].title}': entries 5–6 (made after {report.lines()[0].split('(made ')[1].split(' UTC')[0]} UTC)"]
    assert not any(g.damaged for g in opened.store.list_games())
    assert GameSession(opened.store, damaged[0].id).game.phases[-1].resolved
    opened.lock.release()


def test_a_truncated_or_deleted_wal_after_a_crash_loses_no_acknowledged_entry(folder):
    counts = damage.played_folder(folder)
    damage.shrink_wal(folder)
    opened = open_data(folder)
    assert opened.state.status == "ok"
    assert {g.id: len(GameSession(opened.store, g.id).game.entries) for g in opened.store.list_games()} == counts
    opened.lock.release()


def test_a_database_that_fails_its_integrity_check_is_never_written(folder):
    damage.played_folder(folder)
    damage.cut_to(folder, 100)
    before = damage.db_of(folder).read_bytes()
    opened = open_data(folder)
    assert opened.store is None
    assert damage.db_of(folder).read_bytes() == before
    opened.lock.release()


def test_backups_are_made_at_start_and_after_each_phase_and_rotate(folder):
    damage.played_folder(folder, games=1)
    phase = [p for p in list_backups(damage.db_of(folder)) if p.name.endswith("-phase.sqlite3")]
    assert len(phase) == 1
    for _ in range(8):  # never closed cleanly (as after a crash): every start makes its backup
        opened = open_data(folder)
        opened.store.backups.wait()  # made in the background
        opened.lock.release()
    start = [p for p in list_backups(damage.db_of(folder)) if p.name.endswith("-start.sqlite3")]
    assert len(start) == 6  # the newest six starts are kept
    for backup in start + phase:
        assert sqlite3.connect(backup).execute("PRAGMA quick_check").fetchone()[0] == "ok"


def test_check_data_reads_without_writing(folder):
    damage.played_folder(folder)
    before = {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}
    state = check_data(folder)
    assert state.status == "ok" and state.games == 3 and state.entries == 18
    assert {p.name: p.stat().st_mtime_ns for p in folder.iterdir()} == before
