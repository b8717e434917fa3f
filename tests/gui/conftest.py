"""GUI fixtures: a main window over the real SQLite store in the test's temporary host folders,
in Russian (the users' first language), and a small classic game whose roles are known."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from moderator_app.gui.app import build_window, make_app
from moderator_app.gui.controller import GameController
from moderator_app.gui.i18n import Translators
from moderator_app.gui.settings import Settings

#: seat -> role: a classic game of eight with every role the inbox tests need
SEATS = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
         ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]


def pytest_collection_modifyitems(items):
    for item in items:
        # the offscreen platform warns that it cannot resize native windows; it is not our warning
        item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints"))


@pytest.fixture(autouse=True)
def no_quit_left_behind(qapp):
    """A test that ran the app's own loop (`run_app`, a refused start: `app.exit(1)`, the last window
    closed) can leave a Quit behind: a posted Quit event, or Qt's "quit now" flag, which only
    `QCoreApplication.exec` clears. Every later `qtbot.wait`/`waitUntil` loop then returned at once,
    timers never fired, and start-up tests several files later timed out (CI, 11 failures). The
    flag is cleared here by one short run of the app's loop."""
    yield
    QCoreApplication.removePostedEvents(qapp, QEvent.Type.Quit)
    QTimer.singleShot(0, qapp.quit)
    qapp.exec()


@pytest.fixture
def open_window(qtbot, tmp_path, monkeypatch):
    """A factory: a fresh main window as after a (re)start, over the same host folders."""
    monkeypatch.setenv("MODERATOR_APP_CACHE", str(tmp_path / "cache"))
    make_app()
    translators = Translators()

    def opener(lang: str = "ru", start: bool = True):
        controller = GameController(Settings.for_host())
        controller.lang = translators.switch(lang)
        window = build_window(controller, translators)
        qtbot.addWidget(window)
        window.show()
        if start:
            controller.open_where_left()
        return window

    yield opener
    translators.switch("en")


@pytest.fixture
def window(open_window):
    return open_window()


@pytest.fixture
def small_game(window):
    """The window on a new classic game of eight with fixed roles, at day 1."""
    controller = window.controller
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    assert controller.new_game("Тестовая игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    return window


def dated(window, at: str) -> None:
    """The open phase's deadline moved to the day a made-up page with fixed dates was written (`at`,
    "YYYY-MM-DD HH:MM"): its posts are of the game's own day, not older than the game, whose deadlines
    the app dates today (app.inbox.late.mark_older, host-findings-4 item 10)."""
    window.controller.apply("host", event="deadline", at=at)


def to_night(window, resolve_first: bool = True) -> None:
    """Resolve what is open and open the night (the classic cycle: day, then night)."""
    controller = window.controller
    if resolve_first:
        controller.apply("resolve")
    controller.apply("phase", kind="night")


def paste_signup(window, qtbot, text: str):
    """The host clicks «Новая игра» on the start page and pastes `text` into the sign-up list; the page."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.show_start()
    qtbot.mouseClick(window.start_page.new_button, Qt.MouseButton.LeftButton)
    page = window.new_game_page
    page.signup.setFocus()
    QApplication.clipboard().setText(text)
    page.signup.paste()
    return page


def export_selected(page, qtbot, path) -> None:
    """Click «Экспорт» on the start page with the save dialog answered by `path`."""
    from PySide6.QtCore import Qt

    page.ask_save_path = lambda name: str(path)
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)


def open_on_another_computer(open_window, qtbot, monkeypatch, tmp_path, path):
    """A co-host's first start (fresh data and settings folders) opening the exported game file."""
    from PySide6.QtCore import Qt

    monkeypatch.setenv("MODERATOR_APP_DATA", str(tmp_path / "cohost-data"))
    monkeypatch.setenv("MODERATOR_APP_CONFIG", str(tmp_path / "cohost-config"))
    other = open_window(start=False)
    other.show_start()
    other.start_page.ask_open_path = lambda: str(path)
    qtbot.mouseClick(other.start_page.open_file_button, Qt.MouseButton.LeftButton)
    return other


def inbox_tab(window):
    """The inbox, shown as the host opens its tab."""
    view = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(view)
    return view


def paste_text(view, text: str) -> None:
    """Paste as a host does: the text on the clipboard, Ctrl+V in the inbox's box."""
    view.paste.setFocus()
    QApplication.clipboard().setText(text)
    view.paste.paste()
