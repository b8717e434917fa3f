"""#24 item 4: what each page redraws for one operation, told what it changed (app.changes) against
redrawn in full as before (`refresh(EVERYTHING)`), on a 40-player classic game whose inbox holds rows
of two phases. Per kind of change and page: the best of a few runs, in ms. Prints; asserts nothing.

A page the change does not concern (game_view.SHOWS) is not refreshed at all: shown as «—».

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/bench_page_changes.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from typing import Any, Callable

PAGES = ("role_pms", "resolve", "inbox", "log")


def _game(controller: Any) -> None:
    players = [{"nick": f"Игрок{n}", "account": f"acc{n}"} for n in range(40)]
    assert controller.new_game("Bench", {"ruleset": "forum-mafia-classic", "seed": 5, "players": players})
    controller.apply("phase", kind="day")
    for n in range(0, 30):
        controller.apply("vote", voter=f"Игрок{n}", target=f"Игрок{(n + 1) % 40}")
    controller.apply("resolve")
    controller.apply("phase", kind="night")


def _inbox_rows(inbox: Any) -> None:
    """30 votes of day 1 (late, the host moved them there) and 10 requests of night 1 waiting."""
    game = inbox.controller.game
    day, night = game.phases[0].label, game.phases[1].label
    pms = "\n\n".join(f"От: acc{n}\nТема: голос\n\nГолосую против Игрок{(n + 3) % 40}" for n in range(30))
    inbox._read(pms, None, None)
    for row in inbox.table.rows:
        row.phase = day
    pms = "\n\n".join(f"От: acc{n}\nТема: ход\n\nпроверяю Игрок{(n + 5) % 40}" for n in range(30, 40))
    inbox._read(pms, None, None)
    assert {row.phase for row in inbox.table.rows} == {day, night}
    inbox.table.set_rows(inbox.table.rows)


def _kinds(controller: Any) -> list[tuple[str, Callable[[], Any], Callable[[], Any], Callable[[], Any]]]:
    """(change, made before the runs, the operation, what takes it back); what was made before is undone after."""
    doctor = next(nick for nick, p in controller.game.players.items() if p.alive and p.role == "doctor")

    def heal() -> Any:
        return controller.apply("action", actor=doctor, action="heal", targets=["Игрок1"])

    def nothing() -> None:
        return None

    return [("a request recorded (night 1)", nothing, heal, controller.undo),
            ("an undo of it", heal, controller.undo, controller.redo),
            ("a host event (deadline moved)", nothing,
             lambda: controller.apply("host", event="deadline", at="2030-01-01 20:00", tz="Europe/Moscow"), controller.undo),
            ("a post published (marks)", nothing, controller.marked.emit, nothing),
            ("night 1 resolved", nothing, lambda: controller.apply("resolve"), controller.undo),
            ("day 2 opened", lambda: controller.apply("resolve"), lambda: controller.apply("phase", kind="day"),
             controller.undo)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    scratch = tempfile.mkdtemp()
    for key in ("DATA", "CONFIG", "CACHE"):
        os.environ[f"MODERATOR_APP_{key}"] = os.path.join(scratch, key.lower())
    from PySide6.QtWidgets import QApplication

    from moderator_app.app.changes import EVERYTHING, MARKS, NOTHING
    from moderator_app.gui.controller import GameController
    from moderator_app.gui.game_view import PAGES as ALL, SHOWS
    from moderator_app.gui.memory_store import MemoryGameStore
    from moderator_app.gui.settings import Settings
    import importlib

    app = QApplication.instance() or QApplication([])
    controller = GameController(Settings(None))
    controller.use_store(MemoryGameStore())
    _game(controller)
    pages: dict[str, Any] = {}
    for name, module, cls in ALL:
        if name in PAGES:
            pages[name] = getattr(importlib.import_module(f"moderator_app.gui.{module}"), cls)(controller)
            pages[name].resize(1280, 760)
            pages[name].refresh(EVERYTHING)
    _inbox_rows(pages["inbox"])
    print(f"#24 item 4: a page's redraw per change, 40 players, inbox {len(pages['inbox'].table.rows)} rows "
          f"(30 of day 1, 10 of night 1), journal {len(controller.game.entries)} entries; best of {runs}, ms")
    print(f"{'change':34}" + "".join(f"{name:>22}" for name in PAGES))
    print(f"{'':34}" + "".join(f"{'full → told':>22}" for _ in PAGES))
    for label, before, act, back in _kinds(controller):
        entries = len(controller.game.entries)
        before()
        told: dict[str, list[float]] = {name: [] for name in PAGES}
        full: dict[str, list[float]] = {name: [] for name in PAGES}
        for _ in range(runs):
            for mode, times in (("full", full), ("told", told)):
                for page in pages.values():
                    page.refresh(EVERYTHING)
                controller.changes = NOTHING
                act()
                changes = MARKS if label.endswith("(marks)") else controller.take_changes()
                for name, page in pages.items():
                    if mode == "told" and not SHOWS[name](changes):
                        continue
                    start = time.perf_counter()
                    page.refresh(changes if mode == "told" else EVERYTHING)
                    times[name].append((time.perf_counter() - start) * 1000)
                back()
        while len(controller.game.entries) > entries:
            controller.undo()
        cells = [f"{(f'{min(full[n]):.1f}' if full[n] else '—') + ' → ' + (f'{min(told[n]):.1f}' if told[n] else '—'):>22}"
                 for n in PAGES]
        print(f"{label:34}" + "".join(cells))
    inbox = pages["inbox"]
    doctor = next(nick for nick, p in controller.game.players.items() if p.alive and p.role == "doctor")
    account = controller.game.players[doctor].account
    pasted: dict[str, list[float]] = {"full": [], "told": []}
    for _ in range(runs):
        for mode in ("full", "told"):
            kept = list(inbox.table.rows)
            start = time.perf_counter()
            if mode == "full":  # as before: the whole table filled again with the paste's rows
                inbox.table.add_rows = lambda rows: inbox.table.set_rows(inbox.table.rows + rows)
            inbox._read(f"От: {account}\nТема: ход\n\nлечу Игрок2", None, None)
            pasted[mode].append((time.perf_counter() - start) * 1000)
            vars(inbox.table).pop("add_rows", None)
            inbox.table.set_rows(kept)
    print(f"{'one PM pasted (inbox only)':34}{'':66}{min(pasted['full']):>8.1f} → {min(pasted['told']):.1f}")
    app.processEvents()


if __name__ == "__main__":
    main()
