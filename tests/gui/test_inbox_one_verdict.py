"""One verdict at the window (#23 item 1): a row reads «правила соблюдены» only where the engine's dry
run gives it a fate that acts (app.inbox.fate); the receipts and the board say the same."""

from __future__ import annotations


from .conftest import inbox_tab as _inbox, paste_text as _paste, to_night



def _problems(view) -> list[str]:
    return [view.table.item(i, 9).text() for i in range(view.table.rowCount())]


def test_C_ROLE_DOC_two_requests_of_one_action_a_night_are_two_rows_and_one_is_not_ok(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: коля_acc\nДата: 14.03.2026 20:10\n\nЛечу Машу\n\n"
                 "От: коля_acc\nДата: 14.03.2026 20:40\n\nУкол Васе")
    assert [(r.actor, r.action) for r in view.table.rows] == [("Коля", "heal"), ("Коля", "inject")]
    first, second = _problems(view)
    assert [first == "правила соблюдены", second == "правила соблюдены"].count(True) == 1
    assert "заменено" in first and "за ночь только одно из этих действий" in first
    view.table.cellWidget(1, 0).setChecked(False)  # the host unticks the injection
    assert _problems(view)[0] == "правила соблюдены"  # «Accept all» now records the heal alone


def test_C_FLOW_2_a_hunt_before_noon_is_not_ok_in_the_inbox(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: маша_acc\nДата: 15.03.2026 01:17\n\nОхочусь на Петю")
    row = view.table.rows[0]
    assert (row.actor, row.action, row.targets) == ("Маша", "hunt", ["Петя"])
    problem = _problems(view)[0]
    assert "правила соблюдены" not in problem and "принимается с 12:00" in problem


def test_C_ROLE_DOC_the_replaced_request_gets_a_receipt_that_says_so_and_the_board_shows_the_one_that_counts(small_game,
                                                                                                          qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: коля_acc\nДата: 14.03.2026 20:10\n\nЛечу Машу\n\n"
                 "От: коля_acc\nДата: 14.03.2026 20:40\n\nУкол Васе")
    view.accept_all()
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    receipts = [d.text for d in board.mail.drafts if d.kind == "receipt"]
    assert receipts[0].startswith("Получено: лечение") and "Не засчитано: за ночь только одно" in receipts[0]
    assert receipts[1].startswith("Принято:")
    sent = next(row["sent"] for row in board.model.rows if row["nick"] == "Коля")
    assert "Вася" in sent and "Маша" not in sent


def test_a_refused_request_is_not_sent_on_the_board_and_the_player_is_reminded(small_game, qtbot):
    """The board's readiness from the engine's verdict: a request the engine refused does nothing, so the
    seat still owes its action (the receipt says why; the reminder asks again)."""
    to_night(small_game)
    controller = small_game.controller
    controller.apply("action", actor="Вася", action="kill", targets=["Борис"])  # not the commissar's ability
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    assert "Вася" in board.model.missing()
    assert [d.kind for d in board.mail.drafts if d.to == "Вася"] == ["receipt", "reminder"]
    controller.apply("action", actor="Вася", action="check", targets=["Борис"])
    board.refresh()
    assert "Вася" not in board.model.missing()


def test_the_board_says_what_waits_in_the_inbox_before_resolving(small_game, qtbot):
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: вася_acc\n\nпроверяю Бориса")
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    assert board.next_reason.text().startswith("Во «Входящих» ждут записи: 1.")
    view.take_next_step()  # recorded and resolved from the inbox
    board.refresh()
    assert "Входящих" not in board.next_reason.text()


def test_C_ROLE_COM_a_two_target_check_waits_for_the_host_and_accept_all_leaves_it(small_game, qtbot):
    """Host findings #12: «проверяю Петю и Бориса» was recorded refused by «Принять всё», the check lost."""
    to_night(small_game)
    view = _inbox(small_game)
    _paste(view, "От: вася_acc\nДата: 14.03.2026 20:10\n\nпроверяю Петю и Бориса\n\n"
                 "От: коля_acc\nДата: 14.03.2026 20:40\n\nЛечу Машу")
    assert [(r.actor, r.targets) for r in view.table.rows] == [("Вася", ["Петя", "Борис"]), ("Коля", ["Маша"])]
    problem = _problems(view)[0]
    assert "слишком много целей" in problem and "«Принять всё» оставит её вам" in problem
    view.table.grab().save("/tmp/play/inbox_two_targets.png")
    view.accept_all()
    assert [(r.actor, r.action) for r in small_game.controller.game.current.requests] == [("Коля", "heal")]
    assert [(r.actor, r.targets) for r in view.table.rows] == [("Вася", ["Петя", "Борис"])]
