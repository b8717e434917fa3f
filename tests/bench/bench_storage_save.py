"""What one save costs, and what each part of its crash safety costs (prints figures, asserts nothing
but that every entry is there).

A save is one committed transaction (db.GameStore._write): WAL with synchronous=FULL (the commit is
synced in the -wal), a checkpoint after every commit (wal_autocheckpoint=1: the main file holds it too,
so a -wal lost after a crash loses nothing — the SIGKILL drill deletes it), and `_settle` (a checkpoint
a reader held up is finished before the save returns). Measured on the data folder's own disk
(BENCH_DIR, default a temporary folder under /tmp; a tmpfs makes every sync free and measures nothing).

  variant                                        what a crash can lose
  as shipped (FULL, checkpoint each commit)      nothing, even with the -wal deleted afterwards
  checkpoint every 1000 pages                    nothing unless the -wal is lost as well
  synchronous=NORMAL, checkpoint each commit     the last commits on a power loss (not on a kill)
  without settle                                 nothing, unless a reader (a backup step) held the checkpoint up

Measured 2026-12-01 on the shared machine's disk at load 6-7 (200 saves each; medians, 90th pct):
as shipped 10.0 ms (43 ms), checkpoint every 1000 pages 16.0 ms (29 ms), synchronous=NORMAL 10.8 ms
(27 ms), without settle 10.3 ms (25 ms); a second run ordered them differently (13.7 / 15.7 / 16.1 /
—). Under load the sync is not what a save costs, so the shipped settings stay: they are the only
ones the -wal drill and a power loss both leave whole. A read in a deferred transaction 0.11 ms
against 0.14 ms write-locking (and it no longer waits for, or blocks, another writer).

Run: BENCH_SAVES=200 .venv/bin/python tests/bench/bench_storage_save.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sqlalchemy import event  # noqa: E402

from moderator_app.app.session import GameSession  # noqa: E402
from moderator_app.storage.db import GameStore  # noqa: E402
from tests.storage.damage import SETUP  # noqa: E402

VARIANTS = {
    "as shipped (FULL, checkpoint each commit, settle)": [],
    "checkpoint every 1000 pages": ["PRAGMA wal_autocheckpoint=1000"],
    "synchronous=NORMAL, checkpoint each commit": ["PRAGMA synchronous=NORMAL"],
    "as shipped without settle (no reader to wait for)": ["no settle"],
}


def measure(folder: Path, pragmas: list[str], saves: int) -> list[float]:
    folder.mkdir(parents=True)
    store = GameStore(folder / "games.sqlite3")
    store.engine.dispose()

    def extra(dbapi_connection, _record) -> None:
        for pragma in pragmas:
            if pragma.startswith("PRAGMA"):
                dbapi_connection.execute(pragma)

    if "no settle" in pragmas:
        store._settle = lambda: None

    event.listen(store.engine, "connect", extra)
    session = GameSession.new(store, "bench", SETUP)
    session.apply("phase", kind="day")
    took = []
    for number in range(saves):
        started = time.perf_counter()
        store.append(session.game_id, session.game.entries[-1].__class__("host", {"event": "note", "player": "A",
                                                                                   "text": f"note {number}"}))
        took.append(time.perf_counter() - started)
    assert len(store.entries(session.game_id)) == 2 + saves
    store.close()
    return took


def main() -> None:
    saves = int(os.environ.get("BENCH_SAVES", "200"))
    base = Path(os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="bench-save-", dir="/tmp"))
    print(f"{saves} saves each, in {base} (load average {os.getloadavg()[0]:.1f})")
    for number, (name, pragmas) in enumerate(VARIANTS.items()):
        took = measure(base / str(number), pragmas, saves)
        print(f"  {name:52s} median {statistics.median(took) * 1000:6.2f} ms, "
              f"90th {sorted(took)[int(len(took) * 0.9)] * 1000:6.2f} ms")
    reads(base / "reads", saves)
    print(f"(load average after: {os.getloadavg()[0]:.1f})")


def reads(folder: Path, count: int) -> None:
    """A read (one game's journal, as undo and opening a game do) in a deferred read transaction, as
    now, against the same read in a write-locking one (BEGIN IMMEDIATE and a commit), as before."""
    folder.mkdir(parents=True)
    store = GameStore(folder / "games.sqlite3")
    session = GameSession.new(store, "bench", SETUP)
    session.apply("phase", kind="day")
    for number in range(40):
        session.apply("host", event="note", player="A", to="B", text=f"note {number}")
    for name, read in (("deferred read (now)", store._read), ("write-locking read (before)", store._write)):
        took = []
        for _ in range(count):
            started = time.perf_counter()
            read("read_entries", lambda s: s.connection().exec_driver_sql(
                "SELECT data FROM entry WHERE game_id = ? ORDER BY seq", (session.game_id,)).fetchall())
            took.append(time.perf_counter() - started)
        print(f"  reading a 42-entry journal, {name:30s} median {statistics.median(took) * 1000:6.2f} ms, "
              f"90th {sorted(took)[int(len(took) * 0.9)] * 1000:6.2f} ms")
    store.close()


if __name__ == "__main__":
    main()
