"""The inbox: a pasted PM with or without headers, the sender confirmed, the parser's reading
shown, the rule it breaks named before saving, accepted with Ctrl+Enter; votes and thread pages."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from .conftest import to_night


def _inbox(window):
    view = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(view)
    return view


def _paste(qtbot, view, text: str) -> None:
    view.paste.clear()
    view.paste.setFocus()
    QApplication.clipboard().setText(text)
    view.paste.paste()


def test_pm_with_headers_finds_sender_reading_and_is_accepted_with_ctrl_enter(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: коля_acc\nТема: ход\nДата: 14.03.2026 20:10\n\nЛечу Машу")
    assert view.sender.currentData() == "Коля"
    assert view.action.currentData() == "heal" and view.target.currentData() == "Маша"
    assert view.verdict.text() == "Правила соблюдены."
    qtbot.keyClick(view.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    request = small_game.controller.game.current.requests[-1]
    assert (request.actor, request.action, request.targets, request.at) == ("Коля", "heal", ["Маша"], "2026-03-14 20:10")
    assert view.paste.toPlainText() == ""
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    assert "Коля" not in board.missing.text() and "Вася" in board.missing.text()


def test_pm_without_headers_sender_chosen_from_keyboard(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "проверяю Бориса")
    view.sender.setFocus()
    view.sender.setCurrentIndex(view.sender.findData("Вася"))
    view.sender.activated.emit(view.sender.currentIndex())
    assert view.action.currentData() == "check" and view.target.currentData() == "Борис"
    view.accept_input()
    assert small_game.controller.game.current.requests[-1].action == "check"


def test_C_ORDER_2_dead_actor_is_named_before_saving(small_game, qtbot):
    controller = small_game.controller
    controller.apply("host", event="modkill", player="Оля", reason="нарушение")
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: Оля\nТема: ход\n\nохочусь на Петю")
    assert "игрок мёртв" in view.verdict.text()


def test_C_ROLE_DOC_same_target_two_nights_in_a_row_is_refused(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("action", actor="Коля", action="heal", targets=["Коля"])
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: Коля\nТема: ночь 2\n\nлечу себя")
    assert view.target.currentData() == "Коля"
    assert "та же цель две ночи подряд" in view.verdict.text()
    view.accept_input()
    assert controller.game.current.requests[-1].refused == "same target two nights in a row"


def test_C_ROLE_DOC_lethal_injection_once_per_game(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("action", actor="Коля", action="inject", targets=["Sailor"])
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: Коля\nТема: укол\n\nсмертельный укол Оле")
    assert view.action.currentData() == "inject"
    assert "уже использовано (раз за игру)" in view.verdict.text()


def test_not_this_roles_ability_is_named(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(qtbot, view, "От: Маша\nТема: ход\n\nпроверяю Петю")
    view.action.setCurrentIndex(view.action.findData("check"))
    assert "у этой роли нет такой способности" in view.verdict.text()


def test_C_LYNCH_1_votes_pasted_and_self_vote_refused(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    view = _inbox(small_game)
    assert view.action.isHidden()
    _paste(qtbot, view, "От: Вася\nТема: голос\n\nГолосую против [b]Петя[/b]")
    assert view.target.currentData() == "Петя" and view.verdict.text() == "Правила соблюдены."
    view.accept_input()
    _paste(qtbot, view, "От: Дина\nТема: голос\n\nголосую за Дину")
    assert "голос за себя" in view.verdict.text()
    assert controller.game.current.votes[-1].voter == "Вася"


def test_thread_page_votes_last_per_author_counts(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    view = _inbox(small_game)
    qtbot.mouseClick(view.thread_mode, Qt.MouseButton.LeftButton, pos=QPoint(8, view.thread_mode.height() // 2))
    _paste(qtbot, view, "Автор: Вася\nГолосую [b]Петя[/b]\nАвтор: Маша\nлинч [b]Борис[/b]\nАвтор: Вася\nГолосую [b]Борис[/b]\n")
    assert view.thread_table.rowCount() == 3
    assert [view.thread_table.item(r, 2).text() for r in range(3)] == ["нет", "да", "да"]
    view.accept_input()
    votes = [(v.voter, v.target) for v in controller.game.current.votes]  # the engine keeps each last one
    assert votes == [("Вася", "Петя"), ("Маша", "Борис"), ("Вася", "Борис")]


TODAY_PAGE = """Вася

Группа: Игроки
Сообщений: 3

Отправлено Сегодня, 20:30
Голосую [b]Петя[/b]

Маша

Группа: Игроки
Сообщений: 5

Отправлено Сегодня, 21:40
линч [b]Борис[/b]
"""


def test_C_LYNCH_thread_page_dates_today_and_drops_votes_after_the_deadline(small_game, qtbot):
    from datetime import date

    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    view = _inbox(small_game)
    view.thread_mode.setChecked(True)
    _paste(qtbot, view, TODAY_PAGE)
    assert [v.posted.date() for v in view.thread_votes] == [date.today()] * 2  # "Сегодня" has a date now
    view.accept_input()
    votes = [(v.voter, v.target, v.at) for v in controller.game.current.votes]
    assert votes == [("Вася", "Петя", f"{date.today():%Y-%m-%d} 20:30:00")]  # Маша voted after the 21:00 deadline
