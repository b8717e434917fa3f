"""The start of a host's evening: the first start shows the example game, the start page lists the
games, a new game reads a pasted sign-up post, suggests a deal, warns about a short mafia, deals
with the seed shown, and the role PMs are copied one by one and stay ticked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def test_first_start_opens_the_example_game(window):
    assert window.stack.currentWidget() is window.game_view
    assert window.controller.store.list_games()[0].example
    assert "Классическая форумная мафия" in window.game_view.heading.text()
    assert "сид 7" in window.game_view.heading.text()


def test_example_game_opens_at_its_last_night_with_nothing_sent(window, qtbot):
    """A newcomer sees the tool at work: night 3 open, everyone still owes an action, Resolve is
    live, and Ctrl+Shift+Z replays the example's own ending."""
    from PySide6.QtTest import QTest

    controller, view = window.controller, window.game_view
    game = controller.game
    assert (game.current.kind, game.current.number, game.current.resolved) == ("night", 3, False)
    assert game.entries[-1].kind == "phase" and game.winner is None and controller.can_redo
    view.tabs.setCurrentWidget(view.board)
    assert "Ночь 3" in view.board.heading.text() and view.board.missing.text().startswith("Ещё не прислали: ")
    view.tabs.setCurrentWidget(view.resolve)
    assert view.resolve.resolve_button.isEnabled()
    view.tabs.setCurrentWidget(view.inbox)
    assert "Ночь 3" in view.inbox.phase_label.text() and not view.inbox.accept.isEnabled()  # nothing pasted yet
    while controller.can_redo:
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert controller.game.winner == "town"


def test_start_page_lists_games_and_opens_one(window, qtbot):
    window.action_start.trigger()
    page = window.start_page
    assert window.stack.currentWidget() is page
    assert page.games.count() == 1 and "(пример)" in page.games.item(0).text()
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_view


SIGNUP_ACCOUNTS = ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Sailor"]
SIGNUP_POST = """[b]Набор в игру закрыт![/b] Список:
1. Вася
2. [color=red]Петя[/color]
3) Коля
- Маша
• Дина (замена)
6. Борис
7. Оля
8. Sailor
"""


def _new_game_with_signup(window, qtbot):
    qtbot.mouseClick(window.start_page.new_button, Qt.MouseButton.LeftButton)
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    qtbot.keyClicks(page.title, "Mafia 12")
    page.signup.setFocus()
    QApplication.clipboard().setText(SIGNUP_POST)
    page.signup.paste()
    return page


def test_new_game_reads_signup_post_and_suggests_the_deal(window, qtbot):
    window.show_start()
    page = _new_game_with_signup(window, qtbot)
    assert page.accounts() == ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Sailor"]
    assert page.deal_counts() == {"commissar": 1, "doctor": 1, "putana": 1, "boss": 1, "mafioso": 1, "citizen": 3}
    assert "8 ролей на 8 игроков" in page.deal_info.text()
    assert page.warning.text() == "" and page.deal_button.isEnabled()


def test_C_WIN_4_new_game_warns_when_mafia_is_below_a_quarter(window, qtbot):
    window.show_start()
    page = _new_game_with_signup(window, qtbot)
    row = next(r for r in range(page.deal.rowCount()) if page.deal.item(r, 0).data(Qt.ItemDataRole.UserRole) == "mafioso")
    spin = page.deal.cellWidget(row, 2)
    spin.setValue(0)
    assert "Раздача" not in page.warning.text()
    assert "ровно по одной роли" in page.warning.text() and not page.deal_button.isEnabled()
    citizen_row = next(r for r in range(page.deal.rowCount()) if page.deal.item(r, 0).data(Qt.ItemDataRole.UserRole) == "citizen")
    page.deal.cellWidget(citizen_row, 2).setValue(4)
    assert "У команды «Мафия» мест: 1; по правилам нужно не меньше 2." in page.warning.text()
    assert page.deal_button.isEnabled()  # a warning, not a ban: the host decides


def test_dealing_shows_seed_and_role_pms_are_copied_and_ticked(window, qtbot):
    window.show_start()
    page = _new_game_with_signup(window, qtbot)
    page.players.use_masks.setChecked(True)  # sub-masks: the app issues a nick and a password per account
    page.players.table.item(1, 1).setText("Незнакомец")  # the host's own nick for Петя
    page.players.table.item(1, 2).setText("tajne123")
    page.seed.setValue(4242)
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.seed == 4242 and game.players["Незнакомец"].account == "Петя"
    assert sorted(p.account for p in game.players.values()) == sorted(SIGNUP_ACCOUNTS)
    assert all(p.nick not in SIGNUP_ACCOUNTS and len(p.extra["password"]) >= 8 for p in game.players.values())
    pms = window.game_view.role_pms
    assert window.game_view.tabs.currentWidget() is pms
    assert "4242" in pms.seed.text()
    row = game.players["Незнакомец"].seat
    assert pms.table.item(row, 1).text() == "Петя"  # the card goes to the real account
    qtbot.mouseClick(pms.table.cellWidget(row, 3), Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    role = game.rs.roles[game.players["Незнакомец"].role]
    shown = game.rs.roles.get(role.get("card_role") or role.id)
    assert f"Ваша роль: [b]{shown.name('ru')}[/b]" in copied
    assert "[b]Незнакомец[/b]" in copied and "[code]tajne123[/code]" in copied
    assert not pms.is_sent(row)  # copied is not sent: the host ticks it once he has sent it
    assert pms.progress.text() == "Отправлено: 0 из 8 · скопировано, но не отмечено отправленным: 1"
    pms.table.item(row, 4).setCheckState(Qt.CheckState.Checked)
    assert pms.progress.text() == "Отправлено: 1 из 8"
    assert window.controller.settings.sent_pms(window.controller.game_id) == {"Незнакомец"}


def test_role_pm_tells_mafia_their_allies(small_game):
    pms = small_game.game_view.role_pms
    small_game.game_view.tabs.setCurrentWidget(pms)
    boss_text = pms.texts[1]
    assert "Ваша роль: [b]Босс[/b]" in boss_text and "Борис" in boss_text and "Мафиози" in boss_text
    assert "Борис" not in pms.texts[0]  # the commissar learns nothing about the mafia


def test_new_game_role_set_picker_shows_names_in_the_ui_language(window):
    window.show_new_game()
    picker = window.new_game_page.roleset
    names = {picker.itemData(i): picker.itemText(i) for i in range(picker.count())}
    assert names["forum-mafia-classic"] == "Классическая форумная мафия"
    assert all(name != ref for ref, name in names.items() if ref in ("forum-mafia-classic", "suspi"))


def test_heading_names_the_game_by_its_title_with_its_role_set_beside_it(window, qtbot):
    """The host runs «Мафия №47», not «Классическая форумная мафия»: the heading follows a rename."""
    controller = window.controller
    assert controller.rename_game(controller.game_id, "Мафия №47")
    heading = window.game_view.heading.text()
    assert heading.startswith("<b>Мафия №47</b> (Классическая форумная мафия) · ") and "сид 7" in heading


def test_a_long_game_title_never_makes_the_window_wider_than_a_small_screen(window):
    controller = window.controller
    assert controller.rename_game(controller.game_id, "Большая новогодняя мафия форума «Северное сияние», сезон 12 " * 2)
    assert window.minimumSizeHint().width() <= 1366
    assert "сезон 12" in window.game_view.heading.toolTip()  # the whole line is one hover away
