"""HyperMafia "Peregrine": Abraham, the peculiar children, wins and conflict rulings
(H-ABR-*, H-TOWN-*, H-WIN-*, H-RULE-*, H-POST-3)."""

from __future__ import annotations

from .hypermafia_helpers import act, copy, day, dead, draw, events, everyone_red, night, phase, play, refusal, small

QUIET = night()


def test_H_ABR_1_copies_an_action_of_a_role_in_the_setup() -> None:
    game = play([night(copy("Abe", "enoch", "heal", "Abe"), act("Baron", "kill", "Abe"))])
    assert "Abe" not in dead(game)
    game = play([night(copy("Abe", "emma", "block", "Kid1"))], players=small("Abe", "Baron", kids=3))
    assert refusal(game, "night 1", "Abe") == "role 'emma' is not in this game's setup"
    game = play([night(copy("Abe", "jacob", "fly", "Kid1"))])
    assert refusal(game, "night 1", "Abe") == "role 'jacob' has no action 'fly'"


def test_H_ABR_1_a_copied_double_kill_carries_the_exposure_odds() -> None:
    game = play([night(copy("Abe", "baron", "kill", "Kid1", "Kid2"), host=[draw("exposure:night 1:Abe", True)])])
    assert dead(game) == {"Kid1", "Kid2"} and phase(game, "night 1").result.exposed[0]["nick"] == "Abe"


def test_H_ABR_2_weaker_in_a_mutual_block_with_emma() -> None:
    game = play([night(copy("Abe", "emma", "block", "Emma"), act("Emma", "block", "Abe"),
                       host=[draw("vote_loss:night 1:Abe", False)])])
    assert events(game, "night 1", "blocked") == [{"actor": "Abe", "action": "block", "by": "Emma"}]


def test_H_ABR_2_his_kill_lands_on_a_role_that_kills_him() -> None:
    game = play([night(copy("Abe", "jacob", "kill", "Baron"), act("Baron", "kill", "Abe"),
                       host=[draw("evidence:night 1:Baron", False)])])
    assert dead(game) == {"Abe", "Baron"}


def test_H_ABR_3_must_change_role_action_and_target_every_night() -> None:
    first = night(copy("Abe", "jacob", "check", "Kid1"))
    vote = day(*everyone_red("Kid4"))
    for second, reason in [
        (copy("Abe", "jacob", "kill", "Kid2"), "the copied role must change every night"),
        (copy("Abe", "golan", "check", "Kid2"), "role 'golan' has no action 'check'"),
        (copy("Abe", "baron", "kill", "Kid1"), "the target must change every night"),
    ]:
        game = play([first, vote, night(second)])
        assert refusal(game, "night 2", "Abe") == reason
    game = play([night(copy("Abe", "hollow", "block", "Kid1"), host=[draw("vote_loss:night 1:Kid1", False)]), vote,
                 night(copy("Abe", "emma", "block", "Kid2"))])
    assert refusal(game, "night 2", "Abe") == "the copied action must change every night"


def test_H_ABR_4_the_serum_is_copied_once_per_game() -> None:
    game = play([night(copy("Abe", "enoch", "serum", "Kid1"), host=[draw("exposure:night 1:Abe", False)]), day(*everyone_red("Kid4")),
                 night(copy("Abe", "jacob", "check", "Kid2")), day(*everyone_red("Kid3", skip=("Kid4",))),
                 night(copy("Abe", "enoch", "serum", "Kid1"))])
    assert phase(game, "night 1").result.exposed[0] == {"nick": "Kid1", "role": "peculiar", "kind": "serum"}
    assert refusal(game, "night 3", "Abe") == "'serum' can be copied only 1 time per game"


def test_H_ABR_5_H_WIN_3_abraham_wins_only_alone() -> None:
    game = play([night(copy("Abe", "jacob", "kill", "Jacob"), host=[draw("evidence:night 1:Jacob", False)])], players=small("Abe", "Jacob"))
    assert game.winner == "Abe"
    game = play([night(copy("Abe", "jacob", "kill", "Kid1"), host=[draw("evidence:night 1:Kid1", False)])], players=small("Abe", "Jacob", kids=1))
    assert game.winner is None


def test_H_TOWN_JACOB_side_check_answers_hollow_or_not() -> None:
    game = play([night(act("Jacob", "check", "Golan"))])
    assert phase(game, "night 1").result.private[0].fact == {"kind": "check", "target": "Golan", "result": "hollow"}
    game = play([night(act("Jacob", "check", "Abe"))])
    assert phase(game, "night 1").result.private[0].fact["result"] == "not_hollow"


def test_H_TOWN_JACOB_kill_evidence_and_the_closed_role() -> None:
    game = play([night(act("Jacob", "kill", "Kid1"), host=[draw("evidence:night 1:Kid1", True)])])
    assert phase(game, "night 1").result.exposed == [{"nick": "Kid1", "role": "jacob", "kind": "evidence"}]
    assert events(game, "night 1", "evidence") == [{"target": "Kid1", "role": "jacob"}]
    players = small("Baron", "Jacob", "Enoch", kids=5)
    game = play([night(act("Jacob", "kill", "Kid1"), host=[draw("evidence:night 1:Kid1", False), draw("reveal:night 1:Kid1", True)])], players=players)
    assert phase(game, "night 1").result.deaths[0].role_revealed == "peculiar"
    game = play([night(act("Jacob", "kill", "Kid1"), host=[draw("evidence:night 1:Kid1", False), draw("reveal:night 1:Kid1", False)])], players=players)
    assert phase(game, "night 1").result.deaths[0].role_revealed is None


def test_H_TOWN_ENOCH_serum_reveals_and_may_expose_enoch() -> None:
    game = play([night(act("Enoch", "serum", "Golan"), host=[draw("exposure:night 1:Enoch", True)])])
    assert phase(game, "night 1").result.exposed == [
        {"nick": "Golan", "role": "golan", "kind": "serum"}, {"nick": "Enoch", "role": "enoch", "kind": "exposure"}]


def test_H_TOWN_ENOCH_heal_saves_from_every_killer_and_not_twice_in_a_row() -> None:
    game = play([night(act("Enoch", "heal", "Kid1"), act("Baron", "kill", "Kid1"), act("Jacob", "kill", "Kid1"), act("Twins", "hire", "Jacob", "Kid1")),
                 day(*everyone_red("Kid4")), night(act("Enoch", "heal", "Kid1"))])
    assert "Kid1" not in dead(game)
    assert refusal(game, "night 2", "Enoch") == "same target two nights in a row"


def test_H_TOWN_ENOCH_poison_takes_two_days_announced_both() -> None:
    game = play([night(act("Enoch", "poison", "Kid1")), day(*everyone_red("Kid4")), QUIET, day(*everyone_red("Kid3", skip=("Kid4",)))])
    assert phase(game, "night 1").result.vote_deprived == ["Kid1"] and phase(game, "night 2").result.vote_deprived == ["Kid1"]
    refused = [v.refused for d in ("day 1", "day 2") for v in phase(game, d).votes if v.voter == "Kid1"]
    assert refused == ["deprived of the vote"] * 2


def test_H_TOWN_EMMA_block_stops_the_kill_only_on_the_rights_holder() -> None:
    stand_in = play([night(act("Golan", "kill", "Kid1"), act("Emma", "block", "Golan"), host=[draw("vote_loss:night 1:Golan", False)])])
    assert dead(stand_in) == {"Kid1"}
    on_baron = play([night(act("Golan", "kill", "Kid1"), act("Emma", "block", "Baron"), host=[draw("vote_loss:night 1:Baron", False)])])
    assert not dead(on_baron)
    own = play([night(act("Golan", "interview", "Kid1"), act("Emma", "block", "Golan"), host=[draw("vote_loss:night 1:Golan", False)])])
    assert phase(own, "night 1").result.announcements == []


def test_H_TOWN_EMMA_protects_from_nothing_and_may_take_the_vote() -> None:
    game = play([night(act("Emma", "block", "Kid1"), act("Baron", "kill", "Kid2"), act("Enoch", "poison", "Kid1"),
                       host=[draw("vote_loss:night 1:Kid1", True)])])
    assert dead(game) == {"Kid2"} and phase(game, "night 1").result.vote_deprived == ["Kid1"]
    assert refusal(play([night(act("Emma", "block", "Emma"))]), "night 1", "Emma") == "cannot target himself"


def test_H_TOWN_OLIVIA_takes_her_target_along_even_when_healed() -> None:
    game = play([night(act("Olivia", "point", "Kid1"), act("Baron", "kill", "Olivia"))])
    assert dead(game) == {"Olivia", "Kid1"}
    game = play([night(act("Olivia", "point", "Kid1"), act("Baron", "kill", "Olivia"), act("Enoch", "heal", "Olivia"))])
    assert dead(game) == {"Kid1"}


def test_H_TOWN_OLIVIA_blocked_by_emma_dies_alone() -> None:
    game = play([night(act("Olivia", "point", "Kid1"), act("Baron", "kill", "Olivia"), act("Emma", "block", "Olivia"),
                       host=[draw("vote_loss:night 1:Olivia", False)])])
    assert dead(game) == {"Olivia"}


def test_H_TOWN_TWINS_hire_with_a_fighting_role_and_kill() -> None:
    game = play([night(act("Twins", "hire", "Golan", "Kid1"))])
    assert dead(game) == {"Kid1"}
    assert phase(game, "night 1").result.private[0].fact == {"kind": "hire", "employer": "Golan", "ok": True}
    game = play([night(act("Twins", "hire", "Kid2", "Kid1"))])
    assert not dead(game) and phase(game, "night 1").result.private[0].fact["ok"] is False


def test_H_TOWN_TWINS_abraham_is_an_employer_only_while_copying_a_fighter() -> None:
    game = play([night(act("Twins", "hire", "Abe", "Kid1"), copy("Abe", "hollow", "block", "Kid3"), host=[draw("vote_loss:night 1:Kid3", False)])])
    assert dead(game) == {"Kid1"}
    game = play([night(act("Twins", "hire", "Abe", "Kid1"), copy("Abe", "enoch", "heal", "Kid3"))])
    assert not dead(game)


def test_H_TOWN_TWINS_never_the_employer_and_each_employer_once() -> None:
    assert refusal(play([night(act("Twins", "hire", "Jacob", "Jacob"))]), "night 1", "Twins") == "the employer cannot be the victim"
    game = play([night(act("Twins", "hire", "Jacob", "Kid1"), host=[]), day(*everyone_red("Kid4", skip=("Kid1",))),
                 night(act("Twins", "hire", "Jacob", "Kid2"))])
    assert refusal(game, "night 2", "Twins") == "Jacob was already an employer for a kill"


def test_H_TOWN_TWINS_a_postponed_kill_is_used_later_with_the_same_employer() -> None:
    game = play([night(act("Twins", "hire", "Jacob")), day(*everyone_red("Kid4")), night(act("Twins", "hire", "Jacob", "Kid2"))])
    assert phase(game, "night 1").result.private[0].fact["ok"] and game.players["Kid2"].died == ("night 2", "kill:twins")


def test_H_TOWN_MILLARD_unhealable_unexecutable_serum_proof_and_his_killer_is_shielded() -> None:
    game = play([night(act("Baron", "kill", "Millard"), act("Enoch", "heal", "Millard")), day(*everyone_red("Baron", skip=("Millard",)))])
    assert "Millard" in dead(game) and "Baron" not in dead(game)
    assert phase(game, "day 1").result.no_execution_reason == "shielded"
    game = play([QUIET, day(*everyone_red("Millard"))])
    assert phase(game, "day 1").result.no_execution_reason == "unexecutable" and not dead(game)
    game = play([night(act("Enoch", "serum", "Millard"), host=[draw("exposure:night 1:Enoch", False)])])
    assert phase(game, "night 1").result.exposed == []
    from moderator_app.engine.wording.explain import explain

    assert [explain(e, "en", game.rs) for e in phase(game, "night 1").result.events if e.kind == "immune"] == [
        "Millard: 'Truth serum' by Enoch has no effect (immune)"]


def test_H_TOWN_KIDS_vote_only() -> None:
    game = play([night(act("Kid1", "kill", "Kid2"))])
    assert refusal(game, "night 1", "Kid1") == "not this role's ability"


def test_H_WIN_1_town_wins_when_hollows_and_abraham_are_dead() -> None:
    game = play([night(act("Jacob", "kill", "Baron"), act("Twins", "hire", "Jacob", "Abe"), host=[draw("evidence:night 1:Baron", False)])],
                players=small("Baron", "Abe", "Jacob", "Twins", kids=1))
    assert game.winner == "town"


def test_H_WIN_2_hollows_win_at_parity() -> None:
    game = play([night(act("Baron", "kill", "Kid1"))], players=small("Baron", "Jacob", kids=1))
    assert game.winner == "hollows"


def test_H_RULE_1_blocks_then_protections_then_kills_then_revenge_then_checks() -> None:
    game = play([night(act("Jacob", "check", "Olivia"), act("Olivia", "point", "Golan"), act("Baron", "kill", "Olivia"),
                       act("Archer", "shield", "Kid1"), act("Hollow", "block", "Kid2"), host=[draw("vote_loss:night 1:Kid2", False)])])
    order = [e.kind for e in phase(game, "night 1").result.events if e.kind in ("block", "shield", "attack", "point", "check")]
    assert order == ["block", "shield", "attack", "point", "attack", "check"]


def test_H_RULE_2_heal_saves_from_several_killers_but_not_millard() -> None:
    game = play([night(act("Enoch", "heal", "Millard"), act("Baron", "kill", "Millard"))])
    assert dead(game) == {"Millard"}


def test_H_RULE_3_two_killers_one_death_both_get_it() -> None:
    game = play([night(act("Baron", "kill", "Millard"), act("Jacob", "kill", "Millard"), host=[draw("evidence:night 1:Millard", False)])])
    death = phase(game, "night 1").result.deaths[0]
    assert death.cause == "kill:baron+jacob" and sorted(death.by) == ["Baron", "Jacob"]
    assert {e["actor"] for e in events(game, "night 1", "killer_shield")} == {"Baron", "Jacob"}


def test_H_POST_3_private_results_jacob_twins_baron_never_golan() -> None:
    game = play([night(act("Jacob", "check", "Kid1"), act("Twins", "hire", "Kid2"), act("Golan", "interview", "Kid3"))])
    assert sorted(p.to for p in phase(game, "night 1").result.private) == ["Jacob", "Twins"]


def test_H_TOWN_odds_are_drawn_at_their_rates_over_many_seeds() -> None:
    table = small("Baron", "Emma", "Jacob", kids=3)
    doubles = sum(bool(play([night(act("Baron", "kill", "Kid1", "Kid2"))], table, seed=s).phases[0].result.exposed) for s in range(2000))
    assert abs(doubles / 2000 - 0.75) < 0.03
    blocks = sum(bool(play([night(act("Emma", "block", "Kid1"))], table, seed=s).phases[0].result.vote_deprived) for s in range(2000))
    assert abs(blocks / 2000 - 0.5) < 0.04


def test_H_TOWN_ENOCH_a_serum_on_a_player_killed_that_night_reveals_nothing_and_the_log_says_why() -> None:
    from moderator_app.engine.wording.explain import explain

    game = play([night(act("Baron", "kill", "Kid1"), act("Enoch", "serum", "Kid1"), host=[draw("exposure:night 1:Enoch", False)])],
                players=small("Baron", "Enoch", "Jacob", kids=4))
    result = phase(game, "night 1").result
    assert result.exposed == []
    assert [explain(e, "en", game.rs) for e in result.events if e.kind == "target_dead"] == ["Enoch: 'Truth serum' void — Kid1 is dead by then"]
