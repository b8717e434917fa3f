"""#12 item 4 in the window: a damaged database at start gets the restore dialog (one click, saying
which entries are lost), a damaged game is marked on the start page and restored alone, a second
copy of the app is refused with a message."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from moderator_app.gui.games_list import GameItem

from moderator_app.gui import data_dialog
from moderator_app.gui.data_dialog import DataProblemDialog, open_host_data
from moderator_app.gui.i18n import current_lang
from moderator_app.i18n import t
from moderator_app.storage.words import Said, said_in
from moderator_app.storage.health import check_data
from tests.storage import damage


@pytest.fixture
def messages(monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(data_dialog, "show_message", lambda parent, title, text, critical=False: shown.append((title, text)))
    return shown


def _data() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def test_damaged_database_at_start_restores_in_one_click_and_says_what_is_lost(open_window, qtbot, messages):
    counts = damage.played_folder(_data())
    damage.zip_file(_data())
    window = open_window("ru", start=False)
    seen: list[str] = []

    def click_restore(dialog: DataProblemDialog) -> None:
        seen.append(dialog.message.text())
        dialog.grab().save("/tmp/storage-damage-dialog-ru.png")
        dialog.restore_button.click()

    opened = open_host_data(window, ask=click_restore)
    assert t("storage.problem.zip", "ru")[1:] in seen[0]  # the dialog starts the sentence with a capital and "games-" in seen[0]
    title, text = messages[-1]
    assert title == "Восстановлено" and "восстановлено из games-" in text
    assert "все записи, сделанные после" in text  # the zip cannot be read to count what it held
    assert opened is not None and len(opened.store.list_games()) == len(counts)
    window.controller.use_store(opened.store)
    window.controller.open_where_left()
    page = window.start_page
    assert page.games.count() == 3 and not any("⚠" in page.games.item(i).text() for i in range(3))
    page._open_item(page.games.item(0))
    assert window.controller.game is not None and window.controller.game.phases[-1].resolved
    opened.lock.release()


def test_quit_leaves_the_damaged_file_untouched(open_window, messages):
    damage.played_folder(_data())
    damage.empty_file(_data())
    window = open_window("pl", start=False)

    def quit_(dialog: DataProblemDialog) -> None:
        dialog.grab().save("/tmp/storage-damage-dialog-pl.png")
        dialog.quit_button.click()

    assert open_host_data(window, ask=quit_) is None
    assert (_data() / "games.sqlite3").stat().st_size == 0
    assert check_data(_data()).status == "damaged"


def test_empty_database_keeps_the_damaged_file_aside(open_window, messages):
    damage.played_folder(_data())
    damage.random_file(_data())
    window = open_window("ru", start=False)
    opened = open_host_data(window, ask=lambda dialog: dialog.fresh_button.click())
    assert opened is not None and opened.store.list_games() == []
    assert list(_data().glob("games.sqlite3.damaged-*")) and "games.sqlite3.damaged-" in messages[-1][1]
    opened.lock.release()


def test_damaged_game_is_marked_on_the_start_page_and_restored_alone(open_window, qtbot, messages, monkeypatch):
    counts = damage.played_folder(_data())
    damage.flip_in_row(_data())
    opened = open_host_data(None)
    window = open_window("ru", start=False)
    window.controller.use_store(opened.store)
    window.refresh()
    page = window.start_page
    items = [page.games.item(i) for i in range(page.games.count())]
    marked = [item for item in items if "⚠" in item.text()]
    assert len(marked) == 1 and "повреждена" in marked[0].text()
    window.resize(1000, 500)
    window.grab().save("/tmp/storage-start-damaged-ru.png")
    asked: list[str] = []
    monkeypatch.setattr(data_dialog, "confirm", lambda parent, title, text, action: asked.append(text) or True)
    page._open_item(marked[0])
    assert asked and "не читается" in asked[0]
    assert window.controller.game is not None and len(window.controller.game.entries) == counts[window.controller.game_id] - 2
    assert "записи 5–6" in messages[-1][1]
    window.controller.session = None
    window.refresh()
    assert not any("⚠" in page.games.item(i).text() for i in range(page.games.count()))
    for item in items:  # the rows read before the refresh are still rows of the list (model/view)
        assert isinstance(item, GameItem)
    opened.lock.release()


def test_a_second_copy_gets_a_message_and_no_store(open_window, messages):
    from tests.storage.test_kill_and_two_copies import _start_child

    child = _start_child(_data(), seed=3)
    try:
        assert child.stdout.readline().startswith("ACK")
        window = open_window("ru", start=False)
        assert open_host_data(window) is None
        assert "уже работает другая копия программы" in messages[-1][1]
    finally:
        child.kill()
        child.communicate()


def test_the_app_started_on_a_data_variable_pointing_at_a_file_says_so_and_exits_1(tmp_path, monkeypatch, messages):
    from moderator_app.gui import app as gui_app

    target = damage.data_env_points_at_a_file(tmp_path, monkeypatch)

    class NoTranslators:  # keep the app-wide Qt translators of the other tests as they are
        lang = "ru"

        def switch(self, lang):
            return lang

    monkeypatch.setattr(gui_app, "Translators", NoTranslators)
    assert gui_app.run_app(lang="ru") == 1
    title, text = messages[-1]
    assert text == said_in(Said("problem.folder_is_file", folder=str(target)), current_lang())  # the UI's language
    assert target.read_text() == "hello"
