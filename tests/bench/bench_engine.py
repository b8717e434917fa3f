"""Engine benchmark (prints figures, asserts nothing): replay of a 40-player 30-turn game against an
8-player 4-turn one, and the resolution time of one 40-player night.

Run: .venv/bin/python tests/bench/bench_engine.py
"""

from __future__ import annotations

import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.random_games import random_game  # noqa: E402

from moderator_app.engine.model.game import Game  # noqa: E402
from moderator_app.engine.model.journal import Entry  # noqa: E402


def long_game(players: int, turns: int, seed: int) -> Game:
    """A random game that lasts: the first seed whose game runs `turns` turns without a winner."""
    for attempt in range(seed, seed + 500):
        game = random_game("forum-mafia-classic", players, attempt, max_phases=2 * turns, chatter=1.0,
                           vote_focus=0.1, skip_effects=("hunt",))
        if len(game.phases) >= 2 * turns:
            return game
    raise SystemExit(f"no {players}-player game lasted {turns} turns")


def timed(fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    big = long_game(40, 30, 1)
    small = long_game(8, 4, 1)
    for name, game, repeat in (("40 players, 30 turns", big, 5), ("8 players, 4 turns", small, 30)):
        times = timed(lambda g=game: Game.replay(g.entries), repeat)
        print(f"replay {name}: {len(game.entries)} entries, median {statistics.median(times) * 1000:.1f} ms, "
              f"{statistics.median(times) / len(game.entries) * 1e6:.0f} µs/entry")
    ratio = statistics.median(timed(lambda: Game.replay(big.entries), 5)) / statistics.median(
        timed(lambda: Game.replay(small.entries), 30))
    print(f"big/small replay time ratio: {ratio:.1f}×")

    resolve_index = max(i for i, e in enumerate(big.entries) if e.kind == "resolve" and i < len(big.entries) // 3
                        and big.entries[i - 1].kind == "action")
    prefix = big.entries[:resolve_index]
    nights = []
    for _ in range(20):
        game = Game.replay(prefix)
        start = time.perf_counter()
        game.apply(Entry("resolve", {}))
        nights.append(time.perf_counter() - start)
    alive = len(game.phases[-1].alive_at_start)
    requests = len(game.phases[-1].requests)
    print(f"one night, {alive} alive, {requests} requests: median {statistics.median(nights) * 1000:.2f} ms, "
          f"max {max(nights) * 1000:.2f} ms")

    tracemalloc.start()
    Game.replay(big.entries)
    _, peak = tracemalloc.get_traced_memory()
    print(f"peak memory of the 40-player replay: {peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
