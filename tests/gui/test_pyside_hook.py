"""PySide6's import hook answers from a module's name, not its source (gui/pyside_hook.py, #25): the
host's start (`run_app`) no longer has PySide read every module's source file, and the window still
works, its tabs, pickers and signals — checked in a fresh process, the host's start with the hook."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import inspect, json, sys, time
import PySide6.QtCore
from moderator_app.gui import pyside_hook
found = pyside_hook.skip_source_reading()
read = []
real = inspect.getsource
inspect.getsource = lambda obj: read.append(getattr(obj, "__name__", "?")) or real(obj)
from moderator_app.gui import app as gui_app
app, controller, window, lock = gui_app.show_first_frame("ru", size=(1280, 820))
warm = gui_app.after_first_frame(app, controller, window)
while not warm.done:
    app.processEvents()
    time.sleep(0.002)
view = window.game_view
view.tabs.setCurrentIndex(2)
app.processEvents()
feature = sys.modules[pyside_hook.FEATURE_MODULE].pyside_feature_dict
print(json.dumps({"found": found, "read": read, "game": controller.game is not None, "tabs": sorted(view.built_pages()),
                  "ours": sorted({v for k, v in feature.items() if k.startswith("moderator_app.")}),
                  "theirs": feature.get("sqlalchemy")}))
"""


def test_pyside_reads_no_modules_source_and_the_window_still_works(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_DATA=str(tmp_path / "data"),
               MODERATOR_APP_CONFIG=str(tmp_path / "config"), MODERATOR_APP_CACHE=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["found"] is True and seen["read"] == []
    assert seen["game"] and "inbox" in seen["tabs"] and len(seen["tabs"]) > 3
    assert seen["ours"] == [0] and seen["theirs"] == -1  # as PySide's reading would have found them
