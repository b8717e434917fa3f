"""The board's «Прислал» reads the engine's fates: a player whose later «хода нет» withdrew his request shows
«хода нет», not the withdrawn request; a request after his «хода нет» shows the request (#23 leftover 2)."""

from __future__ import annotations

from moderator_app.engine.model.journal import Entry
from moderator_app.gui.models import BoardModel
from moderator_app.i18n import t
from tests.engine.test_dry_run import action, classic_night


def _sent(game, nick: str) -> str:
    board = BoardModel()
    board.load(game, game.current, "ru")
    return next(row["sent"] for row in board.rows if row["nick"] == nick)


def test_the_board_says_no_action_when_a_later_no_action_withdrew_the_request(qtbot) -> None:
    game = classic_night()
    game.apply(action("F", "check", "B"))
    game.apply(Entry("host", {"event": "no_action", "player": "F"}))
    assert _sent(game, "F") == t("hostplay.inbox.no_action", "ru")


def test_the_board_shows_the_request_sent_after_a_no_action(qtbot) -> None:
    game = classic_night()
    game.apply(Entry("host", {"event": "no_action", "player": "F"}))
    game.apply(action("F", "check", "B"))
    assert "B" in _sent(game, "F") and _sent(game, "F") != t("hostplay.inbox.no_action", "ru")
