"""The result, role-PM, inbox and log pages redraw only what an operation changed (#24 item 4, app/changes.py),
driven as a host drives them (paste, click, undo across tabs): after each kind of change what the page shows
is what the game says, and a change the page does not show leaves its drawing (the same items) alone."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from moderator_app.app.inbox.fate import row_verdicts
from moderator_app.gui import texts

from .conftest import to_night


def _show(window, name: str):
    view = window.game_view
    page = view.page(name)
    view.tabs.setCurrentWidget(page)
    return page


def _count_calls(obj, name: str) -> list[int]:
    """Count calls of `obj.name` (a wrapper that passes every argument through)."""
    calls = [0]
    original = getattr(obj, name)

    def counted(*args, **kwargs):
        calls[0] += 1
        return original(*args, **kwargs)

    setattr(obj, name, counted)
    return calls


def _paste(window, qtbot, text: str):
    inbox = _show(window, "inbox")
    inbox.paste.setFocus()
    QApplication.clipboard().setText(text)
    inbox.paste.paste()
    return inbox


def _undo(window) -> None:
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _lines(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


# ----- the log ------------------------------------------------------------------------------------
def test_the_log_appends_a_new_entry_and_drops_an_undone_one_keeping_the_lines_before(small_game, qtbot):
    controller = small_game.controller
    log = _show(small_game, "log")
    first = log.journal.item(0)
    clears = _count_calls(log.journal, "clear")
    inbox = _paste(small_game, qtbot, "От: Вася\nТема: голос\n\nГолосую против [b]Петя[/b]")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert controller.game.current.votes[-1].voter == "Вася"
    _show(small_game, "log")
    assert _lines(log.journal) == texts.journal_lines(controller.game, "ru")  # the vote's line is there
    assert "Петя" in _lines(log.journal)[-1]
    assert log.journal.item(0) is first and clears == [0]  # appended: the lines before were not drawn again
    reveal = log.reveal.toPlainText()
    _undo(small_game)  # on the log tab: the line goes at once
    assert _lines(log.journal) == texts.journal_lines(controller.game, "ru")
    assert not any("Петя" in line for line in _lines(log.journal)[2:])
    assert log.journal.item(0) is first and clears == [0]
    controller.apply("vote", voter="Коля", target="Маша")  # an undo, then another entry in its place
    assert _lines(log.journal) == texts.journal_lines(controller.game, "ru")
    assert "Маша" in _lines(log.journal)[-1] and log.reveal.toPlainText() != "" and clears == [0]
    assert reveal  # the reveal was drawn from the journal before
    refreshes = _count_calls(log, "refresh")
    controller.marked.emit()  # a post published (Posts tab): the journal is as it was
    _show(small_game, "board")
    _show(small_game, "log")
    assert refreshes == [0]


# ----- the result page ------------------------------------------------------------------------------
def test_the_result_page_keeps_the_picked_phase_and_redraws_its_log_only_when_it_changed(small_game, qtbot):
    controller = small_game.controller
    resolve = _show(small_game, "resolve")
    assert _lines(resolve.log) == ["Итоги ещё не подведены: заявок 0, голосов 0."]
    inbox = _paste(small_game, qtbot, "От: Вася\nТема: голос\n\nГолосую против [b]Петя[/b]")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    _show(small_game, "resolve")
    unresolved = ["✗ Вася: голос отклонён — в первый день линча нет", "Итоги ещё не подведены: заявок 0, голосов 1."]
    assert _lines(resolve.log) == unresolved  # its phase changed
    qtbot.mouseClick(resolve.resolve_button, Qt.MouseButton.LeftButton)
    assert controller.game.phases[0].resolved
    day_log = _lines(resolve.log)
    assert resolve.phase_pick.currentText() == "День 1" and day_log and unresolved[1] not in day_log  # resolved
    controller.apply("phase", kind="night")
    assert resolve.phase_pick.currentText() == "Ночь 1 (открыта)"  # a new phase is shown
    resolve.phase_pick.setCurrentIndex(0)  # the host reads day 1 again
    day_item = resolve.log.item(0)
    logs = _count_calls(resolve, "show_log")
    inbox = _paste(small_game, qtbot, "От: коля_acc\nТема: ход\n\nЛечу Машу")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert controller.game.current.requests[-1].actor == "Коля"
    _show(small_game, "resolve")
    # night 1 changed, day 1 did not: the host's pick stays, its log is not drawn again
    assert resolve.phase_pick.currentText() == "День 1" and logs == [0] and resolve.log.item(0) is day_item
    assert _lines(resolve.log) == day_log
    resolve.phase_pick.setCurrentIndex(1)
    assert _lines(resolve.log) == ["Итоги ещё не подведены: заявок 1, голосов 0."]
    resolve.phase_pick.setCurrentIndex(0)
    logs[0] = 0
    _undo(small_game)  # the heal taken back (night 1): day 1's log stands
    assert resolve.phase_pick.currentText() == "День 1" and logs == [0]
    _undo(small_game)  # the night taken back: day 1 (no lynch to publish with it) stands
    assert [resolve.phase_pick.itemText(i) for i in range(resolve.phase_pick.count())] == ["День 1"]
    assert logs == [0] and _lines(resolve.log) == day_log
    _undo(small_game)  # the result taken back
    assert resolve.phase_pick.currentText() == "День 1 (открыта)" and _lines(resolve.log) == unresolved
    refreshes = _count_calls(resolve, "refresh")
    controller.marked.emit()
    _show(small_game, "log")
    _show(small_game, "resolve")
    assert refreshes == [0]


# ----- the role PMs -------------------------------------------------------------------------------
def test_the_role_pms_stand_through_votes_and_deaths_and_follow_a_replaced_seat(small_game, qtbot):
    controller = small_game.controller
    pms = _show(small_game, "role_pms")
    tick = pms.table.item(1, 4)
    tick.setCheckState(Qt.CheckState.Checked)  # the host sent Петя's card
    pms.table.setCurrentCell(2, 0)
    card = pms.preview.toPlainText()
    refreshes = _count_calls(pms, "refresh")
    to_night(small_game)
    inbox = _paste(small_game, qtbot, "От: петя_acc\nТема: ход\n\nубиваем Машу")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    controller.apply("resolve")  # Маша is killed: a seat changed, no card did
    assert not controller.game.players["Маша"].alive
    _show(small_game, "role_pms")
    assert refreshes == [0] and pms.table.item(1, 4) is tick and tick.checkState() == Qt.CheckState.Checked
    assert pms.table.currentRow() == 2 and pms.preview.toPlainText() == card and pms.progress.text().startswith("Отправлено: 1 из 8")
    controller.apply("phase", kind="day")
    controller.apply("host", event="replace", player="Оля", by="Ольга")  # a substitute takes the seat: a new card
    _show(small_game, "role_pms")
    nicks = [pms.table.item(row, 0).text() for row in range(pms.table.rowCount())]
    assert refreshes == [1] and "Ольга" in nicks and "Оля" not in nicks
    _undo(small_game)  # across tabs: the role PMs show the seat as it was
    _show(small_game, "role_pms")
    nicks = [pms.table.item(row, 0).text() for row in range(pms.table.rowCount())]
    assert refreshes == [2] and "Оля" in nicks and "Ольга" not in nicks
    assert pms.table.item(1, 4).checkState() == Qt.CheckState.Checked  # the sent tick kept through a redraw


# ----- the inbox ----------------------------------------------------------------------------------
def _as_a_full_fill_reads(table) -> None:
    """Each row's Problem says what the engine says of it now (one verdict), as a table filled anew would."""
    shown = [table.item(row, 9).text() for row in range(len(table.rows))]
    kept, table.verdicts = table.verdicts, row_verdicts(table.game, table.rows)
    try:
        assert shown == [table.problem_text(row)[0] for row in table.rows]
    finally:
        table.verdicts = kept


def _cells_of(table, row: int) -> list[object]:
    return [table.item(row, column) for column in range(1, table.columnCount())]


def test_the_inbox_redraws_only_the_rows_of_the_changed_phase_and_keeps_the_hosts_place(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    inbox = _paste(small_game, qtbot, "От: коля_acc\nТема: ход\nДата: 14.03.2026 20:10\n\nЛечу Машу\n\n"
                                      "От: вася_acc\nТема: голос\nДата: 14.03.2026 20:05\n\nГолосую против Оли")
    table = inbox.table
    night, day = controller.game.phases[1].label, controller.game.phases[0].label
    day_row = next(i for i, row in enumerate(table.rows) if row.actor == "Вася")
    combo = table.combo(day_row, "phase")
    combo.setCurrentIndex(combo.findData(day))
    combo.activated.emit(combo.currentIndex())  # the host says: a late vote of day 1
    heal = next(i for i, row in enumerate(table.rows) if row.actor == "Коля")
    assert table.rows[day_row].phase == day and table.rows[heal].phase == night
    table.selectRow(heal)
    inbox.paste.setPlainText("От: Дина\n\nблокирую")  # typed, not read yet
    day_cells = _cells_of(table, day_row)
    on_time = table.item(heal, 7).text()
    assert on_time == "14.03 20:10"
    redrawn = _count_calls(table, "show_row")
    board = _show(small_game, "board")  # the host moves the night's deadline before the heal came
    board.deadlines.when.setDateTime(QDateTime(datetime(2026, 3, 14, 20, 0)))
    board.deadlines.ask = lambda _text: True
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    assert controller.game.entries[-1].data["event"] == "deadline"
    _show(small_game, "inbox")
    assert table.item(heal, 7).text().startswith("14.03 20:10 ") and table.rows[heal].late  # late now: said at once
    assert redrawn == [1] and _cells_of(table, day_row) == day_cells  # only night 1's row was drawn again
    _as_a_full_fill_reads(table)
    assert {i.row() for i in table.selectedIndexes()} == {heal}
    assert inbox.paste.toPlainText() == "От: Дина\n\nблокирую"
    _undo(small_game)  # across tabs: the deadline taken back
    assert redrawn == [2] and table.item(heal, 7).text() == on_time and _cells_of(table, day_row) == day_cells
    _as_a_full_fill_reads(table)
    assert {i.row() for i in table.selectedIndexes()} == {heal} and inbox.paste.toPlainText() == "От: Дина\n\nблокирую"
    inbox.paste.clear()
    _paste(small_game, qtbot, "От: коля_acc\nТема: ход\nДата: 14.03.2026 20:20\n\nЛечу Олю")  # he changed his mind
    assert redrawn == [3] and len(table.rows) == 3 and _cells_of(table, day_row) == day_cells  # the new row alone
    assert "замен" in table.item(heal, 9).text().lower()  # the earlier heal is replaced: said on its row at once
    assert {i.row() for i in table.selectedIndexes()} == {heal}
    _as_a_full_fill_reads(table)
    refreshes = _count_calls(inbox, "refresh")
    controller.marked.emit()  # a post published: no row reads otherwise
    _show(small_game, "posts")
    _show(small_game, "inbox")
    assert refreshes == [0]


def test_the_inbox_keeps_the_hosts_place_when_rows_leave_and_offers_a_new_phase_without_a_redraw(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    pms = "\n\n".join([f"От: {nick}\nТема: ход\n\nхода нет" for nick in ("Маша", "Оля")] +
                       [f"От: {nick}\nТема: ход\n\nпроверяю {target}" for nick, target in
                        (("Маша", "Бориса"), ("Оля", "Петю"), ("Sailor", "Дину"), ("Борис", "Олю"), ("коля_acc", "Машу"),
                         ("вася_acc", "Бориса"), ("Дина", "Sailor"), ("петя_acc", "Олю"))])
    inbox = _paste(small_game, qtbot, pms)
    table = inbox.table
    assert len(table.rows) == 10
    inbox.resize(900, 320)
    table.selectRow(8)
    table.scrollToBottom()
    chosen = table.rows[8]
    inbox.paste.setPlainText("От: Дина\n\nблокирую")  # typed, not read yet
    controller.apply("resolve")  # the «хода нет» rows of the closed night leave: the table is filled again
    assert len(table.rows) == 8 and all(row.targets for row in table.rows)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [table.rows.index(chosen)]
    seen = table.visualItemRect(table.item(table.rows.index(chosen), 9))
    assert table.viewport().rect().intersects(seen)  # the host's row is still in view
    assert inbox.paste.toPlainText() == "От: Дина\n\nблокирую"
    problems = [table.item(row, 9) for row in range(len(table.rows))]
    redrawn = _count_calls(table, "show_row")
    controller.apply("phase", kind="day")  # a new phase to offer: no row of it, none drawn again
    assert redrawn == [0] and [table.item(row, 9) for row in range(len(table.rows))] == problems
    _as_a_full_fill_reads(table)
    assert table.combo(0, "phase").findData(controller.game.current.label) >= 0  # the new phase is offered
    assert [i.row() for i in table.selectionModel().selectedRows()] == [table.rows.index(chosen)]
    _undo(small_game)  # the day taken back: offered no more
    assert table.combo(0, "phase").findData(controller.game.phases[-1].label) >= 0
    assert [table.combo(0, "phase").itemData(i) for i in range(table.combo(0, "phase").count())] == \
        [phase.label for phase in controller.game.phases]


def test_M4_a_days_lynch_published_with_the_night_leaves_the_days_log_when_the_night_is_resolved(small_game, qtbot):
    """The day whose lynch waits for the next night's result says so; the night's result is a later phase's
    change, and still the picked day's log follows it (the waiting line goes)."""
    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    for voter in ("Вася", "Коля", "Маша", "Дина", "Оля", "Sailor"):
        controller.apply("vote", voter=voter, target="Петя")
    controller.apply("resolve")
    controller.apply("phase", kind="night")
    resolve = _show(small_game, "resolve")
    resolve.phase_pick.setCurrentIndex(2)  # day 2
    assert resolve.phase_pick.currentText() == "День 2" and _lines(resolve.log)[-1].startswith("⚑")
    logs = _count_calls(resolve, "show_log")
    controller.apply("resolve")  # night 2: the lynch is published with it
    assert resolve.phase_pick.currentText() == "День 2" and logs == [1]
    assert not any(line.startswith("⚑") for line in _lines(resolve.log))


def test_the_posts_language_switched_on_the_posts_tab_rewords_the_role_cards_and_the_reveal(small_game, qtbot):
    """The game's posts language is an operation too (app.changes.POST_LANG): the pages that show what is
    written for the forum follow it; the result page and the inbox, in the host's own language, stand."""
    view = small_game.game_view
    pms, log = _show(small_game, "role_pms"), _show(small_game, "log")
    for name in ("resolve", "inbox"):  # every page drawn once
        _show(small_game, name)
    pms.table.setCurrentCell(0, 0)
    russian_card, russian_reveal = pms.preview.toPlainText(), log.reveal.toPlainText()
    counts = {name: _count_calls(view.page(name), "refresh") for name in ("role_pms", "log", "resolve", "inbox")}
    posts = _show(small_game, "posts")
    posts.lang_pick.setCurrentIndex(posts.lang_pick.findData("pl"))
    _show(small_game, "role_pms")
    assert pms.preview.toPlainText() != russian_card and pms.preview.toPlainText() == pms.texts[0]
    assert pms.texts.lang == "pl" and pms.table.currentRow() == 0
    _show(small_game, "log")
    assert log.reveal.toPlainText() != russian_reveal
    for name in ("resolve", "inbox"):
        _show(small_game, name)
    assert counts["role_pms"] == [1] and counts["log"] == [1], counts
    assert counts["resolve"] == [0] and counts["inbox"] == [0], counts


def test_a_pm_waiting_in_the_inbox_is_said_to_the_board_and_the_result_page_not_to_the_log(small_game, qtbot):
    """Pasting a PM records nothing, yet the board's «Ещё не прислали» and what holds Resolve change with it
    (app.changes.inbox_waiting): the board said «Петя» had sent nothing while his PM waited in the inbox."""
    view = small_game.game_view
    to_night(small_game)
    board = _show(small_game, "board")
    assert "Петя" in board.missing.text()
    for name in ("role_pms", "log", "resolve"):
        _show(small_game, name)
    counts = {name: _count_calls(view.page(name), "refresh") for name in ("role_pms", "log", "resolve")}
    inbox = _paste(small_game, qtbot, "От: петя_acc\nТема: ход\n\nубиваем Олю")
    board = _show(small_game, "board")
    assert "Петя" not in board.missing.text() and "Вася" in board.missing.text()
    resolve = _show(small_game, "resolve")
    qtbot.mouseClick(resolve.resolve_button, Qt.MouseButton.LeftButton)
    assert resolve.hold.isVisibleTo(resolve) and not small_game.controller.game.current.resolved
    inbox = _show(small_game, "inbox")
    inbox.table.selectRow(0)
    qtbot.mouseClick(inbox.remove_row, Qt.MouseButton.LeftButton)  # the host removes it unrecorded
    assert not inbox.table.rows
    assert not _show(small_game, "resolve").hold.isVisibleTo(resolve)  # nothing holds Resolve now
    assert "Петя" in _show(small_game, "board").missing.text()
    _show(small_game, "role_pms")
    _show(small_game, "log")
    assert counts["role_pms"] == [0] and counts["log"] == [0] and counts["resolve"] == [2], counts
