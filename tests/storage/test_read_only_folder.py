"""#26: a data folder the app may not write (mode 555 for a non-root user) is a message at start,
not a PermissionError traceback from storage/lock.py. As root the OS lets every write through, so
there the lock file is made a folder: opening it fails the same way, in the same place."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from moderator_app.storage.lock import LOCK_NAME
from moderator_app.storage.startup import open_data

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json
from moderator_app.gui import app as gui_app, start_loader
start_loader.StartLoader.start = lambda self: self
shown = gui_app.show_first_frame("en", size=(800, 600))
app, controller, window, lock = shown
app.processEvents()
print(json.dumps({"shown": window.isVisible(), "lock": lock is not None}))
"""


def _unwritable(folder: Path) -> None:
    folder.mkdir(parents=True)
    if os.geteuid() == 0:
        (folder / LOCK_NAME).mkdir()
    else:
        folder.chmod(0o555)


def test_a_read_only_data_folder_starts_the_window_and_the_check_says_why(tmp_path):
    folder = tmp_path / "data"
    _unwritable(folder)
    try:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_DATA=str(folder),
                   MODERATOR_APP_CONFIG=str(tmp_path / "config"), MODERATOR_APP_CACHE=str(tmp_path / "cache"))
        done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        assert json.loads(done.stdout.strip().splitlines()[-1]) == {"shown": True, "lock": False}
        opened = open_data(folder)  # what the window then shows
        assert opened.store is None and opened.state.status == "unusable" and opened.state.problem
        assert "cannot be used" in opened.state.problem or "read-only" in opened.state.problem
    finally:
        folder.chmod(0o755)
