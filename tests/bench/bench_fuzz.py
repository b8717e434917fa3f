"""The fuzz suite at length (#26 item 4): tests/fuzz with twenty times the suite's examples, freshly
random each run, plus the seeded mutants of game scripts and game files at the issue's counts.

Run as `python tests/bench/bench_fuzz.py [SCALE]` (not collected by pytest); prints pytest's summary
and the slowest runs. Any traceback or hang it finds is a failing example that hypothesis prints
shrunk: add it to the suite's cases."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    scale = sys.argv[1] if len(sys.argv) > 1 else "20"
    env = dict(os.environ, FUZZ_SCALE=scale, MUTANTS="600", GAME_MUTANTS="400", QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=10", "-s",
               "tests/fuzz", "tests/cli/test_hostile_scripts.py::test_mutated_example_scripts_never_raise_a_traceback_and_never_hang",
               "tests/cli/test_hostile_game_files.py::test_mutated_game_files_are_never_a_traceback"]
    print(f"fuzz at scale {scale}: {' '.join(command[3:])}", flush=True)
    return subprocess.run(command, cwd=ROOT, env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
