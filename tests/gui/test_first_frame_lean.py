"""#14 item 9, paint first: what the window's first frame loads, checked in a fresh process.

The first frame is measured against a bare PySide6 window in tests/bench/bench_startup.py (figures,
never asserted). Here only its structure is held: the host's start (`moderator-app`, no arguments)
paints the window before the engine, the database, the parser, PyYAML and Jinja load (argparse is
PySide's own: its signature module imports it, the bare window's too), and
before anything names Qt's namespace `Qt` (PySide then builds all of its ~100 enums, a fifth of a
bare window's start; `setShortcut`'s overloads and a module-level `Qt.ItemDataRole` did it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json, sys
import moderator_app.__main__  # the host's start imports its command line first
from moderator_app.gui import app as gui_app
app, controller, window, lock = gui_app.show_first_frame("ru", size=(1280, 820))
app.processEvents()
window.grab()
import PySide6.QtCore as QtCore
heavy = ("sqlalchemy", "sqlmodel", "yaml", "jinja2", "moderator_app.engine.game",
         "moderator_app.parsing", "moderator_app.app.session", "moderator_app.gui.game_view")
print(json.dumps({"qt_namespace": "Qt" in vars(QtCore), "loaded": [m for m in heavy if m in sys.modules],
                  "shown": window.isVisible()}))
"""


def test_the_first_frame_paints_before_the_engine_the_database_and_qts_enums_load(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_DATA=str(tmp_path / "data"),
               MODERATOR_APP_CONFIG=str(tmp_path / "config"), MODERATOR_APP_CACHE=str(tmp_path / "cache"))
    for _start in ("the first start: the catalogue's cache is written", "the host's usual start"):
        done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["shown"]
    assert seen["loaded"] == []
    assert seen["qt_namespace"] is False
