"""Classic forum mafia, roles (C-ROLE-*)."""

from __future__ import annotations

from moderator_app.engine.rolesets.roleset import load_roleset

from .classic_helpers import DAY1, act, all_vote, day, deaths, events, night, play, privates, refused


def test_C_ROLE_CIT_citizen_votes_and_hunts_only():
    game = play([DAY1, night(act("Cit1", "heal", "Cit2"), act("Cit2", "hunt", "Maf"))])
    assert refused(game) == {"Cit1:heal": "not this role's ability"}
    assert deaths(game) == {"Maf": "hunt"}


def test_C_ROLE_COM_check_answers_mafia_or_not():
    game = play([DAY1, night(act("Com", "check", "Maf"))])
    assert privates(game, to="Com") == [{"kind": "check", "target": "Maf", "result": "mafia"}]
    game = play([DAY1, night(act("Com", "check", "Cit1"))])
    assert privates(game, to="Com") == [{"kind": "check", "target": "Cit1", "result": "not_mafia"}]


def test_C_ROLE_COM_check_on_victim_killed_that_night_names_killer_and_method():
    game = play([DAY1, night(act("Boss", "kill", "Cit1"), act("Com", "check", "Cit1"))])
    fact = privates(game, to="Com")[0]
    assert fact["result"] == "not_mafia"
    assert fact["killers"] == ["Boss"] and fact["method"] == "kill:mafioso"


def test_C_ROLE_COM_pistol_on_night_death_kills_target_in_same_result():
    game = play([DAY1, night(act("Maf", "kill", "Com"), host=[{"event": "shot", "player": "Com", "target": "Boss"}])])
    assert deaths(game) == {"Com": "kill:mafioso", "Boss": "pistol"}


def test_C_ROLE_COM_pistol_on_lynch_and_refused_while_alive():
    game = play([
        DAY1, night(),
        day(*all_vote("Com")),
        night(host=[{"event": "shot", "player": "Com", "target": "Maf"}]),
    ])
    assert deaths(game) == {"Com": "execution", "Maf": "pistol"}
    game = play([DAY1, night(host=[{"event": "shot", "player": "Cit1", "target": "Maf"}])])
    assert deaths(game) == {}


def test_C_ROLE_SGT_receives_checks_cannot_check_and_succeeds_commissar():
    game = play([DAY1, night(act("Com", "check", "Maf"), act("Serg", "check", "Boss"))])
    assert refused(game) == {"Serg:check": "not this role's ability"}
    assert privates(game, to="Serg") == [{"kind": "check", "target": "Maf", "result": "mafia"}]
    game = play([DAY1, night(act("Maf", "kill", "Com")), day(), night(act("Serg", "check", "Boss"))])
    assert game.players["Serg"].role == "commissar"
    assert {"kind": "became", "role": "commissar"} in privates(game, 1, to="Serg")
    assert privates(game, to="Serg") == [{"kind": "check", "target": "Boss", "result": "mafia"}]


def test_C_ROLE_SGT_a_sergeant_killed_that_night_is_sent_no_check_result():
    """A host saw «ЛС для Эрика: Результат проверки: … — мафия» for a sergeant the mafia had just killed."""
    game = play([DAY1, night(act("Maf", "kill", "Serg"), act("Com", "check", "Boss"))])
    assert "Serg" in deaths(game)
    assert privates(game, to="Serg") == []
    assert privates(game, to="Com") == [{"kind": "check", "target": "Boss", "result": "mafia"}]
    saved = play([DAY1, night(act("Maf", "kill", "Serg"), act("Doc", "heal", "Serg"), act("Com", "check", "Boss"))])
    assert privates(saved, to="Serg") == [{"kind": "check", "target": "Boss", "result": "mafia"}]


def test_C_ROLE_DOC_heal_saves_from_mafia_and_maniac_poison():
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), act("Man", "poison", "Cit2"), act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {}
    assert events(game, "saved")[0]["target"] == "Cit1"
    game = play([DAY1, night(act("Man", "poison", "Cit2"), act("Doc", "heal", "Cit2")), day(), night()])
    assert deaths(game) == {}


def test_C_ROLE_DOC_no_same_target_twice():
    game = play([DAY1, night(act("Doc", "heal", "Doc")), day(), night(act("Doc", "heal", "Doc"))])
    assert refused(game) == {"Doc:heal": "same target two nights in a row"}
    game = play([DAY1, night(act("Doc", "heal", "Cit1")), day(), night(act("Doc", "heal", "Cit2"))])
    assert refused(game) == {}


def test_C_ROLE_DOC_heal_does_not_stop_lynch_hunt_or_pistol():
    game = play([DAY1, night(), day(*all_vote("Cit1")), night(act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {"Cit1": "execution"}
    game = play([DAY1, night(act("Cit1", "hunt", "Maf"), act("Doc", "heal", "Maf"))])
    assert deaths(game) == {"Maf": "hunt"}
    game = play([DAY1, night(act("Maf", "kill", "Com"), act("Doc", "heal", "Boss"),
                             host=[{"event": "shot", "player": "Com", "target": "Boss"}])])
    assert deaths(game)["Boss"] == "pistol"


def test_C_ROLE_DOC_injection_once_kills_through_heal():
    game = play([DAY1, night(act("Doc", "inject", "Cit1")), day(), night(act("Doc", "inject", "Cit2"))])
    assert deaths(game, 1) == {"Cit1": "injection"}
    assert refused(game) == {"Doc:inject": "already used (once per game)"}


def test_C_ROLE_PUT_block_voids_the_blocked_players_ability():
    game = play([DAY1, night(act("Put", "block", "Com"), act("Com", "check", "Maf"))])
    assert privates(game, to="Com") == []
    assert events(game, "blocked")[0]["actor"] == "Com"
    game = play([DAY1, night(act("Put", "block", "Maf"), act("Maf", "kill", "Cit1"))])
    assert deaths(game) == {}


def test_C_ROLE_FND_mafia_cannot_kill_foundling_who_sees_citizen_card():
    game = play([DAY1, night(act("Maf", "kill", "Found"))])
    assert deaths(game) == {}
    assert events(game, "immune")[0]["target"] == "Found"
    rs = load_roleset("forum-mafia-classic")
    assert rs.roles["foundling"].get("card_role") == "citizen"
    game = play([DAY1, night(act("Doc", "inject", "Found"))])
    assert deaths(game) == {"Found": "injection"}


def test_C_ROLE_FND_becomes_mafioso_when_boss_dies():
    game = play([DAY1, night(act("Cit1", "hunt", "Boss"))])
    assert game.players["Found"].role == "mafioso" and game.players["Found"].team == "mafia"
    assert privates(game, to="Found") == [{"kind": "became", "role": "mafioso"}]


def test_C_ROLE_BOSS_first_mafioso_stands_in_when_no_boss():
    players = {"Found": "foundling", "Maf": "mafioso", "Maf2": "mafioso", "Cit1": "citizen", "Cit2": "citizen",
               "Cit3": "citizen", "Cit4": "citizen", "Cit5": "citizen"}
    game = play([DAY1, night(act("Cit1", "hunt", "Maf2"))], players=players)
    assert game.players["Found"].role == "foundling"
    game = play([DAY1, night(act("Cit1", "hunt", "Maf"))], players=players)
    assert game.players["Found"].role == "mafioso"
    game = play([DAY1, night(act("Cit1", "hunt", "Maf"))], players=players, options={"boss_fallback_first_mafioso": False})
    assert game.players["Found"].role == "foundling"


def test_C_ROLE_MAF_all_senders_must_agree():
    game = play([DAY1, night(act("Boss", "kill", "Cit1"), act("Maf", "kill", "Cit2"))])
    assert deaths(game) == {}
    assert events(game, "team_disagreed")


def test_C_ROLE_MAF_silent_members_are_ignored_and_no_sender_no_kill():
    game = play([DAY1, night(act("Bal", "kill", "Cit1"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}
    game = play([DAY1, night()])
    assert deaths(game) == {}


def test_C_ROLE_MAF_mafia_never_hunts():
    game = play([DAY1, night(act("Maf", "hunt", "Cit1"))])
    assert refused(game) == {"Maf:hunt": "not this role's ability"}


def test_C_ROLE_BAL_slander_lasts_one_night():
    game = play([DAY1, night(act("Bal", "slander", "Cit1"), act("Com", "check", "Cit1"))])
    assert privates(game, to="Com")[0]["result"] == "mafia"
    game = play([DAY1, night(act("Bal", "slander", "Cit1")), day(), night(act("Com", "check", "Cit1"))])
    assert privates(game, to="Com")[0]["result"] == "not_mafia"


def test_C_ROLE_ZHU_is_mafia_with_only_the_kill():
    rs = load_roleset("forum-mafia-classic")
    assert rs.roles["zhulik"].team == "mafia"
    assert [rs.abilities[a].id for a in rs.roles["zhulik"].abilities] == ["kill"]
    assert rs.roles["zhulik"].get("description")["ru"]


def test_C_ROLE_MAN_poison_kills_at_the_next_result():
    game = play([DAY1, night(act("Man", "poison", "Cit1")), day(), night()])
    assert deaths(game, 1) == {}
    assert deaths(game) == {"Cit1": "poison"}


def test_C_ROLE_MAN_heal_only_on_the_poisoning_night_cures():
    game = play([DAY1, night(act("Man", "poison", "Cit1")), day(), night(act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {"Cit1": "poison"}


def test_C_ROLE_MAN_votes_but_cannot_hunt():
    game = play([DAY1, night(act("Man", "hunt", "Maf")), day(*all_vote("Cit1")), night()])
    assert refused(game, 1) == {"Man:hunt": "not this role's ability"}
    assert game.phases[-1].result.tally.by_voter["Man"] == "Cit1"


def test_C_HUNT_1_the_last_request_of_a_player_replaces_the_earlier_ones():
    game = play([DAY1, night(act("Doc", "heal", "Cit1"), act("Doc", "heal", "Cit2"), act("Maf", "kill", "Cit1"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}


def test_C_ROLE_COM_pistol_entered_after_the_result_resolves_into_the_same_post():
    from moderator_app.engine.model.game import Game
    from moderator_app.engine.model.journal import Entry

    game = play([DAY1, night(act("Maf", "kill", "Com"))])
    assert deaths(game) == {"Com": "kill:mafioso"}
    change = game.apply(Entry("host", {"event": "shot", "player": "Com", "target": "Boss"}))
    assert deaths(game) == {"Com": "kill:mafioso", "Boss": "pistol"}
    assert "re-resolved night 1" in change.summary
    assert deaths(Game.replay(game.entries)) == deaths(game)
    assert game.entries[-1].kind == "host" and game.entries[-2].kind == "resolve"


def test_C_MISC_3_override_after_the_result_changes_it_and_keeps_the_reason():
    from moderator_app.engine.model.journal import Entry

    game = play([DAY1, night(act("Maf", "kill", "Cit1"))])
    game.apply(Entry("host", {"event": "override", "what": "survive", "player": "Cit1", "reason": "PM came in time"}))
    assert deaths(game) == {}
    assert events(game, "override")[0]["reason"] == "PM came in time"
