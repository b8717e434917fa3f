"""The main window fits a 1366×768 laptop screen (1366×740 left under the taskbar) with every page
and every tab shown, in Russian and Polish (the longer words): nothing is hidden to fit — long rows
wrap onto two lines, long lists scroll."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStackedWidget, QTabWidget

from .conftest import SEATS
from .screen_walk import walk_widget

LAPTOP_WIDTH, LAPTOP_HEIGHT = 1366, 740


def _shown_path(window) -> str:
    """Which page and tabs are shown, for the failure message."""
    names = []
    for holder in window.findChildren(QTabWidget):
        if holder.isVisible():
            names.append(holder.tabText(holder.currentIndex()))
    page = window.findChild(QStackedWidget).currentWidget()
    return type(page).__name__ + " / " + " / ".join(names)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_page_fits_a_1366x768_laptop(open_window, qtbot, lang):
    window = open_window(lang)
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    players[3]["nick"] = "Эддисон МакГє Длинноникова"  # a long nick, as real forums have
    assert window.controller.new_game("Игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    too_big: dict[str, str] = {}

    def measure() -> None:
        qtbot.wait(1)
        hint = window.minimumSizeHint()
        if hint.width() > LAPTOP_WIDTH or hint.height() > LAPTOP_HEIGHT:
            too_big[_shown_path(window)] = f"{hint.width()}×{hint.height()}"

    window.show_start()
    measure()
    window.show_new_game()
    measure()
    window.refresh()  # back to the open game: every tab, and every tab inside a tab
    walk_widget(window, lambda _where, _text: None, measure)
    assert window.stack.count() >= 3  # the list of games, the new game and the game were all measured
    assert not too_big, too_big
