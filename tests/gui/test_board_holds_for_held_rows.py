"""The board's Resolve stops for a PM the inbox's reader left unticked as a guess (Row.held), as the inbox's own
«Записать … и подвести итоги» does (host-findings-4): the godfather's «подтверждаю, Лебедь» waited unticked
(no action word: read as his only night action), and the board said only «Ещё не прислали: 1» and would resolve
the night without his part of the mafia's agreed kill."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.app.inbox.rows import Row
from moderator_app.gui.inbox_store import waits

from .conftest import inbox_tab, paste_text, to_night

PMS = "От: вася_acc\n\nпроверяю Бориса\n\nОт: борис_acc\n\nподтверждаю, Оля"


def test_resolve_stops_while_a_held_guess_of_the_night_waits(small_game, qtbot):
    to_night(small_game)
    view = inbox_tab(small_game)
    paste_text(view, PMS)
    view.accept_all()  # the check is recorded; the guess stays, unticked
    [row] = view.table.rows
    assert row.held and not row.include
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    night = small_game.controller.game.current
    assert "ждут записи" in board.next_reason.text()  # said before the click, as the inbox says it
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert not night.resolved and board.hold.isVisible()
    assert "ждут записи строки фазы «Ночь 1»: 1." in board.hold.said.text()


PAGE = ("Сообщение Вася » 07 дек 2026, 10:00\nГолосую против Бориса.\n\n"
        "Сообщение Коля » 07 дек 2026, 10:30\nМеня ночью пытались убить. Так что я мирный. А почему Борис молчит? +1 за Бориса.\n")


def test_resolve_stops_for_a_post_the_page_passed_over_that_reads_as_a_vote(small_game, qtbot):
    """host-findings-4: a Polish page's «Głos: Mirenium» and «Ja też na Rewika» waited unticked («sprawdź i
    zaznacz»); the board resolved past them and the count published «Nie głosowali: Rewik, …, Bollomaster»."""
    view = inbox_tab(small_game)
    paste_text(view, PAGE)
    view.accept_all()
    [row] = view.table.rows
    assert row.note == "page_skipped" and row.targets == ["Борис"] and not row.include
    assert view.waiting_rows() == [row]  # the inbox's own «Подвести итоги» waits too
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    day = small_game.controller.game.current
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert not day.resolved and board.hold.isVisible()
    small_game.game_view.tabs.setCurrentWidget(view)
    view.table.selectRow(0)
    qtbot.mouseClick(view.remove_row, Qt.MouseButton.LeftButton)  # the host removes it (not a vote): Resolve goes on
    assert view.table.rows == []
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert day.resolved


def test_a_sender_whose_pm_waits_in_the_inbox_is_not_missing_and_gets_no_reminder(small_game):
    """host-findings-4: «Ночная Белка — ещё не прислал» and a draft «Напоминаю: жду ваш ночной ход.» to her, while
    her «подтверждаю, Лебедь» waited in the inbox for the host's tick."""
    to_night(small_game)
    view = inbox_tab(small_game)
    paste_text(view, PMS)
    view.accept_all()
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    row = next(r for r in board.model.rows if r["nick"] == "Борис")
    assert not row["missing"] and row["sent"] == "во «Входящих», ещё не записано"
    assert "Борис" not in board.missing.text() and "Борис" not in board.model.missing()
    assert not [d for d in board.mail.drafts if d.to == "Борис" and d.kind == "reminder"]
    assert [d for d in board.mail.drafts if d.kind == "reminder"]  # the others who owe a move still get one


def test_a_passed_over_post_that_names_nobody_holds_nothing():
    """Only a passed-over post that reads as a vote (it names a target) waits for the host: page chatter the reader
    passed over with no name in it would hold Resolve for ever (inbox_store.waits, as kept dicts and as rows)."""
    assert waits({"note": "page_skipped", "targets": ["Борис"]})
    assert not waits({"note": "page_skipped", "targets": []}) and not waits({"note": "no_vote", "targets": ["Борис"]})
    chatter = Row("s", "Всем привет.", "vote", sender="Коля", note="page_skipped", include=False)
    assert not waits(chatter) and waits(Row("s", "+1 за Бориса.", "vote", note="page_skipped", targets=["Борис"],
                                            include=False))
