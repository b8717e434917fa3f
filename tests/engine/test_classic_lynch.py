"""Classic forum mafia: the lynch court (C-LYNCH-*) and the rest (C-MISC-*)."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.engine.wording.explain import explain
from moderator_app.engine.voting.votes import owes_explanation

from .classic_helpers import DAY1, act, day, deaths, events, night, play, privates, vote


def lynch(*votes, host=None, options=None, night_actions=()):
    return play([DAY1, night(), day(*votes, host=host), night(*night_actions)], options=options)


def test_C_LYNCH_1_self_votes_and_deprived_votes_are_void_last_vote_counts():
    game = lynch(vote("Cit1", "Cit1"), vote("Com", "Maf"), vote("Cit2", "Maf"), vote("Cit2", "Boss"),
                 vote("Cit3", "Boss"), vote("Bal", "Boss"), host=[{"event": "deprive_vote", "player": "Com"}])
    day_votes = {(v.voter, v.target): v.refused for v in game.phases[2].votes}
    assert day_votes[("Cit1", "Cit1")] == "self-vote"
    assert day_votes[("Com", "Maf")] == "deprived of the vote"
    tally = game.phases[-1].result.tally
    assert tally.by_voter == {"Cit2": "Boss", "Cit3": "Boss", "Bal": "Boss"}
    assert deaths(game) == {"Boss": "execution"}


def test_C_LYNCH_2_leader_needs_a_quarter_of_the_living():
    game = lynch(vote("Cit1", "Maf"), vote("Cit2", "Boss"))  # 12 alive: the quarter is 3
    assert deaths(game) == {}
    assert game.phases[-1].result.no_execution_reason == "below_quorum"
    game = lynch(vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"))
    assert deaths(game) == {"Maf": "execution"}
    assert game.phases[-1].result.tally.quorum == 3


def test_C_LYNCH_2_quorum_counts_the_living_at_the_start_of_the_turn():
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2")), day(vote("Cit3", "Maf"), vote("Com", "Maf"), vote("Doc", "Maf")),
                 night()])
    assert game.phases[-1].result.tally.quorum == 3  # 11 alive at the start of day 2
    assert deaths(game) == {"Maf": "execution"}


def test_C_LYNCH_3_tie_goes_to_whoever_reached_the_top_count_last():
    votes = [vote("Cit1", "Maf", "10:00"), vote("Cit2", "Maf", "10:05"), vote("Cit3", "Maf", "10:10"),
             vote("Com", "Boss", "09:00"), vote("Doc", "Boss", "09:30"), vote("Put", "Boss", "11:00")]
    game = lynch(*votes)
    assert deaths(game) == {"Boss": "execution"}
    votes[-1] = vote("Put", "Boss", "09:45")
    assert deaths(lynch(*votes)) == {"Maf": "execution"}


def test_C_LYNCH_3_other_tie_rules_are_options():
    votes = [vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"),
             vote("Com", "Boss"), vote("Doc", "Boss"), vote("Put", "Boss")]
    game = lynch(*votes, options={"tie_rule": "no_lynch"})
    assert deaths(game) == {} and game.phases[-1].result.no_execution_reason == "tie"
    game = lynch(*votes, options={"tie_rule": "random"})
    assert list(deaths(game).values()) == ["execution"]
    assert any(e["name"] == "tie:day 2" for e in events(game, "draw"))
    game = lynch(*votes, host=[{"event": "draw", "name": "tie:day 2", "value": "Maf"}], options={"tie_rule": "random"})
    assert deaths(game) == {"Maf": "execution"}
    runoff = {"day": {"votes": votes, "runoff": [vote("Cit1", "Boss"), vote("Com", "Boss"), vote("Maf", "Maf")]}}
    game = play([DAY1, night(), runoff, night()], options={"tie_rule": "runoff"})
    assert deaths(game) == {"Boss": "execution"}
    game = lynch(*votes, host=[{"event": "override", "what": "execute", "player": "Maf", "reason": "host decides"}],
                 options={"tie_rule": "host"})
    assert deaths(game) == {"Maf": "execution"}


def test_C_LYNCH_4_voters_owe_an_explanation():
    game = lynch(vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"), vote("Boss", "Cit1"))
    assert owes_explanation(game) == ["Boss", "Cit1", "Cit2", "Cit3"]


def test_C_MISC_1_death_note_goes_to_addressee_on_mafia_kill_or_lynch():
    note = {"event": "note", "player": "Cit1", "to": "Com", "text": "Bal is lying"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1"), host=[note])])
    assert privates(game, to="Com") == [{"kind": "note", "from": "Cit1", "text": "Bal is lying"}]
    game = play([DAY1, night(host=[note]), day(vote("Cit2", "Cit1"), vote("Cit3", "Cit1"), vote("Com", "Cit1")), night()])
    assert {"kind": "note", "from": "Cit1", "text": "Bal is lying"} in privates(game, to="Com")
    game = play([DAY1, night(act("Cit1", "hunt", "Cit2"), host=[note])])
    assert privates(game, to="Com") == []


def test_C_MISC_1_a_set_that_delivers_notes_on_execution_only_keeps_a_killed_authors_note(tmp_path):
    shipped = (paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    only_lynch = tmp_path / "classic-notes-on-execution.yaml"
    only_lynch.write_text(shipped + "\nnotes: {deliver_on: [execution]}\n", encoding="utf-8")
    note = {"event": "note", "player": "Cit1", "to": "Com", "text": "Bal is lying"}
    killed = play([DAY1, night(act("Maf", "kill", "Cit1"), host=[note])], ruleset=str(only_lynch))
    assert not killed.players["Cit1"].alive and privates(killed, to="Com") == []
    lynched = play([DAY1, night(host=[note]), day(vote("Cit2", "Cit1"), vote("Cit3", "Cit1"), vote("Com", "Cit1")), night()],
                   ruleset=str(only_lynch))
    assert {"kind": "note", "from": "Cit1", "text": "Bal is lying"} in privates(lynched, to="Com")


def test_C_MISC_1_death_note_cannot_be_changed():
    first = {"event": "note", "player": "Cit1", "to": "Com", "text": "first"}
    second = {"event": "note", "player": "Cit1", "to": "Doc", "text": "second"}
    game = play([DAY1, night(host=[first]), day(host=[second]), night(act("Maf", "kill", "Cit1"))])
    assert game.phases[2].host[0]["refused"] == "a death note was already sent; it cannot be changed"
    assert privates(game, to="Com")[0]["text"] == "first"


def test_C_MISC_2_penalty_gives_the_mafia_a_double_kill():
    game = play([DAY1, night(act("Maf", "kill", "Cit1", "Cit2"))])
    assert game.phases[-1].requests[0].refused == "too many targets (2, at most 1)"
    game = play([DAY1, night(act("Maf", "kill", "Cit1", "Cit2"), act("Boss", "kill", "Cit2", "Cit1"),
                             host=[{"event": "penalty", "kind": "double_kill"}])])
    assert deaths(game) == {"Cit1": "kill:mafioso", "Cit2": "kill:mafioso"}


def test_C_MISC_3_host_overrides_any_outcome_with_a_reason_in_the_log():
    game = play([DAY1, night(act("Maf", "kill", "Cit1"),
                             host=[{"event": "override", "what": "survive", "player": "Cit1", "reason": "late PM honoured"}])])
    assert deaths(game) == {}
    line = explain(next(e for e in game.phases[-1].result.events if e.kind == "override"))
    assert "late PM honoured" in line
    game = play([DAY1, night(host=[{"event": "override", "what": "die", "player": "Cit2", "reason": "rules breach"}])])
    assert deaths(game) == {"Cit2": "modkill"}
    game = lynch(vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"),
                 host=[{"event": "override", "what": "no_execution", "reason": "vote rigged"}])
    assert deaths(game) == {} and game.phases[-1].result.no_execution_reason == "host"


def test_C_LYNCH_1_a_withdrawn_vote_no_longer_counts():
    game = lynch(vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"), {"voter": "Cit3", "cancel": True})
    assert game.phases[-1].result.tally.counts == {"Maf": 2}
    assert deaths(game) == {}


def test_C_LYNCH_3_runoff_votes_outside_the_runoff_or_without_one_are_refused_with_a_code():
    votes = [vote("Cit1", "Maf"), vote("Cit2", "Maf"), vote("Cit3", "Maf"),
             vote("Com", "Boss"), vote("Doc", "Boss"), vote("Put", "Boss")]
    runoff = {"day": {"votes": votes, "runoff": [vote("Cit1", "Boss"), vote("Com", "Cit3")]}}
    game = play([DAY1, night(), runoff, night()], options={"tie_rule": "runoff"})
    assert deaths(game) == {"Boss": "execution"}
    day = [p for p in game.phases if p.kind == "day"][-1]
    assert [(v.voter, v.refused and v.refused.code) for v in day.votes if v.runoff] == [
        ("Cit1", None), ("Com", "runoff_not_candidate")]
    clear = {"day": {"votes": votes[:4], "runoff": [vote("Doc", "Maf")]}}
    game = play([DAY1, night(), clear, night()], options={"tie_rule": "runoff"})
    day = [p for p in game.phases if p.kind == "day"][-1]
    assert [v.refused.code for v in day.votes if v.runoff] == ["no_runoff"]
