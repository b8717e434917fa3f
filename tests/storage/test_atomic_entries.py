"""#12 item 1 and 3: an entry is committed or nothing changes; imports are one transaction.

Faults are simulated the way they happen: a full disk (`PRAGMA max_page_count` caps the file) and
a lock held by another program (a second sqlite3 connection inside BEGIN IMMEDIATE).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import event

from moderator_app.app.report import game_report
from moderator_app.app.session import GameSession
from moderator_app.storage import GameStore, StorageError

ROOT = Path(__file__).resolve().parents[2]
SETUP = {
    "ruleset": "forum-mafia-classic", "seed": 5,
    "players": [{"nick": n, "role": r} for n, r in
                [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen"), ("E", "citizen")]],
}


def _cap_file_size(store: GameStore):
    """From now on the database cannot grow: the next page it needs is 'disk full'."""
    pages = sqlite3.connect(store.path).execute("PRAGMA page_count").fetchone()[0]

    def cap(conn, _record):
        conn.execute(f"PRAGMA max_page_count={pages}")

    event.listen(store.engine, "connect", cap)
    store.engine.dispose()
    return cap


def _fill_until_full(session: GameSession) -> StorageError:
    for _ in range(200):
        try:
            session.apply("host", event="note", player="A", to="B", text="x" * 3000)
        except StorageError as err:
            return err
    raise AssertionError("the capped database never filled")


def test_disk_full_leaves_game_and_store_as_they_were_and_the_entry_can_be_retried():
    store = GameStore()
    session = GameSession.new(store, "t", SETUP)
    session.apply("phase", kind="day")
    cap = _cap_file_size(store)
    err = _fill_until_full(session)
    assert err.code == "disk_full" and "disk is full" in str(err) and "Nothing was changed" in str(err)
    assert [e.kind for e in session.game.entries] == [e.kind for e in store.entries(session.game_id)]
    event.remove(store.engine, "connect", cap)
    session.apply("resolve")
    cap = _cap_file_size(store)
    # the drill: a failed phase entry must not leave the game unopenable
    with pytest.raises(StorageError):
        session.apply("phase", kind="night", story="Ночь. " * 2000)
    assert session.game.phases[-1].kind == "day" and session.game.phases[-1].resolved
    event.remove(store.engine, "connect", cap)  # space is free again
    store.engine.dispose()
    session.apply("phase", kind="night", story="Ночь. " * 2000)  # the same entry, retried
    session.apply("action", actor="B", action="kill", target="D")
    reopened = GameSession(GameStore(store.path), session.game_id)
    assert reopened.game.phases[-1].kind == "night" and reopened.game.phases[-1].requests[0].targets == ["D"]
    assert game_report(reopened.game) == game_report(session.game)


def _hold_write_lock(path: Path, seconds: float, started: threading.Event) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    started.set()
    time.sleep(seconds)
    conn.execute("COMMIT")
    conn.close()


def _locked_for(store: GameStore, seconds: float) -> threading.Thread:
    started = threading.Event()
    thread = threading.Thread(target=_hold_write_lock, args=(store.path, seconds, started))
    thread.start()
    started.wait()
    return thread


def test_a_lock_held_longer_than_the_retries_fails_cleanly_and_retry_succeeds():
    store = GameStore(busy_timeout=0.1, retries=1)
    session = GameSession.new(store, "t", SETUP)
    thread = _locked_for(store, 1.0)
    with pytest.raises(StorageError, match="locked by another program") as caught:
        session.apply("phase", kind="day")
    assert caught.value.code == "database_locked"
    assert [e.kind for e in session.game.entries] == ["setup"] and session.game.current is None
    thread.join()
    session.apply("phase", kind="day")
    assert [e.kind for e in store.entries(session.game_id)] == ["setup", "phase"]


def test_a_short_lock_is_waited_out_by_the_busy_timeout_and_retries():
    store = GameStore(busy_timeout=0.2, retries=5)
    session = GameSession.new(store, "t", SETUP)
    thread = _locked_for(store, 0.5)
    session.apply("phase", kind="day")  # waits, retries, commits
    thread.join()
    assert [e.kind for e in store.entries(session.game_id)] == ["setup", "phase"]


def test_game_and_sequence_are_unique_in_the_journal():
    store = GameStore()
    session = GameSession.new(store, "t", SETUP)
    conn = sqlite3.connect(store.path)
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        conn.execute("INSERT INTO entry (game_id, seq, kind, data, undone) VALUES (?, 0, 'phase', '{}', 0)", (session.game_id,))


def test_an_import_that_cannot_be_committed_leaves_no_half_game():
    store = GameStore()
    GameSession.new(store, "small", SETUP)
    _cap_file_size(store)
    with pytest.raises(StorageError):
        GameSession.import_script(store, ROOT / "examples" / "classic-8.yaml", title="big " + "x" * 20000)
    assert [g.title for g in store.list_games()] == ["small"]


def test_a_setup_that_fails_leaves_no_game():
    store = GameStore()
    with pytest.raises(Exception, match="unknown role"):
        GameSession.new(store, "bad", dict(SETUP, players=[{"nick": "A", "role": "wizard"}]))
    assert store.list_games() == []


def test_undo_that_cannot_be_committed_changes_nothing():
    store = GameStore(busy_timeout=0.1, retries=0)
    session = GameSession.new(store, "t", SETUP)
    session.apply("phase", kind="day")
    thread = _locked_for(store, 0.6)
    with pytest.raises(StorageError):
        session.undo()
    thread.join()
    assert [e.kind for e in session.game.entries] == ["setup", "phase"]
    assert [e.kind for e in store.entries(session.game_id)] == ["setup", "phase"]
