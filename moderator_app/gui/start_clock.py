"""How long a start keeps the host waiting, measured inside the app as the host feels it (#25):
the first frame, the last game shown, the first click answered, and the longest the event loop was
held between the first frame and the end of the warm-up.

The longest hold is the longest gap between two ticks of a 5 ms timer: a click made in that gap
waits that long before the window answers it (the figure includes the timer's own 5 ms). Beside it,
the most CPU time the window's thread spent between two ticks: on a machine shared with other work
the clock's gap also holds the time the system gave to other processes. And the longest gap less
the time the window's thread stood ready but waited for a core (Linux's per-thread schedstat): the
hold as a quiet machine would see it — its CPU and its waits for the interpreter or the disk, not
the other processes' turns (#25: a bench on 2 cores shared by 8 people). The click
is a real mouse press and release on the game's Inbox tab, posted the moment the game is shown,
as a host who clicks at once; it is answered when the tab is painted.

Used by `moderator-app --smoke` (on a copy of the host's own folder, gui/smoke.py) and by
tests/bench/bench_startup.py: they start the app in a child process with `MODERATOR_APP_START_CLOCK`
set (JSON: the parent's `time.time()` when it started the child, and where to save a screenshot);
the child prints its figures as one JSON line and quits when the warm-up is over. The app's plain
start runs without it.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QTimer, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from .game_view import PAGES

if TYPE_CHECKING:  # annotations only
    from .controller import GameController
    from .main_window import MainWindow
    from .warm_up import WarmUp

#: the hold probe's period, ms
TICK_MS = 5
#: the tab the first click opens (index in the game view's tabs): the inbox, a host's usual first stop
CLICKED_TAB = 2
#: the variable that asks for the clock (set by the smoke check and the benchmark, never by a host)
VARIABLE = "MODERATOR_APP_START_CLOCK"
#: a start not over after this long is reported as such (s)
GIVE_UP_AFTER = 120
#: a click still not answered this long after the warm-up is over never will be: the start failed (s)
UNANSWERED_AFTER = 5


def clock_from_environment(window: MainWindow) -> "StartClock | None":
    """The clock when the parent asked for one, started at the window's first frame; else None."""
    asked = os.environ.pop(VARIABLE, None)  # popped: a process this one starts is not measured
    if not asked:
        return None
    settings = json.loads(asked)
    clock = StartClock(float(settings["origin"]), settings.get("screenshot"))
    QApplication.processEvents()
    clock.first_frame(window)
    return clock


class StartClock(QObject):
    def __init__(self, origin: float, screenshot: str | None = None):
        """`origin`: `time.time()` when the process was started (by its parent, or its first line)."""
        super().__init__()
        self.origin = origin
        self.screenshot = screenshot
        self.marks: dict[str, float] = {}  #: ms since `origin`
        self.longest_hold = 0.0
        self.hold_at = 0.0  #: when the longest hold ended, ms since `origin`
        #: the most CPU the window's thread spent between two ticks: the hold without what other
        #: processes of a busy machine took from it (nor the time it waited for the interpreter)
        self.longest_hold_cpu = 0.0
        #: the longest gap less the time the window's thread waited for a core meanwhile (`waited_for_a_core`)
        self.longest_hold_own = 0.0
        self._last_queued = 0.0
        self._last_tick: float | None = None
        self._last_cpu = 0.0
        self._probe = QTimer(self)
        self._probe.setInterval(TICK_MS)
        self._probe.timeout.connect(self._tick)
        self._window: MainWindow | None = None

    def now(self) -> float:
        return (time.time() - self.origin) * 1000

    def mark(self, name: str) -> None:
        """The moment, on the clock and in the process's CPU time (all its threads; steadier on a busy machine)."""
        if name not in self.marks:
            self.marks[name] = self.now()
            self.marks[f"{name}, CPU"] = time.process_time() * 1000

    # ----- the first frame and the holds after it ----------------------------------------------
    def first_frame(self, window: MainWindow) -> None:
        """The window is painted (`grab` renders it as the screen would): the probe starts."""
        window.grab()
        self.mark("first frame")
        self._last_tick, self._last_cpu, self._last_queued = time.perf_counter(), time.thread_time(), waited_for_a_core()
        self._probe.start()

    def _tick(self) -> None:
        now, cpu, queued = time.perf_counter(), time.thread_time(), waited_for_a_core()
        if self._last_tick is not None:
            gap = (now - self._last_tick) * 1000
            if gap > self.longest_hold:
                self.longest_hold, self.hold_at = gap, self.now()
            self.longest_hold_cpu = max(self.longest_hold_cpu, (cpu - self._last_cpu) * 1000)
            self.longest_hold_own = max(self.longest_hold_own, gap - (queued - self._last_queued))
        self._last_tick, self._last_cpu, self._last_queued = now, cpu, queued
        if "first click made" in self.marks and not self.answered:
            self._maybe_answered()

    def stop(self) -> None:
        self._probe.stop()

    # ----- the game shown and the first click ----------------------------------------------------
    def watch(self, controller: GameController, window: MainWindow) -> None:
        """Mark the moment the window shows a game (or the list of games, when none opens) and click
        its Inbox tab at once."""
        self._window = window
        controller.changed.connect(self._maybe_shown)

    def _maybe_shown(self) -> None:
        window = self._window
        if window is None or "last game shown" in self.marks:
            return
        view = window._game_view
        if view is None or window.stack.currentWidget() is not view or window.controller.session is None:
            return
        window.repaint()  # painted now, as the screen shows it (the pending update is this paint)
        self.mark("last game shown")
        self._view = view
        view.tabs.currentChanged.connect(self._maybe_answered)
        bar = view.tabs.tabBar()
        at = QPointF(bar.tabRect(CLICKED_TAB).center())
        for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            buttons = _left() if kind == QEvent.Type.MouseButtonPress else _none()
            QApplication.postEvent(bar, QMouseEvent(kind, at, bar.mapToGlobal(at), _left(), buttons, _no_keys()))
        self.mark("first click made")

    def _maybe_answered(self, *_args: object) -> None:
        """The click is answered when the clicked tab shows its page, painted (a page whose modules
        were still loading follows the tab a moment later: gui.game_view)."""
        view, window = getattr(self, "_view", None), self._window
        if view is None or window is None or "first click answered" in self.marks or view.tabs.currentIndex() != CLICKED_TAB:
            return

        if PAGES[CLICKED_TAB][0] not in view.built_pages() or view.tabs.currentWidget() is not view.page(PAGES[CLICKED_TAB][0]):
            return
        window.repaint()
        self.mark("first click answered")

    @property
    def answered(self) -> bool:
        return "first click answered" in self.marks

    # ----- the end of the start: figures out, the app closed ------------------------------------
    def report_when_done(self, app: QApplication, controller: GameController, window: MainWindow, warm: WarmUp) -> None:
        """When the warm-up is over and the click answered (or there was no game to click in): the
        figures on stdout as one JSON line, the screenshot saved, and the app quit — exit 1 when the
        window could not be used (no data opened, or the start never ended)."""
        self.watch(controller, window)
        poll = QTimer(self)
        poll.setInterval(10)

        def check() -> None:
            if warm.done:
                self.mark("warm-up over")
            unanswered = self.now() > self.marks.get("warm-up over", float("inf")) + UNANSWERED_AFTER * 1000
            over = warm.done and (self.answered or "last game shown" not in self.marks or unanswered)
            late = self.now() > GIVE_UP_AFTER * 1000
            if not (over or late):
                return
            poll.stop()
            self.stop()
            figures = self.figures()
            figures["longest warm-up step"] = max((ms for _step, ms in warm.took), default=0.0)
            figures["longest warm-up step, name"] = max(warm.took, key=lambda took: took[1], default=("—", 0.0))[0]
            figures["longest warm-up step, CPU"] = max(warm.took_cpu, default=0.0)
            figures["store open"] = float(controller.store_ready and controller.data_problem is None)
            figures["game"] = controller.game_title(controller.game_id) if controller.game_id is not None else None
            ok = not late and window.isVisible() and figures["store open"] == 1.0 and not unanswered
            if self.screenshot and not window.grab().save(self.screenshot):
                print(f"{self.screenshot}: cannot save the screenshot", file=sys.stderr)
                ok = False
            print(json.dumps(figures), flush=True)
            window.close()
            app.exit(0 if ok else 1)

        poll.timeout.connect(check)
        poll.start()

    def figures(self) -> dict[str, Any]:
        figures = dict(self.marks)
        figures["longest hold after the first frame"] = self.longest_hold
        figures["longest hold ended at"] = self.hold_at
        figures["longest hold, CPU of the window's thread"] = self.longest_hold_cpu
        figures["longest hold, less the waits for a core"] = self.longest_hold_own
        figures["end, CPU"] = time.process_time() * 1000
        return figures


def waited_for_a_core() -> float:
    """ms the calling thread has stood ready to run while the system ran other work (Linux:
    /proc/thread-self/schedstat, its second field, ns); 0 where the system does not say."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e6
    except (OSError, ValueError, IndexError):
        return 0.0


def _left() -> Qt.MouseButton:
    return Qt.MouseButton.LeftButton


def _none() -> Qt.MouseButton:
    return Qt.MouseButton.NoButton


def _no_keys() -> Qt.KeyboardModifier:
    return Qt.KeyboardModifier.NoModifier
