"""Classic forum mafia: hunting (C-HUNT-*) and the order of resolution (C-ORDER-*)."""

from __future__ import annotations

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.posts import render_phase_post

from .classic_helpers import DAY1, act, deaths, events, night, play, privates, refused


def test_C_HUNT_1_hunting_town_role_does_not_use_its_ability():
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), act("Doc", "heal", "Cit1"), act("Doc", "hunt", "Boss"))])
    assert deaths(game) == {"Boss": "hunt", "Cit1": "kill:mafioso"}


def test_C_HUNT_1_only_town_hunts():
    game = play([DAY1, night(act("Boss", "hunt", "Cit1"), act("Man", "hunt", "Cit2"), act("Put", "hunt", "Maf"))])
    assert refused(game) == {"Boss:hunt": "not this role's ability", "Man:hunt": "not this role's ability"}
    assert deaths(game) == {"Maf": "hunt"}


def test_C_HUNT_2_only_the_first_received_hunt_is_satisfied():
    game = play([DAY1, night(act("Cit1", "hunt", "Maf", at="2026-03-12 15:00"),
                             act("Cit2", "hunt", "Boss", at="2026-03-12 12:30"))])
    assert deaths(game) == {"Boss": "hunt"}
    assert refused(game) == {"Cit1:hunt": "another request came first"}
    assert events(game, "refused") == [{"actor": "Cit1", "action": "hunt", "reason": "another request came first"}]


def test_C_HUNT_2_same_time_breaks_by_entry_order():
    game = play([DAY1, night(act("Cit1", "hunt", "Maf", at="12:30"), act("Cit2", "hunt", "Boss", at="12:30"))])
    assert deaths(game) == {"Maf": "hunt"}


def test_C_HUNT_3_wrong_prey_kills_the_hunter_and_hides_the_target():
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2"))])
    assert deaths(game) == {"Cit1": "hunt_failed"}
    post = render_phase_post(game, game.phases[-1])
    assert "Cit1" in post and "Cit2" not in post


def test_C_HUNT_3_hunting_the_maniac_kills_the_hunter():
    game = play([DAY1, night(act("Cit1", "hunt", "Man"))])
    assert deaths(game) == {"Cit1": "hunt_failed"}


def test_C_HUNT_4_doctor_does_not_protect_from_hunting():
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2"), act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {"Cit1": "hunt_failed"}


def test_C_HUNT_5_hunt_resolves_first_and_voids_the_victims_request():
    game = play([DAY1, night(act("Maf", "kill", "Cit2"), act("Cit1", "hunt", "Maf"))])
    assert deaths(game) == {"Maf": "hunt"}
    assert events(game, "actor_dead")[0]["actor"] == "Maf"
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2"), act("Com", "check", "Cit1"))])
    fact = privates(game, to="Com")[0]
    assert fact["killers"] == ["Cit1"] and fact["method"] == "hunt_failed"


def test_C_ORDER_1_priorities_block_then_mafia_commissar_maniac_doctor():
    rs = load_roleset("forum-mafia-classic")
    order = [rs.abilities[k].priority for k in ("block", "kill", "check", "poison", "heal")]
    assert order == sorted(order)
    game = play([DAY1, night(act("Doc", "heal", "Cit1"), act("Put", "block", "Doc"), act("Maf", "kill", "Cit1"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}


def test_C_ORDER_2_check_on_player_dead_before_the_night_gets_no_answer():
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2")), {"day": {}}, night(act("Com", "check", "Cit1"))])
    assert refused(game) == {"Com:check": "Cit1 is already dead"}
    assert privates(game, to="Com") == []


def test_C_ORDER_3_dead_doctor_heals_only_himself():
    game = play([DAY1, night(act("Maf", "kill", "Doc"), act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {"Doc": "kill:mafioso"}
    assert events(game, "actor_dead")[0]["actor"] == "Doc"
    game = play([DAY1, night(act("Maf", "kill", "Doc"), act("Doc", "heal", "Doc"))])
    assert deaths(game) == {}


def test_C_ORDER_3_doctor_killed_by_mafia_cannot_save_the_mafia_victim_he_heals():
    game = play([DAY1, night(act("Maf", "kill", "Doc"), act("Man", "poison", "Cit1"), act("Doc", "heal", "Cit1")),
                 {"day": {}}, night()])
    assert deaths(game) == {"Cit1": "poison"}


def test_C_ORDER_4_maniac_killed_earlier_that_night_poisons_nobody():
    game = play([DAY1, night(act("Maf", "kill", "Man"), act("Man", "poison", "Cit1")), {"day": {}}, night()])
    assert deaths(game, 1) == {"Man": "kill:mafioso"}
    assert deaths(game) == {}


def test_C_ORDER_4_maniac_victim_already_dead_fails():
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), act("Man", "poison", "Cit1"))])
    assert events(game, "target_dead")[0]["actor"] == "Man"
    assert game.players["Cit1"].delayed == []


def test_C_ORDER_5_heal_resolved_last_cancels_the_mafia_kill():
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {}
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), act("Cit2", "hunt", "Cit1"))])
    assert deaths(game) == {"Cit2": "hunt_failed", "Cit1": "kill:mafioso"}
    game = play([DAY1, night(act("Cit2", "hunt", "Boss"), act("Maf", "kill", "Boss"))])
    assert events(game, "target_dead")[0]["target"] == "Boss"


def test_C_FLOW_2_hunting_requests_are_accepted_from_noon():
    game = play([DAY1, night(act("Cit1", "hunt", "Maf", at="2026-03-12 11:59"), act("Cit2", "hunt", "Boss", at="2026-03-12 12:00"))])
    assert refused(game) == {"Cit1:hunt": "accepted from 12:00"}
    assert deaths(game) == {"Boss": "hunt"}
