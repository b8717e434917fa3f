"""The QApplication, its translators and `run_app` (called by cli.py for the GUI and `--smoke`).

`--smoke` first checks the host's real data folder read-only (as `--check-data`; exit 1 when it is
damaged), then opens the main window on the example game in a memory-only store with throw-away
host folders, renders one frame, optionally saves a PNG, and exits 0: the host's data is never written.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from .controller import GameController
from .i18n import Translators
from .settings import Settings


def make_app(icon: bool = True) -> QApplication:
    """`icon=False`: the caller sets the icon after the first frame (`set_icon`)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("moderator-app")
    app.setApplicationDisplayName("Moderator")
    app.setOrganizationName("moderator-app")
    if icon:
        set_icon()
    return app  # type: ignore[return-value]


def set_icon() -> None:
    from .icon import app_icon

    QApplication.setWindowIcon(app_icon())


def build_window(controller: GameController, translators: Translators):
    from .main_window import MainWindow

    return MainWindow(controller, translators)


#: What the window manager adds around the window (title bar, borders), kept free when fitting.
FRAME_ALLOWANCE = 40


def fit_to_screen(window, free: QRect | None = None) -> None:
    """The window's first size within the screen's free area (a 1366×768 laptop under a taskbar):
    1200×800 was taller than such a screen, so the bottom buttons (Deal roles, Accept all) were
    off-screen at the first start."""
    if free is None:
        screen = window.screen() or QApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry()
    width = min(window.width(), free.width())
    height = min(window.height(), free.height() - FRAME_ALLOWANCE)
    window.resize(width, height)
    window.move(free.left() + max(0, (free.width() - window.width()) // 2), free.top())


def run_app(smoke: bool = False, screenshot: str | None = None, lang: str | None = None) -> int:
    if smoke:
        return _smoke(screenshot, lang)
    shown = show_first_frame(lang)
    if shown is None:
        return 1
    app, controller, window, lock = shown
    after_first_frame(app, controller, window)
    try:
        return app.exec()
    finally:
        controller.close_store()  # a clean close: the next start trusts the database instead of reading it all
        if lock is not None:
            lock.release()


def show_first_frame(lang: str | None = None, size: tuple[int, int] | None = None):
    """Paint first (#14 item 9): the window shows before the engine, the database and the last
    game load. (app, controller, window, the data folder's lock), or None when another copy holds
    the folder (it was told so). The benchmark (tests/bench/bench_session.py) starts the same way."""
    app = make_app(icon=False)
    settings = Settings.for_host()
    translators = Translators()
    lang = translators.switch(lang or settings.lang or "ru")
    from .. import paths
    from .single_copy import hold_data_folder, refuse_second_copy

    folder = paths.chosen_data_dir()
    lock = hold_data_folder(folder) if _can_hold(folder) else None
    if lock is None and _can_hold(folder):
        refuse_second_copy(folder)
        return None
    controller = GameController(settings)
    controller.lang = lang
    window = build_window(controller, translators)
    fit_to_screen(window)
    if size is not None:  # the benchmark's window, as large as the bare one it is measured against
        window.resize(*size)
    window.show()
    return app, controller, window, lock


def after_first_frame(app: QApplication, controller: GameController, window):
    """What follows the first frame, each step in its own turn of the event loop (gui.warm_up):
    the icon, the host's data and last game, then what a host's first actions need — the engine,
    the post templates, the tabs, the new-game page, the parser — so that no first action pays
    for loading it. The returned WarmUp says when all is done (the benchmark waits for it)."""
    from .warm_up import WarmUp, first_action_steps

    return WarmUp([set_icon, lambda: _open_host_data(app, controller, window),
                   lambda: first_action_steps(controller, window)], threads=[_warm_parser]).start()


def _can_hold(folder) -> bool:
    """A folder that exists or can be made; anything else (a file in its place, no rights) is left to
    the start-up check, which explains it instead of failing here (storage.startup)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return folder.is_dir()
    except OSError:
        return False


def _open_host_data(app: QApplication, controller: GameController, window) -> None:
    """The store opened through the start-up check; when it could not be (damaged, unusable, a second
    copy of the app), the restore dialog or the message — never a fresh start over existing data."""
    from .data_dialog import open_host_data
    from .migration_progress import MigrationProgress

    with MigrationProgress(window, controller.lang):  # an older folder is upgraded once, here: shown
        ready = controller.store is not None and controller.data_problem is None
    if ready:
        controller.open_where_left()
        _ask_about_rules(window, controller)
        return
    with MigrationProgress(window, controller.lang):
        opened = open_host_data(window)
    if opened is None:
        window.close()
        app.exit(1)
        return
    controller.use_opened(opened)  # a backup that failed, a storage upgrade put off: said, not swallowed
    controller.open_where_left()
    _ask_about_rules(window, controller)


def _ask_about_rules(window, controller: GameController) -> None:
    from .rules_prompt import offer_rules_update

    offer_rules_update(window, controller)


def _warm_parser() -> None:
    """Load the morphology dictionaries in the background, so the host's first paste is instant
    (a thread: it touches no Qt object)."""
    from ..parsing.morph import lemmas

    lemmas("лечу")
    lemmas("leczę")


def _smoke(screenshot: str | None, lang: str | None) -> int:
    from .memory_store import MemoryGameStore

    from ..app.cli import check_data_command

    if check_data_command(quiet=True) != 0:  # the host's real data, read-only: --smoke fails when it is damaged
        return 1
    scratch = Path(tempfile.mkdtemp(prefix="moderator-smoke-"))
    saved = {key: os.environ.get(key) for key in ("MODERATOR_APP_DATA", "MODERATOR_APP_CONFIG")}
    os.environ["MODERATOR_APP_DATA"] = str(scratch / "data")
    os.environ["MODERATOR_APP_CONFIG"] = str(scratch / "config")
    translators = Translators()
    try:
        app = make_app()
        controller = GameController(Settings(None), store_factory=MemoryGameStore)
        controller.lang = translators.switch(lang or "ru")
        window = build_window(controller, translators)
        window.resize(1280, 820)
        if not controller.import_example():
            print(controller.last_error, file=sys.stderr)
            return 1
        window.show()
        app.processEvents()
        image = window.grab()
        if screenshot and not image.save(screenshot):
            print(f"{screenshot}: cannot save the screenshot", file=sys.stderr)
            return 1
        window.close()
        return 0
    finally:
        translators.switch("en")  # its translators go too: an app that runs on (tests) keeps its own language
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        shutil.rmtree(scratch, ignore_errors=True)
