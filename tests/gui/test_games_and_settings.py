"""#14 items 7 and 8 as a host meets them: the title follows the open game; rename, duplicate,
delete with undo; one game in one file that opens identically elsewhere; the settings screen with
every setting in the data folder; an exception in a slot shown, logged, and changing nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt

from .conftest import export_selected, open_on_another_computer

from moderator_app.posts import render_final_reveal, render_phase_post


def _start_page(window):
    window.show_start()
    page = window.start_page
    page.refresh()
    return page


def _select_title(page, title):
    for row in range(page.games.count()):
        if page.games.item(row).text().startswith(title):
            page.games.setCurrentRow(row)
            return
    raise AssertionError(f"{title} is not listed")


def test_title_follows_the_open_game_and_its_new_name(small_game, qtbot):
    window = small_game
    assert window.windowTitle().endswith("Тестовая игра")
    page = _start_page(window)
    assert "Тестовая игра" not in window.windowTitle()  # the list of games is shown, not the game
    _select_title(page, "Тестовая игра")
    page.ask_title = lambda current: ("Вечерняя партия", True)
    qtbot.mouseClick(page.rename_button, Qt.MouseButton.LeftButton)
    assert page.games.currentItem().text().startswith("Вечерняя партия")
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert window.windowTitle().endswith("Вечерняя партия")
    window.show_new_game()
    assert "Вечерняя партия" not in window.windowTitle()


def test_duplicate_then_delete_with_undo(small_game, qtbot):
    window = small_game
    controller = window.controller
    entries = [e.to_json() for e in controller.game.entries]
    page = _start_page(window)
    _select_title(page, "Тестовая игра")
    qtbot.mouseClick(page.duplicate_button, Qt.MouseButton.LeftButton)
    assert page.games.currentItem().text().startswith("Тестовая игра (копия)")
    copy_id = page.selected()[0]
    assert [e.to_json() for e in controller.store.entries(copy_id)] == entries
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert not any(page.games.item(r).text().startswith("Тестовая игра (копия)") for r in range(page.games.count()))
    assert page.undo_delete_button.isVisible() and "копия" in page.deleted_label.text()
    qtbot.mouseClick(page.undo_delete_button, Qt.MouseButton.LeftButton)
    assert page.games.currentItem().text().startswith("Тестовая игра (копия)")
    assert [e.to_json() for e in controller.store.entries(page.selected()[0])] == entries
    assert not page.undo_delete_button.isVisible()


def test_deleting_the_open_game_closes_it(small_game, qtbot):
    window = small_game
    page = _start_page(window)
    _select_title(page, "Тестовая игра")
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert window.controller.session is None
    assert window.stack.currentWidget() is window.start_page
    assert window.windowTitle() == "Игры"  # the platform appends "— Ведущий" (test_window_title)


def test_one_game_file_opens_identically_in_another_data_folder(small_game, qtbot, tmp_path, monkeypatch, open_window):
    window = small_game
    controller = window.controller
    controller.apply("vote", voter="Вася", target="Петя")
    controller.apply("resolve")
    controller.apply("phase", kind="night")
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("resolve")
    before = [render_phase_post(controller.game, p, "ru") for p in controller.game.phases]
    reveal = render_final_reveal(controller.game, "ru")
    page = _start_page(window)
    _select_title(page, "Тестовая игра")
    path = tmp_path / "handover.mafia.json"
    export_selected(page, qtbot, path)
    assert json.loads(path.read_text(encoding="utf-8"))["roleset"]["sha256"]
    window.close()
    other = open_on_another_computer(open_window, qtbot, monkeypatch, tmp_path, path)
    game = other.controller.game
    assert game is not None and other.windowTitle().endswith("Тестовая игра")
    assert [render_phase_post(game, p, "ru") for p in game.phases] == before
    assert render_final_reveal(game, "ru") == reveal


def test_a_damaged_game_file_is_refused_with_where_and_what(window, qtbot, tmp_path):
    path = tmp_path / "broken.mafia.json"
    path.write_text('{"format": "moderator-app-game", "version": 1, "entries": [{"kind": "vote"}]}', encoding="utf-8")
    before = len(window.controller.store.list_games())
    window.show_start()
    window.start_page.ask_open_path = lambda: str(path)
    qtbot.mouseClick(window.start_page.open_file_button, Qt.MouseButton.LeftButton)
    error = window.controller.last_error  # where (the file) and what, in the host's language
    assert "broken.mafia.json" in error and "нет записей, начинающихся с раздачи" in error
    assert len(window.controller.store.list_games()) == before


def test_settings_screen_saves_into_the_data_folder(window, qtbot, tmp_path):
    from moderator_app.gui.settings_page import SettingsDialog

    data = Path(os.environ["MODERATOR_APP_DATA"])
    dialog = SettingsDialog(window.controller, window)
    qtbot.addWidget(dialog)
    assert not dialog.data_folder.isEnabled()  # the variable decides, and the screen says so
    assert "MODERATOR_APP_DATA" in dialog.data_note.text()
    dialog.deadline.setTime(dialog.deadline.time().fromString("22:30", "HH:mm"))
    own = tmp_path / "my-templates"
    dialog.ask_folder = lambda title, start: str(own)
    dialog.findChildren(type(dialog.buttons.buttons()[0]))  # the browse buttons exist
    dialog.template_folder.setText(str(own))
    chosen = []
    dialog.language_chosen.connect(chosen.append)
    dialog.language.setCurrentIndex(1)  # Polski
    dialog.save()
    saved = json.loads((data / "gui.json").read_text(encoding="utf-8"))
    assert saved["default_deadline"] == "22:30" and saved["template_folder"] == str(own)
    assert chosen == ["pl"]
    from moderator_app import paths

    assert paths.user_templates_dir() == own
    assert not (Path(os.environ["MODERATOR_APP_CONFIG"]) / "gui.json").exists()


def test_data_folder_chosen_without_the_variable_is_used_from_the_next_start(monkeypatch, tmp_path):
    from moderator_app import paths
    from moderator_app.gui.settings import Settings

    monkeypatch.delenv("MODERATOR_APP_DATA")
    paths.data_dir_pointer().parent.mkdir(parents=True, exist_ok=True)
    paths.data_dir_pointer().write_text(str(tmp_path / "moved"), encoding="utf-8")
    assert paths.data_dir() == tmp_path / "moved"
    Settings.for_host().lang = "pl"
    assert json.loads((tmp_path / "moved" / "gui.json").read_text(encoding="utf-8"))["lang"] == "pl"


def test_an_exception_in_a_slot_is_shown_logged_and_changes_nothing(small_game, qtbot, monkeypatch):
    window = small_game
    controller = window.controller
    board = window.game_view.board
    controller.apply("resolve")
    board.refresh()
    entries = len(controller.game.entries)
    shown = []
    window.error_guard.show_message = shown.append
    window.error_guard.install()  # pytest-qt took the hook for the test's duration: take it back
    try:
        def broken_append(game_id, entry):
            raise RuntimeError("disk is on fire")

        monkeypatch.setattr(controller.store, "append", broken_append)
        qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    finally:
        window.error_guard.uninstall()
    assert shown and "disk is on fire" in shown[0] and "errors.log" in shown[0]
    assert len(controller.game.entries) == entries and controller.game.current.resolved  # nothing changed
    log = Path(os.environ["MODERATOR_APP_DATA"]) / "errors.log"
    assert "RuntimeError: disk is on fire" in log.read_text(encoding="utf-8")


def test_a_screen_that_fails_on_every_refresh_gives_one_message_not_a_crash(small_game, qtbot):
    """An exception in a refresh slot rebuilt the game and refreshed the screens, which raised again,
    rebuilt again… until the stack overflowed and the app died without a word (seen in the suite).
    Now the failure met while rebuilding is logged and the host gets one message."""
    window = small_game
    controller = window.controller
    shown = []
    window.error_guard.show_message = shown.append
    window.error_guard.install()

    def broken_refresh():
        raise RuntimeError("this screen cannot draw")

    controller.changed.connect(broken_refresh)
    try:
        controller.apply("resolve")
    finally:
        controller.changed.disconnect(broken_refresh)
        window.error_guard.uninstall()
    assert len(shown) == 1 and "this screen cannot draw" in shown[0]
    log = Path(os.environ["MODERATOR_APP_DATA"]) / "errors.log"
    assert log.read_text(encoding="utf-8").count("RuntimeError: this screen cannot draw") == 2  # both logged
