"""Audit of the S-* checklist: the edge cases the first SUSPI tests left unproven (seat limits,
the announced-count spread, powder and bribe details, the Szur's other shots, goal dealing,
council runoffs for several places, leak checks of posts and of the playing host's screen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.tables.goals import player_goals
from moderator_app.app.host_view import host_view
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_phase_post, render_private
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

from .suspi_helpers import NICKS, facts, play, rooms

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
TWELVE = EIGHT + ["guest"] * 4
LANGS = ("ru", "en", "pl")


def _night(extra: list[dict], **where: str) -> dict:
    night = rooms(**where)
    night["night"]["actions"] += extra
    return night


def _seated(count: int) -> Game:
    players = [{"nick": f"Gracz{i}", "role": "killer" if i == 0 else "guest"} for i in range(count)]
    return Game.replay(script_entries({"ruleset": "suspi", "seed": 1, "players": players, "phases": []}))


def _team_pointed(game: Game) -> set[str]:
    return {n for n, d in game.table["score_details"].items() if {"why": "team", "points": 1} in d}


# ----- S-TAB ------------------------------------------------------------------------------------
def test_S_TAB_1_six_to_eighteen_seats_and_all_nine_rooms_in_order() -> None:
    assert _seated(18).table["rooms"] == ["Gabinet", "Biblioteka", "Oranżeria", "Kuchnia", "Archiwum", "Piwnica",
                                          "Strych", "Pracownia", "Kaplica"]
    assert _seated(13).table["rooms"] == ["Gabinet", "Biblioteka", "Oranżeria", "Kuchnia", "Archiwum", "Piwnica"]
    assert _seated(6).table["rooms"] == ["Gabinet", "Biblioteka", "Oranżeria"]
    for count in (5, 19):
        with pytest.raises(InputError, match=f"{count} seated, but suspi is played by 6–18"):
            _seated(count)


def test_S_TAB_2_the_announced_count_spans_one_either_way_never_below_one_and_is_logged() -> None:
    two = ["killer", "guest", "killer", "guest", "guest", "guest", "guest", "guest"]
    seen_two, seen_one = set(), set()
    for seed in range(40):
        game = play(two, [], seed=seed)
        seen_two.add(game.table["killers_announced"])
        spread = next(d for d in game.table["draws"] if d["name"] == "killers_announced")["value"]
        assert game.table["killers_announced"] == 2 + spread
        seen_one.add(play(EIGHT, [], seed=seed).table["killers_announced"])
    assert seen_two == {1, 2, 3} and seen_one == {1, 2}     # 1 killer - 1 is clamped to 1
    assert load_roleset("suspi").suggested_deal(12)["killer"] == 3


def test_S_TAB_3_the_playing_host_sees_no_draws_no_seed_and_as_a_victim_only_his_room(tmp_path: Path) -> None:
    text = (EXAMPLES / "suspi-evening-1.yaml").read_text(encoding="utf-8")
    script = tmp_path / "no-unmask.yaml"
    script.write_text(text[: text.index("  - unmask:")], encoding="utf-8")
    report = game_report(replay_script(script), "pl")
    assert any(d["name"].startswith("possess:") for d in report["draws"])     # the master's report names them
    seat = host_view(report, "playing", "Tomek")
    assert not {"draws", "seed", "scores"} & set(seat)
    night1 = seat["phases"][0]
    assert night1["rooms"] == {"Gabinet": ["Tomek"]}          # Tomek died there: not who was with him
    assert report["phases"][0]["rooms"]["Gabinet"] == ["Kasia", "Tomek"]
    assert "Kasia" not in str(night1) and "Ewa" not in str(seat["phases"][2]["rooms"])


# ----- S-ROUND ----------------------------------------------------------------------------------
def test_S_ROUND_2_posts_and_victims_reports_leak_nothing_in_any_language() -> None:
    game = play(EIGHT, [rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka",
                              Zosia="Oranżeria", Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia"),
                        {"council": {"votes": [{"voter": "Celina", "target": "Ewa"}, {"voter": "Ewa", "target": "Celina"},
                                               {"voter": "Marek", "target": "Celina"}]}},
                        _night([{"actor": g, "action": "haunt", "room": "Kuchnia"} for g in ("Tomek", "Celina")],
                               Kasia="Gabinet", Jacek="Biblioteka", Zosia="Oranżeria", Bartek="Oranżeria",
                               Ewa="Kuchnia", Marek="Kuchnia")])
    assert any(p.flags["possessed"] for p in game.players.values())
    roles = game.rs.raw["roles"]
    secret_words = {str(n) for r in roles.values() for n in r["names"].values()}
    secret_words |= {str(n) for g in game.rs.raw["goals"].values() for n in g["names"].values()}
    secret_words |= {str(n) for r in game.rs.raw["rooms"]["list"] for n in r["names"].values()}
    secret_words |= {"Duch", "Призрак", "possess", "одерж", "opęta"}
    for lang in LANGS:
        for phase in game.phases:
            post = render_phase_post(game, phase, lang)
            assert not [w for w in secret_words if w.lower() in post.lower()], (lang, phase.label, post)
        victim = render_private(game, facts(game, 0, "dawn")["Tomek"], lang)
        assert "Kasia" not in victim and game.rs.raw["rooms"]["list"][0]["names"][lang] in victim
    council = render_phase_post(game, game.phases[1], "en")
    assert "Celina — 2" in council and "Ewa — 1" in council and "Marek" not in council   # counts, never voters


def test_S_ROUND_5_three_tied_for_two_places_go_to_one_runoff_and_a_voteless_runoff_leaves_both_empty() -> None:
    votes = [{"voter": v, "target": t} for v, t in (("Kasia", "Ewa"), ("Tomek", "Ewa"), ("Celina", "Marek"),
                                                     ("Jacek", "Marek"), ("Zosia", "Ola"), ("Bartek", "Ola"))]
    runoff = [{"voter": v, "target": t} for v, t in (("Kasia", "Ola"), ("Tomek", "Ola"), ("Celina", "Marek"),
                                                      ("Jacek", "Ewa"), ("Zosia", "Ola"), ("Bartek", "Marek"))]
    game = play(TWELVE, [rooms(Kasia="Gabinet"), {"council": {"votes": votes, "runoff": runoff}}])
    result = game.phases[1].result
    tie = next(e for e in result.events if e.kind == "council_tie")
    assert tie.data == {"kind": "council_tie", "candidates": ["Ewa", "Marek", "Ola"], "places": 2}
    assert sorted(d.nick for d in result.executed) == ["Marek", "Ola"]
    silent = play(TWELVE, [rooms(Kasia="Gabinet"), {"council": {"votes": votes}}])
    assert silent.phases[1].result.executed == [] and silent.phases[1].result.no_execution_reason == "tie"


# ----- S-ROLE -----------------------------------------------------------------------------------
def test_S_ROLE_KILLER_a_powdered_player_is_not_counted_in_any_room() -> None:
    game = play(EIGHT, [_night([{"actor": "Kasia", "action": "powder", "target": "Tomek"}],
                               Kasia="Gabinet", Tomek="Gabinet", Celina="Gabinet", Jacek="Biblioteka",
                               Zosia="Biblioteka", Bartek="Oranżeria", Ewa="Oranżeria", Marek="Kuchnia")])
    assert [d.nick for d in game.phases[0].result.deaths] == ["Celina"]     # 1 killer + 1 counted other
    assert all("Tomek" not in nicks for nicks in game.phases[0].result.rooms.values())
    two = ["killer", "guest", "killer", "guest", "guest", "guest", "guest", "guest"]
    asleep_killer = play(two, [_night([{"actor": "Kasia", "action": "powder", "target": "Celina"}],
                                      Kasia="Gabinet", Celina="Gabinet", Tomek="Gabinet", Jacek="Gabinet")])
    assert asleep_killer.phases[0].result.deaths == [] and facts(asleep_killer, 0, "met") == {}   # 1 vs 2


def test_S_ROLE_KILLER_a_powdered_doctor_protects_nobody_and_the_powder_is_once_and_never_on_oneself() -> None:
    game = play(EIGHT, [_night([{"actor": "Kasia", "action": "powder", "target": "Celina"},
                                {"actor": "Celina", "action": "protect", "target": "Tomek"}],
                               Kasia="Gabinet", Tomek="Gabinet", Jacek="Biblioteka", Zosia="Oranżeria",
                               Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia"),
                        {"council": {}},
                        _night([{"actor": "Kasia", "action": "powder", "target": "Jacek"}], Kasia="Gabinet")])
    assert [d.nick for d in game.phases[0].result.deaths] == ["Tomek"] and facts(game, 0, "protect") == {}
    assert [r.refused for r in game.phases[2].requests if r.action == "powder"] == ["already used (once per game)"]
    selfish = play(EIGHT, [_night([{"actor": "Kasia", "action": "powder", "target": "Kasia"}], Kasia="Gabinet")])
    assert [r.refused for r in selfish.phases[0].requests if r.action == "powder"] == ["cannot target himself"]


def test_S_ROLE_KILLER_a_bribed_player_who_votes_anyway_misses_the_extra_goal() -> None:
    game = play(EIGHT, [_night([{"actor": "Kasia", "action": "bribe", "target": "Ewa"}], Kasia="Gabinet"),
                        {"council": {"votes": [{"voter": "Ewa", "target": "Marek"}]}},
                        _night([{"actor": "Kasia", "action": "bribe", "target": "Marek"}], Kasia="Gabinet")])
    assert game.phases[1].result.tally.counts == {"Marek": 1}            # the vote still counts
    assert [g["done"] for g in player_goals(game, "Ewa") if g["goal"] == "bribed"] == [False]
    assert [r.refused for r in game.phases[2].requests if r.action == "bribe"] == ["already used (once per game)"]
    assert "Kasia" not in render_private(game, facts(game, 0, "bribed")["Ewa"], "ru")   # the briber stays secret


def test_S_ROLE_SZUR_a_shot_at_a_non_killer_scores_nothing_and_there_is_one_bullet() -> None:
    game = play(EIGHT, [{"night": {"host": [{"event": "shot", "player": "Zosia", "target": "Ewa"}]}},
                        {"council": {"host": [{"event": "shot", "player": "Zosia", "target": "Kasia"}],
                                     "votes": [{"voter": v, "target": "Kasia"} for v in ("Tomek", "Celina", "Jacek")]}}])
    assert not game.players["Ewa"].alive and game.players["Kasia"].died == ("council 1", "execution")
    assert game.phases[1].host[0]["refused"] == "already used (once per game)"
    assert game.winner == "city" and game.scores["Zosia"] == 0
    assert "Zosia" not in _team_pointed(game) and not game.players["Zosia"].extra.get("goal")


# ----- S-GOAL -----------------------------------------------------------------------------------
def test_S_GOAL_ROM_dealt_only_as_a_mutual_pair_and_only_from_8_players() -> None:
    seven, eight = EIGHT[:4] + ["guest"] * 3, EIGHT
    dealt = 0
    for seed in range(40):
        assert all(p.extra.get("goal") != "romance" for p in play(seven, [], seed=seed).players.values())
        game = play(eight, [], seed=seed)
        pairs = {n: p.extra["goal_target"] for n, p in game.players.items() if p.extra.get("goal") == "romance"}
        for nick, partner in pairs.items():
            assert pairs.get(partner) == nick
        dealt += len(pairs)
    assert dealt >= 2


def test_S_GOAL_LONER_one_night_alone_is_not_enough() -> None:
    apart = rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Oranżeria", Zosia="Kuchnia",
                  Bartek="Kuchnia", Ewa="Kuchnia", Marek="Kuchnia")
    game = play(EIGHT, [apart, {"council": {}}, rooms(Jacek="Biblioteka")], goals={"Jacek": {"goal": "loner"}})
    assert [g["done"] for g in player_goals(game, "Jacek")] == [False]
    again = play(EIGHT, [apart, {"council": {}}, apart], goals={"Jacek": {"goal": "loner"}})
    assert [g["done"] for g in player_goals(again, "Jacek")] == [True]


def test_S_GOAL_SPY_everyone_but_the_szur_holds_one_secret_goal_killers_too() -> None:
    for seed in range(10):
        game = play(EIGHT, [], seed=seed)
        for nick, player in game.players.items():
            dealt = player.extra.get("goal")
            if player.role == "szur":
                assert dealt is None
            else:
                assert dealt in game.rs.raw["goals"] and not game.rs.raw["goals"][dealt].get("extra_only")
                if dealt == "spy":
                    assert player.extra["goal_target"] in game.players and player.extra["goal_target"] != nick


# ----- S-WIN ------------------------------------------------------------------------------------
def _city_wins_with_a_possessed_alive(options: dict | None = None) -> Game:
    return play(EIGHT, [rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka",
                              Zosia="Oranżeria", Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia"),
                        {"council": {}},
                        _night([{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"}],
                               Kasia="Gabinet", Celina="Biblioteka", Jacek="Biblioteka", Zosia="Oranżeria",
                               Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia"),
                        {"council": {"votes": [{"voter": v, "target": "Kasia"} for v in ("Celina", "Jacek", "Bartek")]}}],
                options=options)


def test_S_WIN_5_ruling_a_living_possessed_loses_the_city_point_unless_the_option_keeps_it() -> None:
    game = _city_wins_with_a_possessed_alive()
    possessed = [n for n, p in game.players.items() if p.flags["possessed"]]
    assert game.winner == "city" and len(possessed) == 1 and game.players[possessed[0]].alive
    assert _team_pointed(game) == {"Celina", "Jacek", "Bartek", "Ewa", "Marek"} - set(possessed)
    kept = _city_wins_with_a_possessed_alive({"possessed_keep_team_point": True})
    assert _team_pointed(kept) == {"Celina", "Jacek", "Bartek", "Ewa", "Marek"}
    assert NICKS[1] not in _team_pointed(kept)                 # Tomek is a ghost: no city point either way
