"""Storage benchmark (prints figures, asserts only that nothing was lost).

1. Whole simulated games of every shipped role set — classic, HyperMafia and SUSPI, played by the
   balance preview's players (engine.simulation.simulate) — stored the host's way (each with its rules' text,
   as app.session keeps it), reloaded and replayed: none may differ.
2. Scale, for each size in BENCH_SIZES (the issue's 1,000 / 10,000 / 20,000 games, the three sets
   in turn): a data folder as the previous version wrote it (every game its own copy of its role
   set's text, tests/storage/legacy_layout.py) — its size and games list — then the same folder
   opened by this version (the one-time migration to one stored text per sha256, with its backup),
   its size and games list, the read-only check, and a sample of games replayed against the
   originals.

Measured 2026-12-01 on the shared 2-core machine at load 8-9 (figures ~3x an idle machine's), the
previous version's with the same games and the same script at 9d6cf74:

  games   size before -> after   store list        start page list   every start       migration (once)
  1,080   25.5 -> 8.5 MB         0.65 -> 0.11 s    1.11 -> 0.20 s    1.49 -> 1.41 s    2.8 s
  10,080  239  -> 79.7 MB        4.92 -> 0.60 s    11.1 -> 1.9 s     14.3 -> 6.7 s     18.6 s
  20,070  476  -> 158.7 MB       10.1 -> 0.49 s    21.4 -> 2.1 s     26.4 -> 15.9 s    36.2 s

Start-up and the games list, 2026-12-01 (#14 item 7 storage leftovers), both versions at load 6-7
on the same machine (BENCH_DIR on /dev/shm), before = 0ce62ad, after = this branch:

  games   every later start before -> after a clean close   after a crash   start page list before -> after
  1,080   1.08 s -> 0.003 s                                  0.19 s          0.096 -> 0.016 s
  10,080  4.72 s -> 0.008 s                                  1.30 s          0.475 -> 0.114 s
  20,070  11.9 s -> 0.020 s                                  5.54 s          1.41  -> 0.56 s

("after a crash": no clean-close mark, so the full check runs, once instead of twice; a start after a
clean close with a write since the newest backup takes 0.005-0.027 s and makes its start backup in
the background: 0.09 / 0.35 / 1.11 s. The list's remaining time is the store's own query.)

Run: BENCH_SIZES=1000,10000,20000 BENCH_DIR=/dev/shm/x .venv/bin/python tests/bench/bench_storage.py
(BENCH_DIR on a tmpfs measures the app, not the disk; the default is a temporary folder; BENCH_GUI=0
leaves out the start page's list in offscreen Qt.)
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from moderator_app.engine.model.game import Game  # noqa: E402
from moderator_app.engine.model.journal import Entry  # noqa: E402
from moderator_app.storage.db import GameStore  # noqa: E402
from moderator_app.storage.health import check_data  # noqa: E402
from moderator_app.storage.startup import open_data  # noqa: E402
from tests.storage.legacy_layout import SETS, played, write_legacy_folder  # noqa: E402

def fingerprint(game: Game) -> tuple:
    return (game.winner, tuple((p.nick, p.role, p.alive, p.died) for p in game.players.values()), len(game.phases))


def megabytes(db: Path) -> str:
    return f"{db.stat().st_size / 1e6:.1f} MB"


def timed(work) -> tuple[float, object]:
    started = time.perf_counter()
    result = work()
    return time.perf_counter() - started, result


def start_page_rows(store: GameStore) -> tuple[float, float, int]:
    """The games list as the host sees it: StartPage.refresh over this store, the first time in a
    session and again (seconds, seconds, rows)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from moderator_app.gui.app import make_app
    from moderator_app.gui.controller import GameController
    from moderator_app.gui.settings import Settings
    from moderator_app.gui.start_page import StartPage

    make_app(icon=False)
    controller = GameController(Settings.for_host())
    controller.use_store(store)
    page = StartPage(controller)
    first, _ = timed(page.refresh)
    again, _ = timed(page.refresh)
    return first, again, page.games.count()


def store_and_reload(pool: list[tuple[str, list[Entry]]], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    store = GameStore(folder / "games.sqlite3")
    expected = {}
    took, _ = timed(lambda: [expected.setdefault(store.create_game(title, entries[0], entries=entries[1:]),
                                                 fingerprint(Game.replay(entries))) for title, entries in pool])
    lost = sum(fingerprint(Game.replay(store.entries(gid))) != want for gid, want in expected.items())
    print(f"stored {len(pool)} games ({sum(len(e) for _, e in pool)} entries) in {took:.1f} s; reloaded and replayed: {lost} differ")
    store.close()
    assert lost == 0


def scale(pool: list[tuple[str, list[Entry]]], games: int, folder: Path) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    copies = -(-games // len(pool))
    took, db = timed(lambda: write_legacy_folder(folder, pool, copies=copies))
    print(f"\n{len(pool) * copies:,} games, {sum(len(e) for _, e in pool) * copies:,} entries (written in {took:.1f} s)")

    import sqlite3

    from moderator_app.storage.rows import read_game_list

    conn = sqlite3.connect(db)
    took, rows = timed(lambda: read_game_list(conn.execute))
    conn.close()
    print(f"  before (each game its own copy of the text): {megabytes(db)}, games list {took:.2f} s")
    took, store = timed(lambda: GameStore(db))
    print(f"  opening it with this version (migration, its backup and the VACUUM): {took:.2f} s")
    took, listed = timed(store.list_games)
    print(f"  after (one text per sha256): {megabytes(db)}, games list {took:.3f} s ({len(listed):,} games, "
          f"{sum(bool(g.damaged) for g in listed)} damaged)")
    if os.environ.get("BENCH_GUI", "1") == "1":
        first, again, shown = start_page_rows(store)
        print(f"  the start page's list (offscreen Qt: rows with the set's name and date): {again:.3f} s, {shown:,} rows "
              f"(the first time in a session {first:.3f} s: it loads the role sets to name them)")
    took, state = timed(lambda: check_data(folder))
    print(f"  read-only check (--check-data, run at every start): {took:.2f} s, status {state.status}")
    store.close()
    took, reopened = timed(lambda: open_data(folder))
    waited, _ = timed(reopened.store.backups.wait)
    print(f"  first start after the upgrade (open_data: lock, full check; no clean-close mark yet): {took:.2f} s, "
          f"then its start backup in the background {waited:.2f} s")
    reopened.store.close()  # a clean close: the mark, and the start backup holds the database
    reopened.lock.release()
    took, clean = timed(lambda: open_data(folder))
    waited, _ = timed(clean.store.backups.wait)
    print(f"  every later start after a clean close (trusted check, no start backup needed): {took:.3f} s "
          f"(backups waited for: {waited:.3f} s)")
    clean.store.rename(clean.store.list_games()[0].id, "renamed")
    clean.store.close()  # closed after a write the newest backup lacks
    clean.lock.release()
    took, changed = timed(lambda: open_data(folder))
    waited, _ = timed(changed.store.backups.wait)
    print(f"  start after a clean close with a write since the last backup: {took:.3f} s "
          f"(its start backup in the background: {waited:.2f} s)")
    changed.lock.release()  # never closed: as after a crash
    took, crashed = timed(lambda: open_data(folder))
    waited, _ = timed(crashed.store.backups.wait)
    print(f"  start after a crash (no mark: full check): {took:.2f} s (its start backup in the background: {waited:.2f} s)")
    crashed.store.close()
    crashed.lock.release()
    store = GameStore(db)
    sample = list(range(1, len(pool) * copies + 1, max(1, len(pool) * copies // 300)))
    by_id = {gid: pool[(gid - 1) % len(pool)][1] for gid in sample}
    lost = sum(fingerprint(Game.replay(store.entries(gid))) != fingerprint(Game.replay(by_id[gid])) for gid in sample)
    print(f"  {len(sample)} migrated games replayed against their originals: {lost} differ")
    store.close()
    assert lost == 0 and len(listed) == len(pool) * copies and not any(g.damaged for g in listed)


def main() -> None:
    per_set = int(os.environ.get("BENCH_POOL", "30"))
    sizes = [int(n) for n in os.environ.get("BENCH_SIZES", "1000").split(",")]
    folder = Path(os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="bench-storage-"))
    folder.mkdir(parents=True, exist_ok=True)
    pool: list[tuple[str, list[Entry]]] = []
    for ruleset, players in SETS.items():
        took, games = timed(lambda ruleset=ruleset, players=players: [played(ruleset, players, seed) for seed in range(per_set)])
        print(f"{ruleset}: {per_set} games of {players} played in {took:.1f} s, "
              f"{sum(len(g) for g in games) / per_set:.0f} entries and {len(games[0][0].to_json()) / 1000:.1f} KB of setup each")
        pool += [(f"{ruleset} {seed}", entries) for seed, entries in enumerate(games)]
    store_and_reload(pool, folder / "reload")
    for games in sizes:
        scale(pool, games, folder / f"scale-{games}")


if __name__ == "__main__":
    main()
