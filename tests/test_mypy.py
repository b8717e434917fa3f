"""mypy on the engine with zero errors (#11 item 1), run inside the suite like ruff (test_lint.py);
its settings are in pyproject.toml ([tool.mypy]: untyped bodies checked, stale ignores refused)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_nothing_in_the_engine() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "moderator_app/engine"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
