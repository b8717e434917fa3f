"""HyperMafia "Peregrine": the edge cases each H-* sentence names, found missing by an audit of the
other test_hypermafia_* files (limits at 3 / 10 alive, Emma's and Olivia's repeat rule, the serum's
single dose, post counts, secrets the public posts must keep)."""

from __future__ import annotations

from moderator_app.posts import render_interim_tally, render_phase_post, render_private
from moderator_app.app.report import game_report

from .hypermafia_helpers import (TABLE, act, blue, copy, day, dead, draw, events, everyone_red, night, phase, play, red,
                                 refusal, small)

QUIET = night()


def _three_alive_second_night(actor: str, action: str, target: str, players: dict[str, str]) -> str | None:
    """Night 1 with `actor` on `target`, a day that executes one of four, night 2 on `target` again."""
    others = [n for n in players if n not in (actor, target)]
    victim = others[-1]
    votes = [red(n, victim) for n in players if n != victim] + [red(victim, actor)]
    game = play([night(act(actor, action, target), host=[draw(f"vote_loss:night 1:{target}", False)]), day(*votes),
                 night(act(actor, action, target), host=[draw(f"vote_loss:night 2:{target}", False)])], players=players)
    assert len(phase(game, "night 2").alive_at_start) == 3
    return refusal(game, "night 2", actor)


# ----- H-GEN -----

def test_H_GEN_2_a_substitute_before_the_second_miss_keeps_playing_the_slot() -> None:
    game = play([QUIET, day(*everyone_red("Kid3", skip=("Kid4",))),
                 night(host=[{"event": "replace", "player": "Kid4", "by": "Sub"}]),
                 day(red("Sub", "Kid2"), *everyone_red("Kid2", skip=("Kid3", "Kid4")))])
    sub = game.players["Sub"]
    assert "Kid4" not in game.players
    assert sub.alive and sub.role == "peculiar" and sub.team == "town" and sub.missed_votes == 1 and sub.seat == 14


def test_H_GEN_3_a_missed_night_action_and_vote_get_the_two_red_penalty_once() -> None:
    game = play([night(host=[{"event": "missed_vote", "player": "Jacob"}]), day(*everyone_red("Kid3", skip=("Jacob",)))])
    result = phase(game, "day 1").result
    assert [e.data for e in result.events if e.kind == "missed_penalty"] == [{"kind": "missed_penalty", "target": "Jacob", "votes": 2}]
    assert result.tally.counts["Jacob"] == 2 and game.players["Jacob"].missed_votes == 1


def test_H_GEN_5_fewer_than_three_day_posts_refuse_the_next_night_action() -> None:
    posts = [{"event": "posts", "player": "Jacob", "count": 2}, {"event": "posts", "player": "Enoch", "count": 3}]
    game = play([QUIET, day(*everyone_red("Kid4"), host=posts),
                 night(act("Jacob", "kill", "Kid1"), act("Enoch", "heal", "Kid2"))])
    assert refusal(game, "night 2", "Jacob") == "too few posts on day 1: 2 of 3"
    assert refusal(game, "night 2", "Enoch") is None and "Kid1" not in dead(game)
    later = play([QUIET, day(*everyone_red("Kid4"), host=posts), QUIET, day(*everyone_red("Kid3", skip=("Kid4",))),
                  night(act("Jacob", "kill", "Kid1"), host=[draw("evidence:night 3:Kid1", False)])])
    assert refusal(later, "night 3", "Jacob") is None  # only the day just before counts


def test_H_GEN_9_serum_and_evidence_open_roles_even_at_ten_or_fewer() -> None:
    players = small("Baron", "Jacob", "Enoch", kids=5)
    game = play([night(act("Enoch", "serum", "Baron"), act("Jacob", "kill", "Kid1"),
                       host=[draw("exposure:night 1:Enoch", False), draw("evidence:night 1:Kid1", True),
                             draw("reveal:night 1:Kid1", False)])], players=players)
    result = phase(game, "night 1").result
    assert {"nick": "Baron", "role": "baron", "kind": "serum"} in result.exposed
    assert {"nick": "Kid1", "role": "jacob", "kind": "evidence"} in result.exposed
    assert result.deaths[0].role_revealed is None
    post = render_phase_post(game, phase(game, "night 1"))
    assert "Мистер Барон" in post and "Kid1 - роль не раскрыта" in post and "Странный ребёнок" not in post


# ----- H-VOTE -----

def test_H_VOTE_3_a_top_total_of_exactly_zero_executes_nobody() -> None:
    players = small("Baron", "Jacob", kids=2)
    game = play([QUIET, day(red("Baron", "Kid1"), blue("Jacob", "Kid1"), blue("Kid1", "Kid2"), blue("Kid2", "Baron"))],
                players=players)
    result = phase(game, "day 1").result
    assert result.tally.counts["Kid1"] == 0 and max(result.tally.counts.values()) == 0
    assert result.executed == [] and not dead(game)


def test_H_VOTE_5_interim_count_post_keeps_enochs_weight_and_the_barons_void_secret() -> None:
    players = small("Baron", "Enoch", "Jacob", kids=4)
    game = play([night(act("Baron", "kill", "Kid3", "Kid4"), host=[draw("exposure:night 1:Baron", False)]),
                 day(red("Baron", "Jacob"), blue("Enoch", "Jacob"), red("Kid1", "Jacob"))], players=players)
    post = render_interim_tally(game, phase(game, "day 1"))
    assert "Baron → [color=red]Jacob[/color]" in post and "Enoch → [color=blue]Jacob[/color]" in post
    assert "Jacob — 1" in post  # public weights: +1 +1 -1, never Enoch's 3 nor the Baron's void
    assert "Не проголосовали: Jacob, Kid2" in post  # the day is resolved: a final count


def test_H_VOTE_5_both_colours_are_read_in_both_spellings() -> None:
    from moderator_app.app.replay import text_parser_for

    game = play([QUIET], players=small("Baron", "Jacob", kids=2))
    parse = text_parser_for([game])
    red_vote = parse("vote", "Jacob КРАСНЫМ", "Baron", game.living())
    blue_vote = parse("vote", "[color=blue]Kid1[/color]", "Baron", game.living())
    assert (red_vote["targets"], red_vote["color"]) == (["Jacob"], "red")
    assert (blue_vote["targets"], blue_vote["color"]) == (["Kid1"], "blue")


def test_H_GEN_6_the_all_option_needs_every_living_voter() -> None:
    players = small("Baron", "Jacob", "Enoch", kids=4)
    days = [QUIET, day(*everyone_red("Kid4", players)), QUIET, day(*everyone_red("Kid3", players, skip=("Kid4",))), QUIET]
    early = [red("Baron", "Kid1", early=True), red("Jacob", "Kid1", early=True), red("Enoch", "Kid1", early=True), red("Kid1", "Baron")]
    game = play(days + [day(*early, red("Kid2", "Baron"))], players=players, options={"early_close_share": "all"})
    assert all(v.refused is None for v in phase(game, "day 3").votes)
    game = play(days + [day(*early[:3], red("Kid1", "Baron", early=True), red("Kid2", "Baron", early=True), red("Kid2", "Jacob"))],
                players=players, options={"early_close_share": "all"})
    assert phase(game, "day 3").votes[-1].refused in ("the day closed early", "an early vote cannot be changed")
    assert game.players["Kid1"].died == ("day 3", "execution")


# ----- H-HOL -----

def test_H_HOL_BARON_ten_alive_still_allows_three_intimidations() -> None:
    game = play([night(act("Baron", "intimidate", "Kid1", "Kid2", "Kid3"))], players=small("Baron", "Jacob", "Enoch", kids=7))
    assert len(phase(game, "night 1").alive_at_start) == 10
    assert sorted(phase(game, "night 1").result.vote_deprived) == ["Kid1", "Kid2", "Kid3"]


def test_H_HOL_BARON_the_question_is_answered_by_pm_and_the_host_is_warned() -> None:
    game = play([night(act("Baron", "question"), host=[{"event": "answer", "question": "Есть ли 3 роли города?", "text": "Нет"}])])
    result = phase(game, "night 1").result
    [pm] = result.private
    assert pm.to == "Baron" and "Нет" in render_private(game, pm.fact)
    log = "\n".join(game_report(game)["phases"][0]["log"])
    assert "Есть ли 3 роли города?" in log and "вопросы о роли или ночном действии запрещены" in log
    assert "Нет" not in render_phase_post(game, phase(game, "night 1")) and "Есть ли" not in render_phase_post(game, phase(game, "night 1"))


def test_H_HOL_ARCHER_shield_of_a_night_he_was_killed_still_holds() -> None:
    game = play([night(act("Archer", "shield", "Kid1"), act("Baron", "kill", "Archer")),
                 day(*everyone_red("Kid1", skip=("Archer",)))])
    result = phase(game, "day 1").result
    assert "Archer" in dead(game) and result.executed == [] and result.no_execution_reason == "shielded"


def test_H_HOL_HOLLOW_with_the_rights_kills_or_blocks_one_action_a_night() -> None:
    players = small("Hollow", "Jacob", "Enoch", kids=6)
    game = play([night(act("Hollow", "kill", "Kid1"))], players=players)
    assert dead(game) == {"Kid1"}
    game = play([night(act("Hollow", "kill", "Kid1"), act("Hollow", "block", "Enoch"), act("Enoch", "heal", "Kid2"),
                       host=[draw("vote_loss:night 1:Enoch", False)])], players=players)
    assert not dead(game)  # his last request (the block) is his one action this night
    assert [r.action for r in phase(game, "night 1").requests if r.actor == "Hollow"] == ["kill", "block"]


# ----- H-ABR -----

def test_H_ABR_1_a_copy_carries_the_originals_limits() -> None:
    game = play([night(copy("Abe", "baron", "intimidate", "Kid1", "Kid2", "Kid3"))], players=small("Abe", "Baron", "Jacob", kids=6))
    assert refusal(game, "night 1", "Abe") == "too many targets (3, at most 2)"
    game = play([night(copy("Abe", "hollow", "block", "Abe"))])
    assert refusal(game, "night 1", "Abe") == "cannot target himself"


# ----- H-TOWN -----

def test_H_TOWN_ENOCH_the_serum_is_one_dose_and_he_may_heal_himself() -> None:
    game = play([night(act("Enoch", "serum", "Kid1"), host=[draw("exposure:night 1:Enoch", False)]), day(*everyone_red("Kid4")),
                 night(act("Enoch", "serum", "Kid2"))])
    assert refusal(game, "night 2", "Enoch") == "already used (once per game)"
    game = play([night(act("Enoch", "heal", "Enoch"), act("Baron", "kill", "Enoch"))])
    assert not dead(game)


def test_H_TOWN_ENOCH_poison_keeps_the_role_closed() -> None:
    game = play([night(act("Enoch", "poison", "Golan"))])
    post = render_phase_post(game, phase(game, "night 1"))
    assert "лишения голоса: Golan" in post and "Голан" not in post


def test_H_TOWN_three_alive_lifts_the_repeat_rule_for_enoch_emma_and_olivia() -> None:
    for actor, action in (("Enoch", "heal"), ("Emma", "block"), ("Olivia", "point")):
        players = {actor: TABLE[actor], "Baron": "baron", "Kid1": "peculiar", "Kid2": "peculiar"}
        assert _three_alive_second_night(actor, action, "Kid1", players) is None, actor
        game = play([night(act(actor, action, "Kid1"), host=[draw("vote_loss:night 1:Kid1", False)]), day(*everyone_red("Kid4")),
                     night(act(actor, action, "Kid1"))])
        assert refusal(game, "night 2", actor) == "same target two nights in a row", actor


def test_H_TOWN_OLIVIA_a_heal_on_her_target_follows_the_ruling_option() -> None:
    setup = [night(act("Olivia", "point", "Kid1"), act("Baron", "kill", "Olivia"), act("Enoch", "heal", "Kid1"))]
    assert dead(play(setup)) == {"Olivia", "Kid1"}  # the ruling: her revenge cannot be healed
    assert dead(play(setup, options={"olivia_revenge_unstoppable": False})) == {"Olivia"}


def test_H_TOWN_EMMA_a_visited_role_loses_all_its_actions() -> None:
    game = play([night(act("Emma", "block", "Enoch"), act("Enoch", "heal", "Kid1"), act("Baron", "kill", "Kid1"),
                       act("Emma", "block", "Enoch"), host=[draw("vote_loss:night 1:Enoch", False)])])
    assert dead(game) == {"Kid1"}
    game = play([night(act("Emma", "block", "Jacob"), act("Jacob", "check", "Golan"), host=[draw("vote_loss:night 1:Jacob", False)])])
    assert [p for p in phase(game, "night 1").result.private if p.to == "Jacob"] == []


def test_H_TOWN_EMMA_her_target_still_gets_killed_exposed_intimidated_and_checked() -> None:
    game = play([night(act("Emma", "block", "Kid1"), act("Baron", "kill", "Kid1"), host=[draw("vote_loss:night 1:Kid1", False)])])
    assert dead(game) == {"Kid1"}
    game = play([night(act("Emma", "block", "Golan"), act("Enoch", "serum", "Golan"), act("Jacob", "check", "Golan"),
                       act("Baron", "intimidate", "Golan"),
                       host=[draw("vote_loss:night 1:Golan", False), draw("exposure:night 1:Enoch", False)])])
    result = phase(game, "night 1").result
    assert result.exposed == [{"nick": "Golan", "role": "golan", "kind": "serum"}] and result.vote_deprived == ["Golan"]
    assert result.private[0].fact == {"kind": "check", "target": "Golan", "result": "hollow"}


def test_H_TOWN_EMMA_the_lost_vote_is_announced_in_the_result() -> None:
    game = play([night(act("Emma", "block", "Kid1"), host=[draw("vote_loss:night 1:Kid1", True)]), day(*everyone_red("Kid4"))])
    assert "лишения голоса: Kid1" in render_phase_post(game, phase(game, "night 1"))
    assert events(game, "night 1", "deprived") == [{"target": "Kid1", "days": 1, "by": "Emma"}]
    assert {v.voter: v.refused for v in phase(game, "day 1").votes}["Kid1"] == "deprived of the vote"


def test_H_TOWN_TWINS_a_postponed_kill_dies_with_its_employer() -> None:
    game = play([night(act("Twins", "hire", "Jacob")), day(*everyone_red("Jacob")), night(act("Twins", "hire", "Jacob", "Kid2"))])
    assert "Jacob" in dead(game) and "Kid2" not in dead(game)
    assert refusal(game, "night 2", "Twins") == "Jacob is already dead"


def test_H_TOWN_TWINS_the_employer_and_the_thread_learn_nothing() -> None:
    game = play([night(act("Twins", "hire", "Golan", "Kid1"))])
    result = phase(game, "night 1").result
    assert [(p.to, p.fact) for p in result.private] == [("Twins", {"kind": "hire", "employer": "Golan", "ok": True})]
    pm = render_private(game, result.private[0].fact)
    assert "Голан" not in pm and "Пустот" not in pm  # never the employer's role
    post = render_phase_post(game, phase(game, "night 1"))
    assert "Golan" not in post and "Twins" not in post and "Мено" not in post


def test_H_TOWN_MILLARD_cannot_be_saved_by_a_heal_from_several_killers_and_always_opens() -> None:
    players = small("Baron", "Jacob", "Enoch", "Millard", kids=4)
    game = play([night(act("Enoch", "heal", "Millard"), act("Baron", "kill", "Millard"), act("Jacob", "kill", "Millard"),
                       host=[draw("evidence:night 1:Millard", False), draw("reveal:night 1:Millard", False)])], players=players)
    death = phase(game, "night 1").result.deaths[0]
    assert death.nick == "Millard" and death.role_revealed == "millard"
    assert "Millard - Миллард Наллингс" in render_phase_post(game, phase(game, "night 1"))


def test_H_POST_1_closed_roles_never_leak_into_the_night_post() -> None:
    players = small("Baron", "Golan", "Jacob", "Enoch", kids=5)
    game = play([night(act("Baron", "kill", "Enoch"), act("Jacob", "kill", "Golan"),
                       host=[draw("evidence:night 1:Golan", False), draw("reveal:night 1:Golan", False)]),
                 day(*everyone_red("Kid1", players, skip=("Enoch", "Golan")))], players=players)
    post = render_phase_post(game, phase(game, "night 1"))
    assert "Enoch - роль не раскрыта" in post and "Golan - роль не раскрыта" in post
    day_post = render_phase_post(game, phase(game, "day 1"))
    assert "Общим решением Kid1 выбывает!" in day_post and "Роль не раскрывается." in day_post
    for secret in ("Енох", "Голан", "Джейкоб", "Барон", "Странн", "ребён"):
        assert secret not in post and secret not in day_post


def test_H_VOTE_4_an_attempted_double_kill_costs_the_vote_a_blocked_one_does_not() -> None:
    healed = play([night(act("Baron", "kill", "Kid1", "Kid2"), act("Enoch", "heal", "Kid1"),
                         host=[draw("exposure:night 1:Baron", False)]), day(*everyone_red("Kid4"))])
    assert dead(healed) == {"Kid2", "Kid4"}
    assert [e.data for e in phase(healed, "night 1").result.events if e.kind == "silent_vote_loss"] == [{"kind": "silent_vote_loss", "target": "Baron", "day": 1}]
    blocked = play([night(act("Baron", "kill", "Kid1", "Kid2"), act("Emma", "block", "Baron"),
                          host=[draw("vote_loss:night 1:Baron", False)]), day(*everyone_red("Kid4"))])
    assert [e for e in phase(blocked, "night 1").result.events if e.kind == "silent_vote_loss"] == []
    assert phase(blocked, "day 1").result.tally.by_voter["Baron"] == "Kid4" and phase(blocked, "day 1").result.tally.counts["Kid4"] == 14
