"""The other shipped sets in the app, driven from the New game screen as a host would: HyperMafia
with coloured votes and SUSPI with room nights read from pasted PMs, resolved, with posts; and
SUSPI's playing host (S-TAB-3), whose board hides the others' roles and goals until the unmasking."""

from __future__ import annotations

from PySide6.QtCore import Qt

HYPER_ACCOUNTS = ["Рики", "Алтея", "Энни", "Сэйба", "Гораций", "Эсми", "Юна", "Франклин", "Фиона", "Бронвин", "Фредди"]
SUSPI_ACCOUNTS = ["Kasia", "Tomek", "Celina", "Jacek", "Zosia", "Bartek", "Ewa", "Marek"]


def _deal(window, qtbot, roleset: str, accounts: list[str], seed: int):
    window.show_new_game()
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData(roleset))
    page.signup.setPlainText("\n".join(accounts))
    page.seed.setValue(seed)
    assert page.deal_button.isEnabled(), page.warning.text()
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None and game.rs.id == roleset and sorted(game.players) == sorted(accounts)
    return game


def _open_next_phase(window, qtbot):
    view = window.game_view
    view.tabs.setCurrentWidget(view.board)
    qtbot.mouseClick(view.board.next_phase, Qt.MouseButton.LeftButton)


def _paste(window, qtbot, sender: str, text: str):
    """A PM without headers typed into the inbox, read, its sender picked in its row."""
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    inbox.paste.setPlainText(text)
    qtbot.keyClick(inbox.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    row = len(inbox.table.rows) - 1
    combo = inbox.table.combo(row, "sender")
    combo.setCurrentIndex(combo.findData(sender))
    combo.activated.emit(combo.currentIndex())
    return inbox


def _cell(inbox, column: str):
    """What the last review row shows in a column (the combo's value)."""
    return inbox.table.combo(len(inbox.table.rows) - 1, column).currentData()


def _shown(inbox, column: str) -> bool:
    from moderator_app.gui.inbox_table import COLUMNS

    return not inbox.table.isColumnHidden(COLUMNS.index(column))


def _resolve_and_posts(window, qtbot) -> list[str]:
    view = window.game_view
    view.tabs.setCurrentWidget(view.resolve)
    assert view.resolve.resolve_button.isEnabled()
    qtbot.mouseClick(view.resolve.resolve_button, Qt.MouseButton.LeftButton)
    assert window.controller.game.phases[-1].resolved
    view.tabs.setCurrentWidget(view.posts)
    return [text for _label, text in view.posts.posts]


def test_hypermafia_new_game_night_kill_and_coloured_votes(window, qtbot):
    game = _deal(window, qtbot, "hypermafia-peregrine", HYPER_ACCOUNTS, 5)
    _open_next_phase(window, qtbot)
    baron = next(n for n, p in game.players.items() if p.role == "baron")
    victim = next(n for n, p in game.players.items() if p.role == "peculiar")
    inbox = _paste(window, qtbot, baron, f"Убиваю {victim}")
    assert (_cell(inbox, "action"), _cell(inbox, "target")) == ("kill", victim)
    assert not _shown(inbox, "room") and not _shown(inbox, "color")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    posts = _resolve_and_posts(window, qtbot)
    assert victim in posts[0] and not window.controller.game.players[victim].alive
    _open_next_phase(window, qtbot)
    living = window.controller.game.living()
    accused, second = living[0], living[1]
    for i, voter in enumerate(living):
        colour = "blue" if i % 3 == 0 else "red"
        inbox = _paste(window, qtbot, voter, f"[color={colour}]{accused if voter != accused else second}[/color]")
        assert _shown(inbox, "color") and _cell(inbox, "color") == colour
        qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    votes = window.controller.game.current.votes
    assert [v.color for v in votes] == ["blue" if i % 3 == 0 else "red" for i in range(len(living))]
    posts = _resolve_and_posts(window, qtbot)
    assert f"{accused} выбывает" in posts[0]


def test_suspi_new_game_room_night_from_pasted_pms(window, qtbot):
    game = _deal(window, qtbot, "suspi", SUSPI_ACCOUNTS, 77)
    _open_next_phase(window, qtbot)
    board = window.game_view.board
    assert board.model.missing() == SUSPI_ACCOUNTS  # everyone owes a room; one-time cards are optional
    for nick in SUSPI_ACCOUNTS:
        inbox = _paste(window, qtbot, nick, "Idę do Biblioteki")
        assert _shown(inbox, "room") and (_cell(inbox, "action"), _cell(inbox, "room")) == ("room", "Biblioteka")
        assert "Библиотека" == inbox.table.combo(len(inbox.table.rows) - 1, "room").currentText()
        qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    window.game_view.tabs.setCurrentWidget(board)
    assert board.model.missing() == [] and board.missing.text() == "Все прислали."
    assert all(row["sent"] == "Выбор комнаты → Библиотека" for row in board.model.rows)
    assert all(" · цель: " in row["role"] for row in board.model.rows)
    posts = _resolve_and_posts(window, qtbot)
    assert "Рассвет" in posts[0]
    assert any("«Библиотека»" in text for text in posts[1:])
    assert game is window.controller.game or window.controller.game.rs.id == "suspi"


def test_S_TAB_3_playing_host_board_hides_roles_and_goals_until_the_unmasking(window, qtbot):
    _deal(window, qtbot, "suspi", SUSPI_ACCOUNTS, 77)
    view, controller = window.game_view, window.controller
    assert view.playing_host.isVisibleTo(view)
    view.host_seat.setCurrentText("Ewa")
    view.playing_host.setChecked(True)
    assert controller.host_seat == "Ewa" and view.host_seat.isVisibleTo(view)
    _open_next_phase(window, qtbot)
    board = view.board
    roles = {row["nick"]: row["role"] for row in board.model.rows}
    assert roles["Ewa"].startswith("Гость · цель: ")
    assert all(role == "скрыто" for nick, role in roles.items() if nick != "Ewa")
    for nick in SUSPI_ACCOUNTS:
        controller.apply("action", actor=nick, action="room", room="Biblioteka")
    assert {row["sent"] for row in board.model.rows if row["nick"] != "Ewa"} == {"прислал"}
    view.tabs.setCurrentWidget(view.role_pms)
    assert view.role_pms.table.item(0, 2).text() == "скрыто"
    view.tabs.setCurrentWidget(view.log)
    assert view.log.reveal.toPlainText() == ""
    # the game runs to the city's win (every council executes a killer), then to its unmasking
    for _round in range(12):
        game = controller.game
        if game.current.kind == "unmask" and game.current.resolved:
            break
        if not game.current.resolved:
            if game.current.kind == "council":
                killer = next(n for n in game.living() if game.players[n].role == "killer")
                for voter in game.living():
                    controller.apply("vote", voter=voter, target=killer if voter != killer else game.living()[0])
            controller.apply("resolve")
            assert "скрыто" in {row["role"] for row in board.model.rows} or controller.game.current.kind == "unmask"
        else:
            _open_next_phase(window, qtbot)
    assert controller.game.winner == "city" and controller.game.current.kind == "unmask"
    view.tabs.setCurrentWidget(board)
    roles = {row["nick"]: row["role"] for row in board.model.rows}
    assert "скрыто" not in roles.values() and all(" · цель: " in r for r in roles.values())
    view.playing_host.setChecked(False)
    assert controller.host_seat is None
