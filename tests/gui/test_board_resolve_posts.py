"""The phase board, the resolve log with the host's override, the posts with one-click copy, the
log with the final reveal and the report export."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.i18n.zones import reader_zone, system_zone

from .conftest import to_night


def test_board_opens_phases_and_shows_deadlines_and_missing(small_game, qtbot):
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    small_game.controller.apply("resolve")
    assert board.next_phase.text() == "Открыть: ночь" and board.deadlines.countdown.text().startswith("Дедлайн следующей фазы: ")
    assert board.deadlines.countdown.text().endswith("21:00 " + reader_zone(system_zone(), "ru"))  # with its zone
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert "Ночь 1" in board.heading.text()
    # the citizens' hunt is optional: the board waits only for the roles that owe an action
    assert board.model.missing() == ["Вася", "Петя", "Коля", "Дина", "Борис"]
    assert "Маша" not in board.missing.text() and "Вася" in board.missing.text()
    small_game.controller.apply("action", actor="Вася", action="check", targets=["Петя"])
    assert board.model.missing() == ["Петя", "Коля", "Дина", "Борис"]


def test_C_FLOW_6_host_modkill_and_substitute_from_the_board(small_game, qtbot):
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.host_action.setCurrentIndex(board.host_action.findData("replace"))
    board.host_player.setCurrentText("Оля")
    qtbot.keyClicks(board.host_detail, "Olga2")
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)
    game = small_game.controller.game
    assert "Olga2" in game.players and "Оля" not in game.players and game.players["Olga2"].role == "citizen"
    board.host_action.setCurrentIndex(board.host_action.findData("modkill"))
    board.host_player.setCurrentText("Sailor")
    qtbot.keyClicks(board.host_reason, "spam")
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)
    small_game.controller.apply("resolve")
    assert not small_game.controller.game.players["Sailor"].alive
    assert board.model.rows[7]["alive"] is False


def _night_with_kill(window):
    controller = window.controller
    to_night(window)
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("action", actor="Борис", action="kill", targets=["Маша"])


def test_resolve_log_explains_each_step(small_game, qtbot):
    _night_with_kill(small_game)
    view = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(view)
    qtbot.mouseClick(view.resolve_button, Qt.MouseButton.LeftButton)
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert any("Маша погибает" in line for line in lines)
    assert not small_game.controller.game.players["Маша"].alive


def test_C_MISC_3_override_after_resolve_re_resolves_the_phase(small_game, qtbot):
    _night_with_kill(small_game)
    controller = small_game.controller
    controller.apply("resolve")
    view = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(view)
    view.player.setCurrentText("Маша")
    view.what.setCurrentIndex(view.what.findData("survive"))
    qtbot.mouseClick(view.override_button, Qt.MouseButton.LeftButton)
    assert not controller.game.players["Маша"].alive  # nothing happens without a reason
    assert "нужна причина" in small_game.statusBar().currentMessage()
    qtbot.keyClicks(view.reason, "lag on the forum")
    qtbot.mouseClick(view.override_button, Qt.MouseButton.LeftButton)
    assert not controller.game.players["Маша"].alive
    assert "Ночь 1: − Маша (гибель)" in view.acts_on.text()  # #14 item 2: first what it changes
    qtbot.mouseClick(view.override_button, Qt.MouseButton.LeftButton)  # «Записать»
    game = controller.game
    assert game.players["Маша"].alive and game.current.resolved
    assert [e.kind for e in game.entries[-2:]] == ["resolve", "host"]  # the journal keeps the true order
    assert game.entries[-1].data["phase"] == "night 1"  # and the phase it acts on
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert any("Ведущий: Маша выживает (lag on the forum)" in line for line in lines)  # host-findings-2 item 15
    assert small_game.action_undo.text() == "&Отменить: ⚑ Ведущий: Маша выживает (lag on the forum) ⤺ Ночь 1"


def test_posts_source_beside_preview_and_copied_with_one_click(small_game, qtbot):
    _night_with_kill(small_game)
    small_game.controller.apply("action", actor="Вася", action="check", targets=["Борис"])
    small_game.controller.apply("resolve")
    view = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(view)
    labels = [view.items.item(i).text() for i in range(view.items.count())]
    assert labels == ["Пост итогов (в тему)", "ЛС для вася_acc (Вася)"]  # M6: the account to send it to
    assert "[b]Маша[/b]" in view.source.toPlainText()
    assert "Маша" in view.preview.toPlainText() and view.preview.toPlainText() != ""
    view.items.setCurrentRow(1)
    qtbot.mouseClick(view.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == view.posts[1][1]
    assert "Борис" in QApplication.clipboard().text()


def test_log_final_reveal_and_report_export(window, tmp_path, qtbot):
    while window.controller.can_redo:  # the example opens at its last night: replay the rest
        window.controller.redo()
    view = window.game_view.log
    window.game_view.tabs.setCurrentWidget(view)
    reveal = view.reveal.toPlainText()
    assert "Мирные жители" in reveal and all(nick in reveal for nick in window.controller.game.players)
    assert view.journal.count() == len(window.controller.game.entries)
    qtbot.mouseClick(view.copy_reveal, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == view.reveal.toPlainText()
    target = tmp_path / "report.json"
    view.ask_save_path = lambda *_: str(target)
    qtbot.mouseClick(view.save_report, Qt.MouseButton.LeftButton)
    report = json.loads(target.read_text(encoding="utf-8"))
    assert report["winner"] == "town" and report["seed"] == 7


def test_C_MISC_3_a_look_at_the_posts_keeps_whom_the_override_names(small_game, qtbot):
    """hostdrill: the host picked the player and typed the reason, looked at the night post, came back:
    the player had jumped to the first seat while the reason stayed, and «Переиграть» recorded the
    override for a player he never chose."""
    _night_with_kill(small_game)
    controller = small_game.controller
    controller.apply("resolve")
    view, tabs = small_game.game_view.resolve, small_game.game_view.tabs
    tabs.setCurrentWidget(view)
    view.player.setCurrentText("Маша")
    view.what.setCurrentIndex(view.what.findData("survive"))
    qtbot.keyClicks(view.reason, "lag on the forum")
    posts = small_game.game_view.posts
    tabs.setCurrentWidget(posts)
    posts.items.setCurrentRow(0)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # the night post copied: the views refresh
    tabs.setCurrentWidget(view)
    assert view.player.currentText() == "Маша" and view.reason.text() == "lag on the forum"
    qtbot.mouseClick(view.override_button, Qt.MouseButton.LeftButton)  # what it changes
    qtbot.mouseClick(view.override_button, Qt.MouseButton.LeftButton)  # «Записать»
    assert controller.game.players["Маша"].alive
    assert controller.game.entries[-1].data.get("player", controller.game.entries[-1].data.get("target")) == "Маша"


def test_a_withdrawn_vote_reads_as_withdrawn_on_the_board(small_game):
    """hostdrill: «Голосую против Дикой Выдры. Хотя нет, отменяю голос» showed «→ ?» on the board."""
    controller, board = small_game.controller, small_game.game_view.board
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    controller.apply("vote", voter="Маша", target="Петя")
    controller.apply("vote", voter="Маша", target=None, cancel=True)
    board.refresh()
    row = next(r for r in board.model.rows if r["nick"] == "Маша")
    assert row["sent"] == "голос отозван"


def test_mid_game_the_reveal_is_a_draft_not_a_stopped_game(small_game, qtbot):
    """Host findings #14: at day 1 of a running game the log tab's reveal said «игра прервана»."""
    view = small_game.game_view.log
    small_game.game_view.tabs.setCurrentWidget(view)
    view.refresh()
    heading = view.reveal.toPlainText().splitlines()[0]
    assert heading == "[b]Тестовая игра: черновик вскрытия (игра не окончена)[/b]"
    view.grab().save("/tmp/play/reveal_draft.png")
