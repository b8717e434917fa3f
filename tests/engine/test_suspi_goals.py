"""S-GOAL-*: goals dealt from the seeded generator and tracked from rooms and votes."""

from __future__ import annotations

from pathlib import Path

from moderator_app.engine.goals import player_goals
from moderator_app.replay import replay_script

from .suspi_helpers import play, rooms

ROOT = Path(__file__).resolve().parents[2] / "examples"


def _done(game, nick: str) -> dict[str, bool]:
    return {g["goal"]: g["done"] for g in player_goals(game, nick)}


def test_S_GOAL_THIEF_SUSP_ACC_ROM_COMP_tracked_in_the_example() -> None:
    game = replay_script(ROOT / "suspi-evening-1.yaml")
    assert _done(game, "Kasia") == {"thief": True}          # alone in the Gabinet, night 2
    assert _done(game, "Jacek") == {"suspect": True}        # 3 votes at council 1, survived
    assert _done(game, "Zosia") == {"accuser": True}        # voted for a killer while alive
    assert _done(game, "Ewa") == {"romance": True}          # only the pair in the Oranżeria
    assert _done(game, "Celina") == {"companion": True}     # exactly two others (8 players)
    assert _done(game, "Tomek") == {"spy": False}


def test_S_GOAL_LONER_two_nights_alone_and_dealt_goals_are_seeded() -> None:
    game = replay_script(ROOT / "suspi-evening-2.yaml")
    assert _done(game, "Jacek") == {"loner": True}
    again = replay_script(ROOT / "suspi-evening-2.yaml")
    assert [p.extra["goal"] for p in game.players.values()] == [p.extra["goal"] for p in again.players.values()]


def test_S_GOAL_SPY_and_COMP_from_11_players_three_others() -> None:
    roles = ["killer"] + ["guest"] * 10
    goals = {"Tomek": {"goal": "spy", "goal_target": "Celina"}, "Jacek": {"goal": "companion"}}
    game = play(roles, [rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Kuchnia",
                              Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Oranżeria", Marek="Oranżeria",
                              Ola="Archiwum", Piotr="Archiwum", Hania="Archiwum")], goals=goals)
    assert _done(game, "Tomek")["spy"] is True
    assert _done(game, "Jacek")["companion"] is False        # two others is not enough from 11


def test_S_GOAL_ROM_pair_only_from_8_players() -> None:
    game = play(["killer", "guest", "guest", "guest", "guest", "guest"], [], seed=3)
    assert all(p.extra.get("goal") != "romance" for p in game.players.values())
