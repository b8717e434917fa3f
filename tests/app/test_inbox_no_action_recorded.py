"""«хода нет» is recorded (#23): the PM was shown and never recorded, so the board kept waiting for the player,
his reminder was drafted, and the reveal did not say he stayed home. It is his declared skip now — a host event
`no_action` the journal keeps (never a request: the engine's requests[] are unchanged) — so the board stops
waiting, no reminder is drafted, and the final reveal lists it."""

from __future__ import annotations

from datetime import datetime

from moderator_app.app.correspondence import waiting_for
from moderator_app.app.inbox.fate import ready
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.inbox.record import entry_of
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.posts.reveal import final_reveal

NOW = datetime(2026, 12, 6, 23, 30)
SEATS = {"Коля": "doctor", "Вася": "commissar", "Борис": "mafioso", "Маша": "citizen", "Оля": "citizen"}


def night() -> Game:
    setup = {"ruleset": "forum-mafia-classic", "seed": 4, "players": [{"nick": n, "role": r} for n, r in SEATS.items()]}
    return Game.replay([Entry("setup", setup), Entry("phase", {"kind": "day"}), Entry("resolve"),
                        Entry("phase", {"kind": "night"})])


def test_a_no_action_pm_is_recorded_as_the_players_declared_skip() -> None:
    game = night()
    for text in ("От: Коля\n\nхода нет", "От: Коля\n\nnie wykonuję akcji", "От: Коля\n\nno action tonight"):
        [row] = read_paste(game, text, voting=False, now=NOW)
        assert row.skip and ready(game, row), text
        kind, data = entry_of(row, game)
        assert (kind, data["event"], data["player"]) == ("host", "no_action", "Коля")
    assert "Коля" in waiting_for(game)
    game.apply(Entry(*entry_of(read_paste(game, "От: Коля\n\nхода нет", False, now=NOW)[0], game)))
    assert "Коля" not in waiting_for(game) and game.current.requests == []  # no request, no reminder
    game.apply(Entry("action", {"actor": "Борис", "action": "kill", "targets": ["Маша"]}))
    game.apply(Entry("resolve"))
    [log] = [log for log in final_reveal(game, "ru", None)["phases"] if log["label"] == "night 1"]
    assert {"actor": "Коля", "action": "Хода нет (сам)", "targets": []}.items() <= next(
        a for a in log["actions"] if a["actor"] == "Коля").items()


def test_a_skip_with_a_target_the_host_picked_is_a_request() -> None:
    game = night()
    [row] = read_paste(game, "От: Коля\n\nхода нет", voting=False, now=NOW)
    row.targets = ["Маша"]
    row.action = "heal"
    assert entry_of(row, game)[0] == "action"
