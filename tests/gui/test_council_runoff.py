"""S-ROUND-5 at the board and the inbox: a SUSPI council whose votes tie is not resolved at once with an
empty runoff. The one button says «start the runoff among Ewa, Marek»; the inbox then reads pasted votes
as runoff votes (one for someone outside the runoff is listed with that reason); then the button
resolves, and the runoff decides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.gui.inbox_table import COLUMNS

SEATS = [("Kasia", "killer"), ("Tomek", "investigator"), ("Celina", "doctor"), ("Jacek", "exorcist"),
         ("Zosia", "szur"), ("Bartek", "guest"), ("Ewa", "guest"), ("Marek", "guest")]
CALM = {"Kasia": "Gabinet", "Tomek": "Gabinet", "Celina": "Gabinet", "Jacek": "Biblioteka", "Zosia": "Biblioteka",
        "Bartek": "Oranżeria", "Ewa": "Oranżeria", "Marek": "Kuchnia"}
WORDS = {"ru": ("Начать переголосование: Ewa, Marek", "переголосование среди Ewa, Marek",
                "Подвести итоги: Совет 1", "Не среди кандидатов переголосования (Ewa, Marek)"),
         "pl": ("Rozpocznij dogrywkę: Ewa, Marek", "dogrywka między Ewą, Markiem",
                "Rozstrzygnij: Rada 1", "Nie jest kandydatem dogrywki (Ewa, Marek)")}


def _tied_council(open_window, lang):
    window = open_window(lang)
    controller = window.controller
    players = [{"nick": n, "role": r, "account": n.lower() + "_konto"} for n, r in SEATS]
    assert controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    controller.apply("phase", kind="night")
    for nick, room in CALM.items():
        controller.apply("action", actor=nick, action="room", room=room)
    controller.apply("resolve")
    controller.apply("phase", kind="council")
    for voter, target in (("Kasia", "Ewa"), ("Celina", "Ewa"), ("Jacek", "Marek"), ("Zosia", "Marek")):
        controller.apply("vote", voter=voter, target=target)
    return window


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_S_ROUND_5_a_tied_council_asks_for_the_runoff_votes_before_resolving(open_window, qtbot, lang):
    start, label, resolve, outside = WORDS[lang]
    window = _tied_council(open_window, lang)
    window.resize(1366, 768)
    controller, view = window.controller, window.game_view
    board = view.board
    view.tabs.setCurrentWidget(board)
    assert board.next_phase.text() == start and board.next_reason.isVisible()
    qtbot.wait(100)
    window.grab().save(f"/tmp/phases-runoff-board-{lang}.png")
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert not controller.game.current.resolved  # asked, not resolved
    assert board.next_phase.text() == resolve
    inbox = view.inbox
    view.tabs.setCurrentWidget(inbox)
    assert label in inbox.phase_label.text()
    inbox.paste.setFocus()
    QApplication.clipboard().setText("From: kasia_konto\n\nMarek\n\nFrom: jacek_konto\n\nMarek\n\n"
                                     "From: bartek_konto\n\nCelina")
    inbox.paste.paste()
    assert [r.runoff for r in inbox.table.rows] == [True, True, True]
    assert inbox.table.item(2, COLUMNS.index("problem")).text().startswith(outside)
    qtbot.wait(100)
    window.grab().save(f"/tmp/phases-runoff-inbox-{lang}.png")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert [v.voter for v in controller.game.current.votes if v.runoff] == ["Kasia", "Jacek"]
    assert inbox.table.rowCount() == 1  # the vote outside the runoff stays listed with its reason
    inbox.table.selectRow(0)
    qtbot.mouseClick(inbox.remove_row, Qt.MouseButton.LeftButton)
    view.tabs.setCurrentWidget(board)
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    council = controller.game.phases[1]
    assert council.resolved and [d.nick for d in council.result.executed] == ["Marek"]
