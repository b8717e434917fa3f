"""The start page's games list reads each set's name once and formats dates by hand (storage speed
work): the rows say exactly what they said with strftime and a name lookup per game."""

from __future__ import annotations

from moderator_app.app.session import GameSession
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.gui import start_page
from moderator_app.gui.games_list import ID_ROLE
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
        game = rows[item.data(ID_ROLE)]
        assert item.text() == f"{game.title} — {name} — {game.updated.astimezone().strftime('%d.%m.%Y %H:%M')}"
    assert looked_up == ["forum-mafia-classic"]  # three games, one set: its name looked up once
    opened.lock.release()


class _TwentyThousandGames:
    """A store as the start page reads it: 20,000 rows (storage.rows.GameInfo)."""

    def __init__(self):
        from datetime import datetime, timedelta, timezone

        from moderator_app.storage.rows import GameInfo

        start = datetime(2026, 1, 1, tzinfo=timezone.utc)
        self.rows = [GameInfo(n, f"Партия {n}", "forum-mafia-classic", start + timedelta(minutes=n)) for n in range(20_000, 0, -1)]

    def list_games(self):
        return list(self.rows)


def test_twenty_thousand_games_are_listed_and_only_the_rows_on_screen_are_formatted(open_window, qtbot, monkeypatch):
    """#14 item 7: the games list is a model/view: a refresh formats no row; painting formats the
    rows on screen, not 20,000; scrolling to the end shows the oldest game; picking it selects it."""
    window = open_window("ru", start=False)
    window.controller.use_store(_TwentyThousandGames())
    page = window.start_page
    formatted: list[int] = []
    real = page._describe
    monkeypatch.setattr(page, "_describe", lambda row: formatted.append(row.id) or real(row))
    page.model.describe = page._describe
    window.show_start()
    window.resize(1000, 600)
    assert page.games.count() == 20_000 and page.selected() == (20_000, "Партия 20000")
    window.grab().save("/tmp/store-games-list-ru.png")
    assert 0 < len(set(formatted)) < 200, len(set(formatted))
    page.games.scrollToBottom()
    page.games.setCurrentRow(19_999)
    window.grab()
    assert page.selected() == (1, "Партия 1") and 1 in formatted
    assert page.games.item(19_999).text().startswith("Партия 1 — Классическая форумная мафия — ")
    assert len(set(formatted)) < 400


def test_games_list_roles_are_qts_own_numbers():
    """games_list names Qt's roles by number (naming `Qt` before the first frame builds all its enums)."""
    from PySide6.QtCore import Qt

    from moderator_app.gui import games_list

    assert games_list.DISPLAY_ROLE == Qt.ItemDataRole.DisplayRole
    assert games_list.TOOLTIP_ROLE == Qt.ItemDataRole.ToolTipRole
    assert games_list.ID_ROLE == Qt.ItemDataRole.UserRole
    assert games_list.TITLE_ROLE == Qt.ItemDataRole.UserRole + 1
