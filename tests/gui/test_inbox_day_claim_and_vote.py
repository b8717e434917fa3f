"""A day post that reports night checks and votes ("Проверил Машу — мирная. Проверил Рыжего Кота —
мафия. Голосую [b]Рыжий Кот[/b]") is a vote in a day phase, not a check: the inbox tells the parser
a vote is expected (`expect="vote"`), so the vote phrase wins. Pasted as a PM or on a thread page,
in Russian and in Polish, it is recorded as a vote for the bold nick; read as a check, the row would
have voted for the first checked player (Маша) instead."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .evening import phpbb_page

SEATS = {
    "ru": [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
           ("Борис", "mafioso"), ("Оля", "citizen"), ("Рыжий Кот", "citizen")],
    "pl": [("Borys", "commissar"), ("Piotr", "boss"), ("Jacek", "doctor"), ("Ewa", "citizen"), ("Anna", "putana"),
           ("Sailor", "mafioso"), ("Ola", "citizen"), ("Rudy Kot", "citizen")],
}
CLAIMS = {
    "ru": ("Вася", "Проверил Машу — мирная. Проверил Рыжего Кота — мафия. Голосую [b]Рыжий Кот[/b]", "Рыжий Кот",
           "От: вася_acc\n\n"),
    "pl": ("Borys", "Sprawdziłem Ewę — niewinna. Sprawdziłem Rudego Kota — mafia. Głosuję [b]Rudy Kot[/b]", "Rudy Kot",
           "Od: borys_acc\n\n"),
}


def _day_two(open_window, lang):
    window = open_window(lang)
    controller = window.controller
    players = [{"nick": n, "role": r, "account": n.lower().replace(" ", "_") + "_acc"} for n, r in SEATS[lang]]
    assert controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    for kind in ("day", "night", "day"):
        if controller.game.phases:
            controller.apply("resolve")
        controller.apply("phase", kind=kind)
    controller.apply("host", event="deadline", at="2026-12-02 21:00", tz="Europe/Moscow")  # the page's day
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    return window, inbox


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize("how", ["pm", "thread"])
def test_a_day_post_reporting_a_check_and_voting_is_a_vote(open_window, qtbot, lang, how):
    window, inbox = _day_two(open_window, lang)
    voter, text, target, header = CLAIMS[lang]
    other = SEATS[lang][1][0]
    pasted = header + text if how == "pm" else phpbb_page("2", [(voter, "02 дек 2026, 12:00", text),
                                                                 (other, "02 дек 2026, 12:10", f"[b]{voter}[/b]")])
    QApplication.clipboard().setText(pasted)
    inbox.paste.setFocus()
    inbox.paste.paste()
    row = next(r for r in inbox.table.rows if r.actor == voter)
    assert (row.kind, row.action, row.targets, row.problem, row.include) == ("vote", None, [target], None, True)
    assert row.note is None and row.confidence >= 0.9  # read as the vote, not rescued from its bold nick
    inbox.accept_all()
    day = window.controller.game.current
    assert [(v.voter, v.target) for v in day.votes if v.voter == voter] == [(voter, target)]
    assert not day.requests  # no check recorded in the day
