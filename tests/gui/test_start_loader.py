"""#25: the start loader (gui/start_loader.py) reads and rebuilds the last game in a thread before the
store opens, and the window shows it — the very game the store would rebuild; an entry the host makes
before the store has opened is saved like any other; what cannot be read ahead (an older game, a
damaged folder) opens the usual way; a tab whose modules the loader is still importing answers at
once and shows its page when they are in."""

from __future__ import annotations

import gc
import importlib.util
import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from moderator_app.app.session import GameSession
from moderator_app.gui import start_loader
from moderator_app.gui.app import after_first_frame
from moderator_app.gui.start_loader import StartLoader
from moderator_app.gui.texts import journal_lines
from moderator_app.storage.startup import open_data

PLAYERS = [{"nick": n, "role": r} for n, r in (("Вася", "commissar"), ("Петя", "boss"), ("Маша", "doctor"),
                                                ("Борис", "mafioso"), ("Коля", "citizen"), ("Дина", "citizen"))]


def _folder() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def _played(title: str = "Игра по средам") -> int:
    """A folder as a clean close leaves it: a game at day 2 with votes, its last two entries undone."""
    opened = open_data(_folder())
    session = GameSession.new(opened.store, title, {"ruleset": "forum-mafia-classic", "seed": 5, "players": PLAYERS})
    for kind in ("day", "night"):
        session.apply("phase", kind=kind)
        if kind == "night":
            session.apply("action", actor="Борис", action="kill", targets=["Коля"])
        session.apply("resolve")
    session.apply("phase", kind="day")
    session.apply("vote", voter="Вася", target="Петя")
    session.apply("vote", voter="Маша", target="Петя")
    session.undo()
    session.undo()
    opened.store.close()
    opened.lock.release()
    return session.game_id


def _read_ahead(game_id: int | None) -> StartLoader:
    loader = StartLoader(_folder(), game_id).start()
    loader.may_read.set()
    assert loader.game_done.wait(60)
    loader.go_on.set()
    loader.store_go.set()
    loader.opened.set()
    return loader


def test_every_module_the_loader_imports_is_there():
    """A module renamed elsewhere would only be logged by the loader (its import moves to the window)."""
    names = (start_loader.GAME_MODULES + start_loader.FIRST_CLICK_MODULES + start_loader.STORE_MODULES
             + start_loader.FIRST_ACTION_MODULES)
    assert [name for name in names if importlib.util.find_spec(name) is None] == []


def test_the_game_read_ahead_is_the_game_the_store_rebuilds():
    game_id = _played()
    loader = _read_ahead(game_id)
    opened = open_data(_folder())
    try:
        stored = GameSession(opened.store, game_id)
        assert loader.look.title == "Игра по средам"
        assert journal_lines(loader.game, "ru") == journal_lines(stored.game, "ru")
        assert loader.game.living() == stored.game.living() and loader.game.current.label == stored.game.current.label
        assert loader.look.redo.to_json() == stored.next_redo().to_json()  # Redo names the first undone vote
        assert loader.look.redo.data["voter"] == "Вася"
    finally:
        opened.store.close()
        opened.lock.release()


def test_an_older_game_a_damaged_folder_or_no_last_game_is_left_to_the_usual_opening():
    game_id = _played()
    assert _read_ahead(None).game is None
    assert _read_ahead(game_id + 1).game is None  # no such game
    db = _folder() / "games.sqlite3"
    with open(db, "r+b") as handle:  # the header cut: the start-up check finds the folder damaged
        handle.write(b"not an SQLite file")
    assert _read_ahead(game_id).game is None


def test_an_entry_made_before_the_store_opens_is_saved(open_window, qtbot):
    game_id = _played()
    window = open_window(start=False)
    controller = window.controller
    controller.settings.last_game = game_id
    seen: list[bool] = []
    controller.changed.connect(lambda: seen.append(controller.store_ready) if not seen and controller.session else None)
    try:
        warm = after_first_frame(QApplication.instance(), controller, window)
        qtbot.waitUntil(lambda: controller.session is not None, timeout=60_000)
        assert seen == [False]  # the game was shown before the store had opened
        assert window.windowTitle().startswith("Игра по средам")
        controller.apply("vote", voter="Борис", target="Вася")  # at once: the store opens for it
        qtbot.waitUntil(lambda: warm.done, timeout=60_000)
    finally:
        gc.unfreeze()
    window.close()
    controller.close_store()
    again = open_window()
    assert again.controller.game_id == game_id
    assert [e.data.get("voter") for e in again.controller.game.entries if e.kind == "vote"][-1] == "Борис"


def test_a_tab_whose_modules_are_still_loading_answers_and_shows_its_page_once_they_are_in(window, qtbot, monkeypatch):
    from moderator_app.gui import game_view

    view = window.game_view
    loading = {"moderator_app.gui.log_view"}  # as the loader has it while it imports the module
    monkeypatch.setattr(start_loader, "imported_later", lambda module: module in loading)
    monkeypatch.setattr(game_view, "imported_later", lambda module: module in loading)
    view.tabs.setCurrentIndex(5)  # the Log tab
    assert view.tabs.currentIndex() == 5 and "log" not in view.built_pages()  # the tab answered; its page follows
    QApplication.processEvents()
    assert "log" not in view.built_pages()  # the window does not import it itself meanwhile
    loading.clear()  # the loader is done with it
    qtbot.waitUntil(lambda: "log" in view.built_pages(), timeout=5_000)
    assert view.tabs.currentWidget() is view.page("log")


def test_a_first_start_shows_the_example_before_the_store_opens_and_saves_what_the_host_did_to_it(open_window, qtbot):
    """A first start (an empty folder): the example game is on screen before SQLAlchemy has loaded; what
    the host does to it at once (here: redo, Ctrl+Shift+Z) lands on the example's rows, written first;
    the next start opens the example as the host left it."""
    window = open_window(start=False)
    controller = window.controller
    seen: list[tuple[bool, int | None]] = []
    controller.changed.connect(
        lambda: seen.append((controller.store_ready, controller.game_id)) if not seen and controller.session else None)
    try:
        warm = after_first_frame(QApplication.instance(), controller, window)
        qtbot.waitUntil(lambda: controller.session is not None, timeout=60_000)
        assert seen == [(False, 1)]  # shown before the store had opened, with the id its rows get
        shown = len(controller.game.entries)
        controller.redo()  # at once: the example's rows are written first, then the redo flips its entry
        assert len(controller.game.entries) == shown + 1
        qtbot.waitUntil(lambda: warm.done, timeout=60_000)
    finally:
        gc.unfreeze()
    assert controller.store.game_count() == 1 and controller.game_id == 1
    entries = [(e.kind, e.data) for e in controller.game.entries]
    window.close()
    controller.close_store()
    again = open_window()
    assert again.controller.game_id == 1 and again.controller.game_title(1) == controller.game_title(1)
    assert [(e.kind, e.data) for e in again.controller.game.entries] == entries


def test_the_loaders_next_import_waits_while_the_window_runs_a_warm_up_step(monkeypatch):
    """Under the GIL a step beside the loader's imports took turns of 5 ms with them (a step of 17 ms of
    CPU took 120 ms on the clock, #25): the loader's thread stands aside at its next import; any other
    thread imports at once; the step over, the loader goes on. The loader's run puts the import hook back."""
    import builtins
    import threading

    monkeypatch.setattr(start_loader, "PAUSE_AT_MOST", 60.0)
    passed = {"loader": threading.Event(), "other": threading.Event()}
    loader_thread = threading.Thread(target=lambda: (aside("json"), passed["loader"].set()))
    other = threading.Thread(target=lambda: (aside("json"), passed["other"].set()))
    aside = start_loader._StandAside(loader_thread)
    with start_loader.window_busy():
        loader_thread.start()
        other.start()
        assert passed["other"].wait(30)
        assert not passed["loader"].wait(0.2)
    assert passed["loader"].wait(30)
    before = builtins.__import__
    loader = _read_ahead(None)  # the real loader's thread: its hook only while it runs
    assert loader.done.wait(120)
    loader._thread.join(60)
    assert builtins.__import__ is before


def test_the_loader_goes_on_at_once_when_the_window_waits_for_the_module_it_is_importing(tmp_path, monkeypatch):
    """A step that needs the very module the loader stands aside in (its import lock is the loader's)
    would wait for the loader, which waits for the step: the loader sees the window's thread on its lock
    and goes on while the step still runs."""
    import builtins
    import importlib
    import threading

    (tmp_path / "aside_probe.py").write_text("import aside_probe_inner\nVALUE = 1\n", encoding="utf-8")
    (tmp_path / "aside_probe_inner.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(start_loader, "PAUSE_AT_MOST", 60.0)
    standing, free_when_done = threading.Event(), []
    stand_aside = start_loader._stand_aside
    monkeypatch.setattr(start_loader, "_stand_aside", lambda: (standing.set(), stand_aside()))

    def load() -> None:
        importlib.import_module("aside_probe")
        free_when_done.append(start_loader._window_free.is_set())

    loader_thread = threading.Thread(target=load)
    monkeypatch.setattr(builtins, "__import__", start_loader._StandAside(loader_thread))
    escape = threading.Timer(10, start_loader._window_free.set)  # only a loader that never noticed needs it
    try:
        with start_loader.window_busy():
            escape.start()
            loader_thread.start()
            assert standing.wait(30)  # the loader stands aside inside aside_probe, at its import of the inner one
            assert importlib.import_module("aside_probe").VALUE == 1  # the window's step, on the loader's lock
            loader_thread.join(30)
    finally:
        escape.cancel()
        for name in ("aside_probe", "aside_probe_inner"):
            sys.modules.pop(name, None)
    assert free_when_done == [False]  # the loader went on while the step was still running


def test_the_store_waits_a_moment_more_after_the_page_a_click_waited_for_is_built(qtbot, monkeypatch):
    """The page a first click waited for refreshes and paints in the next turns of the event loop:
    SQLAlchemy's import beside it held the click another 40–50 ms (#25), so the window counts as
    waiting for `SETTLE_AFTER_BUILT` after the page is built."""
    from PySide6.QtCore import QObject

    monkeypatch.setattr(start_loader, "_built_at", float("-inf"))
    monkeypatch.setattr(start_loader, "SETTLE_AFTER_BUILT", 60.0)
    receiver, built = QObject(), []
    start_loader.after_import("json", receiver, lambda: built.append(True))
    assert start_loader.window_waits()
    qtbot.waitUntil(lambda: bool(built), timeout=5_000)
    assert start_loader.window_waits()  # built, not yet shown
    monkeypatch.setattr(start_loader, "SETTLE_AFTER_BUILT", 0.0)
    assert not start_loader.window_waits()
