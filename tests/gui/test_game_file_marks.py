"""#14 item 7 (storage leftovers): a one-game file carries the host's marks — what was published
(and which role PMs went out) — so the co-host's copy of an amended game does not ask for a
correction already posted; undoing a deletion keeps them too; a file imported twice gets a title of
its own ("… (2)")."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from .conftest import export_selected, open_on_another_computer

from moderator_app.app.corrections import published_facts


def _amended_and_published(window) -> int:
    """Night 1 published (Маша killed), then a heal entered into night 1 late (Маша lives), and the
    correction published: nothing is left to correct."""
    controller = window.controller
    controller.apply("vote", voter="Вася", target="Петя")
    controller.apply("resolve")
    controller.apply("phase", kind="night")
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("resolve")
    night = controller.game.phases[-1]
    controller.settings.set_published(controller.game_id, night.label, published_facts(night))  # the host copied the post
    controller.apply("phase", kind="day")
    controller.apply("action", actor="Коля", action="heal", targets=["Маша"], phase=night.label)
    assert controller.last_error is None, controller.last_error
    assert _board(window)._published_changes(controller.game) is not None  # a correction is due
    night = controller.game.phases[1]
    controller.settings.set_published(controller.game_id, night.label, published_facts(night))  # ...and posted
    controller.settings.set_pm_sent(controller.game_id, "Вася", True)
    assert _board(window)._published_changes(controller.game) is None
    return controller.game_id


def _board(window):
    return window.game_view.board


def test_an_imported_game_asks_for_no_correction_already_published(small_game, qtbot, tmp_path, monkeypatch, open_window):
    window = small_game
    _amended_and_published(window)
    page = window.start_page
    window.show_start()
    page.select(window.controller.game_id)
    path = tmp_path / "handover.mafia.json"
    export_selected(page, qtbot, path)
    marks = json.loads(path.read_text(encoding="utf-8"))["marks"]
    assert set(marks) == {"published", "sent_pms"} and marks["sent_pms"] == ["Вася"]
    window.close()
    other = open_on_another_computer(open_window, qtbot, monkeypatch, tmp_path, path)
    controller = other.controller
    assert controller.game is not None and controller.last_error is None
    assert _board(other)._published_changes(controller.game) is None  # nothing to correct: it was posted
    assert controller.settings.sent_pms(controller.game_id) == {"Вася"}
    other.grab().save("/tmp/store-imported-no-correction-ru.png")


def test_the_same_file_imported_twice_gets_a_distinct_title(small_game, qtbot, tmp_path):
    window = small_game
    page = window.start_page
    window.show_start()
    page.select(window.controller.game_id)
    path = tmp_path / "g.mafia.json"
    export_selected(page, qtbot, path)
    page.ask_open_path = lambda: str(path)
    for _ in range(2):
        window.show_start()
        qtbot.mouseClick(page.open_file_button, Qt.MouseButton.LeftButton)
    titles = sorted(g.title for g in window.controller.store.list_games() if not g.example)
    assert titles == ["Тестовая игра", "Тестовая игра (2)", "Тестовая игра (3)"]
    assert window.windowTitle().endswith("Тестовая игра (3)")


def test_undoing_a_deletion_keeps_the_marks(small_game, qtbot):
    window = small_game
    deleted = _amended_and_published(window)
    window.controller.import_example()  # a newer game: the undone deletion gets a new id, not the old one
    page = window.start_page
    window.show_start()
    page.select(deleted)
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.undo_delete_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    restored = page.selected()[0]
    assert restored != deleted and controller.open_game(restored)
    assert _board(window)._published_changes(controller.game) is None
    assert controller.settings.sent_pms(restored) == {"Вася"}
