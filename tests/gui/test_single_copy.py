"""One copy of the app per data folder (hostdrill: a second copy on the same folder opened the same
game without a word; a vote it recorded stayed "ещё не прислал" in the first copy, which would have
resolved the day without it). The second copy says who holds the folder and closes; a copy killed
mid-entry (kill -9) leaves no lock behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from moderator_app import paths
from moderator_app.gui import app as gui_app
from moderator_app.app.folder_lock import hold as hold_data_folder
from moderator_app.storage.lock import LOCK_NAME


def _holder(folder):
    """Another process holding the folder, as a second copy of the app would meet it."""
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time\nfrom pathlib import Path\nfrom moderator_app.app.folder_lock import hold as hold_data_folder\n"
        f"lock = hold_data_folder(Path({str(folder)!r}))\nprint(lock is not None, flush=True)\ntime.sleep(60)\n")],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert holder.stdout.readline().strip() == "True"
    return holder


def test_a_second_copy_on_the_same_data_folder_says_so_and_closes(qtbot, monkeypatch):
    folder = paths.data_dir()
    first = _holder(folder)
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        lambda _parent, title, text: shown.append((title, text)))
    opened = []
    monkeypatch.setattr(gui_app, "build_window", lambda *a: opened.append(a))
    assert gui_app.run_app(lang="ru") == 1
    assert not opened
    (title, text), = shown
    assert title == "Уже открыто"
    assert str(folder) in text and str(first.pid) in text and "Вторая копия" in text
    first.kill()
    first.wait()
    again = hold_data_folder(folder)
    assert again is not None
    again.release()


def test_a_copy_killed_mid_entry_leaves_no_lock_behind(qtbot):
    folder = paths.data_dir()
    holder = _holder(folder)
    try:
        assert hold_data_folder(folder) is None  # held by a live process
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        deadline = time.monotonic() + 5
        while not (folder / LOCK_NAME).exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        taken = hold_data_folder(folder)
        assert taken is not None  # the dead process's lock is stale
        taken.release()
    finally:
        holder.kill()
