"""«хода нет» is recorded (#23): the PM was shown and never recorded, so the board kept waiting for the player,
his reminder was drafted, and the reveal did not say he stayed home. It is his declared skip now — a host event
`no_action` the journal keeps (never a request: the engine's requests[] are unchanged) — so the board stops
waiting, no reminder is drafted, and the final reveal lists it."""

from __future__ import annotations

from datetime import datetime

from moderator_app.app.correspondence import waiting_for
from moderator_app.app.inbox.fate import ready, row_verdicts
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.inbox.record import entry_of
from moderator_app.engine.model import fates
from moderator_app.engine.model.dry_run import Verdict
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


def test_a_no_action_pm_in_the_same_paste_withdraws_the_players_earlier_request_in_the_forecast() -> None:
    """One verdict: the inbox's forecast is the engine's dry run of the whole paste, the «хода нет» included, so
    Коля's earlier heal reads as withdrawn (as the engine will record it), not as standing."""
    game = night()
    text = "От: Коля\nДата: 06.12.2026 22:00\n\nлечу Машу\n\nОт: Коля\nДата: 06.12.2026 22:30\n\nхода нет"
    heal, nothing = read_paste(game, text, voting=False, now=NOW)
    assert heal.action == "heal" and nothing.skip and ready(game, heal) and ready(game, nothing)
    said = row_verdicts(game, [heal, nothing])
    forecast = said[id(heal)]
    assert isinstance(forecast, Verdict) and (forecast.fate, forecast.code) == (fates.REPLACED, fates.WITHDRAWN)
    assert said[id(nothing)] is None  # a skip is no request: nothing to judge
    for row in (heal, nothing):  # recorded as they are, the engine says the same
        game.apply(Entry(*entry_of(row, game)))
    game.apply(Entry("resolve"))
    row = fates.rows(game, game.phases[-1])[0]
    assert (row["fate"], row["code"]) == (forecast.fate, forecast.code)
