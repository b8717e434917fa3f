"""Balance-preview benchmark (#16 item 4; prints figures, asserts nothing): simulated games per
second through the real engine, for each shipped set at its largest deal-table count (the classic
set's is the 12-player game), 1,000 games each, on one core. Both wall-clock and CPU seconds are
printed: on a shared machine the CPU time is the one that says what the engine costs.

Run: .venv/bin/python tests/bench/bench_simulate.py [GAMES]
"""

from __future__ import annotations

import sys
import time

from moderator_app.engine.simulation import balance
from moderator_app.engine.rolesets.roleset import shipped_roleset_ids




def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    balance.run("forum-mafia-classic", 8, 5)  # warm the role set caches
    print(f"{'role set':<24} {'players':>7} {'games':>6} {'wall s':>7} {'CPU s':>7} {'games/CPU s':>11} {'phases/game':>11}")
    for ruleset in shipped_roleset_ids():
        players = max(balance.sweep_counts(ruleset))
        wall, cpu = time.perf_counter(), time.process_time()
        summary = balance.run(ruleset, players, games, seed=1)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"{ruleset:<24} {players:>7} {summary.games:>6} {wall:>7.2f} {cpu:>7.2f} {summary.games / cpu:>11.0f} "
              f"{summary.average_phases:>11.1f}")


if __name__ == "__main__":
    main()
