"""mypy on the whole package (#24 item 1; the engine since #11 item 1), run inside the suite like ruff
(test_lint.py); its settings are in pyproject.toml ([tool.mypy]: untyped bodies checked, stale ignores
refused; its override holds the whole package, the GUI too, to strict's rules: an untyped Qt handler fails here). One run for the package, its cache in the temporary folder (not in the work tree) so a
second run only re-checks what changed."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _cache_dir() -> str:
    tag = hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]  # one cache per work tree: worktrees differ
    return str(Path(tempfile.gettempdir()) / f"moderator-mypy-{tag}")


def test_mypy_finds_nothing_in_the_package() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "moderator_app", "--cache-dir", _cache_dir()], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
