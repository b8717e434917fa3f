"""#14 item 9 in one command: every speed row on a 40-player game, best and median of N fresh
processes, with the machine's load (os.getloadavg) before and after. Prints; asserts nothing.
(The start itself as a host meets it — first frame, last game shown, first click — is bench_startup.py.)

Each run is a new process that starts the app as `run_app` does (the window paints first, the
data and the warm-up follow: gui.app.after_first_frame) on a data folder that already holds a
game (the host's usual start), waits until the warm-up is done, then plays as a host:
the first new game of the session, the first show of each tab (built in the warm-up), a second new game (warm),
a day page of 40 votes and a night of 10 PMs pasted into the inbox and accepted, host events,
resolves, and undo/redo in a game of ~100 entries. A bare PySide6 window of the same size is the
yardstick for the first frame: the same size (1280×820), the same Qt platform and environment, the
same steps (show, process events, grab); the child's clock starts before its first import, as the
bare one's does, and the harness's own imports come after the first frame. `--profile LABEL` prints
cProfile's top functions for that row; `--first-frame` measures only the first frame (many runs quickly).

Usage: .venv/bin/python tests/bench/bench_actions.py [--runs N] [--profile LABEL] [--first-frame]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUDGET_MS = 50

BARE = """
import time
start = time.perf_counter()
start_cpu = time.process_time()
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 820); w.show(); app.processEvents()
w.grab()
print(f"{(time.perf_counter() - start) * 1000:.1f} {(time.process_time() - start_cpu) * 1000:.1f}")
"""

#: (row of #14 item 9's table, labels of the child's timings that belong to it)
TABLE = (
    ("first frame vs a bare window (x)", ()),
    ("the same in CPU time (x)", ()),
    ("creating a 40-player game, warm", ("new game, warm",)),
    ("the first game of a session", ("new game, first of the session",)),
    ("most host actions", ("open a phase", "record a vote", "record a request", "host event", "resolve a phase",
                           "switch to a built tab", "show the new-game page")),
    ("inbox Accept (review table -> record)", ("accept 1 PM", "accept 40 votes", "paste 1 PM", "paste a 40-vote page")),
    ("first build of a tab (first show)", ("first show of tab",)),
    ("an occasional undo", ("undo", "redo")),
)


def _load() -> str:
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def _env(scratch: Path) -> dict[str, str]:
    """Both windows start as an installed app does: with Python's compiled modules (pip writes them on
    install). A PYTHONDONTWRITEBYTECODE in the caller's environment made every start compile the
    app's modules from source (~30 ms of the first frame; the bare window's PySide6 is compiled at
    install); they are kept apart from the checkout, in the scratch folder."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_DATA=str(scratch / "data"),
               MODERATOR_APP_CONFIG=str(scratch / "config"), MODERATOR_APP_CACHE=str(scratch / "cache"),
               PYTHONPYCACHEPREFIX=str(scratch / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profile", default="")
    parser.add_argument("--first-frame", action="store_true", help="only the first frame (quick, many runs)")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="moderator-bench-speed-"))
    env = _env(scratch)
    load_before = _load()
    child = [sys.executable, str(Path(__file__).resolve().parent / "bench_session.py"), args.profile]
    first = child + ["--first-frame"] if args.first_frame else child
    subprocess.run(child, env=env, check=True, capture_output=True)  # the first start: the example game is stored
    subprocess.run([sys.executable, "-c", BARE], env=env, check=True, capture_output=True)  # the same for the bare one
    bare: list[float] = []
    bare_cpu: list[float] = []
    runs: list[dict[str, list[float]]] = []
    for _ in range(args.runs):
        wall, cpu = subprocess.run([sys.executable, "-c", BARE], env=env, check=True, capture_output=True,
                                   text=True).stdout.split()
        bare.append(float(wall))
        bare_cpu.append(float(cpu))
        done = subprocess.run(first, env=env, check=True, capture_output=True, text=True)
        if args.profile:
            sys.stderr.write(done.stderr)
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    report(runs, bare, bare_cpu, load_before, _load())


def _figures(runs: list[dict[str, list[float]]], label: str) -> tuple[float, float, int] | None:
    """(best, median, count) over the runs of the worst occurrence of `label` within each run;
    labels ending in a tab's or kind's name are matched by prefix."""
    per_run = [max(v for key, values in run.items() if key.startswith(label) for v in values)
               for run in runs if any(key.startswith(label) for key in run)]
    return (min(per_run), statistics.median(per_run), len(per_run)) if per_run else None


def _ratios(app: list[float], bare: list[float]) -> tuple[float, float]:
    """The app's best over the bare window's best, its median over the bare median (pairing single
    runs made the ratio swing with whichever of the two a busy machine happened to slow down)."""
    return min(app) / min(bare), statistics.median(app) / statistics.median(bare)


def report(runs: list[dict[str, list[float]]], bare: list[float], bare_cpu: list[float], load_before: str,
           load_after: str) -> None:
    print(f"#14 item 9 on a 40-player game, {len(runs)} fresh processes; load average (1/5/15 min) "
          f"before {load_before}, after {load_after}; {os.cpu_count()} cores")
    print(f"bare PySide6 window, first frame: best {min(bare):.0f} ms, median {statistics.median(bare):.0f} ms")
    print(f"bare PySide6 window, first frame in CPU time: best {min(bare_cpu):.0f} ms, median "
          f"{statistics.median(bare_cpu):.0f} ms (CPU time: less disturbed by the other processes of a loaded machine)")
    ratios = {"first frame vs a bare window (x)": _ratios([run["first frame"][0] for run in runs], bare),
              "the same in CPU time (x)": _ratios([run["first frame, CPU time"][0] for run in runs], bare_cpu)}
    print(f"\n{'row (worst action; x = best/best, med/med)':48} {'best':>8} {'median':>8}  aim")
    for row, labels in TABLE:
        found = [f for f in (_figures(runs, label) for label in labels) if f]
        if row in ratios:
            found = [ratios[row]]
        if not found:
            continue
        best, median = max(f[0] for f in found), max(f[1] for f in found)
        ratio = row.endswith("(x)")
        aim = 1.5 if ratio else BUDGET_MS
        unit = "x" if ratio else "ms"
        verdict = "   not met" if best > aim else "   median over" if median > aim else ""
        print(f"{row:48} {best:8.2f} {median:8.2f}  <= {aim} {unit}{verdict}")
    print("\nevery timing, ms (the worst occurrence within a run; best and median over the runs), "
          "on the clock and in CPU time:")
    cpu_runs = [run["_cpu"] for run in runs if "_cpu" in run]
    for label in dict.fromkeys(key for run in runs for key in run if not key.startswith("_")):
        best, median, _n = _figures(runs, label) or (0.0, 0.0, 0)
        cpu = _figures(cpu_runs, label) if cpu_runs else None
        cpu_text = f"   CPU {cpu[0]:8.1f} {cpu[1]:8.1f}" if cpu else " " * 24
        print(f"  {best:8.1f} {median:8.1f}{cpu_text}  {label}")
    for label in dict.fromkeys(key for run in runs for key in run if key.startswith("_") and key != "_cpu"):
        print(f"check, {label[1:]}: {runs[-1][label]}")


if __name__ == "__main__":
    main()
