"""host-findings-2 item 10 on the screen: the Log tab's final reveal lists the host's override in its
night, under the kill it overruled, with its reason (C-MISC-3)."""

from __future__ import annotations

import pytest

from .conftest import to_night

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_C_MISC_3_the_final_reveal_shows_the_hosts_override_beside_the_kill(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("action", actor="Борис", action="kill", targets=["Маша"])
    controller.apply("resolve")
    assert not controller.game.players["Маша"].alive
    controller.apply("host", event="override", what="survive", player="Маша", reason="доктор писал в ЛС до дедлайна",
                     phase="night 1")
    assert controller.game.players["Маша"].alive
    view = small_game.game_view.log
    small_game.game_view.tabs.setCurrentWidget(view)
    reveal = view.reveal.toPlainText()
    night = reveal[reveal.index("[u]Ночь 1[/u]"):reveal.index("[/spoiler]")]
    assert "Убийство мафии → Маша" in night, night
    assert night.index("Убийство мафии → Маша") < night.index("— Ведущий: Маша выживает (доктор писал в ЛС до дедлайна)"), night
