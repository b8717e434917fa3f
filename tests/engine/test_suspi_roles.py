"""S-ROLE-*, S-GHOST-*, S-ROUND-4..7, S-WIN-*: abilities, ghosts, councils, goals and scores."""

from __future__ import annotations

from moderator_app.engine.council import live_counts
from moderator_app.engine.evening import standings, suggested_games
from moderator_app.engine.host_view import host_view
from moderator_app.replay import replay_script
from moderator_app.report import game_report

from .suspi_helpers import facts, play, rooms

EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
ALL8 = dict(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka", Zosia="Oranżeria",
            Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia")


def _night(extra: list[dict], **where: str) -> dict:
    night = rooms(**(where or ALL8))
    night["night"]["actions"] += extra
    return night


def test_S_ROLE_INV_learns_whether_a_killer_was_in_the_room() -> None:
    game = play(EIGHT, [_night([{"actor": "Tomek", "action": "inspect", "room": "Gabinet"}])])
    assert facts(game, 0, "inspect")["Tomek"] == {"kind": "inspect", "room": "Gabinet", "result": True}


def test_S_ROLE_DOC_protection_saves_and_she_learns_it_worked_self_once() -> None:
    game = play(EIGHT, [_night([{"actor": "Celina", "action": "protect", "target": "Tomek"}]),
                        {"council": {}},
                        _night([{"actor": "Celina", "action": "protect", "target": "Celina"}]),
                        {"council": {}},
                        _night([{"actor": "Celina", "action": "protect", "target": "Celina"}])])
    assert game.phases[0].result.deaths == []
    assert facts(game, 0, "protect")["Celina"] == {"kind": "protect", "target": "Tomek", "worked": True}
    assert facts(game, 2, "protect")["Celina"]["worked"] is False
    assert [r.refused for r in game.phases[4].requests if r.action == "protect"] == ["already targeted himself as often as allowed"]


def test_S_ROLE_KILLER_powder_sleeps_and_takes_the_next_council_vote() -> None:
    game = play(EIGHT, [_night([{"actor": "Kasia", "action": "powder", "target": "Tomek"}]),
                        {"council": {"votes": [{"voter": "Tomek", "target": "Kasia"}]}}])
    assert game.phases[0].result.deaths == [] and "Tomek" not in game.phases[0].result.rooms["Gabinet"]
    assert facts(game, 0, "dawn")["Tomek"]["asleep"] is True
    assert game.phases[1].votes[0].refused == "deprived of the vote"


def test_S_ROLE_KILLER_bribe_gives_an_extra_goal_scored_on_abstaining() -> None:
    game = play(EIGHT, [_night([{"actor": "Kasia", "action": "bribe", "target": "Ewa"}]),
                        {"council": {"votes": [{"voter": "Ewa", "abstain": True}]}}])
    assert facts(game, 0, "bribed")["Ewa"]["council"] == 1
    from moderator_app.engine.goals import player_goals

    assert [g for g in player_goals(game, "Ewa") if g["goal"] == "bribed"][0]["done"] is True


def test_S_ROLE_SZUR_one_bullet_resolved_when_entered_scores_three_on_a_killer() -> None:
    game = play(EIGHT, [{"night": {"host": [{"event": "shot", "player": "Zosia", "target": "Kasia"}]}}])
    assert game.players["Kasia"].died == ("night 1", "shot") and game.winner == "city"
    assert game.scores["Zosia"] == 3 and game.rs.teams["szur"].loner


def test_S_ROLE_EXO_and_S_GHOST_2_possession_by_majority_holy_ground_and_freeing() -> None:
    start = _night([])  # Tomek dies in Gabinet with Kasia
    haunt = [{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"}]
    game = play(EIGHT, [start, {"council": {}}, _night(haunt)])
    assert game.players["Ewa"].flags["possessed"] or game.players["Marek"].flags["possessed"]
    holy = play(EIGHT, [start, {"council": {}}, _night(haunt + [{"actor": "Jacek", "action": "holy_ground", "room": "Kuchnia"}])])
    assert not any(p.flags["possessed"] for p in holy.players.values())
    freed = play(EIGHT, [start, {"council": {}}, _night(haunt), {"council": {}},
                         _night([], Kasia="Gabinet", Celina="Biblioteka", Jacek="Kuchnia", Zosia="Oranżeria",
                                Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia")])
    assert not any(p.flags["possessed"] for p in freed.players.values())
    assert game.rs.roles["killer"].get("not_possessable") and game.rs.roles["exorcist"].get("not_possessable")


def test_S_GHOST_1_and_3_the_dead_do_not_vote_and_the_variant_has_no_ghosts() -> None:
    game = play(EIGHT, [_night([]), {"council": {"votes": [{"voter": "Tomek", "target": "Kasia"}]}}])
    assert game.phases[1].votes[0].refused == "dead voter"
    quiet = play(EIGHT, [_night([]), {"council": {}}, _night([{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"}])],
                 options={"ghosts": False})
    assert quiet.phases[2].requests[-1].refused == "switched off by the role set's options"
    assert quiet.rs.options["bribe_phases"] == ["night"] and live_counts(quiet, quiet.phases[1]) is None


def test_S_ROUND_4_and_5_council_counts_abstention_runoff_and_empty_seat() -> None:
    votes = [{"voter": "Kasia", "target": "Ewa"}, {"voter": "Celina", "target": "Ewa"},
             {"voter": "Jacek", "target": "Marek"}, {"voter": "Zosia", "target": "Marek"},
             {"voter": "Bartek", "abstain": True}, {"voter": "Ewa", "target": "Kasia", "confirmed": False}]
    game = play(EIGHT, [_night([]), {"council": {"votes": votes, "runoff": [{"voter": "Kasia", "target": "Marek"}]}}])
    assert live_counts(game, game.phases[1]) == {"Ewa": 2, "Marek": 2}
    assert [d.nick for d in game.phases[1].result.executed] == ["Marek"]
    empty = play(EIGHT, [_night([]), {"council": {"votes": votes}}])
    assert empty.phases[1].result.executed == [] and empty.phases[1].result.no_execution_reason == "tie"
    twelve = play(EIGHT + ["guest"] * 4, [rooms(Kasia="Gabinet"), {"council": {"votes": votes}}])
    assert sorted(d.nick for d in twelve.phases[1].result.executed) == ["Ewa", "Marek"]


def test_S_ROUND_6_and_S_WIN_3_killers_win_after_the_last_round() -> None:
    from pathlib import Path

    game = replay_script(Path(__file__).resolve().parents[2] / "examples" / "suspi-evening-2.yaml")
    assert game.winner == "killers" and len(game.phases[-3].alive_at_start) <= 4


def test_S_WIN_1_2_4_5_ROUND_7_and_goals_in_the_example_evening() -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "examples"
    one = replay_script(root / "suspi-evening-1.yaml")
    assert one.winner == "city"
    assert one.scores == {"Kasia": 1, "Tomek": 1, "Celina": 4, "Jacek": 2, "Zosia": 3, "Bartek": 0, "Ewa": 3, "Marek": 4}
    report = game_report(one, "pl")
    assert {p["nick"]: p["possessed"] for p in report["players"]}["Ewa"] is True
    secret = host_view(dict(report, table={k: v for k, v in report["table"].items() if k != "revealed"}), "playing", "Tomek")
    assert all("role" not in p for p in secret["players"] if p["nick"] != "Tomek")
    assert all(pm["to"] == "Tomek" for ph in secret["phases"] for pm in ph["private"])
    two = replay_script(root / "suspi-evening-2.yaml")
    table = standings([one, two])
    assert table["rows"][0]["points"] == max(one.scores[n] + two.scores[n] for n in one.players)
    assert suggested_games(one.rs, 8) == (2, 2)
