"""Undoing an alias the host confirmed gives back the inbox rows it read again (host-findings-5 item 9: after
«Отменено: ⚑ Псевдоним …» the rows stayed re-attributed, and the host re-picked each sender by hand): the journal
and the inbox agree after Undo, after Redo, and across a restart of the app."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_inbox import _inbox, _paste, _pick
from .test_inbox_aliases import robik_day


def _seen(view) -> list[tuple[str, str, str]]:
    """Each row as the host sees it: sender, target, confidence."""
    table = view.table
    return [(table.combo(n, "sender").currentText(), table.combo(n, "target").currentText(), table.item(n, 8).text())
            for n in range(len(table.rows))]


def _remember(qtbot, view, offered: str) -> None:
    assert view.remember.isVisible() and view.remember.text() == offered
    qtbot.mouseClick(view.remember, Qt.MouseButton.LeftButton)


def test_undoing_a_sender_alias_gives_the_rows_back_also_after_a_restart(open_window, qtbot):
    window = open_window("ru")
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: robby\n\nГолосую за Петю")
    _paste(qtbot, view, "От: robby\n\nГолосую за Колю")
    before = _seen(view)
    assert [sender for sender, _t, _c in before] == ["robby ?", "robby ?"]  # nobody's account: the host picks
    _pick(view, 0, "sender", "IAmRobik")
    picked = _seen(view)
    _remember(qtbot, view, "Запомнить «robby» = IAmRobik")
    assert window.controller.game.aliases == {"robby": "IAmRobik"}
    assert _seen(view)[1][0] == picked[0][0] != before[1][0]  # the other row read by the alias at once
    window.action_undo.trigger()  # Правка → Отменить: ⚑ Псевдоним
    assert window.controller.game.aliases == {}
    assert _seen(view) == picked  # the host's own pick stays; the row the alias changed is as it was
    window.resize(1100, 600)
    window.grab().save("/tmp/hf/alias-undone-ru.png")
    assert view.remember.isVisible()  # as before the click: his pick may be remembered again
    window.action_redo.trigger()
    assert window.controller.game.aliases == {"robby": "IAmRobik"} and _seen(view)[1][0] == picked[0][0]
    window.close()
    second = open_window("ru")  # a restart with the alias in the journal: the rows as it read them
    view = _inbox(second)
    assert _seen(view)[1][0] == picked[0][0]
    second.action_undo.trigger()  # undone after the restart: the row still knows what it was
    assert second.controller.game.aliases == {} and _seen(view) == picked
    second.close()
    third = open_window("ru")
    assert _seen(_inbox(third)) == picked


def test_undoing_a_target_alias_gives_back_the_guess(window, qtbot):
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Робика")
    _paste(qtbot, view, "От: оля_acc\n\nГолосую против Робика")
    assert [confidence for _s, _t, confidence in _seen(view)] == ["75%", "75%"]
    _pick(view, 0, "target", "IAmRobik")
    picked = _seen(view)
    _remember(qtbot, view, "Запомнить «Робика» = IAmRobik")
    assert _seen(view)[1][2] == "100%"
    window.action_undo.trigger()
    assert _seen(view) == picked and picked[1][2] == "75%"
    window.action_redo.trigger()
    assert _seen(view)[1][2] == "100%"
