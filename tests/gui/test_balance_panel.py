"""The balance preview driven as a host would (#16 items 1-2): in the new-game wizard and in the
role-set editor he presses Simulate, watches the progress bar, stops a long run, and reads the win
shares with their intervals as numbers and as a chart over the deal table's player counts."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.gui.roleset_editor import RolesetEditor

ACCOUNTS = [f"Игрок{i}" for i in range(1, 13)]


def _wizard_balance(window, qtbot, accounts=ACCOUNTS):
    window.show_new_game()
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.signup.setPlainText("\n".join(accounts))
    page.right_tabs.setCurrentWidget(page.balance)
    return page, page.balance


def _wait_done(qtbot, panel, timeout=60000):
    qtbot.waitUntil(lambda: panel.worker is None, timeout=timeout)


def test_wizard_simulates_this_table_and_the_deal_table(window, qtbot):
    page, panel = _wizard_balance(window, qtbot)
    assert panel.chart.series == [] and not panel.stop_button.isEnabled()
    panel.games.setValue(20)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert panel.stop_button.isEnabled() and not panel.run_button.isEnabled()
    qtbot.waitUntil(lambda: panel.progress.value() > 0, timeout=30000)  # the window is alive while it plays
    _wait_done(qtbot, panel)
    assert panel.progress.value() == panel.progress.maximum() == 20 * 6  # this table, then 5 deal-table rows
    assert [s.name for s in panel.chart.series] == ["Мирные жители", "Мафия", "Маньяк"]
    assert panel.chart.counts() == [5, 6, 8, 10, 12] and panel.chart.focus == 12
    for series in panel.chart.series:
        assert all(low <= share <= high for _n, share, low, high in series.points)
    text = panel.numbers.toPlainText()
    assert "12 игроков · 20 партий" in text and "95% интервал" in text and "Комиссар" in text
    assert "средняя длина партии" in text
    panel.grab().save("/tmp/sim-wizard-ru.png")


def test_wizard_stop_keeps_the_games_played(window, qtbot):
    page, panel = _wizard_balance(window, qtbot)
    panel.games.setValue(5000)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.progress.value() >= 3, timeout=30000)
    qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, panel)
    focus = panel.played.focus
    assert focus is not None and focus.cancelled and 3 <= focus.games < 5000
    assert "остановлено: посчитаны сыгранные партии" in panel.numbers.toPlainText()
    assert panel.run_button.isEnabled() and not panel.stop_button.isEnabled()


def test_wizard_balance_in_polish(open_window, qtbot):
    window = open_window("pl")
    page, panel = _wizard_balance(window, qtbot, [f"Gracz{i}" for i in range(1, 9)])
    panel.games.setValue(20)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, panel)
    assert panel.run_button.text() == "Symuluj" and panel.chart.focus == 8
    assert "8 graczy · 20 gier" in panel.numbers.toPlainText()
    panel.grab().save("/tmp/sim-wizard-pl.png")
    page.grab().save("/tmp/sim-wizard-page-pl.png")


def test_editor_simulates_the_set_being_edited(qtbot):
    editor = RolesetEditor(lang="pl")
    qtbot.addWidget(editor)
    editor.resize(1000, 760)
    editor.show()
    editor.start_from.setCurrentIndex(editor.start_from.findData("suspi"))
    qtbot.mouseClick(editor.clone_button, Qt.MouseButton.LeftButton)
    editor.tabs.setCurrentWidget(editor.balance)
    panel = editor.balance
    panel.games.setValue(10)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, panel)
    assert panel.chart.counts() == list(range(6, 19))  # SUSPI's seat range
    assert {s.name for s in panel.chart.series} <= {"Miasto", "Mordercy", "Duchy"} and panel.chart.series
    assert "18 graczy" in panel.numbers.toPlainText()  # no table of his own: the largest count
    editor.grab().save("/tmp/sim-editor-pl.png")


def test_editor_reports_a_set_that_cannot_be_played(qtbot):
    editor = RolesetEditor(lang="ru")  # an empty set: no teams, no roles
    qtbot.addWidget(editor)
    panel = editor.balance
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    _wait_done(qtbot, panel)
    text = panel.numbers.toPlainText()
    assert text == "В таблице раздач нет ни одной строки: симулировать нечего." and panel.chart.series == []
