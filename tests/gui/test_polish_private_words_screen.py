"""host-findings-2 item 17 on the screens (Polish window, SUSPI): the doctor's dawn PM read «Ochrona
gracza [b]Ewa[/b] nie była potrzebna» and the log «Tomek przeszukuje Bibliotekę: morderca nie»."""

from __future__ import annotations

import pytest

from .test_inbox_room_beside import SEATS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_protectors_pm_and_the_inspection_log_read_in_polish(open_window, qtbot):
    window = open_window("pl")
    players = [{"nick": n, "role": r, "account": n.lower() + "_konto"} for n, r in SEATS]
    assert window.controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    controller = window.controller
    controller.apply("phase", kind="night")
    controller.apply("action", actor="Celina", action="protect", targets=["Ewa"], room="Kuchnia")
    controller.apply("action", actor="Tomek", action="inspect", targets=[], room="Biblioteka")
    controller.apply("resolve")
    view, tabs = window.game_view.resolve, window.game_view.tabs
    tabs.setCurrentWidget(view)
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert any("Tomek przeszukuje Bibliotekę — morderca: " in line for line in lines), lines
    posts = window.game_view.posts
    tabs.setCurrentWidget(posts)
    texts = [text for _label, text in posts.posts]
    assert any("Twoja ochrona ([b]Ewa[/b]) " in text for text in texts), texts
    assert not any("Ochrona gracza" in text for text in texts), texts
