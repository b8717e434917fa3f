"""Work that follows the first frame (#14 item 9), so the window paints first and the host's first
actions find everything loaded.

Each step runs in its own turn of the event loop (QTimer.singleShot(0)), so the window stays
responsive between steps; work that touches no Qt object may run in a thread instead. Each step's
duration is kept: the longest is how long the window could not answer at start (the benchmark
prints it). A step that fails is logged and skipped: warming up is never a reason not to start.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Callable

from PySide6.QtCore import QTimer

log = logging.getLogger(__name__)


class WarmUp:
    def __init__(self, steps: list[Callable[[], object]], threads: list[Callable[[], object]] = (),
                 thread_delay_ms: int = 0):
        self.steps = list(steps)
        self.threads = list(threads)
        self.thread_delay_ms = thread_delay_ms
        self.took: list[tuple[str, float]] = []  #: (step, ms) in the order they ran
        self._running: list[threading.Thread] = []
        self._steps_done = False

    def start(self) -> "WarmUp":
        QTimer.singleShot(0, self._next)
        QTimer.singleShot(self.thread_delay_ms, self._start_threads)
        return self

    @property
    def done(self) -> bool:
        return self._steps_done and len(self._running) == len(self.threads) and not any(
            t.is_alive() for t in self._running)

    def _next(self) -> None:
        if not self.steps:
            self._steps_done = True
            return
        step = self.steps.pop(0)
        start = time.perf_counter()
        try:
            step()
        except Exception:  # noqa: BLE001 - a failed warm-up only costs the first action its time
            log.exception("warm-up step %s failed", getattr(step, "__name__", step))
        self.took.append((getattr(step, "__name__", "step"), (time.perf_counter() - start) * 1000))
        QTimer.singleShot(0, self._next)

    def _start_threads(self) -> None:
        for work in self.threads:
            thread = threading.Thread(target=work, name=f"warm-up {getattr(work, '__name__', '')}", daemon=True)
            self._running.append(thread)
            thread.start()
