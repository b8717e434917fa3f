"""A host pastes a day's thread page by page (#13 item 4): page 1 is pasted and accepted, then page 2
on its own. Under a rule profile that allows no change of vote, page 2's changes are refused with the
reason in the host's words, since the votes of page 1 are in the journal. Real material: mafiascum
Game 1321's day 1 (../shared/corpus/forum, with its source), split where page 2 would begin."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.test_inbox_day_votes import PAGE, PAGE_1, PAGE_2, pytestmark  # noqa: F401 (skip when absent)
from moderator_app.i18n import t

from .test_inbox import _inbox

CHANGED = {("Matias", "triangle123"), ("Gertrude", "DCLXVI")}


def _paste(view, text: str) -> None:
    QApplication.clipboard().setText(text)
    view.paste.setFocus()
    view.paste.paste()


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_C_VOTE_RULES_page_two_alone_meets_the_changes_of_page_one(open_window, qtbot, lang):
    window = open_window(lang)
    players = [{"nick": n, "role": "mafioso" if n == "DCLXVI" else "citizen"} for n in PAGE["players"]]
    assert window.controller.new_game("Game 1321", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players,
                                                    "options": {"vote_rules": {"changes": 0}}})
    # the page's game ran long ago: no deadline of today, which would make its posts older than the game (mark_older)
    window.controller.apply("phase", kind="day", deadline=None)
    view = _inbox(window)
    _paste(view, PAGE_1)
    qtbot.mouseClick(view.accept, Qt.MouseButton.LeftButton)
    assert any(e.kind == "vote" and e.data["voter"] == "Matias" for e in window.controller.game.entries)
    _paste(view, PAGE_2)
    rows = {(r.actor, r.targets[0]): n for n, r in enumerate(view.table.rows) if r.targets}
    refused = t("parser.changes_used", lang, limit=0)
    for pair in CHANGED:
        assert not view.ready(view.table.rows[rows[pair]])
        assert refused in view.table.item(rows[pair], 9).text()
    assert view.ready(view.table.rows[rows[("Elias_the_thief", "DCLXVI")]])
    view.grab().save(f"/tmp/window2-page2-{lang}.png")
