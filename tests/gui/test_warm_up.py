"""After the first frame (#14 item 9) the app opens the host's data and last game, then loads what a
host's first actions need, one step per turn of the event loop: the post templates compiled, every
tab of the game view built, the new-game page with its role sets, the parser's index. A step that
fails is logged and skipped: warming up never stops the app."""

from __future__ import annotations

import gc
import sys

from PySide6.QtWidgets import QApplication

from moderator_app.gui.app import after_first_frame
from moderator_app.gui.game_view import PAGES
from moderator_app.gui.warm_up import WarmUp


def _finish(qtbot, warm: WarmUp) -> None:
    qtbot.waitUntil(lambda: warm.done, timeout=60_000)


def test_after_the_first_frame_the_last_game_opens_and_every_first_action_finds_its_work_done(open_window, qtbot):
    window = open_window(start=False)
    assert window.controller.session is None and not window.controller.store_ready  # the first frame: nothing loaded
    try:
        warm = after_first_frame(QApplication.instance(), window.controller, window)
        _finish(qtbot, warm)
    finally:
        gc.unfreeze()  # the test process goes on: its objects stay collectable
    assert window.controller.game is not None  # the first start: the example game
    assert sorted(window.game_view.built_pages()) == sorted(name for name, _m, _c in PAGES)
    assert window._new_game_page is not None and window.stack.currentWidget() is window.game_view
    assert "moderator_app.posts.render" in sys.modules and "moderator_app.parsing.message" in sys.modules
    assert len(warm.took) > 10 and all(ms >= 0 for _step, ms in warm.took)


def test_a_failing_step_is_skipped_and_the_rest_still_run(qtbot, caplog):
    ran = []

    def broken():
        raise RuntimeError("no dictionary")

    warm = WarmUp([lambda: ran.append(1), broken, lambda: [lambda: ran.append(2)], lambda: ran.append(3)],
                  threads=[lambda: ran.append("thread")]).start()
    _finish(qtbot, warm)
    assert ran == [1, 2, 3, "thread"] and "no dictionary" in caplog.text


def test_the_start_loader_stands_aside_while_a_step_runs(qtbot):
    """Each step runs with the start loader's thread standing aside (gui.start_loader.window_busy), and
    between steps the loader may go on: a click the host makes then is not the step's."""
    from moderator_app.gui import start_loader

    seen: list[bool] = []
    warm = WarmUp([lambda: seen.append(start_loader._window_free.is_set())] * 2).start()
    _finish(qtbot, warm)
    assert seen == [False, False] and start_loader._window_free.is_set()


def test_the_collector_held_for_the_start_is_on_again_when_the_warm_up_is_over(open_window, qtbot):
    """`run_app` holds the garbage collector until the warm-up is over (its full passes over the fresh
    imports held the window 100–300 ms, #25): the warm-up's last step turns it on again."""
    from moderator_app.gui.warm_up import hold_collector

    window = open_window(start=False)
    hold_collector()
    try:
        assert not gc.isenabled()
        warm = after_first_frame(QApplication.instance(), window.controller, window)
        _finish(qtbot, warm)
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


def test_the_collector_is_never_held_for_good(qtbot, monkeypatch):
    """A warm-up that never ends (a loader stuck on a broken disk) still gets the collector back."""
    from moderator_app.gui import warm_up

    monkeypatch.setattr(warm_up, "COLLECTOR_HELD_AT_MOST", 0.05)
    warm_up.hold_collector()
    try:
        assert not gc.isenabled()
        qtbot.waitUntil(gc.isenabled, timeout=5_000)
    finally:
        gc.enable()


def test_the_new_game_page_waits_for_the_loaders_role_sets_and_dictionaries(window):
    """Built beside the loader's reading of the role sets, the page read them itself too and its 17 ms of
    CPU took 100–250 ms on the clock (#25): it waits till the loader's caches are filled."""
    from moderator_app.gui.start_loader import WAIT
    from moderator_app.gui.warm_up import first_action_steps

    filled = [False]
    steps = {getattr(step, "__name__", ""): step for step in first_action_steps(window.controller, window, lambda: filled[0])}
    assert steps["new-game page"]() is WAIT and window._new_game_page is None
    filled[0] = True
    assert steps["new-game page"]() is None and window._new_game_page is not None
