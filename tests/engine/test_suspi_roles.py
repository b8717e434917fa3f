"""S-ROLE-*, S-GHOST-*: the roles' abilities, the ghosts and the variant without them."""

from __future__ import annotations

import pytest

from moderator_app.engine.voting.council import live_counts
from moderator_app.engine.tables.goals import player_goals
from moderator_app.engine.wording.explain import explain
from moderator_app.posts import render_role_card

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
    assert [g for g in player_goals(game, "Ewa") if g["goal"] == "bribed"][0]["done"] is True


def test_S_ROLE_SZUR_one_bullet_resolved_when_entered_scores_three_on_a_killer() -> None:
    game = play(EIGHT, [{"night": {"host": [{"event": "shot", "player": "Zosia", "target": "Kasia"}]}}])
    assert game.players["Kasia"].died == ("night 1", "shot") and game.winner == "city"
    assert game.scores["Zosia"] == 3 and game.rs.teams["szur"].loner
    assert game.table["score_details"]["Zosia"] == [{"why": "shot", "points": 3}]


def _haunted_kitchen(extra: list[dict] | None = None, ghosts: tuple[str, ...] = ("Tomek",)) -> list[dict]:
    """Tomek dies in the Gabinet with Kasia on night 1; on night 2 the ghosts point at the Kuchnia."""
    haunt = [{"actor": g, "action": "haunt", "room": "Kuchnia"} for g in ghosts]
    return [_night([]), {"council": {}}, _night(haunt + (extra or []))]


def test_S_ROLE_EXO_holy_ground_stops_possession_and_he_frees_the_possessed() -> None:
    holy = play(EIGHT, _haunted_kitchen([{"actor": "Jacek", "action": "holy_ground", "room": "Kuchnia"}]))
    assert not any(p.flags["possessed"] for p in holy.players.values())
    again = play(EIGHT, _haunted_kitchen([{"actor": "Jacek", "action": "holy_ground", "room": "Kuchnia"}])
                 + [{"council": {}}, _night([{"actor": "Jacek", "action": "holy_ground", "room": "Gabinet"}])])
    assert [r.refused for r in again.phases[4].requests if r.action == "holy_ground"] == ["already used (once per game)"]
    freed = play(EIGHT, _haunted_kitchen() + [{"council": {}},
                 _night([], Kasia="Gabinet", Celina="Biblioteka", Jacek="Kuchnia", Zosia="Oranżeria",
                        Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia")])
    assert not any(p.flags["possessed"] for p in freed.players.values())
    assert facts(freed, 4, "freed")
    assert freed.rs.roles["exorcist"].get("not_possessable") and freed.rs.roles["exorcist"].get("frees_possessed")


def test_S_GHOST_2_a_majority_of_ghosts_possesses_one_random_living_person_in_the_room() -> None:
    game = play(EIGHT, _haunted_kitchen())
    possessed = [n for n, p in game.players.items() if p.flags["possessed"]]
    assert len(possessed) == 1 and possessed[0] in ("Ewa", "Marek")
    assert any(e.kind == "draw" for e in game.phases[2].result.events)
    assert facts(game, 2, "possessed")[possessed[0]]["room"] == "Kuchnia"
    assert play(EIGHT, _haunted_kitchen()).players[possessed[0]].flags["possessed"]    # seeded


def test_S_GHOST_2_the_log_says_in_which_room_the_ghosts_possessed():
    game = play(EIGHT, _haunted_kitchen())
    possessed = [e for e in game.phases[2].result.events if e.kind == "possessed"]
    assert [e.data["room"] for e in possessed] == ["Kuchnia"]
    assert explain(possessed[0], "en", game.rs).endswith("is possessed in Kitchen")


def test_S_GHOST_2_half_of_the_ghosts_is_not_a_majority() -> None:
    split = [_night([]), {"council": {"votes": [{"voter": v, "target": "Ewa"} for v in ("Kasia", "Celina", "Jacek")]}},
             _night([{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"},
                     {"actor": "Ewa", "action": "haunt", "room": "Biblioteka"}],
                    Kasia="Gabinet", Celina="Biblioteka", Jacek="Biblioteka", Zosia="Oranżeria",
                    Bartek="Oranżeria", Marek="Kuchnia")]
    game = play(EIGHT, split)
    assert not game.players["Ewa"].alive and not game.players["Tomek"].alive
    assert not any(p.flags["possessed"] for p in game.players.values())


def test_S_GHOST_2_killers_and_the_exorcist_cannot_be_possessed() -> None:
    game = play(EIGHT, _haunted_kitchen(), options={})
    assert game.rs.roles["killer"].get("not_possessable") and game.rs.roles["exorcist"].get("not_possessable")
    immune = play(EIGHT, [_night([]), {"council": {}},
                          _night([{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"}],
                                 Kasia="Kuchnia", Celina="Biblioteka", Jacek="Kuchnia", Zosia="Oranżeria",
                                 Bartek="Oranżeria", Ewa="Biblioteka", Marek="Biblioteka")])
    assert not any(p.flags["possessed"] for p in immune.players.values())   # only Kasia and Jacek were there


def test_S_GHOST_1_the_dead_become_ghosts_who_do_not_vote() -> None:
    game = play(EIGHT, [_night([]), {"council": {"votes": [{"voter": "Tomek", "target": "Kasia"}]}}])
    assert game.phases[1].votes[0].refused == "dead voter"
    assert not game.players["Tomek"].alive and "haunt" in game.rs.roles["investigator"].abilities
    assert game.rs.teams["ghosts"].traits["members"]["dead"] is True


def test_S_GHOST_3_without_ghosts_the_dead_are_silent_counts_hidden_bribe_before_the_vote() -> None:
    quiet = play(EIGHT, [_night([]), {"council": {}}, _night([{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"}])],
                 options={"ghosts": False})
    assert quiet.phases[2].requests[-1].refused == "switched off by the role set's options"
    assert quiet.rs.options["bribe_phases"] == ["night"] and live_counts(quiet, quiet.phases[1]) is None
    assert "possessed" not in quiet.players["Ewa"].flags
    council_bribe = {"council": {"actions": [{"actor": "Kasia", "action": "bribe", "target": "Ewa"}]}}
    late = play(EIGHT, [rooms(Kasia="Gabinet"), council_bribe], options={"ghosts": False})
    assert [r.refused for r in late.phases[1].requests] == ["not a council action"]
    ghosts = play(EIGHT, [rooms(Kasia="Gabinet"), council_bribe])
    assert [r.refused for r in ghosts.phases[1].requests] == [None]
    assert live_counts(ghosts, ghosts.phases[1]) == {}


def test_S_ROLE_GUEST_no_ability_but_a_goal_and_a_vote() -> None:
    game = play(EIGHT, [_night([{"actor": "Ewa", "action": "protect", "target": "Marek"},
                                {"actor": "Ewa", "action": "inspect", "room": "Gabinet"}]),
                        {"council": {"votes": [{"voter": "Ewa", "target": "Marek"}]}}])
    assert [r.refused for r in game.phases[0].requests if r.actor == "Ewa" and r.action != "room"] == [
        "not this role's ability", "not this role's ability"]
    assert list(game.rs.roles["guest"].abilities) == ["room", "haunt"]
    assert game.players["Ewa"].extra["goal"] in game.rs.raw["goals"]
    assert game.phases[1].result.tally.by_voter == {"Ewa": "Marek"}


@pytest.mark.parametrize("lang, denial, shared", [("pl", "Bez zdolności.", "wspólne dla wszystkich"),
                                                 ("ru", "Без способностей.", "общие для всех"),
                                                 ("en", "No ability;", "everyone has")])
def test_S_ROLE_GUEST_card_says_no_ability_of_his_own_above_the_shared_ones(lang, denial, shared):
    """hostplay: the Guest's card said "Bez zdolności" and then listed Zdolności (the room choice and
    haunting every player has). S-ROLE-GUEST: no ability of his own."""
    game = play(EIGHT, [])
    guest = next(n for n, p in game.players.items() if p.role == "guest")
    card = render_role_card(game, guest, lang)
    assert denial not in card and shared in card


def test_S_GHOST_2_a_room_without_a_majority_does_not_stop_the_ghosts_possessing_in_the_next_room() -> None:
    """Three ghosts: one points at the Biblioteka (no majority), two at the Kuchnia, where Bartek is alone."""
    ten = [*EIGHT[:5], "guest", "guest", "guest", "guest", "guest"]
    first = dict(ALL8, Ola="Biblioteka", Piotr="Oranżeria")
    second = {n: r for n, r in first.items() if n not in ("Tomek", "Ewa")} | {"Marek": "Gabinet"}
    third = {n: r for n, r in second.items() if n != "Marek"} | {"Kasia": "Oranżeria", "Bartek": "Kuchnia"}
    haunt = [{"actor": "Tomek", "action": "haunt", "room": "Kuchnia"}, {"actor": "Ewa", "action": "haunt", "room": "Kuchnia"},
             {"actor": "Marek", "action": "haunt", "room": "Biblioteka"}]
    game = play(ten, [_night([], **first), {"council": {"votes": [{"voter": v, "target": "Ewa"} for v in ("Kasia", "Celina", "Jacek", "Ola")]}},
                      _night([], **second), {"council": {}}, _night(haunt, **third)])
    assert [n for n, p in game.players.items() if not p.alive] == ["Tomek", "Ewa", "Marek"]
    assert [e.data["outcome"] for e in game.phases[4].result.events if e.kind == "haunt"] == ["no_majority"]
    assert [n for n, p in game.players.items() if p.flags["possessed"]] == ["Bartek"]
