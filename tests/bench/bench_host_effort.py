"""Host effort (#14 item 10): the whole classic game of tests/gui/evening.py played through the
window from the inbox, every paste, key press and click counted; prints actions per message
(PM or vote post), for the whole game and for entering alone (without opening and resolving
phases), and the time the app took. Not collected by pytest; asserts nothing.

Usage: .venv/bin/python tests/bench/bench_host_effort.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
scratch = tempfile.mkdtemp(prefix="host-effort-")
for name in ("DATA", "CONFIG", "CACHE"):
    os.environ[f"MODERATOR_APP_{name}"] = str(Path(scratch) / name.lower())
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    from gui.evening import EVENING, MESSY, MESSY_SETUP, SETUP, play_evening, play_messy

    from PySide6.QtWidgets import QApplication

    from moderator_app.gui.app import build_window, make_app
    from moderator_app.gui.controller import GameController
    from moderator_app.gui.i18n import Translators
    from moderator_app.gui.settings import Settings

    make_app()
    translators = Translators()
    controller = GameController(Settings.for_host())
    controller.lang = translators.switch("ru")
    window = build_window(controller, translators)
    window.show()
    window.activateWindow()  # shortcuts reach an active window only
    QApplication.processEvents()
    controller.new_game("Вечер", SETUP)
    start = time.perf_counter()
    host = play_evening(window, lambda p: controller.apply("host", event="deadline", at=p.deadline, tz="Europe/Moscow"))
    took = time.perf_counter() - start
    left = len(host.inbox.table.rows)
    phases = len(EVENING)
    flow = 2 * phases + 1  # open and resolve each phase, and the one move to the inbox
    entering = host.total - flow
    print(f"classic game of 9 in sub-masks, {phases} phases, winner: {controller.game.winner}")
    print(f"messages (PMs and vote posts): {host.messages}; left unrecorded in the inbox: {left}")
    print(f"host actions: {host.total} ({dict(host.actions)})")
    print(f"actions per message, whole game:        {host.per_message():.2f}   (aim: <= 1.1)")
    print(f"actions per message, entering only:     {entering / host.messages:.2f}   (pastes, fixes)")
    print(f"app time for the whole game: {took:.2f} s ({took / host.messages * 1000:.0f} ms per message)")
    controller.new_game("Грязный вечер", MESSY_SETUP)
    messy = play_messy(window, lambda p: controller.apply("host", event="deadline", at=p.deadline, tz="Europe/Moscow"))
    print(f"messy evening (#23 item 6), {len(MESSY)} phases: messages {messy.messages}, "
          f"host actions {messy.total} ({dict(messy.actions)}), per message {messy.per_message():.2f} (aim: <= 1.4: a guess waits for a tick)")

if __name__ == "__main__":
    main()
