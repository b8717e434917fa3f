"""Storage benchmark (prints figures, asserts only that nothing was lost): random whole games of
every shipped role set stored, reloaded and compared, scaled by BENCH_GAMES (the issue's figure:
10,000 per role set), then the start-up costs at that size — the read-only check, the games list
with its per-row damage check, a backup, a quick_check.

Run: BENCH_GAMES=10000 BENCH_DIR=/dev/shm/x .venv/bin/python tests/bench/bench_storage.py
(BENCH_DIR on a tmpfs measures the app, not the disk; the default is a temporary folder.)
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.random_games import random_game  # noqa: E402

from moderator_app.engine.game import Game  # noqa: E402
from moderator_app.storage.backup import make_backup  # noqa: E402
from moderator_app.storage.health import check_data  # noqa: E402
from moderator_app.storage.startup import open_data  # noqa: E402

#: SUSPI is left out: the random-game helper cannot deal its table (rooms, goal cards) and the engine refuses it
SETS = {"forum-mafia-classic": 9, "hypermafia-peregrine": 12}
APPENDED = 20  #: games per set stored entry by entry (the host's path: one commit per entry)


def fingerprint(game: Game) -> tuple:
    return (game.winner, tuple((p.nick, p.role, p.alive, p.died) for p in game.players.values()), len(game.phases))


def main() -> None:
    count = int(os.environ.get("BENCH_GAMES", "200"))
    folder = Path(os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="bench-storage-"))
    opened = open_data(folder)
    store = opened.store
    store.after_commit.clear()  # backups are measured on their own below
    expected: dict[int, tuple] = {}
    print(f"folder: {folder}, games per role set: {count}")
    for ruleset, players in SETS.items():
        entries = skipped = appended = 0
        timing = {"play": 0.0, "import": 0.0, "append": 0.0}
        for seed in range(count):
            started = time.perf_counter()
            try:
                game = random_game(ruleset, players, seed, max_phases=40)
            except Exception:  # noqa: BLE001 - a random game the engine refuses is not storage's concern
                skipped += 1
                continue
            timing["play"] += time.perf_counter() - started
            started = time.perf_counter()
            if seed < APPENDED:  # the host's path: every entry its own durable commit
                gid = store.create_game(f"{ruleset} {seed}", game.entries[0])
                for entry in game.entries[1:]:
                    store.append(gid, entry)
                appended += len(game.entries) - 1
                timing["append"] += time.perf_counter() - started
            else:  # imports: one transaction per game
                gid = store.create_game(f"{ruleset} {seed}", game.entries[0], entries=game.entries[1:])
                entries += len(game.entries)
                timing["import"] += time.perf_counter() - started
            expected[gid] = fingerprint(game)
        print(f"{ruleset}: {count - skipped} games played in {timing['play']:.1f} s ({skipped} refused by the engine); "
              f"{entries} entries imported at {entries / max(timing['import'], 1e-9):,.0f}/s; "
              f"{appended} single-entry commits at {timing['append'] / max(appended, 1) * 1000:.2f} ms each "
              "(synchronous=FULL, checkpoint per commit)")
    started = time.perf_counter()
    lost = 0
    for gid, print_ in expected.items():
        game = Game.replay(store.entries(gid))
        lost += fingerprint(game) != print_
    print(f"reloaded and replayed {len(expected)} games in {time.perf_counter() - started:.1f} s: {lost} differ")
    for label, work in [("games list with the damage check", store.list_games),
                        ("read-only --check-data", lambda: check_data(folder)),
                        ("backup (SQLite backup API + quick_check)", lambda: make_backup(store.path, "bench"))]:
        started = time.perf_counter()
        work()
        print(f"{label}: {time.perf_counter() - started:.2f} s")
    print(f"database: {store.path.stat().st_size / 1e6:.1f} MB, {sum(1 for _ in store.list_games())} games")
    opened.lock.release()
    assert lost == 0


if __name__ == "__main__":
    main()
