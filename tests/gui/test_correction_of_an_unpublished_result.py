"""An override of a result the host never copied (host-findings-2 item 6): night 1 kills Маша, the
host sees the mistake before posting anything and overrules it; the Posts tab's correction strikes out
«Маша … Роль: Мирный житель», a living player's role, so its label says it is due only if the result
is already out, and the board's prompt does not tell him to post it. Once the host has copied the
result, the correction and the prompt are the plain ones."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import to_night


def _overrule_night_1(window) -> None:
    controller = window.controller
    controller.apply("host", event="override", what="survive", player="Маша", reason="доктор писал до дедлайна",
                     phase="night 1")


def _posts_of_night_1(window):
    posts = window.game_view.posts
    window.game_view.tabs.setCurrentWidget(posts)
    posts.phase_pick.setCurrentIndex(posts.phase_pick.findData(1))
    return posts


def _board_prompt(window) -> str:
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    return board.prompts_box.itemAt(board.prompts_box.count() - 1).layout().itemAt(0).widget().text()


def _kill_masha(window) -> None:
    controller = window.controller
    to_night(window)
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("action", actor="Борис", action="kill", targets=["Маша"])
    controller.apply("resolve")


def test_a_correction_of_a_result_never_copied_says_it_is_due_only_if_the_result_is_out(small_game, qtbot):
    _kill_masha(small_game)
    _overrule_night_1(small_game)
    posts = _posts_of_night_1(small_game)
    label, text = posts.posts[0]
    assert label == "Исправление итогов (в тему) — только если итоги уже выложены"
    assert "[s]" in text and "Маша" in text
    assert posts.items.item(0).text() == label
    posts.grab().save("/tmp/host2-correction-unpublished.png")
    assert _board_prompt(small_game) == ("⚑ Итоги изменились после подведения (здесь вы их не копировали): "
                                         "Ночь 1: − Маша (гибель). Исправление публикуйте, только если эти итоги уже выложены.")


def test_a_correction_of_a_copied_result_is_the_plain_one(small_game, qtbot):
    _kill_masha(small_game)
    posts = _posts_of_night_1(small_game)
    assert posts.posts[0][0] == "Пост итогов (в тему)"
    posts.items.setCurrentRow(0)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # the host publishes night 1
    _overrule_night_1(small_game)
    posts = _posts_of_night_1(small_game)
    assert posts.posts[0][0] == "Исправление итогов (в тему)"
    assert _board_prompt(small_game) == "⚑ Опубликованные итоги изменились: Ночь 1: − Маша (гибель). Опубликуйте исправление."
