"""A host pastes PMs in a day (host finding 1): a putana's «блокирую Петю» is a request row the engine
refuses for the phase (its reason shown), a day vigilante's «dayshoot Jan» and a mayor's «I reveal» are
their requests; «Принять всё» records them as requests with their fates — none becomes a vote."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from moderator_app import paths
from moderator_app.engine.model import fates

CLASSIC = [("Дина", "putana"), ("Петя", "citizen"), ("Вася", "mafioso"), ("Оля", "citizen"), ("Коля", "boss"),
           ("Аня", "commissar"), ("Ия", "doctor"), ("Ян", "citizen")]
NORMAL = [("Dv", "day_vigilante"), ("May", "mayor"), ("Jan", "goon"), ("Van", "vanilla"), ("Bob", "vanilla")]


def _day(open_window, lang, ruleset, seats, kinds):
    window = open_window(lang)
    controller = window.controller
    players = [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in seats]
    assert controller.new_game("Игра", {"ruleset": ruleset, "seed": 3, "players": players})
    for kind in kinds:
        if controller.game.phases:
            controller.apply("resolve")
        controller.apply("phase", kind=kind)
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    return window, inbox


def _paste(inbox, text):
    QApplication.clipboard().setText(text)
    inbox.paste.setFocus()
    inbox.paste.paste()


def test_a_night_action_pasted_by_day_is_a_refused_request_row_not_a_vote(open_window, qtbot):
    window, inbox = _day(open_window, "ru", "forum-mafia-classic", CLASSIC, ("day", "night", "day"))
    _paste(inbox, "От: дина_acc\nДата: 07.12.2026 10:00\n\nблокирую Петю, извините, раньше ошиблась")
    [row] = inbox.table.rows
    assert (row.kind, row.actor, row.action, row.targets) == ("action", "Дина", "block", ["Петя"])
    combo = inbox.table.combo(0, "action")
    assert combo is not None and combo.currentData() == "block"  # the host may still change it
    said = inbox.table.verdict(row)
    assert (said.fate, said.code) == (fates.REFUSED, "wrong_phase")
    problem, bad = inbox.table.problem_text(row)
    assert bad and not problem.startswith(inbox.table.tr("follows the rules"))
    window.grab().save("/tmp/daypm-day-block.png")
    inbox.accept_all()
    day = window.controller.game.current
    assert not [v for v in day.votes if v.voter == "Дина"]
    [fate] = fates.rows(window.controller.game, day)
    assert (fate["actor"], fate["action"], fate["fate"], fate.get("code")) == ("Дина", "block", fates.REFUSED, "wrong_phase")


def test_a_day_shot_and_a_reveal_pasted_by_day_are_recorded_as_requests(open_window, qtbot):
    normal = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")
    window, inbox = _day(open_window, "en", normal, NORMAL, ("night", "day"))
    _paste(inbox, "From: dv_acc\n\ndayshoot Jan\n\nFrom: may_acc\n\nI reveal")
    rows = {row.actor: row for row in inbox.table.rows}
    assert (rows["Dv"].kind, rows["Dv"].action, rows["Dv"].targets) == ("action", "day_shot", ["Jan"])
    assert (rows["May"].kind, rows["May"].action, rows["May"].targets) == ("action", "reveal", [])
    assert all(inbox.table.verdict(row).fate in (fates.APPLIED, fates.PENDING) for row in rows.values())
    inbox.accept_all()
    game = window.controller.game
    assert not [v for p in game.phases for v in p.votes]
    assert sorted((r.actor, r.action) for p in game.phases for r in p.requests if p.kind == "day") == [
        ("Dv", "day_shot"), ("May", "reveal")]
