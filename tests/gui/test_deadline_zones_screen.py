"""Time zones at the window (#23 item 3): Settings proposes the computer's zone and keeps the host's
choice, every new phase opens in the zone of the previous deadline (a host on Moscow time got
21:00 UTC on each new phase), zones are named in the interface's language, and a typed zone that is
no zone is said, not guessed."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt

from moderator_app.app import deadlines
from moderator_app.i18n.zones import system_zone, zone_name

from .conftest import to_night


def _shots(tmp_path: Path) -> Path:
    """Where the screenshots go: ZONES_SHOTS when a developer wants to look at them, else the test's folder."""
    return Path(os.environ.get("ZONES_SHOTS") or tmp_path)


def _pick(picker, text: str) -> None:
    index = picker.findText(text)
    assert index >= 0, [picker.itemText(i) for i in range(picker.count())]
    picker.setCurrentIndex(index)


def test_settings_propose_the_computers_zone_and_the_first_phase_opens_in_the_chosen_one(window, qtbot, tmp_path):
    from moderator_app.gui.settings_page import SettingsDialog

    dialog = SettingsDialog(window.controller, window)
    qtbot.addWidget(dialog)
    assert dialog.zone.currentText() == zone_name(system_zone(), "ru")  # proposed from the system
    names = [dialog.zone.itemText(i) for i in range(dialog.zone.count())]
    assert "Москва (UTC+3)" in names and not any("/" in name for name in names)  # no raw ids
    dialog.show()
    dialog.grab().save(str(_shots(tmp_path) / "settings.png"))
    _pick(dialog.zone, "Москва (UTC+3)")
    dialog.save()
    saved = json.loads((Path(os.environ["MODERATOR_APP_DATA"]) / "gui.json").read_text(encoding="utf-8"))
    assert saved["time_zone"] == "Europe/Moscow"
    players = [{"nick": n, "role": r} for n, r in (("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"),
                                                   ("Маша", "citizen"), ("Дина", "citizen"), ("Оля", "citizen"))]
    assert window.controller.new_game("Игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    assert deadlines.phase_setting(window.controller.game)[1] == "Europe/Moscow"


def test_a_zone_typed_that_is_no_zone_is_said_and_nothing_is_saved(window, qtbot):
    from moderator_app.gui.settings_page import SettingsDialog

    dialog = SettingsDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.zone.setEditText("Europe/Moskva")
    dialog.save()
    assert window.statusBar().currentMessage() == "Это не часовой пояс: Europe/Moskva"
    assert "time_zone" not in window.controller.settings.data
    dialog.zone.setEditText("UTC+3")
    assert dialog.zone.zone() == "UTC+03:00"  # a typed offset is kept as the journal keeps zones


def test_each_new_phase_inherits_the_previous_deadlines_zone(small_game, qtbot, tmp_path):
    to_night(small_game)
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    at, _tz = deadlines.phase_setting(small_game.controller.game)
    _pick(board.deadlines.zone, "Москва (UTC+3)")
    board.deadlines.ask = lambda text: True
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    assert deadlines.phase_setting(small_game.controller.game) == (at, "Europe/Moscow")
    small_game.controller.apply("resolve")
    small_game.controller.apply("phase", kind="day")
    game = small_game.controller.game
    assert deadlines.phase_setting(game)[1] == "Europe/Moscow"  # the day, and the phases after it
    assert board.deadlines.zone.currentText() == "Москва (UTC+3)"
    assert "МСК" in board.deadlines.countdown.text()
    small_game.resize(1100, 700)
    board.deadlines.grab().save(str(_shots(tmp_path) / "deadline_box.png"))


def test_a_night_deadline_before_the_days_is_asked_about_at_the_board(small_game, qtbot):
    """A night ending before the day it follows (a typo in the date) was taken silently; the host is
    asked, a «no» keeps the deadline as it was and says why, a «yes» sets it."""
    from PySide6.QtCore import QDateTime

    controller = small_game.controller
    controller.apply("host", event="deadline", at="2026-12-02 21:00", tz="Europe/Moscow")
    to_night(small_game)
    controller.apply("host", event="deadline", at="2026-12-03 21:00", tz="Europe/Moscow")
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    asked: list[str] = []
    board.deadlines.ask = lambda text: asked.append(text) or False
    board.deadlines.when.setDateTime(QDateTime.fromString("01.12.2026 21:00", "dd.MM.yyyy HH:mm"))
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    problem = "Дедлайн фазы «Ночь 1» (01.12 21:00 МСК) раньше дедлайна предыдущей фазы (02.12 21:00 МСК)."
    assert asked == [problem + "\n\nВсё равно задать?"]
    assert deadlines.phase_setting(controller.game) == ("2026-12-03 21:00", "Europe/Moscow")  # kept
    assert small_game.statusBar().currentMessage() == problem
    board.deadlines.ask = lambda text: True
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    assert deadlines.phase_setting(controller.game) == ("2026-12-01 21:00", "Europe/Moscow")


def test_the_opening_post_prints_the_deadlines_in_the_games_zone(small_game, qtbot, tmp_path):
    small_game.controller.apply("host", event="deadline", at="2026-12-02 21:00", tz="Europe/Moscow")
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    posts.phase_pick.setCurrentIndex(posts.phase_pick.findText("Начало игры"))
    opening = posts.posts[0][1]
    assert "— Ночь: до 21:00 МСК" in opening and "— Заявки на охоту — с 12:00 МСК" in opening
    small_game.resize(1100, 760)
    posts.grab().save(str(_shots(tmp_path) / "opening_post.png"))
