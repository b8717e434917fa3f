"""Start-up and responsiveness figures (not collected by pytest; prints, asserts nothing on time).

1. Start-up to the first frame, as `run_app` does it (the window paints first; the engine, the
   database and the example game load after it), against a bare PySide6 window of the same size
   (both offscreen, best of N runs); then the time until the example game is on the screen, and
   `moderator-app --smoke` (which loads the game before its one frame) for reference.
2. Every host action on a 40-player game (phase, request, vote, host event, resolve, undo, redo,
   and the screen refresh after each) timed through the GUI controller, against the 50 ms budget.

Usage: .venv/bin/python tests/bench/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = """
import time
start = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 820); w.show(); app.processEvents()
w.grab()
print(f"{(time.perf_counter() - start) * 1000:.0f}")
"""


FIRST_FRAME = """
import sys, time
start = time.perf_counter()
from moderator_app.gui.app import build_window, make_app, set_icon
from moderator_app.gui.controller import GameController
from moderator_app.gui.i18n import Translators
from moderator_app.gui.settings import Settings
app = make_app(icon=False)
settings = Settings.for_host()
translators = Translators()
controller = GameController(settings)
controller.lang = translators.switch("ru")
window = build_window(controller, translators)
window.resize(1280, 820); window.show(); app.processEvents()
window.grab()
first = time.perf_counter()
set_icon(); controller.open_where_left(); app.processEvents(); window.grab()
print(f"{(first - start) * 1000:.0f} {(time.perf_counter() - start) * 1000:.0f}")
"""


def best_of(command: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return min(times)


def startup(runs: int) -> None:
    scratch = Path(tempfile.mkdtemp(prefix="moderator-bench-start-"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MODERATOR_APP_DATA=str(scratch / "data"),
               MODERATOR_APP_CONFIG=str(scratch / "config"), MODERATOR_APP_CACHE=str(scratch / "cache"))
    subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, check=True, capture_output=True)  # first start: example
    bare = min(int(subprocess.run([sys.executable, "-c", BARE], env=env, check=True, capture_output=True,
                                  text=True).stdout) for _ in range(runs))
    bare_process = best_of([sys.executable, "-c", BARE], runs, env)
    frames = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, check=True, capture_output=True, text=True)
        frames.append(tuple(int(x) for x in done.stdout.split()))
    first, shown = min(f for f, _ in frames), min(s for _, s in frames)
    smoke = best_of([sys.executable, "-m", "moderator_app", "--smoke"], runs, env)
    print(f"bare PySide6 window, first frame:      {bare:7.0f} ms  (whole process {bare_process * 1000:.0f} ms)")
    print(f"moderator-app, first frame:            {first:7.0f} ms  ({first / bare:.2f}x bare; aim <= 1.5x)")
    print(f"  ... the last game on the screen:     {shown:7.0f} ms  ({shown / bare:.2f}x bare)")
    print(f"moderator-app --smoke, whole process:  {smoke * 1000:7.0f} ms  ({smoke / bare_process:.2f}x the bare process)")


def actions() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = Path(tempfile.mkdtemp(prefix="moderator-bench-"))
    os.environ["MODERATOR_APP_DATA"] = str(scratch / "data")
    os.environ["MODERATOR_APP_CONFIG"] = str(scratch / "config")
    os.environ["MODERATOR_APP_CACHE"] = str(scratch / "cache")
    from moderator_app.gui.app import build_window, make_app
    from moderator_app.gui.controller import GameController
    from moderator_app.gui.i18n import Translators
    from moderator_app.gui.settings import Settings

    app = make_app()
    translators = Translators()
    controller = GameController(Settings.for_host())  # the real SQLite store: saving is part of the cost
    controller.lang = translators.switch("ru")
    window = build_window(controller, translators)
    window.show()
    players = [{"nick": f"Игрок{n:02d}"} for n in range(40)]
    deal = {"commissar": 1, "sergeant": 1, "doctor": 1, "putana": 1, "foundling": 1, "boss": 1, "mafioso": 6,
            "balamut": 2, "maniac": 1, "citizen": 25}
    timings: list[tuple[str, float]] = []

    def timed(label: str, fn) -> None:
        start = time.perf_counter()
        fn()
        app.processEvents()
        timings.append((label, (time.perf_counter() - start) * 1000))

    timed("open the database (first use: after the first frame)", lambda: controller.store)
    timed("new game (40 players)", lambda: controller.new_game("bench", {"ruleset": "forum-mafia-classic", "seed": 1, "players": players, "deal": deal}))
    game = controller.game
    timed("open day 1", lambda: controller.apply("phase", kind="day"))
    timed("resolve day 1", lambda: controller.apply("resolve"))
    timed("open night 1", lambda: controller.apply("phase", kind="night"))
    mafia = [p.nick for p in game.players.values() if p.team == "mafia"]
    town = [p.nick for p in game.players.values() if p.team == "town"]
    for tab in range(window.game_view.tabs.count()):
        timed(f"show tab {window.game_view.tabs.tabText(tab)}", lambda t=tab: window.game_view.tabs.setCurrentIndex(t))
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    timed("paste a PM into the inbox (parser warm-up included)", lambda: inbox.paste.setPlainText(f"От: {mafia[0]}\nТема: ход\n\nубиваем {town[3]}"))
    timed("paste a second PM", lambda: inbox.paste.setPlainText(f"От: {mafia[1]}\nТема: ход\n\nубиваем {town[3]}"))
    timed("accept it", inbox.accept_input)
    for nick in mafia[2:]:
        timed("record a request", lambda n=nick: controller.apply("action", actor=n, action="kill", targets=[town[3]]))
    timed("host modkill", lambda: controller.apply("host", event="modkill", player=town[10], reason="bench"))
    timed("resolve night 1", lambda: controller.apply("resolve"))
    timed("open day 2", lambda: controller.apply("phase", kind="day"))
    for voter in game.living()[:20]:
        timed("record a vote", lambda v=voter: controller.apply("vote", voter=v, target=mafia[0]))
    timed("undo (Ctrl+Z)", controller.undo)
    timed("redo (Ctrl+Shift+Z)", controller.redo)
    timed("resolve day 2", lambda: controller.apply("resolve"))
    window.game_view.tabs.setCurrentWidget(window.game_view.board)
    timed("open night 2 (board: pending lynch shown)", lambda: controller.apply("phase", kind="night"))
    timed("resolve night 2", lambda: controller.apply("resolve"))
    timed("open day 3", lambda: controller.apply("phase", kind="day"))
    timed("a vote on the board (count, needs, history)", lambda: controller.apply("vote", voter=game.living()[0], target=game.living()[1]))
    timed("second new game (40 players)", lambda: controller.new_game("bench 2", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players, "deal": deal}))
    worst: dict[str, float] = {}
    for label, ms in timings:
        worst[label] = max(worst.get(label, 0.0), ms)
    print("\nhost actions on a 40-player game (worst of each kind, ms):")
    for label, ms in worst.items():
        print(f"  {ms:7.1f}  {'OVER 50 ms  ' if ms > 50 else ''}{label}")
    window.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    startup(args.runs)
    actions()
