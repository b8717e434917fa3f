"""#14 items 2, 5, 6 below the screens: the pending lynch of a classic day (C-FLOW-3), vote counts
with the votes a lynch still needs (C-LYNCH-2), vote histories, the host's pending decisions
(C-ROLE-COM pistol), and which published facts a late amendment changes."""

from __future__ import annotations

from moderator_app.app.corrections import correction, published_facts, render_correction
from moderator_app.app.pending import pending_decisions, pending_lynch
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.vote_count import count, history, vote_due

from .classic_helpers import day, night, play, vote


def test_C_FLOW_3_pending_lynch_of_a_resolved_day_is_what_the_night_will_publish():
    votes = [vote(n, "Maf") for n in ("Com", "Serg", "Doc", "Cit1")] + [vote("Maf", "Cit1")]
    game = play([day(), night(), day(*votes)])  # a script resolves each phase
    assert game.phases[-1].result.executed == []  # the day's own result is empty: the rules say so
    pending = pending_lynch(game)
    assert pending.executed == "Maf" and pending.votes == 4 and pending.night_label == "night 2"
    game.apply(Entry("phase", {"kind": "night"}))
    assert pending_lynch(game).executed == "Maf"  # the next night's board shows it too
    game.apply(Entry("resolve", {}))
    assert [d.nick for d in game.phases[-1].result.executed] == ["Maf"] and pending_lynch(game) is None


def test_C_FLOW_1_no_pending_lynch_and_no_vote_due_on_the_first_day():
    game = play([day()])
    assert not vote_due(game, game.phases[0]) and pending_lynch(game) is None


def test_C_LYNCH_2_count_says_how_many_votes_a_lynch_still_needs():
    game = play([day(), night(), day(vote("Com", "Maf"), vote("Serg", "Maf"), vote("Doc", "Cit1"))])
    counted = count(game, game.phases[-1])
    assert counted.quorum == 3  # a quarter of twelve living
    by_nick = {c.nick: c for c in counted.candidates}
    assert by_nick["Maf"].votes == 2 and by_nick["Maf"].needs == 1 and by_nick["Maf"].to == "quorum"
    assert by_nick["Cit1"].needs == 2 and by_nick["Cit1"].to == "quorum"  # equalling Maf needs only 1
    assert "Com" not in counted.not_voted and "Cit2" in counted.not_voted


def test_C_LYNCH_3_count_says_the_missing_votes_are_to_overtake_the_leader_under_a_no_lynch_tie():
    """host-findings-2 item 20: under `tie: no_lynch` a trailing candidate's missing votes are "more than
    the leader", which the board words from `to`."""
    votes = (vote("Com", "Maf"), vote("Serg", "Maf"), vote("Doc", "Maf"), vote("Boss", "Cit1"))
    game = play([day(), night(), day(*votes)], options={"tie_rule": "no_lynch"})
    by_nick = {c.nick: c for c in count(game, game.phases[-1]).candidates}
    assert by_nick["Maf"].needs == 0 and by_nick["Maf"].to == ""
    assert by_nick["Cit1"].needs == 3 and by_nick["Cit1"].to == "overtake"
    game = play([day(), night(), day(*votes)], options={"tie_rule": "random"})
    by_nick = {c.nick: c for c in count(game, game.phases[-1]).candidates}
    assert by_nick["Cit1"].needs == 2 and by_nick["Cit1"].to == "equal"  # the rival named before the quorum


def test_vote_history_shows_replaced_and_standing_votes():
    game = play([day(), night(), day(vote("Com", "Maf"), vote("Com", "Boss"))])
    lines = history(game, "Com")
    assert [(h.day, h.target, h.state) for h in lines] == [("day 2", "Maf", "replaced"), ("day 2", "Boss", "counts")]


def test_C_ROLE_COM_a_dead_commissar_s_pistol_is_a_pending_decision_until_entered():
    game = play([day(), night({"actor": "Maf", "action": "kill", "targets": ["Com"]},
                              {"actor": "Boss", "action": "kill", "targets": ["Com"]})])
    assert [(d.kind, d.player) for d in pending_decisions(game)] == [("shot", "Com")]
    game.apply(Entry("host", {"event": "shot", "player": "Com", "target": "Maf"}))
    assert [d.kind for d in pending_decisions(game)] == []


def test_opening_post_with_the_deal_hash_is_pointed_out_before_the_first_phase():
    game = play([], options={})
    assert pending_decisions(game) == []  # no salt, no hash to publish
    from moderator_app.engine.model.game import Game

    salted = Game.replay([Entry("setup", dict(game.setup_data, deal_salt="abc"))])
    assert [d.kind for d in pending_decisions(salted)] == ["opening"]


def test_a_late_shot_changes_the_published_deaths_and_drafts_a_correction():
    game = play([day(), night({"actor": "Maf", "action": "kill", "targets": ["Com"]},
                              {"actor": "Boss", "action": "kill", "targets": ["Com"]})])
    published = published_facts(game.phases[-1])
    assert not correction(game, 1)
    game.apply(Entry("host", {"event": "shot", "player": "Com", "target": "Cit1"}))
    fix = correction(game, 1, published)
    assert [(i["change"], i["what"], i["nick"]) for i in fix.public] == [("added", "death", "Cit1")]
    assert correction(game, 1).public == fix.public  # the first resolve is the baseline when nothing was copied
    post = render_correction(game, fix, "ru")
    assert "Исправление итогов: ночь 1" in post and "Cit1" in post
    assert "Maf" not in post  # the shooter stays secret, as in the result post
    assert "Sprostowanie" in render_correction(game, fix, "pl")
