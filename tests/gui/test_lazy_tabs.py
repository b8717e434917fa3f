"""Start-up: the game's first frame builds only the tab it shows; the other tabs are built when the
host first opens them, or by the warm-up after the game is shown (gui/warm_up.py)."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication

from moderator_app.gui.app import after_first_frame


def test_the_game_shows_with_only_its_board_built_and_the_warm_up_builds_the_rest(open_window, qtbot):
    window = open_window(start=False)
    try:
        warm = after_first_frame(QApplication.instance(), window.controller, window)
        qtbot.waitUntil(lambda: window.controller.session is not None, timeout=60_000)
        assert window.game_view.built_pages() == ["board"]  # the example game, shown at the first start
        qtbot.waitUntil(lambda: warm.done, timeout=60_000)
    finally:
        gc.unfreeze()  # the test process goes on: its objects stay collectable
    assert len(window.game_view.built_pages()) == 6


def test_tabs_are_built_when_first_shown(window):
    view = window.game_view
    assert view.built_pages() == ["board"]
    view.tabs.setCurrentIndex(4)
    assert view.built_pages() == ["board", "posts"] and view.tabs.currentWidget() is view.posts
    assert view.posts.phase_pick.count() > 1  # refreshed on first show: the example's resolved phases
