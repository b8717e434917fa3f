"""A vote for a player already out («Оля» уже вне игры … укажите цель вручную) is answered by the host's pick:
the row says the rules are kept, not the stale red problem while counted ready (host-findings-5 item 14)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from .conftest import to_night
from .test_inbox import _cells, _inbox, _paste, _pick


def test_a_target_picked_for_a_vote_for_a_player_out_clears_the_problem(small_game, qtbot):
    controller = small_game.controller
    controller.apply("host", event="modkill", player="Оля", reason="нарушение")
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    view = _inbox(small_game)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Олю")
    assert "«Оля» уже вне игры" in _cells(view, 0)["problem"]
    _pick(view, 0, "target", "Петя")  # the host names whom she meant
    assert _cells(view, 0)["problem"] == "правила соблюдены"
    assert view.table.item(0, 9).foreground().color() != QColor("darkred")
    view.table.cellWidget(0, 0).setChecked(True)  # the reader left it unticked (its target was out): he ticks it
    assert view.ready(view.table.rows[0]) and _cells(view, 0)["problem"] == "правила соблюдены"
    small_game.resize(1100, 500)
    small_game.grab().save("/tmp/hf/gone-target-answered-ru.png")
