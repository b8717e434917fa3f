"""Classic forum mafia: the edge cases of C-* sentences the first-pass tests left unproven
(declined requests, the turn's quorum, the pistol after a lynch, posts in every language...)."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.posts import render_phase_post
from moderator_app.posts.api import render_private, render_role_card

from .classic_helpers import DAY1, TABLE, act, all_vote, day, deaths, events, night, play, privates, refused, vote

LANGS = ("ru", "pl", "en")


def _everyone_but(skip: str, target: str) -> list[dict]:
    return [vote(n, target if n != target else "Cit1") for n in TABLE if n != skip]


def test_C_FLOW_6_two_missed_votes_not_in_a_row_remove_the_player():
    game = play([DAY1, night(), day(*_everyone_but("Cit3", "Maf")), night(),
                 day(*all_vote("Boss")), night(),
                 day(*_everyone_but("Cit3", "Bal")), night()])
    assert events(game, "missed_vote", 3) == [{"target": "Cit3", "count": 1}]
    assert deaths(game, 5) == {"Boss": "execution"} and events(game, "missed_vote", 5) == []
    assert deaths(game) == {"Bal": "execution", "Cit3": "modkill"}
    assert {"target": "Cit3", "reason": "missed_votes"} in events(game, "modkill")


def test_C_FLOW_6_a_status_role_that_sent_nothing_has_declined_without_penalty():
    # Night 2 the doctor sends nothing: no missed vote, no charge used, and the "two nights in a
    # row" rule sees no heal that night, so healing the same player on night 3 is allowed.
    game = play([DAY1, night(act("Doc", "heal", "Cit1")), day(*all_vote("Maf")),
                 night(), day(*all_vote("Boss")),
                 night(act("Bal", "kill", "Cit1"), act("Doc", "heal", "Cit1"))])
    assert game.players["Doc"].missed_votes == 0
    assert refused(game) == {}
    assert deaths(game) == {"Boss": "execution"}
    assert events(game, "saved")[0]["target"] == "Cit1"


def test_C_FLOW_3_night_request_of_the_lynched_mafioso_still_kills():
    game = play([DAY1, night(), day(*all_vote("Maf")), night(act("Maf", "kill", "Cit2"))])
    assert deaths(game) == {"Maf": "execution", "Cit2": "kill:mafioso"}


def test_C_FLOW_3_lynch_winner_poisoned_to_die_that_result_means_no_lynch():
    game = play([DAY1, night(act("Man", "poison", "Cit1")), day(*all_vote("Cit1")), night()])
    assert deaths(game) == {"Cit1": "poison"}
    assert game.phases[-1].result.no_execution_reason == "died_that_night"


def test_C_LYNCH_2_quorum_keeps_the_count_of_the_turns_start_after_night_deaths():
    # 9 alive when the turn starts: the quarter is 3 (9/4 rounded up). The mafia kill that
    # same night leaves 8 (a quarter of 2), but 2 votes are still below the turn's quorum.
    players = {"Com": "commissar", "Maf": "mafioso", "Boss": "boss", **{f"Cit{i}": "citizen" for i in range(1, 7)}}
    game = play([DAY1, night(), day(vote("Cit1", "Maf"), vote("Cit2", "Maf")), night(act("Boss", "kill", "Cit6"))],
                players=players)
    assert game.phases[-1].result.tally.quorum == 3
    assert deaths(game) == {"Cit6": "kill:mafioso"}
    assert game.phases[-1].result.no_execution_reason == "below_quorum"


def test_C_LYNCH_3_tie_ruling_uses_receive_time_of_the_final_votes():
    # Cit3 first votes Maf, then switches to Boss: Boss reaches 2 with Cit3's late vote.
    votes = [vote("Cit1", "Maf", "10:00"), vote("Cit3", "Maf", "10:05"), vote("Com", "Boss", "11:00"),
             vote("Doc", "Maf", "12:00"), vote("Put", "Boss", "12:30"), vote("Cit3", "Boss", "13:00")]
    game = play([DAY1, night(), day(*votes), night()])
    assert game.phases[-1].result.tally.counts == {"Maf": 2, "Boss": 3}
    votes[-1] = vote("Cit2", "Boss", "09:00")  # Boss reaches 3 at 12:30, Maf reaches 3 at 12:00
    game = play([DAY1, night(), day(*votes), night()])
    assert deaths(game) == {"Boss": "execution"}


def test_C_ROLE_COM_pistol_shot_entered_after_a_lynch_result_joins_that_post():
    game = play([DAY1, night(), day(*all_vote("Com")), night()])
    assert deaths(game) == {"Com": "execution"}
    game.apply(Entry("host", {"event": "shot", "player": "Com", "target": "Bal"}))
    assert deaths(game) == {"Com": "execution", "Bal": "pistol"}
    for lang in LANGS:
        post = render_phase_post(game, game.phases[-1], lang)
        assert "Com" in post and "Bal" in post
    assert deaths(Game.replay(game.entries)) == deaths(game)


def test_C_ROLE_COM_pistol_fires_once_and_only_for_the_dead_commissar():
    game = play([DAY1, night(act("Maf", "kill", "Com"), host=[{"event": "shot", "player": "Com", "target": "Boss"},
                                                               {"event": "shot", "player": "Com", "target": "Bal"}])])
    assert deaths(game) == {"Com": "kill:mafioso", "Boss": "pistol"}


def test_C_ROLE_COM_a_pistol_shot_at_someone_already_dead_is_refused_and_logged_with_why():
    shot = {"event": "shot", "player": "Com", "target": "Cit1"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1")), day(), night(act("Maf", "kill", "Com"), host=[shot])])
    assert deaths(game) == {"Com": "kill:mafioso"}
    assert events(game, "refused") == [{"actor": "Com", "action": "shot", "reason": "the target was already dead"}]


def test_C_ROLE_COM_killer_info_reaches_the_sergeant_too():
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), act("Com", "check", "Cit1"))])
    fact = privates(game, to="Serg")[0]
    assert fact["killers"] == ["Maf"] and fact["method"] == "kill:mafioso"
    for lang in LANGS:
        assert "Maf" in render_private(game, fact, lang)


def test_C_ROLE_SGT_knows_the_commissar_and_checks_only_from_the_next_night():
    card = render_role_card(play([DAY1]), "Serg", "ru")
    assert "Com" in card and "Комиссар" in card
    # The commissar dies during night 1: the sergeant's check that same night is not his yet.
    game = play([DAY1, night(act("Maf", "kill", "Com"), act("Serg", "check", "Boss"))])
    assert refused(game) == {"Serg:check": "not this role's ability"}
    assert game.players["Serg"].role == "commissar"
    # Lynched at the result of turn 2: the sergeant checks from night 3.
    game = play([DAY1, night(), day(*all_vote("Com")), night(act("Serg", "check", "Maf")), day(),
                 night(act("Serg", "check", "Maf"))])
    assert refused(game, 3) == {"Serg:check": "not this role's ability"}
    assert privates(game, to="Serg") == [{"kind": "check", "target": "Maf", "result": "mafia"}]


def test_C_ROLE_DOC_injection_kills_whatever_the_protection():
    players = {**TABLE, "Doc2": "doctor"}
    game = play([DAY1, night(act("Doc2", "heal", "Cit1"), act("Doc", "inject", "Cit1"))], players=players)
    assert deaths(game) == {"Cit1": "injection"}
    assert events(game, "saved") == []


def test_C_ROLE_DOC_injection_replaces_that_nights_heal():
    game = play([DAY1, night(act("Doc", "heal", "Cit2"), act("Doc", "inject", "Cit1"), act("Maf", "kill", "Cit2"))])
    assert deaths(game) == {"Cit1": "injection", "Cit2": "kill:mafioso"}


def test_C_ROLE_FND_card_says_citizen_and_the_conversion_pm_says_mafioso():
    game = play([DAY1])
    for lang in LANGS:
        card = render_role_card(game, "Found", lang)
        citizen = game.rs.roles["citizen"].name(lang)
        assert citizen in card and game.rs.roles["foundling"].name(lang) not in card
        assert "Boss" not in card  # he does not know the mafia
    game = play([DAY1, night(act("Cit1", "hunt", "Boss"))])
    fact = privates(game, to="Found")[0]
    assert game.rs.roles["mafioso"].name("ru") in render_private(game, fact, "ru")
    assert "Found" not in render_role_card(play([DAY1]), "Maf", "ru")  # the mafia does not know him either


def test_C_ROLE_MAF_a_mafioso_killed_by_the_hunt_does_not_spoil_the_agreement():
    game = play([DAY1, night(act("Cit1", "hunt", "Maf"), act("Maf", "kill", "Cit2"), act("Boss", "kill", "Cit2"))])
    assert deaths(game) == {"Maf": "hunt", "Cit2": "kill:mafioso"}


def test_C_ROLE_BAL_slander_nights_option_extends_the_slander():
    phases = [DAY1, night(act("Bal", "slander", "Cit1")), day(), night(act("Com", "check", "Cit1")), day(),
              night(act("Com", "check", "Cit1"))]
    game = play(phases, options={"slander_nights": 2})
    assert privates(game, 1, to="Com") == [] and privates(game, 3, to="Com")[0]["result"] == "mafia"
    assert privates(game, to="Com")[0]["result"] == "not_mafia"
    assert privates(play(phases), 3, to="Com")[0]["result"] == "not_mafia"


def test_C_ROLE_MAN_poison_laid_stands_after_the_maniac_is_lynched():
    # The poison is laid on night 1; the maniac lynched on turn 2 does not undo it.
    game = play([DAY1, night(act("Man", "poison", "Cit1")), day(*all_vote("Man")), night()])
    assert deaths(game) == {"Man": "execution", "Cit1": "poison"}


def test_C_HUNT_3_failed_hunt_hides_the_target_in_every_language():
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2"))])
    for lang in LANGS:
        post = render_phase_post(game, game.phases[-1], lang)
        assert "Cit1" in post and "Cit2" not in post
        assert game.rs.roles["citizen"].name(lang) in post  # the hunter's role is revealed (C-FLOW-4)


def test_C_HUNT_2_a_refused_first_hunt_lets_the_next_one_through():
    game = play([DAY1, night(act("Cit1", "hunt", "Maf", at="11:00"), act("Cit2", "hunt", "Boss", at="13:00"))])
    assert deaths(game) == {"Boss": "hunt"}


@pytest.mark.parametrize("lang", LANGS)
def test_C_FLOW_4_every_death_reveals_the_role_in_the_post(lang):
    game = play([DAY1, night(), day(*all_vote("Put")), night(act("Maf", "kill", "Com"))])
    post = render_phase_post(game, game.phases[-1], lang)
    assert game.rs.roles["commissar"].name(lang) in post and game.rs.roles["putana"].name(lang) in post


@pytest.mark.parametrize("lang", LANGS)
def test_C_FLOW_7_deprived_voter_cannot_be_deduced_in_any_language(lang):
    votes = [vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"), vote("Boss", "Cit1")]
    game = play([DAY1, night(), day(*votes, host=[{"event": "deprive_vote", "player": "Com"}]), night()])
    post = render_phase_post(game, game.phases[-1], lang)
    assert "Com" not in post and "Cit2" not in post and "Cit3" not in post
    assert "Maf — 3" in post and "Cit1 — 1" in post
    assert game.players["Com"].missed_votes == 0  # a deprived player misses nothing
    game = play([DAY1, night(), day(*votes), night()])
    assert "Cit2 → Maf" in render_phase_post(game, game.phases[-1], lang)


def test_C_MISC_1_note_not_delivered_on_poison_injection_or_pistol():
    note = {"event": "note", "player": "Cit1", "to": "Com", "text": "x"}
    game = play([DAY1, night(act("Man", "poison", "Cit1"), host=[note]), day(), night()])
    assert deaths(game) == {"Cit1": "poison"} and privates(game, to="Com") == []
    game = play([DAY1, night(act("Doc", "inject", "Cit1"), host=[note])])
    assert privates(game, to="Com") == []


def test_C_MISC_1_note_must_name_another_player():
    game = play([DAY1, night(host=[{"event": "note", "player": "Cit1", "to": "Cit1", "text": "x"}])])
    assert game.phases[-1].host[0]["refused"] == "a death note must be addressed to another player"


def test_C_MISC_2_double_kill_lasts_only_the_penalty_night():
    penalty = {"event": "penalty", "kind": "double_kill"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1", "Cit2"), host=[penalty]), day(),
                 night(act("Maf", "kill", "Cit3", "Com"))])
    assert deaths(game, 1) == {"Cit1": "kill:mafioso", "Cit2": "kill:mafioso"}
    assert refused(game) == {"Maf:kill": "too many targets (2, at most 1)"}


def test_C_ROLE_COM_killer_info_covers_a_kill_resolved_after_the_check():
    # The doctor's injection resolves after the commissar (C-ORDER-1); the target is still
    # "killed that same night", so the answer names the killer and the method.
    phases = [DAY1, night(act("Doc", "inject", "Cit1"), act("Com", "check", "Cit1"))]
    fact = privates(play(phases), to="Com")[0]
    assert fact["killers"] == ["Doc"] and fact["method"] == "injection"
    fact = privates(play(phases, options={"killer_info_earlier_only": True}), to="Com")[0]
    assert fact == {"kind": "check", "target": "Cit1", "result": "not_mafia"}


def test_C_HUNT_5_a_hunted_mafioso_drops_out_of_the_teams_agreement():
    """Boss and Maf name different victims; the satisfied hunt kills Maf first: the Boss's choice stands."""
    from .classic_helpers import DAY1, act, deaths, night, play

    game = play([DAY1, night(act("Boss", "kill", "Cit1"), act("Maf", "kill", "Cit2"), act("Cit3", "hunt", "Maf"))])
    assert deaths(game) == {"Maf": "hunt", "Cit1": "kill:mafioso"}


def test_C_ROLE_MAF_a_blocked_mafioso_does_not_spoil_the_agreement():
    from .classic_helpers import DAY1, act, deaths, night, play

    game = play([DAY1, night(act("Boss", "kill", "Cit1"), act("Maf", "kill", "Cit2"), act("Put", "block", "Maf"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}


def test_C_ROLE_PUT_the_log_names_the_blocked_mafioso_while_his_team_kills():
    """The team's kill goes on without its blocked member; the host's log says which member the
    Putana stopped (a mutant naming nobody survived the agreement tests)."""
    game = play([DAY1, night(act("Boss", "kill", "Cit1"), act("Maf", "kill", "Cit1"), act("Put", "block", "Maf"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}
    assert events(game, "blocked") == [{"actor": "Maf", "action": "kill", "by": "Put"}]


def test_C_LYNCH_1_the_last_vote_received_counts_even_when_the_host_entered_it_first():
    votes = [vote("Cit1", "Maf", "10:00"), vote("Cit3", "Boss", "13:00"), vote("Com", "Boss", "11:00"),
             vote("Cit3", "Maf", "10:05")]          # entered last, received before his vote for Boss
    game = play([DAY1, night(), day(*votes), night()])
    assert game.phases[-1].result.tally.counts == {"Maf": 1, "Boss": 2}     # the turn's result: after the night
    assert [(v.voter, v.target, v.fate) for v in game.phases[-2].votes if v.voter == "Cit3"] == [
        ("Cit3", "Boss", "counted"), ("Cit3", "Maf", "replaced")]
    without_times = [vote("Cit1", "Maf"), vote("Cit3", "Boss"), vote("Com", "Boss"), vote("Cit3", "Maf")]
    assert play([DAY1, night(), day(*without_times), night()]).phases[-1].result.tally.counts == {"Maf": 2, "Boss": 1}
