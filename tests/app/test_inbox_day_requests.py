"""A PM pasted in a day keeps the parser's reading (host finding 1): a day ability («dayshoot Jan», the
mayor's «I reveal») is its request row for the day, a night action («блокирую Петю») is a request row the
engine refuses with its reason (wrong phase) — neither is turned into a vote. The verdict is the engine's
dry run (app.inbox.fate), as for every row."""

from __future__ import annotations

from moderator_app.app.inbox.fate import row_verdicts
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model import fates
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

NORMAL = "examples/host-made/mafiascum-normal.yaml"


def _game(ruleset: str, seats: list[tuple[str, str]], kinds: list[str]) -> Game:
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in seats]
    game = Game.replay([Entry("setup", {"ruleset": ruleset, "seed": 1, "players": players})])
    for kind in kinds:
        if game.phases:
            game.apply(Entry("resolve"))
        game.apply(Entry("phase", {"kind": kind}))
    return game


def _normal_day() -> Game:
    return _game(NORMAL, [("Dv", "day_vigilante"), ("May", "mayor"), ("Jan", "goon"), ("Van", "vanilla"),
                          ("Bob", "vanilla")], ["night", "day"])


def _read(game: Game, text: str):
    rows = read_paste(game, text, True)
    said = row_verdicts(game, rows)
    return [(row.kind, row.action, row.targets, said[id(row)]) for row in rows]


def test_a_day_shot_pasted_by_day_is_its_request_not_a_vote():
    [(kind, action, targets, said)] = _read(_normal_day(), "From: dv_acc\n\ndayshoot Jan")
    assert (kind, action, targets) == ("action", "day_shot", ["Jan"])
    assert said is not None and said.fate in (fates.APPLIED, fates.PENDING)


def test_the_mayors_reveal_pasted_by_day_is_its_request_not_an_empty_vote():
    [(kind, action, targets, said)] = _read(_normal_day(), "From: may_acc\n\nI reveal")
    assert (kind, action, targets) == ("action", "reveal", [])
    assert said is not None and said.fate in (fates.APPLIED, fates.PENDING)


def test_a_vote_pasted_by_day_stays_a_vote():
    [(kind, action, targets, said)] = _read(_normal_day(), "From: jan_acc\n\nvote Bob")
    assert (kind, action, targets) == ("vote", None, ["Bob"]) and said is not None and said.fate == fates.COUNTED


def test_a_night_action_pasted_by_day_is_refused_with_its_reason_never_a_vote():
    game = _game("forum-mafia-classic", [("Дина", "putana"), ("Петя", "citizen"), ("Вася", "mafioso"), ("Оля", "citizen"),
                                         ("Коля", "boss"), ("Аня", "commissar"), ("Ия", "doctor"), ("Ян", "citizen")],
                 ["day", "night", "day"])
    [(kind, action, targets, said)] = _read(game, "От: дина_acc\n\nблокирую Петю, извините, раньше ошиблась")
    assert (kind, action, targets) == ("action", "block", ["Петя"])
    assert said is not None and (said.fate, said.code) == (fates.REFUSED, "wrong_phase")
