"""host-findings-5 item 18: a set whose deal table has no row for as few players as signed up (the host's own
«Питерская классика»: a row for 14; nine signed up): «Предложить раздачу» left every count at 0 and said nothing
but «В раздаче должно быть ровно по одной роли на игрока». Now the page says why and what to do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _page_with(window, qtbot, nicks: list[str]):
    window.show_start()
    qtbot.mouseClick(window.start_page.new_button, Qt.MouseButton.LeftButton)
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.signup.setFocus()
    QApplication.clipboard().setText("\n".join(nicks))
    page.signup.paste()
    qtbot.mouseClick(page.suggest, Qt.MouseButton.LeftButton)
    return page


def test_too_few_players_for_any_row_of_the_deal_is_said_with_the_rows_there_are(window, qtbot):
    page = _page_with(window, qtbot, ["Вася", "Петя", "Коля"])  # the classic set's smallest row is for 5
    assert sum(page.deal_counts().values()) == 0 and not page.deal_button.isEnabled()
    assert "В наборе нет строки раздачи на 3 игроков или меньше (есть строки: 5, 6," in page.warning.text()
    assert "добавьте строку на вкладке «Раздача» редактора наборов" in page.warning.text()


def test_a_count_the_set_can_deal_says_nothing_of_it(window, qtbot):
    page = _page_with(window, qtbot, ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис"])
    assert sum(page.deal_counts().values()) == 6
    assert "нет строки раздачи" not in page.warning.text()
