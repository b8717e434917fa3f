"""The QApplication, its translators and `run_app` (started by `moderator_app.__main__`): the first
frame, then the rest of the start in turns of the event loop and a background thread (#14 item 9, #25).
`--smoke` is gui/smoke.py.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from .controller import GameController
from .i18n import Translators
from .settings import Settings
from .main_window import MainWindow
from .. import paths
from .start_loader import WAIT, StartLoader, window_waits
from .single_copy import refuse_second_copy
from ..app.folder_lock import can_hold, hold

if TYPE_CHECKING:  # annotations only: nothing more loads before the first frame
    from ..storage.lock import FolderLock
    from ..engine.model.game import Game
    from ..engine.model.journal import Entry
    from .warm_up import WarmUp


def make_app(icon: bool = True) -> QApplication:
    """`icon=False`: the caller sets the icon after the first frame (`set_icon`)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)  # the window's application, never a plain QCoreApplication
    app.setApplicationName("moderator-app")
    app.setApplicationDisplayName("Moderator")
    app.setOrganizationName("moderator-app")
    if icon:
        set_icon()
    return app


def set_icon() -> None:
    from .icon import app_icon  # lazy: gui.icon costs ~18 ms CPU, not needed before the first frame (bench_startup)

    QApplication.setWindowIcon(app_icon())


def build_window(controller: GameController, translators: Translators) -> MainWindow:
    return MainWindow(controller, translators)


#: how long the store's modules wait for the pages a first click opened (s)
STORE_WAITS_AT_MOST = 1.0
#: What the window manager adds around the window (title bar, borders), kept free when fitting.
FRAME_ALLOWANCE = 40


def fit_to_screen(window: MainWindow, free: QRect | None = None) -> None:
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


def run_app(smoke: bool = False, screenshot: str | None = None, lang: str | None = None,
            open_file: str | None = None) -> int:
    """The window (`moderator-app`); `smoke`: the start measured on a copy of the host's folder (gui.smoke)."""
    if smoke:
        from .smoke import smoke_check  # lazy: gui.smoke costs ~136 ms CPU, not needed before the first frame (bench_startup)

        return smoke_check(screenshot, lang, open_file)
    # lazy: gui.pyside_hook costs ~0 ms CPU, not needed before the first frame (bench_startup)
    from .pyside_hook import skip_source_reading
    from .warm_up import hold_collector  # lazy: gui.warm_up costs ~6 ms CPU, not needed before the first frame (bench_startup)

    skip_source_reading()  # every import from here on: PySide reads no module's source
    hold_collector()  # on again when the warm-up is over
    shown = show_first_frame(lang, open_file=open_file)
    if shown is None:
        return 1
    app, controller, window, lock = shown
    # lazy: gui.start_clock costs ~26 ms CPU, not needed before the first frame (bench_startup)
    from .start_clock import clock_from_environment

    clock = clock_from_environment(window)  # the smoke check's and the benchmark's child only
    warm = after_first_frame(app, controller, window, open_file=open_file)
    if clock is not None:
        clock.report_when_done(app, controller, window, warm)
    try:
        return app.exec()
    finally:
        controller.close_store()  # a clean close: the next start trusts the database instead of reading it all
        if lock is not None:
            lock.release()


def show_first_frame(lang: str | None = None, size: tuple[int, int] | None = None, open_file: str | None = None
                     ) -> tuple[QApplication, GameController, MainWindow, FolderLock | None] | None:
    """Paint first (#14 item 9): the window shows before the engine, the database and the last
    game load. (app, controller, window, the data folder's lock), or None when another copy holds
    the folder (it was told so). The start loader's thread (gui.start_loader) is started first: it
    imports the engine while the window's thread waits on Qt, and reads the last game once the
    folder's lock is held. The benchmark (tests/bench/bench_session.py) starts the same way."""
    settings = Settings.for_host()
    folder = paths.chosen_data_dir()
    loader = StartLoader(folder, None if open_file else settings.last_game).start()
    app = make_app(icon=False)
    translators = Translators()
    lang = translators.switch(lang or settings.lang or "ru")

    lock = hold(folder) if can_hold(folder) else None
    if lock is None and can_hold(folder):
        loader.cancel()
        refuse_second_copy(folder)
        return None
    loader.may_read.set()  # the folder is this process's (or unusable: the start-up check will say so)
    controller = GameController(settings)
    controller.lang = lang
    window = build_window(controller, translators)
    window.start_loader = loader
    fit_to_screen(window)
    if size is not None:  # the benchmark's window, as large as the bare one it is measured against
        window.resize(*size)
    window.show()
    return app, controller, window, lock


def after_first_frame(app: QApplication, controller: GameController, window: MainWindow,
                      open_file: str | None = None) -> WarmUp:
    """What follows the first frame, each step in its own turn of the event loop (gui.warm_up), with
    the work that needs no Qt object in the start loader's thread (gui.start_loader): `StartSteps`,
    then the icon and what a host's first actions need — the post templates, the tabs, the new-game
    page, the parser's index — so that no first action pays for loading it. The returned WarmUp says
    when all is done (the benchmark waits for it)."""
    # lazy: gui.warm_up costs ~6 ms CPU, not needed before the first frame (bench_startup)
    from .warm_up import WarmUp, first_action_steps

    loader = getattr(window, "start_loader", None)
    if loader is None:  # a window built without show_first_frame (tests): the same loader, started now
        loader = StartLoader(paths.chosen_data_dir(), None if open_file else controller.settings.last_game).start()
        loader.may_read.set()
    start = StartSteps(app, controller, window, loader, open_file)
    return WarmUp([start.build_view, start.show_last_game, loader.go_on.set, start.let_the_store_load, start.open_store,
                   set_icon, lambda: first_action_steps(controller, window, loader.done.is_set)],
                  threads=[loader.done.wait]).start()


class StartSteps:
    """The start's steps that wait for the start loader (each returns `WAIT` till it has done its
    part): the game view built while the thread reads and rebuilds the last game, then that game
    shown; the store opened once the thread has imported SQLAlchemy, then the game in the store."""

    def __init__(self, app: QApplication, controller: GameController, window: MainWindow, loader: StartLoader,
                 open_file: str | None = None):
        self.app, self.controller, self.window, self.loader, self.open_file = app, controller, window, loader, open_file
        self._first_asked: float | None = None  #: when `let_the_store_load` was first asked

    def build_view(self) -> object:
        """The game view and its board, before there is a game to show (their modules are the thread's)."""
        if not self.loader.game_modules.is_set():
            return WAIT
        self.window.game_view.page("board")
        return None

    def show_last_game(self) -> object:
        loader, controller = self.loader, self.controller
        if not loader.game_done.is_set():
            return WAIT
        if loader.game is not None and loader.look is not None and controller.session is None:  # (set together)
            controller.show_rebuilt(loader.look, loader.game)
        elif loader.example is not None and controller.session is None and self.open_file is None:
            controller.show_example_ahead(*loader.example)  # a first start: stored once the store opens
        return None

    def let_the_store_load(self) -> object:
        """The store's modules (SQLAlchemy, ~0.4 s of CPU) load once what the host's first click opened
        is built from the first clicks' modules, so that page does not share the interpreter with them
        (at most `STORE_WAITS_AT_MOST` s: a page gone meanwhile never says it is built)."""
        if not self.loader.clicks_ready.is_set():
            return WAIT
        if self._first_asked is None:
            self._first_asked = time.monotonic()
        if window_waits() and time.monotonic() - self._first_asked < STORE_WAITS_AT_MOST:
            return WAIT
        self.loader.store_go.set()
        return None

    def open_store(self) -> object:
        """The store opened (the start-up check, a backup) in a step of its own, the game in the next:
        each waits on the disk's commits, together they held the window ~230 ms on a first start."""
        if not self.loader.imports_done.is_set():
            return WAIT
        # lazy: gui.migration_progress costs ~117 ms CPU, not needed before the first frame (bench_startup)
        from .migration_progress import MigrationProgress

        with MigrationProgress(self.window, self.controller.lang):  # an older folder is upgraded here: shown
            self.controller.open_store()
        return [self.open_game]

    def open_game(self) -> None:
        _open_host_data(self.app, self.controller, self.window, self.open_file, self.loader.example)
        self.loader.opened.set()


def _open_host_data(app: QApplication, controller: GameController, window: MainWindow, open_file: str | None = None,
                    example: tuple[list[Entry], Game] | None = None) -> None:
    """The store opened through the start-up check; when it could not be (damaged, unusable, a second
    copy of the app), the restore dialog or the message — never a fresh start over existing data.
    Then the game: the one the start loader showed already, or the game file the app was started
    with (`moderator-app GAME.mafia.json`), or where the host left off — on a first start the example
    game, which the start loader has read and rebuilt already (`example`: its journal and game)."""
    # lazy: gui.data_dialog costs ~509 ms CPU, not needed before the first frame (bench_startup)
    from .data_dialog import open_host_data
    # lazy: gui.migration_progress costs ~117 ms CPU, not needed before the first frame (bench_startup)
    from .migration_progress import MigrationProgress

    with MigrationProgress(window, controller.lang):  # an older folder is upgraded once, here: shown
        ready = controller.store is not None and controller.data_problem is None
    if not ready:
        with MigrationProgress(window, controller.lang):
            opened = open_host_data(window)
        if opened is None:
            window.close()
            app.exit(1)
            return
        controller.use_opened(opened)  # a backup that failed, a storage upgrade put off: said, not swallowed
        controller.session = None
    controller.store_example_ahead()  # the example shown before the store opened (a first start): its rows
    if controller.session is None:  # else the start loader's game is shown already, over this store now
        if open_file is not None and controller.import_game_file(Path(open_file)):
            pass  # a file that cannot be opened is said on the status bar, and the start goes on
        elif example is not None and not controller.store.game_count():
            controller.store_example(*example)
        else:
            controller.open_where_left()
    _ask_about_rules(window, controller)


def _ask_about_rules(window: MainWindow, controller: GameController) -> None:
    # lazy: gui.rules_prompt costs ~3 ms CPU, not needed before the first frame (bench_startup)
    from .rules_prompt import offer_rules_update

    offer_rules_update(window, controller)
