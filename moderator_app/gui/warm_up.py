"""Work that follows the first frame (#14 item 9), so the window paints first and the host's first
actions find everything loaded.

Each step runs in its own turn of the event loop (QTimer.singleShot(0)), so the window stays
responsive between steps; a step may return further steps, which run next; work that touches no
Qt object may run in a thread instead. Each step's
duration is kept: the longest is how long the window could not answer at start (the benchmark
prints it). A step that fails is logged and skipped: warming up is never a reason not to start.
"""

from __future__ import annotations

import gc
import importlib
import logging
import threading
import time
from typing import Any, Callable

from PySide6.QtCore import QTimer

log = logging.getLogger(__name__)


class WarmUp:
    def __init__(self, steps: list[Callable[[], object]], threads: list[Callable[[], object]] = ()):
        self.steps = list(steps)
        self.threads = list(threads)  #: started when the steps are done (they would only slow the steps down)
        self.took: list[tuple[str, float]] = []  #: (step, ms) in the order they ran
        self._running: list[threading.Thread] = []
        self._steps_done = False

    def start(self) -> "WarmUp":
        QTimer.singleShot(0, self._next)
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
        start = time.perf_counter()
        try:
            more = step()
            if isinstance(more, list):
                self.steps[:0] = more
        except Exception:  # noqa: BLE001 - a failed warm-up only costs the first action its time
            log.exception("warm-up step %s failed", getattr(step, "__name__", step))
        self.took.append((getattr(step, "__name__", "step"), (time.perf_counter() - start) * 1000))
        QTimer.singleShot(0, self._next)

    def _start_threads(self) -> None:
        for work in self.threads:
            thread = threading.Thread(target=work, name=f"warm-up {getattr(work, '__name__', '')}", daemon=True)
            self._running.append(thread)
            thread.start()


#: modules a host's first actions import (posts: jinja2; the parser; the pages' own modules)
FIRST_ACTION_MODULES = ("moderator_app.app.session", "moderator_app.posts", "moderator_app.app.inbox.paste",
                        "moderator_app.parsing.message", "moderator_app.parsing.thread", "moderator_app.app.deadlines",
                        "moderator_app.gui.new_game", "moderator_app.posts.preview")


def first_action_steps(controller: Any, window: Any) -> list[Callable[[], object]]:
    """The steps after the data is open: modules, the post language's templates compiled, every tab
    of the game view built (each refreshes when first shown), the new-game page with its role
    sets read, and the parser's index for the open game's role set."""
    if not window.isVisible():  # the start was refused (damaged data, the host quit)
        return []
    from ..gui.game_view import PAGES

    steps: list[Callable[[], object]] = [lambda name=name: importlib.import_module(name) for name in FIRST_ACTION_MODULES]
    steps.append(lambda: _template_steps(controller.settings.post_lang))
    steps += [lambda name=name: window.game_view.page(name) for name, _module, _cls in PAGES]
    steps.append(lambda: window.new_game_page.reset())
    steps.append(lambda: _warm_reading(controller))
    steps.append(_freeze_what_is_loaded)
    return steps


def _freeze_what_is_loaded() -> None:
    """Everything loaded so far lives as long as the app: the garbage collector stops walking it
    (gc.freeze), so its full collections, which would otherwise land inside a host's action, stay short."""
    gc.collect()
    gc.freeze()


def _template_steps(lang: str) -> list[Callable[[], object]]:
    """One step per post template of the language (jinja compiles each on first use)."""
    from .. import paths
    from ..posts.render import environment

    env = environment()
    folder = paths.templates_dir() / lang
    names = sorted(p.name for p in folder.glob("*.j2")) if folder.is_dir() else []
    return [lambda name=name: env.get_template(f"{lang}/{name}") for name in names]


def _warm_reading(controller: Any) -> None:
    """Read one message against the open game: the parser builds its index of the role set's words."""
    game = controller.game
    if game is None or not game.living():
        return
    from ..app.inbox.paste import read_paste

    read_paste(game, f"{game.living()[0]}", voting=True)
