"""One seeded generator per game: deals reproduce from the seed, every draw is logged, the host can fix one."""

from __future__ import annotations

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.rng import GameRandom
from moderator_app.app.report import game_report

NICKS = [f"P{i}" for i in range(8)]


def dealt(seed, **extra):
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": seed, "players": [{"nick": n} for n in NICKS],
                               **extra}))
    return game


def test_deal_is_random_but_reproducible_from_the_seed():
    first = {n: p.role for n, p in dealt(11).players.items()}
    assert first == {n: p.role for n, p in dealt(11).players.items()}
    others = [{n: p.role for n, p in dealt(seed).players.items()} for seed in range(12, 20)]
    assert any(o != first for o in others)
    assert sorted(first.values()) == sorted(dealt(12).players[n].role for n in NICKS)


def test_deal_draw_is_logged_with_its_purpose_and_can_be_fixed():
    game = dealt(3)
    assert [d.name for d in game.rng.log] == ["deal"]
    assert game_report(game)["draws"][0]["name"] == "deal"
    fixed = sorted(p.role for p in game.players.values())
    game = dealt(3, draws={"deal": fixed})
    assert [p.role for p in game.players.values()] == fixed
    assert game.rng.log[0].fixed


def test_seedless_setup_chooses_and_reports_a_seed():
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "players": [{"nick": n} for n in NICKS]}))
    assert isinstance(game.seed, int)
    again = Game.replay([Entry("setup", dict(game.setup_data))])
    assert {n: p.role for n, p in again.players.items()} == {n: p.role for n, p in game.players.items()}


def test_host_fixed_draw_wins_over_the_generator_and_is_marked():
    rng = GameRandom(1)
    rng.fix("exposure", "true")
    assert rng.chance("exposure", 0.0) is True
    assert rng.log[-1].fixed
    assert rng.chance("exposure", 0.0) is False
    assert not rng.log[-1].fixed


def test_host_fixed_choice_no_longer_among_the_options_is_drawn_and_not_marked_fixed():
    """A fixed victim who left the room (or died) since the host fixed the draw cannot be chosen:
    the generator draws among those present and the log does not call the draw the host's."""
    rng = GameRandom(1)
    rng.fix("possess:night 2:Kuchnia", "Tomek")
    assert rng.choice("possess:night 2:Kuchnia", ["Ewa", "Marek"]) in ("Ewa", "Marek")
    assert not rng.log[-1].fixed
    rng.fix("possess:night 2:Kuchnia", "Marek")
    assert rng.choice("possess:night 2:Kuchnia", ["Ewa", "Marek"]) == "Marek" and rng.log[-1].fixed
