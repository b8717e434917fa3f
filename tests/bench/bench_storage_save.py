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
    print(f"(load average after: {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
