"""Work that follows the first frame (#14 item 9), so the window paints first and the host's first
actions find everything loaded.

Each step runs in its own turn of the event loop (QTimer.singleShot(0)), so the window stays
responsive between steps; a step may return further steps, which run next, or `WAIT` to be asked
again a moment later (it waits for the start loader's thread, gui.start_loader); work that touches no
Qt object may run in a thread instead; while a step runs, the start loader's thread stands aside
(gui.start_loader.window_busy), so the step does not take turns with it for the interpreter. Each
step's duration is kept: the longest is how long the window could not answer at start (the
benchmark prints it, beside the longest hold the event loop saw). A step that fails is logged and
skipped: warming up is never a reason not to start.
"""

from __future__ import annotations

import functools
import gc
import logging
import threading
import time
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QTimer
from ..gui.game_view import PAGES
from .. import paths
from .start_loader import WAIT, imported_later, window_busy

if TYPE_CHECKING:  # annotations only
    from .controller import GameController
    from .main_window import MainWindow

log = logging.getLogger(__name__)

#: a step that answers `WAIT` is asked again after this long (ms), the window answering the host meanwhile
WAIT_MS = 2
#: the pause before the next step: a timer, not a zero-delay call, so the event loop takes its other
#: work (a click, a repaint, a due timer) between two steps; with zero, Qt ran two or three steps
#: back to back and their holds added up (#25)
NEXT_MS = 1
#: the collector is never held longer than this (s), whatever became of the warm-up
COLLECTOR_HELD_AT_MOST = 120.0


class WarmUp:
    def __init__(self, steps: list[Callable[[], object]], threads: tuple[Callable[[], object], ...] | list[Callable[[], object]] = ()):
        self.steps = list(steps)
        self.threads = list(threads)  #: started when the steps are done (they would only slow the steps down)
        self.took: list[tuple[str, float]] = []  #: (step, ms) in the order they ran
        self.took_cpu: list[float] = []  #: the same steps in the window's thread's CPU time, ms
        self._running: list[threading.Thread] = []
        self._steps_done = False

    def start(self) -> "WarmUp":
        QTimer.singleShot(NEXT_MS, self._next)
        return self

    @property
    def done(self) -> bool:
        return self._steps_done and len(self._running) == len(self.threads) and not any(
            t.is_alive() for t in self._running)

    def _next(self) -> None:
        if not self.steps:
            self._steps_done = True
            self._start_threads()
            return
        step = self.steps.pop(0)
        start, start_cpu = time.perf_counter(), time.thread_time()
        try:
            with window_busy():
                more = step()
            if more is WAIT:
                self.steps.insert(0, step)
                QTimer.singleShot(WAIT_MS, self._next)
                return
            if isinstance(more, list):
                self.steps[:0] = more
        except Exception:  # noqa: BLE001 - a failed warm-up only costs the first action its time
            log.exception("warm-up step %s failed", getattr(step, "__name__", step))
        self.took.append((getattr(step, "__name__", "step"), (time.perf_counter() - start) * 1000))
        self.took_cpu.append((time.thread_time() - start_cpu) * 1000)
        QTimer.singleShot(NEXT_MS, self._next)

    def _start_threads(self) -> None:
        for work in self.threads:
            thread = threading.Thread(target=work, name=f"warm-up {getattr(work, '__name__', '')}", daemon=True)
            self._running.append(thread)
            thread.start()


def first_action_steps(controller: GameController, window: MainWindow, caches_filled: Callable[[], bool] = lambda: True
                       ) -> list[Callable[[], object]]:
    """The steps after the data is open (their modules were imported by the start loader's thread):
    the post language's templates compiled, every tab of the game view built (each refreshes when
    first shown), and — once the loader has read the role sets and filled the parser's word caches
    (`caches_filled`) — the new-game page and the parser's index for the open game's role set."""
    if not window.isVisible():  # the start was refused (damaged data, the host quit)
        return [_freeze_what_is_loaded]

    steps: list[Callable[[], object]] = [_named("templates", _once_loaded(
        "moderator_app.posts.render", lambda: _template_steps(controller.settings.post_lang)))]
    steps += [_named(f"tab {name}", _once_loaded(f"{__package__}.{module}", _tab_step(window, name)))
              for name, module, _cls in PAGES]
    steps.append(_named("new-game page", lambda: _build_new_game_page(window) if caches_filled() else WAIT))
    steps.append(_named("new-game page filled", lambda: window.new_game_page.reset()))
    steps.append(_named("parser index", lambda: _warm_reading(controller) if caches_filled() else WAIT))
    steps.append(_freeze_what_is_loaded)
    return steps


def _build_new_game_page(window: MainWindow) -> None:
    """The new-game page built, once the loader has read the role sets and loaded the dictionaries: it
    reads no set itself, and builds without the loader's reading beside it (its 17 ms of CPU took
    100–250 ms on the clock beside it); filled in a step of its own (~11 ms of CPU each)."""
    _ = window.new_game_page  # the property builds it


def _tab_step(window: MainWindow, name: str) -> Callable[[], object]:
    return lambda: window.game_view.page(name)


def _once_loaded(module: str, step: Callable[[], object]) -> Callable[[], object]:
    """The step once the start loader has imported `module` (WAIT till then): run before, the window's
    thread imported it itself or stood on the loader's import lock (Jinja held it 110–160 ms, #25)."""
    return lambda: WAIT if imported_later(module) else step()


def _named(name: str, step: Callable[[], object]) -> Callable[[], object]:
    """The step under a name the benchmark's list of steps shows."""
    step.__name__ = name
    return step


def hold_collector() -> None:
    """The garbage collector off from the start until the warm-up is over (`_freeze_what_is_loaded`
    turns it on again). Its full passes over the heap of fresh imports held the event loop 100–300 ms
    at a stretch, whichever thread started them (the start loader's imports allocate the most), and
    freed almost nothing: at the end of a usual start 1,352 of 193,596 tracked objects were garbage
    (tests/bench/bench_startup.py, #25). Should the warm-up never end, it is on again after
    `COLLECTOR_HELD_AT_MOST` seconds all the same."""
    gc.disable()
    timer = threading.Timer(COLLECTOR_HELD_AT_MOST, gc.enable)
    timer.daemon = True
    timer.start()


def _freeze_what_is_loaded() -> None:
    """Everything loaded so far lives as long as the app: the garbage collector stops walking it
    (gc.freeze), so its full collections, which would otherwise land inside a host's action, stay
    short. After a start that held the collector (`hold_collector`) nothing is collected first: the
    whole start is in its young generation, and a pass over it held the window for ~350 ms, to free
    under 1% of it. Else (a window built without `run_app`: the tests) only the young generations are
    collected first: a full collection here held the window for 40–70 ms."""
    if gc.isenabled():
        gc.collect(1)
    gc.freeze()
    gc.enable()


def _template_steps(lang: str) -> list[Callable[[], object]]:
    """One step per post template of the language (jinja compiles each on first use)."""
    # lazy: posts.render costs ~144 ms CPU, not needed to show the last game (bench_startup)
    from ..posts.render import environment

    env = environment()
    folder = paths.templates_dir() / lang
    names = sorted(p.name for p in folder.glob("*.j2")) if folder.is_dir() else []
    return [_named(f"template {name}", functools.partial(env.get_template, f"{lang}/{name}")) for name in names]


def _warm_reading(controller: GameController) -> None:
    """Read one message against the open game: the parser builds its index of the role set's words."""
    game = controller.game
    if game is None or not game.living():
        return
    # lazy: app.inbox.paste costs ~230 ms CPU, not needed for the first click (test_first_click_lean)
    from ..app.inbox.paste import read_paste

    read_paste(game, f"{game.living()[0]}", voting=True)
