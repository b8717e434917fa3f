"""Property test: random classic games run to the end without breaking the rules' invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from moderator_app.engine.model.game import Game
from moderator_app.app.report import game_report

from .random_games import random_game


@settings(max_examples=40, deadline=None)
@given(players=st.integers(min_value=5, max_value=16), seed=st.integers(min_value=0, max_value=10**6))
def test_random_classic_games_keep_the_invariants(players, seed):
    game = random_game("forum-mafia-classic", players, seed)
    # exactly one winner at the end
    assert game.winner is not None
    assert game.winner in game.rs.teams or game.winner in game.players
    # the dead never act: every standing request came from a player alive at the phase's start
    for phase in game.phases:
        for req in phase.requests:
            if req.actor not in phase.alive_at_start:
                assert req.refused == "dead actor"
        for event in phase.result.events:
            if event.kind in ("protect", "block", "check", "appearance", "delayed"):
                assert event.data["actor"] in phase.alive_at_start
    # the dead stay dead and died once
    for player in game.players.values():
        assert player.alive == (player.died is None)
    # replaying the journal gives the same game
    again = Game.replay(game.entries)
    assert game_report(again) == game_report(game)
