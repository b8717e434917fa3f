"""A game taken over mid-game (the host starts the app on day 2, or on a page of a game begun elsewhere):
the players already out are seated with `out: true` (journal.PlayerSpec). They are not among the living, so
`vote.quorum: majority` counts the others — the lead's case: mafiascum game 1494's page names 14 players,
the host's own count says 11 are alive and 6 lynch; seated all alive, the board said 8."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.vote_count import count

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"


def game_of(players: list[dict]) -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": str(SET), "seed": 1, "players": players}))
    for entry in (Entry("phase", {"kind": "night"}), Entry("resolve", {}), Entry("phase", {"kind": "day"})):
        game.apply(entry)
    return game


def seats(n: int, out: int) -> list[dict]:
    roles = ["goon", "godfather", "cop", "doctor"] + ["vanilla"] * (n - 4)
    return [{"nick": f"P{i}", "role": roles[i], **({"out": True} if i >= n - out else {})} for i in range(n)]


def test_quorum_majority_seated_out_players_are_not_counted() -> None:
    game = game_of(seats(14, 3))
    assert len(game.living()) == 11 and not game.players["P13"].alive and game.players["P13"].died is None
    counted = count(game, game.current)
    assert counted.quorum == 6 and "P13" not in counted.voters  # 11 alive → 6, as the host's count says
    everyone = game_of(seats(14, 0))
    assert count(everyone, everyone.current).quorum == 8  # the page's whole list seated alive: the finding


def test_a_seated_out_players_vote_is_refused() -> None:
    game = game_of(seats(14, 3))
    game.apply(Entry("vote", {"voter": "P13", "target": "P0"}))
    assert game.current.votes[-1].refused is not None


def test_out_must_be_true_or_false() -> None:
    with pytest.raises(InputError):
        game_of([{**s, "out": "yes"} if s["nick"] == "P13" else s for s in seats(14, 0)])
