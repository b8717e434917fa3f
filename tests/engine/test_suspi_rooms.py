"""S-TAB-*, S-ROUND-1/2, S-KILL-*: room nights in the one engine."""

from __future__ import annotations

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.tables.rooms import room_count
from moderator_app.posts import render_private

from .suspi_helpers import facts, play, rooms

SIX = ["killer", "investigator", "doctor", "guest", "guest", "guest"]


def test_S_TAB_1_rooms_half_the_players_at_least_three_named_in_order() -> None:
    rs = load_roleset("suspi")
    assert [room_count(rs, n) for n in (6, 7, 8, 11, 18)] == [3, 3, 4, 5, 9]
    game = play(SIX, [])
    assert game.table["rooms"] == ["Gabinet", "Biblioteka", "Oranżeria"]


def test_S_TAB_2_announced_killers_within_one_never_below_one() -> None:
    for seed in range(20):
        game = play(SIX, [], seed=seed)
        assert game.table["killers_announced"] in (1, 2)
    assert load_roleset("suspi", {"ghosts": False}).suggested_deal(10) == {"killer": 2, "guest": 8}


def test_S_ROUND_1_silent_players_stay_and_the_first_night_is_random_and_logged() -> None:
    game = play(SIX, [rooms(Kasia="Gabinet"), {"council": {}}, {"night": {}}])
    first = game.phases[0].result
    draws = [e.data["name"] for e in first.events if e.kind == "draw"]
    assert "room:night 1:Tomek" in draws and "room:night 1:Kasia" not in draws
    where1 = {n: r for r, ns in first.rooms.items() for n in ns}
    where2 = {n: r for r, ns in game.phases[2].result.rooms.items() for n in ns}
    assert all(where2[n] == where1[n] for n in where2)
    assert play(SIX, [rooms(Kasia="Gabinet")]).phases[0].result.rooms == first.rooms  # seeded


def test_S_ROUND_2_private_dawn_reports_and_the_victim_learns_only_the_room() -> None:
    game = play(SIX, [rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka",
                            Zosia="Oranżeria", Bartek="Oranżeria")])
    dawn = facts(game, 0, "dawn")
    assert dawn["Tomek"] == {"kind": "dawn", "room": "Gabinet", "died": True, "with": []}
    assert dawn["Kasia"]["with"] == ["Tomek"] and dawn["Celina"]["with"] == ["Jacek"]
    assert game.phases[0].result.rooms["Gabinet"] == ["Kasia", "Tomek"]


def _room_table(killers: int, others: int, seed: int = 3):
    roles = ["killer"] * killers + ["guest"] * others + ["guest"] * 6
    where = {n: "Gabinet" for n in ["Kasia", "Tomek", "Celina", "Jacek", "Zosia", "Bartek", "Ewa", "Marek"][: killers + others]}
    nicks = ["Kasia", "Tomek", "Celina", "Jacek", "Zosia", "Bartek", "Ewa", "Marek", "Ola", "Piotr", "Hania", "Staś"]
    for n in nicks[killers + others: len(roles)]:
        where[n] = "Biblioteka"
    game = play(roles, [rooms(**where)], seed=seed)
    dead = [d.nick for d in game.phases[0].result.deaths]
    met = facts(game, 0, "met")
    return dead, met, game


def test_S_KILL_1_a_room_kills_only_when_killers_are_not_fewer_and_others_are_there() -> None:
    assert _room_table(1, 0)[0] == []                      # p = 0: nobody dies
    dead, _, _ = _room_table(2, 2)
    assert len(dead) == 1 and dead[0] in ("Celina", "Jacek")   # k >= p: one random other
    assert _room_table(1, 2)[0] == [] and _room_table(2, 3)[0] == []   # k < p: nothing
    protected = play(["killer", "doctor"] + ["guest"] * 4,
                     [{"night": {"actions": [{"actor": "Kasia", "action": "room", "room": "Gabinet"},
                                             {"actor": "Tomek", "action": "room", "room": "Gabinet"},
                                             {"actor": "Tomek", "action": "protect", "target": "Tomek"}]
                                 + [{"actor": n, "action": "room", "room": "Biblioteka"}
                                    for n in ("Celina", "Jacek", "Zosia", "Bartek")]}}])
    assert protected.phases[0].result.deaths == []           # the doctor's protection holds


def test_S_KILL_3_the_room_table_holds_exactly() -> None:
    dead, met, _ = _room_table(0, 3)
    assert dead == [] and met == {}                         # no killers: nothing, mutual alibi
    dead, met, _ = _room_table(1, 1)
    assert dead == ["Tomek"] and met == {}                 # 1 + 1: dies
    assert _room_table(1, 2)[0] == [] and _room_table(1, 3)[0] == []   # 1 + 2 or more: nothing
    dead, met, _ = _room_table(2, 2)
    assert len(dead) == 1 and dead[0] in ("Celina", "Jacek") and set(met) == {"Kasia", "Tomek"}
    dead, met, _ = _room_table(2, 1)
    assert dead == ["Celina"] and met["Kasia"]["with"] == ["Tomek"]   # 2 + 1–2: one dies, they meet
    dead, met, _ = _room_table(2, 3)
    assert dead == [] and met == {}                         # 2 + 3 or more: nothing, no meeting
    dead, met, _ = _room_table(3, 0)
    assert dead == [] and set(met) == {"Kasia", "Tomek", "Celina"}   # killers only: they meet


def test_S_KILL_1_the_random_victim_is_a_seeded_logged_draw() -> None:
    _, _, game = _room_table(2, 2, seed=11)
    draws = [e.data for e in game.phases[0].result.events if e.kind == "draw" and e.data["name"].startswith("presence")]
    assert draws and draws[0]["value"] == game.phases[0].result.deaths[0].nick
    assert _room_table(2, 2, seed=11)[0] == [game.phases[0].result.deaths[0].nick]


def test_S_KILL_2_killers_do_not_know_each_other_at_the_start() -> None:
    dead, met, game = _room_table(1, 2)
    assert met == {} and game.rs.teams["killers"].traits["knows_each_other"] is False


def test_S_ROUND_2_reports_name_the_room_in_the_post_language() -> None:
    game = play(SIX, [{"night": {"actions": [
        {"actor": "Kasia", "action": "room", "room": "Gabinet"}, {"actor": "Tomek", "action": "room", "room": "Biblioteka"},
        {"actor": "Celina", "action": "room", "room": "Biblioteka"}, {"actor": "Jacek", "action": "room", "room": "Oranżeria"},
        {"actor": "Zosia", "action": "room", "room": "Oranżeria"}, {"actor": "Bartek", "action": "room", "room": "Oranżeria"},
        {"actor": "Tomek", "action": "inspect", "room": "Gabinet"}]}}])
    dawn, inspect = facts(game, 0, "dawn")["Celina"], facts(game, 0, "inspect")["Tomek"]
    assert render_private(game, dawn, "ru") == "Рассвет. Ночь в комнате «Библиотека», вместе с: Tomek."
    assert render_private(game, dawn, "en") == "Dawn. A night in the Library, together with: Tomek."
    assert "„Biblioteka”" in render_private(game, dawn, "pl")
    assert render_private(game, inspect, "ru") == "Обыск комнаты «Кабинет»: убийца там был."
    assert render_private(game, inspect, "en") == "Inspection of the Study: a killer was there."
    assert "„Gabinet”" in render_private(game, inspect, "pl")
