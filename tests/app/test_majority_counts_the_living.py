"""`vote.quorum: majority` counts the living (schema_parts.VOTE; engine/voting/majority.py): after a night
kill the board, the open count and the interim post all take the majority of the seven left, not of the
eight seats a page's player list may still name — and the dead player's own vote, pasted with the page, is
refused, not counted. Set: examples/host-made/mafiascum-normal.yaml (mafiascum hosts' counts: 11 alive,
6 to lynch)."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.app.board import vote_count
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.vote_count import count
from moderator_app.posts import render_interim_tally

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"
SEATS = [("Rec", "recruiter"), ("Gus", "goon"), ("May", "mayor"), ("Dv", "day_vigilante"), ("Van", "vanilla"),
         ("Bp", "bulletproof"), ("Sur", "survivor"), ("Vic", "vanilla")]


def day_after_a_kill() -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": str(SET), "seed": 1, "players": [{"nick": n, "role": r} for n, r in SEATS]}))
    for entry in (Entry("phase", {"kind": "night"}), Entry("action", {"actor": "Gus", "action": "mafia_kill", "targets": ["Van"]}),
                  Entry("resolve", {}), Entry("phase", {"kind": "day"})):
        game.apply(entry)
    for voter in ("Rec", "May", "Van"):  # Van, killed in the night, still posts a vote on the page
        game.apply(Entry("vote", {"voter": voter, "target": "Gus"}))
    return game


def test_quorum_majority_counts_the_living_after_a_death() -> None:
    game = day_after_a_kill()
    assert not game.players["Van"].alive
    board = vote_count(game, None)
    assert board is not None and board.by_majority and board.quorum == 4  # 7 alive → 4; 8 seats would say 5
    assert [(c.nick, c.votes, c.needs) for c in board.candidates] == [("Gus", 2, 2)]
    assert count(game, game.current).voters == ["Rec", "Gus", "May", "Dv", "Bp", "Sur", "Vic"]
    assert [v.voter for v in game.current.votes if v.refused is not None] == ["Van"]
    post = render_interim_tally(game, game.current, "en")
    assert "Alive: 7, a lynch needs a majority: 4." in post and "Van" not in post
