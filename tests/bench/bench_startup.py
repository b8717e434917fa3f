"""The start as a host meets it (#25), in three rows: a cold start (the first start on a machine: an
empty data folder, the example game opens), a usual start (20 games, the last a 40-player game in
day 3) and a big folder (2,000 games). Each row: the first frame, the last game shown, the first
click answered (the Inbox tab, clicked the moment the game shows), the longest the event loop was
held after the first frame — medians and worst of N fresh processes, on the clock and in CPU time,
and the hold less the time the window's thread stood ready while the machine ran other processes,
beside a bare PySide6 window of the same size started the same way, with the machine's load.
Prints; asserts nothing.

Every run is a new process started as a host's double-click starts the app (`python -m
moderator_app`: interpreter, imports, window), timed from the moment it was started, with the start
clock the app itself carries for `--smoke` (gui/start_clock.py); the bare window is timed from its
start the same way. The rows take turns within each round, so a busy spell of the machine falls on
all of them. The folders are made once per bench run (tests/bench/start_folders.py); a usual or big
start finds its folder as the previous start left it (closed cleanly), a cold start an empty one.

Usage: .venv/bin/python tests/bench/bench_startup.py [--runs N] [--rows cold,usual,big]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bench")]

from moderator_app.gui.smoke import measure_bare_window, start_measured  # noqa: E402

#: the aims of #25: after the first frame no hold over 50 ms; the game shown and a click answered
#: within 3× the bare window's first frame
HOLD_AIM_MS = 50
SHOWN_AIM_X = 3.0

#: the longest hold less the time the window's thread waited for a core (gui/start_clock.py): what the
#: other processes of a shared machine added to it taken out
OWN_HOLD = "longest hold, less the waits for a core"

COLUMNS = (
    ("first frame", "first frame"),
    ("last game shown", "last game shown"),
    ("first click answered", "first click answered"),
)


def _load() -> str:
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def _env(scratch: Path, data: Path) -> dict[str, str]:
    """As an installed app starts: with compiled modules (pip writes them; a PYTHONDONTWRITEBYTECODE
    in the caller's environment would make every start compile the app from source), kept apart
    from the checkout in the scratch folder; host folders of its own."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_DATA=str(data),
               MODERATOR_APP_CONFIG=str(scratch / "config"), MODERATOR_APP_CACHE=str(scratch / "cache"),
               PYTHONPYCACHEPREFIX=str(scratch / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _folders(scratch: Path, rows: list[str]) -> dict[str, Path]:
    from start_folders import big_folder, usual_folder

    made = {}
    for row in rows:
        folder = scratch / row
        if row == "usual":
            usual_folder(folder)
        elif row == "big":
            big_folder(folder)
        made[row] = folder
    return made


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rows", default="cold,usual,big")
    args = parser.parse_args()
    rows = args.rows.split(",")
    scratch = Path(tempfile.mkdtemp(prefix="moderator-bench-start-"))
    try:
        folders = _folders(scratch, rows)
        warm_env = _env(scratch, scratch / "warm-up")
        start_measured(warm_env)  # the modules compiled once (an installed app's are), the catalogue's cache written
        load_before = _load()
        bare: list[dict] = []
        runs: dict[str, list[dict]] = {row: [] for row in rows}
        for _ in range(args.runs):
            bare.append(measure_bare_window(warm_env) or {})
            for row in rows:
                if row == "cold":
                    shutil.rmtree(folders[row], ignore_errors=True)
                figures = start_measured(_env(scratch, folders[row]))
                if figures is not None:
                    runs[row].append(figures)
        report(runs, bare, load_before, _load())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def report(runs: dict[str, list[dict]], bare: list[dict], load_before: str, load_after: str) -> None:
    bare_frame = _median([b["first frame"] for b in bare if b])
    bare_cpu = _median([b["first frame, CPU"] for b in bare if b])
    count = min((len(r) for r in runs.values()), default=0)
    print(f"#25 the start, {count} fresh processes per row; load average (1/5/15 min) before {load_before}, "
          f"after {load_after}; {os.cpu_count()} cores")
    print(f"bare PySide6 window (1280×820), first frame: median {bare_frame:.0f} ms, CPU {bare_cpu:.0f} ms; "
          f"aims: game shown and click answered ≤ {SHOWN_AIM_X:g}× = {SHOWN_AIM_X * bare_frame:.0f} ms "
          f"(CPU {SHOWN_AIM_X * bare_cpu:.0f} ms), holds ≤ {HOLD_AIM_MS} ms")
    print("\nms from the process's start: median (worst) on the clock | median CPU time of the process")
    header = (f"{'row':8}" + "".join(f"{title:>30}" for title, _key in COLUMNS) + f"{'longest hold':>22}{'(its CPU)':>11}"
              + f"{'(less core waits)':>19}")
    print(header)
    for row, figures in runs.items():
        cells = []
        for _title, key in COLUMNS:
            wall = [f[key] for f in figures if key in f]
            cpu = [f[f"{key}, CPU"] for f in figures if f"{key}, CPU" in f]
            cells.append(f"{_median(wall):8.0f} ({max(wall, default=float('nan')):5.0f}) | {_median(cpu):5.0f}" if wall else "—")
        holds = [f["longest hold after the first frame"] for f in figures]
        hold_cpu = [f["longest hold, CPU of the window's thread"] for f in figures]
        own = [f[OWN_HOLD] for f in figures if OWN_HOLD in f]  # a checkout from before it was measured: —
        print(f"{row:8}" + "".join(f"{cell:>30}" for cell in cells)
              + f"{_median(holds):13.0f} ({max(holds, default=float('nan')):5.0f}){_median(hold_cpu):11.0f}"
              + (f"{_median(own):11.0f} ({max(own):5.0f})" if own else f"{'—':>19}"))
    print("\nas multiples of the bare window's first frame (medians; CPU in brackets):")
    for row, figures in runs.items():
        parts = []
        for title, key in COLUMNS:
            wall = _median([f[key] for f in figures if key in f])
            cpu = _median([f[f"{key}, CPU"] for f in figures if f"{key}, CPU" in f])
            parts.append(f"{title} {wall / bare_frame:.2f}× ({cpu / bare_cpu:.2f}×)")
        print(f"  {row:8} " + ", ".join(parts))
    print("\nthe longest step of the warm-up (the window's thread; median ms, CPU; the step most often longest):")
    for row, figures in runs.items():
        names = [f.get("longest warm-up step, name", "—") for f in figures]
        print(f"  {row:8} {_median([f['longest warm-up step'] for f in figures]):6.0f}  "
              f"CPU {_median([f['longest warm-up step, CPU'] for f in figures]):6.0f}  "
              f"{max(set(names), key=names.count) if names else '—'}")


if __name__ == "__main__":
    main()
