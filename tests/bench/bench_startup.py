"""Start-up and responsiveness figures (not collected by pytest; prints, asserts nothing on time).

1. `moderator-app --smoke` against a bare PySide6 window (both offscreen, best of N runs).
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
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 820); w.show(); app.processEvents()
w.grab()
"""


def best_of(command: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return min(times)


def startup(runs: int) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    bare = best_of([sys.executable, "-c", BARE], runs, env)
    smoke = best_of([sys.executable, "-m", "moderator_app", "--smoke"], runs, env)
    print(f"bare PySide6 window : {bare * 1000:7.0f} ms")
    print(f"moderator-app --smoke: {smoke * 1000:7.0f} ms  ({smoke / bare:.2f}x bare; aim <= 1.5x)")


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
