"""H-VOTE-5 with a mayor's reveal (examples/host-made/mafiascum-normal.yaml, effect self_reveal): the
open day's count — the board's line and the interim count post — weighs a reveal entered today as
the day's result will (×2), not as before the reveal (found playing host: the board said «Gus — 1»,
the result «Gus — 2»)."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.vote_count import count
from moderator_app.posts import render_interim_tally

SEATS = [("Rec", "recruiter"), ("Gus", "goon"), ("May", "mayor"), ("Dv", "day_vigilante"), ("Van", "vanilla"),
         ("Bp", "bulletproof"), ("Sur", "survivor")]


def _day_one(*entries: Entry) -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"), "seed": 1,
                               "players": [{"nick": n, "role": r} for n, r in SEATS]}))
    for entry in (Entry("phase", {"kind": "night"}), Entry("resolve", {}), Entry("phase", {"kind": "day"}), *entries):
        game.apply(entry)
    return game


def test_H_VOTE_5_a_reveal_entered_today_weighs_the_open_count_as_the_result_will():
    game = _day_one(Entry("action", {"actor": "May", "action": "reveal", "targets": []}),
                    Entry("vote", {"voter": "May", "target": "Gus"}), Entry("vote", {"voter": "Van", "target": "Rec"}))
    day = game.current
    open_count = {c.nick: c.votes for c in count(game, day).candidates}
    assert open_count == {"Gus": 2, "Rec": 1}
    assert "Gus — 2" in render_interim_tally(game, day, "en")
    assert "revealed_vote_weight" not in game.players["May"].flags  # the host's game is untouched
    game.apply(Entry("resolve", {}))
    assert day.result.tally.counts == open_count  # the result says what the open count said


def test_H_VOTE_5_without_a_reveal_the_mayors_vote_counts_once():
    game = _day_one(Entry("vote", {"voter": "May", "target": "Gus"}), Entry("vote", {"voter": "Van", "target": "Rec"}))
    assert {c.nick: c.votes for c in count(game, game.current).candidates} == {"Gus": 1, "Rec": 1}
