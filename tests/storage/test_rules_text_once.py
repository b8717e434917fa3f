"""A role set's text is stored once per sha256 (storage.rules_texts): an older data folder is migrated
once with nothing lost, survives a kill in the middle and a second copy of the app, and a damaged or
missing text is a message naming the game — with the file of the same hash offered, or the backup."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from moderator_app.app.session import GameSession
from moderator_app.storage import DataFolderBusy, StorageError
from moderator_app.storage.backup import list_backups
from moderator_app.storage.health import check_data
from moderator_app.storage.restore import restore_game
from moderator_app.storage.migrate import schema_version
from moderator_app.storage.sqlite_file import SCHEMA_VERSION
from moderator_app.storage.rules_texts import same_text_on_disk
from moderator_app.storage.startup import open_data

from . import damage
from .legacy_layout import pool, write_legacy_folder

CHILD = Path(__file__).with_name("migrate_child.py")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def games():
    return pool(4)  # 12 games: classic, HyperMafia, SUSPI


def _journals(store) -> dict[int, list[str]]:
    return {g.id: [e.to_json() for e in store.entries(g.id)] for g in store.list_games()}


def _originals(games, copies: int = 1) -> dict[int, list[str]]:
    return {number: [e.to_json() for e in entries]
            for number, (_title, entries) in enumerate(games * copies, 1)}


def test_an_older_folder_is_migrated_once_after_a_backup_and_nothing_is_lost(tmp_path, games):
    folder = tmp_path / "data"
    db = write_legacy_folder(folder, games, copies=5)
    size = db.stat().st_size
    opened = open_data(folder)
    assert opened.state.status == "ok" and schema_version(db) == SCHEMA_VERSION
    assert _journals(opened.store) == _originals(games, 5)  # byte for byte, the kept texts back in place
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM rules_text").fetchone()[0] == 3  # three sets, three texts
    assert conn.execute("SELECT count(*) FROM entry WHERE data LIKE '%ruleset_text%'").fetchone()[0] == 0
    conn.close()
    assert db.stat().st_size < size / 2
    before = [p for p in list_backups(db) if p.name.endswith("-before-migration.sqlite3")]
    assert len(before) == 1 and schema_version(before[0]) == 0  # the old layout, whole
    for info in opened.store.list_games()[:6]:
        assert GameSession(opened.store, info.id).game.winner is not None or info.id
    opened.store.close()
    opened.lock.release()
    again = open_data(folder)  # migrated once: no second backup, nothing changes
    assert len([p for p in list_backups(db) if "before-migration" in p.name]) == 1
    assert _journals(again.store) == _originals(games, 5)
    again.lock.release()


def test_new_games_and_a_new_setup_store_the_text_once(tmp_path):
    opened = open_data(tmp_path / "data")
    sessions = [GameSession.new(opened.store, f"g{n}", damage.SETUP) for n in range(3)]
    conn = sqlite3.connect(opened.store.path)
    assert conn.execute("SELECT count(*) FROM rules_text").fetchone()[0] == 1
    conn.close()
    kept = sessions[0].game.entries[0].data["ruleset_text"]
    assert all(GameSession(opened.store, s.game_id).game.entries[0].data["ruleset_text"] == kept for s in sessions)
    opened.lock.release()


def _child(folder: Path, delay: float) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(CHILD), str(folder), str(delay)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))


def _wait_for(child: subprocess.Popen, prefix: str) -> str:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = child.stdout.readline()
        if not line:
            break
        if line.startswith(prefix):
            return line
    raise AssertionError(f"the child never printed {prefix!r}")


@pytest.mark.parametrize("kill_at", ["BACKUP 0", "BACKUP 0 +0.02 s", "MOVING 1", "MOVING 7", "MOVING 12",
                                     "VACUUM 12", "VACUUM 120 +0.01 s", "VACUUM 120 +0.04 s"])
def test_a_kill_during_the_migration_loses_nothing_and_the_next_start_finishes_it(tmp_path, games, kill_at):
    """Killed before and during its backup, in the middle of the moves (one transaction), after the
    commit and during the VACUUM: the next start opens every game as it was and finishes the upgrade."""
    folder = tmp_path / "data"
    marker, _, after = kill_at.partition(" +")
    copies = 10 if marker.endswith(" 120") else 1  # 120 games: a VACUUM long enough to be cut in the middle
    write_legacy_folder(folder, games, copies=copies)
    child = _child(folder, delay=0.05 if marker.startswith("MOVING") else 0.0)
    _wait_for(child, marker + "\n")
    time.sleep(float(after.rstrip(" s") or 0))
    child.send_signal(signal.SIGKILL)
    child.communicate()
    opened = open_data(folder)
    assert opened.state.status == "ok", opened.state.lines()
    assert _journals(opened.store) == _originals(games, copies)
    opened.store.backups.wait()  # the start backup, made in the background
    assert not list((folder / "backups").glob("*.partial*"))  # a backup cut short is cleared by the next one
    assert schema_version(opened.store.path) == SCHEMA_VERSION
    opened.lock.release()


def test_a_second_copy_during_the_migration_is_refused_and_nothing_mixes(tmp_path, games):
    folder = tmp_path / "data"
    write_legacy_folder(folder, games)
    child = _child(folder, delay=0.1)
    _wait_for(child, "MOVING 2")
    with pytest.raises(DataFolderBusy) as refused:
        open_data(folder)
    assert str(child.pid) in str(refused.value)
    assert check_data(folder).status == "ok"  # reading it meanwhile is harmless: the old snapshot
    assert _wait_for(child, "OPENED").split()[1:] == ["ok", str(len(games))]
    child.communicate()
    opened = open_data(folder)
    assert _journals(opened.store) == _originals(games)
    opened.lock.release()


def _damage_text(db: Path, how: str) -> None:
    conn = sqlite3.connect(db)
    if how == "damaged":
        conn.execute("UPDATE rules_text SET text = replace(text, 'commissar', 'komisarz')")
    else:
        conn.execute("DELETE FROM rules_text")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("how", ["damaged", "missing"])
def test_a_damaged_rules_text_names_the_game_and_the_shipped_file_of_the_same_hash_mends_it(tmp_path, how):
    folder = tmp_path / "data"
    opened = open_data(folder)
    session = GameSession.new(opened.store, "Вечерняя партия", damage.SETUP)
    session.apply("phase", kind="day")
    journal = [e.to_json() for e in session.game.entries]
    opened.store.close()
    opened.lock.release()
    _damage_text(folder / "games.sqlite3", how)
    state = check_data(folder)
    assert [(gid, title) for gid, title, _why in state.damaged_games] == [(session.game_id, "Вечерняя партия")]
    opened = open_data(folder)
    listed = {g.id: g.damaged for g in opened.store.list_games()}
    assert listed[session.game_id] and "role-set text" in listed[session.game_id]
    with pytest.raises(StorageError) as refused:
        GameSession(opened.store, session.game_id)
    err = refused.value
    assert err.code == f"rules_text_{how}" and "Вечерняя партия" in err.text("ru") and "Вечерняя партия" in str(err)
    assert not err.retry
    found = same_text_on_disk(err.params["digest"])
    assert found is not None and found[0] == "forum-mafia-classic"
    opened.store.repair_rules_text(found[1])
    assert [e.to_json() for e in GameSession(opened.store, session.game_id).game.entries] == journal
    assert not any(g.damaged for g in opened.store.list_games())
    opened.lock.release()


def test_a_damaged_text_of_a_set_the_host_no_longer_has_is_restored_from_the_backup(tmp_path):
    folder = tmp_path / "data"
    own = folder / "rolesets" / "moja-wioska.yaml"
    own.parent.mkdir(parents=True)
    own.write_text("# the host's own copy\n" + (ROOT / "rolesets" / "forum-mafia-classic.yaml").read_text(encoding="utf-8"),
                   encoding="utf-8")
    opened = open_data(folder)
    session = GameSession.new(opened.store, "Wioska", dict(damage.SETUP, ruleset="moja-wioska"))
    session.apply("phase", kind="day")
    session.apply("resolve")  # a phase backup holds the game and its text
    journal = [e.to_json() for e in session.game.entries]
    opened.store.close()
    opened.lock.release()
    own.unlink()
    _damage_text(folder / "games.sqlite3", "damaged")
    opened = open_data(folder)
    with pytest.raises(StorageError, match="Wioska"):
        GameSession(opened.store, session.game_id)
    assert same_text_on_disk(str(session.game.entries[0].data["ruleset_sha256"])) is None
    report = restore_game(opened.store, session.game_id)
    assert report.lost == []
    assert [e.to_json() for e in GameSession(opened.store, session.game_id).game.entries] == journal
    assert not any(g.damaged for g in opened.store.list_games())
    opened.lock.release()


def test_no_backup_no_migration_the_host_is_told_and_both_layouts_read(tmp_path, games):
    folder = tmp_path / "data"
    db = write_legacy_folder(folder, games)
    (folder / "backups").write_text("a file where the backups folder should be")
    opened = open_data(folder)
    assert schema_version(db) == 0 and any(getattr(n, "code", "") == "migration_put_off" for n in opened.notes)
    assert "upgrade is tried again" in " ".join(opened.notes)
    assert _journals(opened.store) == _originals(games)
    added = GameSession.new(opened.store, "new", damage.SETUP).game_id  # this one stores its text apart already
    mixed = _journals(opened.store)
    opened.store.close()
    opened.lock.release()
    (folder / "backups").unlink()
    again = open_data(folder)
    assert schema_version(db) == SCHEMA_VERSION and _journals(again.store) == mixed and added in mixed
    again.lock.release()


def test_a_game_restored_from_the_backup_made_before_the_migration_stores_its_text_apart(tmp_path, games):
    folder = tmp_path / "data"
    db = write_legacy_folder(folder, games)
    opened = open_data(folder)
    journals = _journals(opened.store)
    opened.store.close()
    opened.lock.release()
    for backup in list_backups(db):  # only the old layout's copy is left to restore from
        if "before-migration" not in backup.name:
            backup.unlink()
    _damage_text(db, "missing")
    opened = open_data(folder)
    assert all(g.damaged for g in opened.store.list_games())
    report = restore_game(opened.store, 1)
    assert "before-migration" in report.backup.name and report.lost == []
    assert [e.to_json() for e in opened.store.entries(1)] == journals[1]
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM entry WHERE data LIKE '%ruleset_text%'").fetchone()[0] == 0
    conn.close()
    opened.lock.release()
