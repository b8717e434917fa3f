"""The board's deadline (dated, zoned, editable, counting down) and the host's correspondence:
receipts for what the inbox recorded, reminders for who has not sent, addressed to the account,
copied and marked sent, then confirmed — all kept after the app is restarted."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QApplication

from moderator_app.app import deadlines
from moderator_app.i18n.zones import reader_zone, system_zone

from .conftest import to_night


def _board(window):
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    return board


def test_deadline_is_shown_counts_down_and_is_edited_per_phase(small_game, qtbot):
    to_night(small_game)
    board = _board(small_game)
    game = small_game.controller.game
    at, tz = deadlines.phase_setting(game)
    assert at.endswith("21:00") and tz  # dated when the night opened
    board.deadlines.when.setDateTime(QDateTime(datetime(2026, 12, 2, 22, 30)))
    board.deadlines.zone.setCurrentText("Europe/Warsaw")
    asked: list[str] = []
    board.deadlines.ask = lambda text: asked.append(text) or False  # the host answers "No" first
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    assert deadlines.phase_setting(small_game.controller.game) == (at, tz)  # day 1 ends today: 02.12 is before it
    assert asked[0].startswith("Дедлайн фазы «Ночь 1» (02.12 22:30 по Варшаве) раньше дедлайна предыдущей фазы (")
    assert small_game.statusBar().currentMessage() == asked[0].split("\n")[0]
    board.deadlines.ask = lambda text: True
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    assert deadlines.phase_setting(small_game.controller.game) == ("2026-12-02 22:30", "Europe/Warsaw")
    board.deadlines.tick(now=datetime(2026, 12, 2, 20, 15, tzinfo=deadlines.zone("Europe/Warsaw")))
    assert board.deadlines.countdown.text() == "До дедлайна <b>2 ч 15 мин</b> (02.12 22:30 по Варшаве)"
    board.deadlines.tick(now=datetime(2026, 12, 2, 23, 0, tzinfo=deadlines.zone("Europe/Warsaw")))
    assert board.deadlines.countdown.text().startswith("<b>Дедлайн прошёл</b>")


def test_late_entry_is_marked_with_its_time_on_the_board(small_game, qtbot):
    controller = small_game.controller
    controller.apply("resolve")
    controller.apply("phase", kind="night", deadline="2026-12-02 21:00", tz="Europe/Moscow")
    controller.apply("action", actor="Вася", action="check", targets=["Борис"], at="2026-12-02 21:40")
    board = _board(small_game)
    row = next(r for r in board.model.rows if r["nick"] == "Вася")
    assert row["sent"] == "Проверка → Борис (опоздал: 21:40)"


def test_receipts_and_reminders_addressed_to_accounts_tracked_and_kept(small_game, qtbot, open_window):
    to_night(small_game)
    inbox = small_game.game_view.inbox
    small_game.game_view.tabs.setCurrentWidget(inbox)
    QApplication.clipboard().setText("От: вася_acc\n\nпроверяю Бориса")
    inbox.paste.setFocus()
    inbox.paste.paste()
    inbox.accept_all()
    board = _board(small_game)
    mail = board.mail
    first = [mail.table.item(0, c).text() for c in range(4)]
    assert first == ["вася_acc (Вася)", "квитанция", "Принято: проверка Бориса.", "черновик"]
    reminders = [mail.table.item(r, 0).text() for r in range(mail.table.rowCount()) if mail.table.item(r, 1).text() == "напоминание"]
    assert reminders == ["петя_acc (Петя)", "коля_acc (Коля)", "дина_acc (Дина)", "борис_acc (Борис)"]
    assert mail.drafts[1].text.startswith("Напоминаю: жду ваш ночной ход до ") and mail.drafts[1].text.endswith(f"21:00 {reader_zone(system_zone(), 'ru')}.")  # with its zone
    mail.table.selectRow(0)
    qtbot.mouseClick(mail.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "Принято: проверка Бориса."
    mail.table.selectRow(1)
    qtbot.mouseClick(mail.copy_button, Qt.MouseButton.LeftButton)
    mail.table.selectRow(0)
    qtbot.mouseClick(mail.confirm_button, Qt.MouseButton.LeftButton)
    assert mail.heading.text() == "<b>Переписка</b>: черновиков 3, отправлено 1, подтверждено 1"
    small_game.close()
    again = open_window()
    mail = _board(again).mail
    assert [d.status for d in mail.drafts[:2]] == ["confirmed", "sent"]  # kept in the journal


def test_S_TAB_3_playing_host_gets_no_receipt_naming_another_seats_action(window, qtbot):
    from .test_other_sets import SUSPI_ACCOUNTS, _deal, _open_next_phase

    game = _deal(window, qtbot, "suspi", SUSPI_ACCOUNTS, 77)
    view, controller = window.game_view, window.controller
    view.host_seat.setCurrentText("Ewa")
    view.playing_host.setChecked(True)
    _open_next_phase(window, qtbot)
    killer = next(n for n, p in game.players.items() if p.role == "killer" and n != "Ewa")
    controller.apply("action", actor=killer, action="room", room="Biblioteka")
    controller.apply("action", actor="Ewa", action="room", room="Biblioteka")
    mail = _board(window).mail
    assert [(d.to, d.kind) for d in mail.drafts if d.kind == "receipt"] == [("Ewa", "receipt")]
    assert killer not in [d.to for d in mail.drafts]  # he has sent: no reminder either
