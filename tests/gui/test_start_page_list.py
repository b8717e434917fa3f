"""The start page's games list reads each set's name once and formats dates by hand (storage speed
work): the rows say exactly what they said with strftime and a name lookup per game."""

from __future__ import annotations

from moderator_app.app.session import GameSession
from moderator_app.engine.roleset import load_roleset
from moderator_app.gui import start_page
from moderator_app.storage.startup import open_data
from tests.storage import damage


def test_rows_name_the_set_and_the_local_time_as_before(open_window, monkeypatch):
    opened = open_data()
    for number in range(3):
        GameSession.new(opened.store, f"Партия {number}", damage.SETUP)
    window = open_window("pl", start=False)
    window.controller.use_store(opened.store)
    looked_up: list[str] = []
    real = start_page.StartPage._set_name
    monkeypatch.setattr(start_page.StartPage, "_set_name", lambda self, ref: looked_up.append(ref) or real(self, ref))
    window.show_start()
    page = window.start_page
    looked_up.clear()  # show_start refreshed once already
    page.refresh()
    rows = {game.id: game for game in opened.store.list_games()}
    name = load_roleset("forum-mafia-classic").name("pl")
    for i in range(page.games.count()):
        item = page.games.item(i)
        game = rows[item.data(start_page._game_id_role())]
        assert item.text() == f"{game.title} — {name} — {game.updated.astimezone().strftime('%d.%m.%Y %H:%M')}"
    assert looked_up == ["forum-mafia-classic"]  # three games, one set: its name looked up once
    opened.lock.release()
