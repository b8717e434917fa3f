"""#14 item 9, paint first: what the window's first frame loads, checked in a fresh process.

The first frame is measured against a bare PySide6 window in tests/bench/bench_startup.py (figures,
never asserted). Here only its structure is held: the host's start (`moderator-app`, no arguments)
paints the window without waiting for the engine, the database, the parser, PyYAML and Jinja (the
start loader's thread imports the engine meanwhile, gui/start_loader.py: here it is kept from
starting, so what the window's own path imports is seen; argparse is PySide's own: its signature
module imports it, the bare window's too), and
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
import moderator_app.__main__  # the host's start
from moderator_app.gui import app as gui_app, start_loader
start_loader.StartLoader.start = lambda self: self  # the window's own path alone: the loader's thread runs beside it
app, controller, window, lock = gui_app.show_first_frame("ru", size=(1280, 820))
app.processEvents()
window.grab()
import PySide6.QtCore as QtCore
heavy = ("sqlalchemy", "sqlmodel", "yaml", "jinja2", "moderator_app.engine.model.game",
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


SETUP = """
import sys
from moderator_app.gui import app as gui_app
app, controller, window, lock = gui_app.show_first_frame("ru", size=(1280, 820))
players = [{"nick": n, "role": "mafioso" if n == "Борис" else "citizen"} for n in ("Вася", "Петя", "Маша", "Борис", "Коля")]
assert controller.new_game("Дневная", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players,
                                       "options": {"vote_rules": "gipermafia"}})
for kind in ("day", "night", "day"):
    if controller.game.phases:
        controller.apply("resolve")
    controller.apply("phase", kind=kind)
window.close()
"""

ON_A_VOTING_DAY = """
import json, sys, time
import moderator_app.__main__
from moderator_app.gui import app as gui_app
app, controller, window, lock = gui_app.show_first_frame("ru", size=(1280, 820))
app.processEvents()
warm = gui_app.after_first_frame(app, controller, window)  # the last game, where it was left
while controller.session is None:
    app.processEvents()
    time.sleep(0.001)
window.grab()  # the game's first frame
board = window.game_view.board
first = {"loaded": "moderator_app.parsing" in sys.modules, "line": board.missing.text()}
while not warm.done:
    app.processEvents()
    time.sleep(0.001)
print(json.dumps({"first": first, "later": board.missing.text(), "day": controller.game.current.kind}))
"""


def test_a_game_left_on_a_voting_day_paints_before_the_parser_loads(tmp_path):
    """The board of a voting day says what a missed vote costs under the forum's rules (the parser's
    words): that line comes once the start loader has imported the parser, after the game's first
    frame, which waits for no parser."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_DATA=str(tmp_path / "data"),
               MODERATOR_APP_CONFIG=str(tmp_path / "config"), MODERATOR_APP_CACHE=str(tmp_path / "cache"))
    made = subprocess.run([sys.executable, "-c", SETUP], env=env, capture_output=True, text=True, timeout=120)
    assert made.returncode == 0, made.stderr
    done = subprocess.run([sys.executable, "-c", ON_A_VOTING_DAY], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["day"] == "day"
    assert seen["first"]["loaded"] is False and "Вася" in seen["first"]["line"]
    assert "модкилл" in seen["later"] and seen["later"].startswith(seen["first"]["line"])
