"""S-WIN-*: the order of win checks, the city's and the killers' wins, points per game and the
evening's standings."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.tables.evening import standings, suggested_games
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.posts import render_standings
from moderator_app.app.replay import replay_script

from .suspi_helpers import play, rooms

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SIX = ["killer", "investigator", "doctor", "guest", "guest", "guest"]
EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]


def _votes(target: str, *voters: str) -> list[dict]:
    return [{"voter": v, "target": target} for v in voters]


def _possessed_last_round() -> list[dict]:
    """Tomek dies, Jacek is voted out, both ghosts possess Celina, Zosia dies, Bartek is voted out:
    Kasia (killer) and the possessed Celina are left after the last round."""
    night2 = rooms(Kasia="Gabinet", Zosia="Gabinet", Celina="Biblioteka", Bartek="Oranżeria")
    night2["night"]["actions"] += [{"actor": g, "action": "haunt", "room": "Biblioteka"} for g in ("Tomek", "Jacek")]
    return [rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka", Zosia="Oranżeria",
                  Bartek="Oranżeria"),
            {"council": {"votes": _votes("Jacek", "Celina", "Zosia", "Bartek")}},
            night2,
            {"council": {"votes": _votes("Bartek", "Kasia", "Celina")}}]


def _city_votes_out_the_killer() -> list[dict]:
    return [rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka", Zosia="Oranżeria",
                  Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia"),
            {"council": {"votes": _votes("Kasia", "Celina", "Jacek", "Ewa", "Marek")}}]


def test_S_WIN_1_ghosts_are_checked_first_when_the_possessed_outnumber_the_living() -> None:
    game = play(SIX, _possessed_last_round())
    assert game.players["Celina"].flags["possessed"] and game.players["Kasia"].alive
    assert game.winner == "ghosts"                 # the killers' win (alive after the last round) comes second
    assert game.rs.win_order[0] == "ghosts"
    assert play(SIX, _possessed_last_round(), options={"ghosts": False}).winner == "killers"
    assert game.phases[2].result.winner is None    # after night 2: one possessed against one other living


def test_S_WIN_2_the_city_wins_when_no_killer_is_alive() -> None:
    game = play(EIGHT, _city_votes_out_the_killer())
    assert game.winner == "city" and not game.players["Kasia"].alive
    two = ["killer", "investigator", "doctor", "exorcist", "szur", "killer", "guest", "guest"]
    still = play(two, _city_votes_out_the_killer())
    assert still.winner is None and still.players["Bartek"].alive   # one killer is left


def test_S_WIN_3_killers_win_when_they_are_the_only_ones_left() -> None:
    roles = ["killer", "killer", "guest", "guest", "guest", "guest"]
    game = play(roles, [rooms(Kasia="Gabinet", Celina="Gabinet", Tomek="Biblioteka", Jacek="Biblioteka",
                              Zosia="Oranżeria", Bartek="Oranżeria"),
                        {"council": {"votes": _votes("Zosia", "Kasia", "Tomek", "Bartek")}},
                        rooms(Kasia="Gabinet", Tomek="Gabinet", Bartek="Gabinet")])
    assert game.winner == "killers" and game.phases[-1].kind == "night"   # before the last council
    assert {n for n, p in game.players.items() if p.alive} == {"Kasia", "Tomek"}


def test_S_WIN_3_killers_win_when_one_is_alive_after_the_last_round() -> None:
    game = replay_script(EXAMPLES / "suspi-evening-2.yaml")
    living = [p for p in game.players.values() if p.alive]
    assert game.winner == "killers"
    assert any(p.team == "killers" for p in living) and any(p.team != "killers" for p in living)


def test_S_WIN_4_points_team_goal_guess_and_the_penalty_once() -> None:
    one = replay_script(EXAMPLES / "suspi-evening-1.yaml")
    assert one.winner == "city"
    assert one.scores == {"Kasia": 1, "Tomek": 1, "Celina": 4, "Jacek": 2, "Zosia": 3, "Bartek": 0, "Ewa": 3, "Marek": 4}
    details = one.table["score_details"]
    assert details["Celina"] == [{"why": "team", "points": 1}, {"why": "goal:companion", "points": 2},
                                 {"why": "guess", "points": 1}]
    assert details["Kasia"] == [{"why": "goal:thief", "points": 2}, {"why": "guessed", "points": -1}]
    assert details["Jacek"] == [{"why": "team", "points": 1}, {"why": "goal:suspect", "points": 2},
                                {"why": "guessed", "points": -1}]          # Jacek's own guess was wrong: no point
    rules = one.rs.raw["scoring"]
    assert (rules["team_win"], rules["goal_done"], rules["guessed_right"], rules["guessed_penalty"]) == (1, 2, 1, -1)


def test_S_WIN_4_two_right_guesses_cost_the_goal_holder_one_point_only(tmp_path: Path) -> None:
    text = (EXAMPLES / "suspi-evening-1.yaml").read_text(encoding="utf-8")
    text += "        - {event: guess, player: Marek, target: Jacek, goal: suspect}\n"
    script = tmp_path / "two-guesses.yaml"
    script.write_text(text, encoding="utf-8")
    game = replay_script(script)
    assert [d for d in game.table["score_details"]["Jacek"] if d["why"] == "guessed"] == [{"why": "guessed", "points": -1}]
    assert game.scores["Marek"] == 5 and game.scores["Jacek"] == 2


def test_S_WIN_5_the_team_point_goes_to_living_members_and_a_ghost_loses_it() -> None:
    game = play(EIGHT, _city_votes_out_the_killer())
    assert not game.players["Tomek"].alive and game.players["Tomek"].team == "city"
    assert game.scores["Tomek"] == 0
    credited = {n for n, d in game.table["score_details"].items() if {"why": "team", "points": 1} in d}
    assert credited == {"Celina", "Jacek", "Bartek", "Ewa", "Marek"}   # Zosia is the Szur: a loner


def test_S_WIN_5_no_ghost_variant_gives_the_team_point_to_every_member_dead_ones_included() -> None:
    game = play(EIGHT, _city_votes_out_the_killer(), options={"ghosts": False})
    assert game.rs.options["team_point"] == "all_members" and game.winner == "city"
    credited = {n for n, d in game.table["score_details"].items() if {"why": "team", "points": 1} in d}
    assert credited == {"Tomek", "Celina", "Jacek", "Bartek", "Ewa", "Marek"}
    assert game.scores["Tomek"] == 1 and game.scores["Kasia"] == 0


def test_S_WIN_5_the_ghosts_point_goes_to_every_ghost_and_every_possessed() -> None:
    game = play(SIX, _possessed_last_round())
    credited = {n for n, d in game.table["score_details"].items() if {"why": "team", "points": 1} in d}
    assert credited == {"Tomek", "Jacek", "Zosia", "Bartek", "Celina"}
    assert game.scores["Kasia"] == 0


def test_S_WIN_5_a_goal_completed_while_alive_counts_after_death() -> None:
    goals = {"Ewa": {"goal": "thief"}}
    game = play(EIGHT, [rooms(Kasia="Biblioteka", Tomek="Biblioteka", Celina="Oranżeria", Jacek="Oranżeria",
                              Zosia="Kuchnia", Bartek="Kuchnia", Ewa="Gabinet", Marek="Kuchnia"),
                        {"council": {"votes": _votes("Ewa", "Celina", "Jacek", "Marek")}},
                        rooms(Kasia="Gabinet", Celina="Gabinet", Jacek="Oranżeria", Zosia="Oranżeria",
                              Bartek="Kuchnia", Marek="Kuchnia"),
                        {"council": {"votes": _votes("Kasia", "Jacek", "Zosia", "Bartek", "Marek")}}], goals=goals)
    assert not game.players["Ewa"].alive and game.winner == "city"
    assert game.table["score_details"]["Ewa"] == [{"why": "goal:thief", "points": 2}]   # no team point: a ghost


def test_S_WIN_6_the_evening_sums_points_over_games_into_standings() -> None:
    one = replay_script(EXAMPLES / "suspi-evening-1.yaml")
    two = replay_script(EXAMPLES / "suspi-evening-2.yaml")
    table = standings([one, two])
    assert table["games"] == 2
    rows = {r["nick"]: r for r in table["rows"]}
    for nick in one.players:
        assert rows[nick]["per_game"] == [one.scores[nick], two.scores[nick]]
        assert rows[nick]["points"] == one.scores[nick] + two.scores[nick]
    points = [r["points"] for r in table["rows"]]
    assert points == sorted(points, reverse=True)
    for i, row in enumerate(table["rows"]):
        assert row["place"] == 1 + sum(1 for p in points if p > row["points"])   # ties share a place
        assert i == 0 or row["place"] >= table["rows"][i - 1]["place"]
    post = render_standings([one, two], "en")
    top = table["rows"][0]
    assert post.startswith("[b]Evening standings after 2 games[/b]")
    assert f"1. [b]{top['nick']}[/b] — {top['points']} pts ({top['per_game'][0]} + {top['per_game'][1]})" in post


def test_S_WIN_6_recommended_games_per_player_count() -> None:
    rs = load_roleset("suspi")
    assert {n: suggested_games(rs, n) for n in (6, 7, 8, 10, 11, 13, 14, 18)} == {
        6: (2, 3), 7: (2, 3), 8: (2, 2), 10: (2, 2), 11: (1, 2), 13: (1, 2), 14: (1, 1), 18: (1, 1)}
    assert suggested_games(rs, 5) is None and suggested_games(rs, 19) is None


def test_S_WIN_6_an_unfinished_game_or_an_empty_evening_is_refused() -> None:
    unfinished = play(SIX, [])
    with pytest.raises(InputError, match="game 2 of the evening is not finished"):
        standings([replay_script(EXAMPLES / "suspi-evening-1.yaml"), unfinished])
    with pytest.raises(InputError, match="at least one game"):
        standings([])
