"""S-GOAL-*: goals dealt from the seeded generator and tracked from rooms and votes."""

from __future__ import annotations

from pathlib import Path

from moderator_app.engine.tables.goals import player_goals
from moderator_app.app.replay import replay_script

from .suspi_helpers import play, rooms

ROOT = Path(__file__).resolve().parents[2] / "examples"
EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
ELEVEN = ["killer"] + ["guest"] * 10


def _done(game, nick: str) -> dict[str, bool]:
    return {g["goal"]: g["done"] for g in player_goals(game, nick)}


def _example_goals(nick: str) -> dict[str, bool]:
    return _done(replay_script(ROOT / "suspi-evening-1.yaml"), nick)


def _apart() -> dict:
    """A night where the killer Kasia is alone and nobody dies."""
    return rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Oranżeria", Zosia="Oranżeria",
                 Bartek="Kuchnia", Ewa="Kuchnia", Marek="Kuchnia")


def test_S_GOAL_THIEF_one_night_alone_in_the_gabinet() -> None:
    assert _example_goals("Kasia") == {"thief": True}          # alone in the Gabinet, night 2
    crowded = play(EIGHT, [rooms(Kasia="Biblioteka", Tomek="Gabinet", Celina="Gabinet", Jacek="Oranżeria",
                                 Zosia="Oranżeria", Bartek="Kuchnia", Ewa="Kuchnia", Marek="Kuchnia")],
                   goals={"Tomek": {"goal": "thief"}})
    assert _done(crowded, "Tomek") == {"thief": False}        # the Gabinet with Celina
    elsewhere = play(EIGHT, [rooms(Kasia="Biblioteka", Tomek="Oranżeria", Celina="Gabinet", Jacek="Gabinet",
                                   Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Kuchnia", Marek="Kuchnia")],
                     goals={"Tomek": {"goal": "thief"}})
    assert _done(elsewhere, "Tomek") == {"thief": False}      # alone, but not in the Gabinet


def test_S_GOAL_LONER_two_nights_alone_and_dealt_goals_are_seeded() -> None:
    game = replay_script(ROOT / "suspi-evening-2.yaml")
    assert _done(game, "Jacek") == {"loner": True}
    again = replay_script(ROOT / "suspi-evening-2.yaml")
    assert [p.extra["goal"] for p in game.players.values()] == [p.extra["goal"] for p in again.players.values()]


def test_S_GOAL_SPY_one_night_with_the_person_on_the_card() -> None:
    goals = {"Tomek": {"goal": "spy", "goal_target": "Celina"}, "Ewa": {"goal": "spy", "goal_target": "Jacek"}}
    game = play(ELEVEN, [rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Kuchnia",
                               Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Oranżeria", Marek="Oranżeria", Ola="Archiwum",
                               Piotr="Archiwum", Hania="Archiwum")], goals=goals)
    assert _done(game, "Tomek")["spy"] is True and _done(game, "Ewa")["spy"] is False
    assert _example_goals("Tomek") == {"spy": False}


def test_S_GOAL_SUSP_three_votes_against_at_one_council_and_surviving_it() -> None:
    assert _example_goals("Jacek") == {"suspect": True}         # 3 votes at council 1, survived
    votes = [{"voter": v, "target": "Ewa"} for v in ("Tomek", "Celina", "Jacek")]
    goals = {"Ewa": {"goal": "suspect"}}
    removed = play(EIGHT, [_apart(), {"council": {"votes": votes}}], goals=goals)
    assert not removed.players["Ewa"].alive and _done(removed, "Ewa") == {"suspect": False}
    two = votes[:2] + [{"voter": v, "target": "Kasia"} for v in ("Jacek", "Zosia", "Bartek")]
    survived = play(EIGHT, [_apart(), {"council": {"votes": two}}], goals=goals)
    assert survived.players["Ewa"].alive and _done(survived, "Ewa") == {"suspect": False}   # only two votes


def test_S_GOAL_ACC_a_living_player_votes_for_a_killer() -> None:
    assert _example_goals("Zosia") == {"accuser": True}         # voted for a killer while alive
    goals = {"Ewa": {"goal": "accuser"}, "Marek": {"goal": "accuser"}}
    votes = [{"voter": "Ewa", "target": "Kasia"}, {"voter": "Marek", "target": "Tomek"}]
    game = play(EIGHT, [_apart(), {"council": {"votes": votes}}], goals=goals)
    assert _done(game, "Ewa") == {"accuser": True} and _done(game, "Marek") == {"accuser": False}


def test_S_GOAL_COMP_exactly_two_others_below_11_players() -> None:
    assert _example_goals("Celina") == {"companion": True}      # exactly two others (8 players)
    goals = {"Celina": {"goal": "companion"}, "Ewa": {"goal": "companion"}}
    game = play(EIGHT, [rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Biblioteka",
                              Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Kuchnia", Marek="Kuchnia")], goals=goals)
    assert _done(game, "Celina") == {"companion": True}
    assert _done(game, "Ewa") == {"companion": False}          # three others is one too many


def test_S_GOAL_COMP_from_11_players_three_others() -> None:
    goals = {"Jacek": {"goal": "companion"}, "Marek": {"goal": "companion"}}
    three = play(ELEVEN, [rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Kuchnia",
                                Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Oranżeria", Marek="Oranżeria", Ola="Archiwum",
                                Piotr="Archiwum", Hania="Archiwum")], goals=goals)
    assert _done(three, "Jacek")["companion"] is False        # two others is not enough from 11
    four = play(ELEVEN, [rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Kuchnia",
                               Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Kuchnia", Marek="Oranżeria", Ola="Archiwum",
                               Piotr="Archiwum", Hania="Oranżeria")], goals=goals)
    assert _done(four, "Jacek")["companion"] is True          # three others from 11


def test_S_GOAL_ROM_only_the_pair_in_a_room() -> None:
    assert _example_goals("Ewa") == {"romance": True}           # only the pair in the Oranżeria
    assert _example_goals("Marek")["romance"] is True          # (and the bribe's extra goal)
    goals = {"Ewa": {"goal": "romance", "goal_target": "Marek"}, "Marek": {"goal": "romance", "goal_target": "Ewa"}}
    chaperoned = play(EIGHT, [rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Oranżeria",
                                    Zosia="Oranżeria", Bartek="Kuchnia", Ewa="Kuchnia", Marek="Kuchnia")], goals=goals)
    assert _done(chaperoned, "Ewa") == {"romance": False}       # Bartek was there too


def test_S_GOAL_ROM_pair_only_from_8_players() -> None:
    game = play(["killer", "guest", "guest", "guest", "guest", "guest"], [], seed=3)
    assert all(p.extra.get("goal") != "romance" for p in game.players.values())
