"""A no-lynch vote where the role set has none (C-LYNCH-3: other tie and no-lynch rules are role-set
options): the forum preset only says how the vote is read ("##vote: no lynch" is a no-lynch vote);
the role set's rules decide whether it counts. The inbox says so before the host records it, and the
journal keeps it as refused with its code (nothing vanishes)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.i18n.refusal import code_of

from .test_inbox import _inbox, _paste

SEATS = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
         ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]
PAGE = "Сообщение Вася » 01 дек 2026, 12:00\n\n[b]##vote: no lynch[/b]"
REFUSED = {"ru": "нарушает правило: в этих правилах нельзя голосовать «без казни» (будет записано как отклонённое)",
           "pl": "łamie zasadę: w tych zasadach nie ma głosu „bez linczu” (zostanie zapisane jako odrzucone)"}


def _day_two(window) -> None:
    controller = window.controller
    players = [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS]
    assert controller.new_game("ННВ", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players,
                                       "options": {"vote_rules": "mafiascum"}})
    for kind in ("day", "night"):
        controller.apply("phase", kind=kind)
        controller.apply("resolve")
    controller.apply("phase", kind="day")


def _paste_and_record(window, qtbot, lang: str) -> None:
    _day_two(window)
    view = _inbox(window)
    _paste(qtbot, view, PAGE)
    [row] = view.table.rows
    assert row.no_lynch and row.include
    assert view.table.item(0, 9).text() == REFUSED[lang]
    assert view.table.combo(0, "target").currentText() == {"ru": "(без казни)", "pl": "(bez linczu)"}[lang]
    window.resize(1100, 500)
    window.grab().save(f"/tmp/wiring-nolynch-{lang}.png")
    qtbot.mouseClick(view.accept, Qt.MouseButton.LeftButton)
    [vote] = window.controller.game.current.votes
    assert (vote.voter, vote.no_lynch, code_of(vote.refused)) == ("Вася", True, "no_lynch_not_allowed")
    assert window.controller.game.entries[-1].data["no_lynch"] is True  # in the journal, refused with its code


def test_C_LYNCH_3_no_lynch_read_by_the_preset_is_refused_by_the_role_set_with_its_reason(window, qtbot):
    _paste_and_record(window, qtbot, "ru")


def test_no_lynch_refusal_in_polish(open_window, qtbot):
    _paste_and_record(open_window("pl"), qtbot, "pl")
