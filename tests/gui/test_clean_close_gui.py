"""#14 item 7: the window's store is closed cleanly at the end of the app (gui.app.run_app calls
`close_store`), so the next start trusts the database instead of reading all of it; a start with
games asks the store for a count, not for the whole list."""

from __future__ import annotations

import os
from pathlib import Path

from moderator_app.storage.clean_close import mark_path
from moderator_app.storage.startup import open_data


def test_closing_the_windows_store_leaves_the_mark_the_next_start_trusts(open_window, monkeypatch):
    window = open_window("ru")  # the first start: the example game
    controller = window.controller
    assert controller.game is not None
    listed: list[int] = []
    real = type(controller.store).list_games
    monkeypatch.setattr(type(controller.store), "list_games", lambda self: listed.append(1) or real(self))
    controller.open_where_left()  # a start with games: the last game reopens without listing them all
    assert listed == []
    controller.close_store()
    data = Path(os.environ["MODERATOR_APP_DATA"])
    assert mark_path(data / "games.sqlite3").is_file()
    again = open_data(data)
    assert again.state.trusted is not None and again.state.games == 1
    again.store.close()
