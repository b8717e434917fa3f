"""The window's title names the app once, in the interface language. The platform (X11, Windows) appends the
application's display name to every window title unless the title already ends with it (Qt's
QPlatformWindow::formatWindowTitle), so a title that also starts with the app's name read
"Moderator — Game — Moderator" in the window's title bar, and "— Moderator" in English under a Russian
interface."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from moderator_app.i18n import catalogue

APP_NAME = {"ru": "Ведущий", "pl": "Prowadzący", "en": "Moderator"}


def _title_bar(window) -> str:
    """The title as the platform shows it (formatWindowTitle with the en dash separator)."""
    title, name = window.windowTitle(), QApplication.applicationDisplayName()
    return title if not name or title.endswith(name) else f"{title} — {name}" if title else name


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_the_title_bar_names_the_app_once_in_the_interface_language(open_window, qtbot, lang):
    window = open_window(lang)
    assert window.controller.new_game("Anxiety's Alliteration", {"ruleset": "forum-mafia-classic", "seed": 2,
                                                                 "players": [{"nick": n, "role": "citizen"} for n in
                                                                             ("A", "B", "C", "D", "E")]})
    shown = _title_bar(window)
    assert shown == f"Anxiety's Alliteration — {APP_NAME[lang]}"
    for other in set(APP_NAME.values()) - {APP_NAME[lang]}:
        assert other not in shown
    window.show_start()  # the list of games
    shown = _title_bar(window)
    games = catalogue(lang).get("qt.MainWindow.Games", "Games")
    assert shown == f"{games} — {APP_NAME[lang]}"
