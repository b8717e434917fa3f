"""HyperMafia "Peregrine": the Hollows (H-HOL-*)."""

from __future__ import annotations

from moderator_app.posts import render_phase_post
from moderator_app.app.report import game_report

from .hypermafia_helpers import act, day, dead, draw, events, everyone_red, night, phase, play, red, refusal, small

QUIET = night()


def test_H_HOL_BARON_double_kill_exposes_with_the_drawn_75_percent() -> None:
    game = play([night(act("Baron", "kill", "Kid1", "Kid2"), host=[draw("exposure:night 1:Baron", True)])])
    result = phase(game, "night 1").result
    assert dead(game) == {"Kid1", "Kid2"}
    assert result.exposed == [{"nick": "Baron", "role": "baron", "kind": "exposure"}]
    assert "Baron" in render_phase_post(game, phase(game, "night 1"))
    assert events(game, "night 1", "exposed") == [{"target": "Baron", "role": "baron"}]   # the host's log says it too


def test_H_HOL_BARON_a_single_kill_never_exposes_and_draws_nothing() -> None:
    game = play([night(act("Baron", "kill", "Kid1"))])
    assert phase(game, "night 1").result.exposed == []
    assert not [d for d in game.rng.log if d.name.startswith("exposure")]


def test_H_HOL_BARON_no_double_kill_when_the_night_starts_with_three() -> None:
    players = small("Baron", "Jacob", kids=1)
    game = play([night(act("Baron", "kill", "Jacob", "Kid1"))], players=players)
    assert refusal(game, "night 1", "Baron") == "too many targets (2, at most 1)"
    game = play([night(act("Baron", "kill_intimidate", "Jacob", "Kid1"))], players=players)
    assert refusal(game, "night 1", "Baron").startswith("too many targets")


def test_H_HOL_BARON_intimidates_up_to_three_and_two_below_ten_alive() -> None:
    game = play([night(act("Baron", "intimidate", "Kid1", "Kid2", "Kid3"))])
    assert sorted(phase(game, "night 1").result.vote_deprived) == ["Kid1", "Kid2", "Kid3"]
    assert phase(game, "night 1").result.exposed == []
    game = play([night(act("Baron", "intimidate", "Kid1", "Kid2", "Kid3"))], players=small("Baron", "Jacob", "Enoch", kids=6))
    assert refusal(game, "night 1", "Baron") == "too many targets (3, at most 2)"


def test_H_HOL_BARON_kill_one_and_intimidate_one_draws_like_a_double_kill() -> None:
    game = play([night(act("Baron", "kill_intimidate", "Kid1", "Kid2"), host=[draw("exposure:night 1:Baron", True)])])
    result = phase(game, "night 1").result
    assert dead(game) == {"Kid1"} and result.vote_deprived == ["Kid2"] and result.exposed[0]["nick"] == "Baron"
    assert [d.name for d in game.rng.log if d.name.startswith("exposure")] == ["exposure:night 1:Baron"]


def test_H_HOL_BARON_bribe_the_council_answer_by_pm() -> None:
    game = play([night(act("Baron", "question"), host=[{"event": "answer", "question": "Are there 3 town roles?", "text": "Да"}])])
    private = phase(game, "night 1").result.private
    assert [(p.to, p.fact["kind"], p.fact["text"]) for p in private] == [("Baron", "answer", "Да")]
    assert any("запрещены" in line for line in game_report(game)["phases"][0]["log"])


def test_H_HOL_BARON_may_target_the_same_players_every_night() -> None:
    game = play([night(act("Baron", "intimidate", "Kid1")), day(*everyone_red("Kid4", skip=("Kid1",))),
                 night(act("Baron", "intimidate", "Kid1"))])
    assert refusal(game, "night 2", "Baron") is None


def test_H_HOL_ORDER_juniors_stand_in_golan_then_hollow_then_archer() -> None:
    game = play([night(act("Archer", "kill", "Kid3", at="20:00"), act("Hollow", "kill", "Kid2", at="20:10"),
                       act("Golan", "kill", "Kid1", at="21:00"))])
    assert dead(game) == {"Kid1"}
    assert refusal(game, "night 1", "Hollow") == refusal(game, "night 1", "Archer") == "another team member's request stands for the team"


def test_H_HOL_ORDER_the_barons_own_request_comes_first() -> None:
    game = play([night(act("Golan", "kill", "Kid1"), act("Baron", "intimidate", "Kid2"))])
    assert not dead(game) and phase(game, "night 1").result.vote_deprived == ["Kid2"]


def test_H_HOL_GOLAN_interview_is_announced_by_role_names_only() -> None:
    game = play([night(act("Golan", "interview", "Olivia"))])
    result = phase(game, "night 1").result
    assert result.private == []
    assert result.announcements == [{"kind": "role", "target": "Olivia", "role": "olivia", "actor_role": "golan"}]
    post = render_phase_post(game, phase(game, "night 1"))
    assert "Доктор Голан брала интервью у Оливии" in post and "Olivia" not in post


def test_H_HOL_GOLAN_takes_the_barons_rights_and_loses_her_interview() -> None:
    game = play([night(act("Jacob", "kill", "Baron"), host=[draw("evidence:night 1:Baron", False)]),
                 day(*everyone_red("Kid4", skip=("Baron",))),
                 night(act("Golan", "interview", "Kid1"))])
    assert [p.fact for p in phase(game, "night 1").result.private if p.to == "Golan"] == [{"kind": "became", "role": "baron"}]
    assert refusal(game, "night 2", "Golan") == "not this role's ability"
    game = play([night(act("Jacob", "kill", "Baron"), host=[draw("evidence:night 1:Baron", False)]),
                 day(*everyone_red("Kid4", skip=("Baron",))), night(act("Golan", "kill", "Kid1", "Kid2"), act("Hollow", "kill", "Kid3"),
                                                                   host=[draw("exposure:night 2:Golan", False)])])
    assert {"Kid1", "Kid2"} <= dead(game) and "Kid3" not in dead(game)


def test_H_HOL_ARCHER_shield_stops_the_execution_self_allowed() -> None:
    game = play([night(act("Archer", "shield", "Archer")), day(*everyone_red("Archer"))])
    result = phase(game, "day 1").result
    assert result.executed == [] and result.no_execution_reason == "shielded"
    assert result.announcements == [{"kind": "shielded", "nick": "Archer"}]


def test_H_HOL_ARCHER_not_the_same_player_two_nights_in_a_row() -> None:
    game = play([night(act("Archer", "shield", "Kid1")), day(*everyone_red("Kid4")), night(act("Archer", "shield", "Kid1"))])
    assert refusal(game, "night 2", "Archer") == "same target two nights in a row"


def test_H_HOL_ARCHER_shield_holds_after_his_death() -> None:
    game = play([night(act("Archer", "shield", "Kid1"), act("Jacob", "kill", "Archer"), host=[draw("evidence:night 1:Archer", False)]),
                 day(*everyone_red("Kid1", skip=("Archer",)))])
    assert "Archer" in dead(game) and "Kid1" not in dead(game)


def test_H_HOL_ARCHER_last_hollow_gains_the_rights_and_loses_the_shield() -> None:
    players = small("Baron", "Archer", "Jacob", kids=4)
    game = play([night(act("Archer", "shield", "Kid1"), act("Jacob", "kill", "Baron"), host=[draw("evidence:night 1:Baron", False)]),
                 day(*everyone_red("Kid1", players, skip=("Baron",))),
                 night(act("Archer", "shield", "Kid2"))], players=players)
    assert "Kid1" not in dead(game)  # the shield of the night he took over still holds
    assert refusal(game, "night 2", "Archer") == "not this role's ability"
    assert [p.fact for p in phase(game, "night 1").result.private if p.to == "Archer"] == [{"kind": "became", "role": "baron"}]


def test_H_HOL_HOLLOW_block_voids_the_action_and_may_take_the_vote() -> None:
    game = play([night(act("Hollow", "block", "Jacob"), act("Jacob", "kill", "Kid1"), host=[draw("vote_loss:night 1:Jacob", True)])])
    assert not dead(game) and phase(game, "night 1").result.vote_deprived == ["Jacob"]


def test_H_HOL_HOLLOW_wins_a_mutual_block_with_emma() -> None:
    game = play([night(act("Emma", "block", "Hollow"), act("Hollow", "block", "Emma"), act("Baron", "kill", "Kid1"),
                       host=[draw("vote_loss:night 1:Emma", False)])])
    blocked = events(game, "night 1", "blocked")
    assert blocked == [{"actor": "Emma", "action": "block", "by": "Hollow"}]


def test_H_HOL_HOLLOW_is_blocked_by_emma_when_she_is_not_his_target() -> None:
    game = play([night(act("Hollow", "block", "Jacob"), act("Emma", "block", "Hollow"), act("Jacob", "kill", "Kid1"),
                       host=[draw("vote_loss:night 1:Hollow", False), draw("evidence:night 1:Kid1", False)])])
    assert dead(game) == {"Kid1"}


def test_H_HOL_HOLLOW_block_protects_from_nothing() -> None:
    game = play([night(act("Hollow", "block", "Kid1"), act("Golan", "kill", "Kid1"), host=[draw("vote_loss:night 1:Kid1", False)])])
    assert dead(game) == {"Kid1"}


def test_H_HOL_HOLLOW_never_himself_and_not_twice_unless_three_alive() -> None:
    game = play([night(act("Hollow", "block", "Hollow"))])
    assert refusal(game, "night 1", "Hollow") == "cannot target himself"
    game = play([night(act("Hollow", "block", "Kid1")), day(*everyone_red("Kid4")), night(act("Hollow", "block", "Kid1"))])
    assert refusal(game, "night 2", "Hollow") == "same target two nights in a row"
    players = small("Hollow", "Jacob", kids=2)
    game = play([night(act("Hollow", "block", "Kid1")), day(red("Hollow", "Kid2"), red("Jacob", "Kid2"), red("Kid1", "Kid2"), red("Kid2", "Kid1")),
                 night(act("Hollow", "block", "Kid1"))], players=players)
    assert refusal(game, "night 2", "Hollow") is None


def test_H_HOL_SUCC_baron_golan_hollow_archer_and_the_hollow_keeps_his_block() -> None:
    players = small("Baron", "Golan", "Hollow", "Archer", "Jacob", "Enoch", kids=6)
    kill = lambda n, who: night(act("Jacob", "kill", who), host=[draw(f"evidence:night {n}:{who}", False), draw(f"reveal:night {n}:{who}", False)])
    game = play([kill(1, "Baron"), day(*everyone_red("Kid6", players, skip=("Baron",))),
                 kill(2, "Golan"), day(*everyone_red("Kid5", players, skip=("Baron", "Golan", "Kid6"))),
                 night(act("Hollow", "block", "Enoch"), host=[draw("vote_loss:night 3:Enoch", False)])], players=players)
    became = [(p.to, p.fact) for ph in game.phases if ph.result for p in ph.result.private if p.fact["kind"] == "became"]
    assert became == [("Golan", {"kind": "became", "role": "baron"}), ("Hollow", {"kind": "became", "role": "baron"})]
    assert refusal(game, "night 3", "Hollow") is None  # he keeps blocking
