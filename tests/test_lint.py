"""ruff keeps the code free of unused names, shadowed builtins and exception-chaining mistakes."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    assert ruff, "ruff comes with the test extras: pip install -e '.[test]'"
    proc = subprocess.run([ruff, "check", "--no-cache", "moderator_app", "tests", "packaging"], cwd=ROOT,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
