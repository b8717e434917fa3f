"""Classic forum mafia: the shape of a game (C-FLOW-*) and the win (C-WIN-*)."""

from __future__ import annotations

import math

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.posts import render_phase_post
from moderator_app.app.report import game_report

from .classic_helpers import DAY1, TABLE, act, all_vote, day, deaths, night, play, vote


def test_C_FLOW_1_game_opens_with_day_one_without_lynch():
    game = play([day(vote("Cit1", "Maf"), vote("Cit2", "Maf"))])
    assert game.phases[0].label == "day 1"
    assert {v.refused for v in game.phases[0].votes} == {"no lynch on day 1"}
    assert game.phases[0].result.tally is None
    game = play([DAY1, night(act("Maf", "kill", "Cit1"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}


def test_C_FLOW_1_cycle_refuses_a_night_first():
    with pytest.raises(InputError, match="day next"):
        play([night()])


def test_C_FLOW_2_turn_collects_votes_and_requests_by_the_deadline():
    rs = load_roleset("forum-mafia-classic")
    assert rs.cycle["deadlines"] == {"day": "21:00", "night": "21:00", "hunt_from": "12:00"}
    game = play([DAY1, night(), day(*all_vote("Cit3")), night(act("Maf", "kill", "Cit1"))])
    assert deaths(game) == {"Cit1": "kill:mafioso", "Cit3": "execution"}
    assert game.phases[2].result.tally is None  # the day publishes nothing by itself


def test_C_FLOW_3_votes_of_players_killed_that_night_still_count():
    votes = [vote("Maf", "Cit1"), vote("Boss", "Cit1"), vote("Bal", "Cit1"), vote("Cit2", "Cit1"),
             vote("Cit1", "Maf"), vote("Com", "Maf")]
    game = play([DAY1, night(), day(*votes), night(act("Cit3", "hunt", "Maf"))])
    assert deaths(game) == {"Maf": "hunt", "Cit1": "execution"}
    assert game.phases[-1].result.tally.counts == {"Cit1": 4, "Maf": 2}


def test_C_FLOW_3_lynched_players_night_request_still_takes_effect():
    game = play([DAY1, night(), day(*all_vote("Doc")), night(act("Maf", "kill", "Cit1"), act("Doc", "heal", "Cit1"))])
    assert deaths(game) == {"Doc": "execution"}


def test_C_FLOW_3_lynch_winner_dead_that_night_means_no_lynch():
    game = play([DAY1, night(), day(*all_vote("Cit1")), night(act("Maf", "kill", "Cit1"))])
    assert deaths(game) == {"Cit1": "kill:mafioso"}
    assert game.phases[-1].result.no_execution_reason == "died_that_night"


def test_C_FLOW_4_role_revealed_on_death():
    game = play([DAY1, night(act("Maf", "kill", "Com"))])
    death = game.phases[-1].result.deaths[0]
    assert death.role_revealed == "commissar"
    assert "Комиссар" in render_phase_post(game, game.phases[-1])


def test_C_FLOW_5_missing_player_leaves_with_role_revealed():
    game = play([DAY1, night(host=[{"event": "modkill", "player": "Bal", "reason": "missing"}])])
    assert deaths(game) == {"Bal": "missing"}
    assert game.phases[-1].result.deaths[0].role_revealed == "balamut"


def test_C_FLOW_6_second_missed_vote_removes_the_player():
    def votes_for(target):
        return [vote(n, target if n != target else "Cit1") for n in TABLE if n != "Cit3"]

    game = play([DAY1, night(), day(*votes_for("Maf")), night()])
    assert game.players["Cit3"].missed_votes == 1 and game.players["Cit3"].alive
    game = play([DAY1, night(), day(*votes_for("Maf")), night(), day(*votes_for("Boss")), night()])
    assert deaths(game) == {"Boss": "execution", "Cit3": "modkill"}
    assert [p.nick for p in game.players.values() if p.missed_votes] == ["Cit3"]


def test_C_FLOW_6_a_player_revived_by_a_late_correction_owes_no_vote_of_the_days_he_was_dead():
    """The doctor's night-1 PM entered at day 3 saves Com: he was announced dead on day 2 and could
    not vote, so no missed vote is charged for it (he was charged one, and a second removed him);
    the day after the correction he owes his vote again. Replaying the journal gives the same game."""
    game = play([DAY1, night(act("Maf", "kill", "Com")), day(*all_vote("Bal", skip=("Com",))), night()])
    game.apply(Entry("phase", {"kind": "day"}))
    game.apply(Entry("action", {"actor": "Doc", "action": "heal", "targets": ["Com"], "phase": "night 1"}))
    assert game.players["Com"].alive and game.players["Com"].missed_votes == 0
    assert not [e for p in game.phases if p.result for e in p.result.events if e.kind == "missed_vote"]
    assert Game.replay(game.entries).players["Com"].missed_votes == 0
    for entry in (Entry("vote", {"voter": n, "target": "Cit3"}) for n in TABLE if n not in ("Com", "Bal", "Cit3")):
        game.apply(entry)
    game.apply(Entry("resolve"))
    game.apply(Entry("phase", {"kind": "night"}))
    game.apply(Entry("resolve"))
    assert game.players["Com"].missed_votes == 1  # day 3: alive, told so, no vote


def test_C_FLOW_6_a_status_request_alone_is_not_a_vote():
    game = play([DAY1, night(), day(vote("Cit1", "Maf")), night(act("Com", "check", "Maf"))])
    assert game.players["Com"].missed_votes == 1
    assert game.players["Cit1"].missed_votes == 0


def test_C_FLOW_7_deprived_voter_turns_the_tally_into_totals_only():
    votes = [vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"), vote("Boss", "Cit1")]
    game = play([DAY1, night(), day(*votes, host=[{"event": "deprive_vote", "player": "Com"}]), night()])
    tally = game.phases[-1].result.tally
    assert tally.totals_only
    post = render_phase_post(game, game.phases[-1])
    assert "Maf — 3" in post and "Cit1 →" not in post and "Com" not in post
    game = play([DAY1, night(), day(*votes), night()])
    assert "Cit1 → Maf" in render_phase_post(game, game.phases[-1])


def test_C_FLOW_8_accounts_stay_with_game_nicks_for_the_reveal():
    game = play([DAY1], players={"Вася": "commissar", "Петя": "mafioso", "Коля": "citizen", "Маша": "citizen"})
    game.players["Вася"].account = "vasya1987"
    assert game_report(game)["players"][0]["account"] == "vasya1987"


def test_C_FLOW_9_source_example_setup_deals():
    rs = load_roleset("forum-mafia-classic")
    players = {f"P{i}": None for i in range(5)}
    from moderator_app.engine.model.game import Game
    from moderator_app.engine.model.script import script_entries

    doc = {"ruleset": "forum-mafia-classic", "seed": 3, "players": [{"nick": n} for n in players],
           "deal": {"commissar": 1, "zhulik": 1, "citizen": 3}}
    game = Game.replay(script_entries(doc))
    assert sorted(p.role for p in game.players.values()) == ["citizen"] * 3 + ["commissar", "zhulik"]
    assert rs.suggested_deal(5) is not None


def test_C_WIN_1_town_wins_when_mafia_and_maniac_are_dead():
    players = {"Com": "commissar", "Maf": "mafioso", "Man": "maniac", "Cit1": "citizen", "Cit2": "citizen"}
    game = play([DAY1, night(act("Cit1", "hunt", "Maf"))], players=players)
    assert game.winner is None
    game = play([DAY1, night(act("Cit1", "hunt", "Maf"))], players=players, options={"town_needs_maniac_dead": False})
    assert game.winner == "town"
    game = play([DAY1, night(act("Cit1", "hunt", "Maf")), day(*all_vote("Man", players)), night()], players=players)
    assert game.winner == "town"


def test_C_WIN_2_mafia_wins_at_parity_counting_the_maniac_as_non_mafia():
    players = {"Maf": "mafioso", "Boss": "boss", "Man": "maniac", "Cit1": "citizen", "Cit2": "citizen", "Cit3": "citizen"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1"))], players=players)
    assert game.winner is None  # 2 mafia vs maniac + 2 citizens
    game = play([DAY1, night(act("Maf", "kill", "Cit1")), day(), night(act("Maf", "kill", "Cit2"))], players=players)
    assert game.winner == "mafia"


def test_C_WIN_3_maniac_wins_alone_or_with_one_non_mafia():
    players = {"Man": "maniac", "Cit1": "citizen", "Cit2": "citizen"}
    game = play([DAY1, night(act("Man", "poison", "Cit1")), day(), night()], players=players)
    assert game.winner == "Man"
    players = {"Man": "maniac", "Maf": "mafioso", "Cit1": "citizen"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1"))], players=players)
    assert game.winner == "mafia"
    players = {"Man": "maniac", "Cit1": "citizen", "Cit2": "citizen"}
    game = play([DAY1, night(act("Cit2", "hunt", "Cit1"))], players=players, options={"maniac_wins_at_two": False})
    assert game.winner is None


@pytest.mark.parametrize("count", range(5, 41))
def test_C_WIN_4_suggested_deals_give_mafia_at_least_a_quarter(count):
    rs = load_roleset("forum-mafia-classic")
    deal = rs.suggested_deal(count)
    assert deal is not None and sum(deal.values()) == count
    mafia = sum(n for role, n in deal.items() if rs.roles[role].team == "mafia")
    assert mafia >= math.ceil(count * 0.25)


def test_C_WIN_4_a_suggested_deal_turns_even_the_last_plain_citizen_into_a_mafioso():
    """A host's set whose smallest row has one plain citizen and a half-mafia share: the share is
    met by the last citizen too (the padding stops only when no citizen is left)."""
    from moderator_app.engine.rolesets.roleset import build_roleset
    from moderator_app.engine.rolesets.yamlio import load_yaml
    from moderator_app import paths

    raw = load_yaml((paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8"))
    raw["deal"] = {4: {"commissar": 1, "doctor": 1, "citizen": 1, "boss": 1}}
    raw["min_team_share"] = {"mafia": 0.5}
    rs = build_roleset(raw, source="half-mafia.yaml")
    assert rs.suggested_deal(4) == {"commissar": 1, "doctor": 1, "boss": 1, "mafioso": 1}
