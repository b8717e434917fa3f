"""S-TAB-3, the playing host, tab by tab: before the unmasking the Inbox, the Resolve log, the
Posts and the Role PMs show no other seat's role or goal (the inbox shows only the room a PM
names); once the unmasking is resolved, every tab shows them all."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_other_sets import SUSPI_ACCOUNTS, _cell, _deal, _open_next_phase, _paste

SEAT = "Ewa"


def _secret_words(game) -> set[str]:
    """The role names of the other seats that differ from the host's own role's name."""
    own = game.rs.roles[game.players[SEAT].role].name("ru")
    return {game.rs.roles[p.role].name("ru") for n, p in game.players.items() if n != SEAT} - {own}


def _texts_of_tabs(window) -> dict[str, str]:
    view = window.game_view
    shown: dict[str, str] = {}
    view.tabs.setCurrentWidget(view.resolve)
    resolve = view.resolve
    lines = []
    for index in range(resolve.phase_pick.count()):
        resolve.phase_pick.setCurrentIndex(index)
        lines += [resolve.log.item(i).text() for i in range(resolve.log.count())]
    shown["resolve"] = "\n".join(lines)
    view.tabs.setCurrentWidget(view.posts)
    posts = view.posts
    texts = []
    for index in range(1, posts.phase_pick.count()):  # the opening post's role list is public to all
        posts.phase_pick.setCurrentIndex(index)
        texts += [text for label, text in posts.posts if label != posts.tr("PM to %1").replace("%1", SEAT)]
    shown["posts"] = "\n".join(texts)
    view.tabs.setCurrentWidget(view.role_pms)
    pms = view.role_pms
    cards = []
    for row in range(pms.table.rowCount()):
        if pms.table.item(row, 0).text() != SEAT:
            pms.table.setCurrentCell(row, 0)
            cards += [pms.table.item(row, 2).text(), pms.preview.toPlainText()]
    shown["role_pms"] = "\n".join(cards)
    return shown


def test_S_TAB_3_playing_host_inbox_resolve_posts_and_role_pms_hide_others_until_the_unmasking(window, qtbot):
    game = _deal(window, qtbot, "suspi", SUSPI_ACCOUNTS, 77)
    view, controller = window.game_view, window.controller
    view.host_seat.setCurrentText(SEAT)
    view.playing_host.setChecked(True)
    _open_next_phase(window, qtbot)
    killer = next(n for n, p in game.players.items() if p.role == "killer" and n != SEAT)
    inbox = _paste(window, qtbot, killer, "Idę do Biblioteki")
    row = len(inbox.table.rows) - 1
    assert inbox.table.combo(row, "room").currentText() == "Библиотека" and _cell(inbox, "room") == "Biblioteka"
    assert not inbox.table.combo(row, "action").isEnabled() and not inbox.table.combo(row, "target").isEnabled()
    assert inbox.table.item(row, 9).text() == "" and inbox.table.item(row, 8).text() == ""  # no rule, no reading named
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert controller.game.current.requests[-1].actor == killer
    secrets = _secret_words(controller.game)
    assert secrets
    for nick in SUSPI_ACCOUNTS:
        if nick != killer:
            controller.apply("action", actor=nick, action="room", room="Biblioteka")
    controller.apply("resolve")
    before = _texts_of_tabs(window)
    for tab, text in before.items():
        assert not [word for word in secrets if word in text], tab
        assert "цель" not in text.lower(), tab
    # the city wins (each council executes a killer), then the unmasking is resolved
    for _round in range(14):
        game = controller.game
        if game.current.kind == "unmask" and game.current.resolved:
            break
        if not game.current.resolved:
            if game.current.kind == "council":
                target = next(n for n in game.living() if game.players[n].role == "killer")
                for voter in game.living():
                    controller.apply("vote", voter=voter, target=target if voter != target else game.living()[0])
            controller.apply("resolve")
        else:
            _open_next_phase(window, qtbot)
    assert controller.game.current.kind == "unmask" and controller.game.current.resolved
    after = _texts_of_tabs(window)
    assert all(word in after["role_pms"] for word in secrets)
    assert all(word in after["posts"] for word in secrets)  # the final reveal names every role
    assert after["resolve"].count("\n") > before["resolve"].count("\n")
