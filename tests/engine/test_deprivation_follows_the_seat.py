"""A vote deprivation belongs to the SEAT for its days (C-LYNCH-1, H-VOTE-4): a substitute takes over the
slot, role and history (H-GEN-2), so the host's `deprive_vote` (which names the holder of that moment) and a
night effect's deprivation (kept on the seat's flags) both stay with the seat after a `replace`, and a vote
refused for it stays refused at the tally (ballots.final_votes judges the votes again there)."""

from __future__ import annotations

from typing import Any

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.resolution.requests import is_deprived

from . import classic_helpers as classic
from . import hypermafia_helpers as hyper

REPLACE_COM = {"event": "replace", "player": "Com", "by": "Sub"}
#: day 2 of a classic game: Com is deprived by the host and votes Maf (refused); Boss leads 3 to 2 without
#: him, while his vote, if counted, would tie 3-3 with Maf reaching it last (C-LYNCH-3: Maf would hang)
DAY2_VOTES = [classic.vote("Cit2", "Maf"), classic.vote("Cit3", "Maf"), classic.vote("Bal", "Boss"),
              classic.vote("Cit1", "Boss"), classic.vote("Doc", "Boss"), classic.vote("Com", "Maf")]
HOST_DEPRIVES_COM = [{"event": "deprive_vote", "player": "Com"}]


def replay(doc: dict[str, Any], after_phase: int | None = None, host: dict[str, Any] | None = None) -> Game:
    """The script's game, with the host event `host` entered last in phase `after_phase` (after its votes)."""
    entries = script_entries(doc)
    if host is not None:
        starts = [i for i, e in enumerate(entries) if e.kind == "phase"]
        resolve = next(i for i, e in enumerate(entries) if e.kind == "resolve" and i > starts[after_phase or 0])
        entries.insert(resolve, Entry("host", host))
    return Game.replay(entries)


def classic_doc(*phases: dict[str, Any]) -> dict[str, Any]:
    return {"ruleset": "forum-mafia-classic", "seed": 1, "options": {},
            "players": [{"nick": n, "role": r} for n, r in classic.TABLE.items()], "phases": list(phases)}


def hyper_doc(*phases: dict[str, Any]) -> dict[str, Any]:
    return {"ruleset": hyper.RULESET, "seed": 1, "options": {},
            "players": [{"nick": n, "role": r} for n, r in hyper.TABLE.items()], "phases": list(phases)}


def day2(game: Game) -> tuple[dict[str, str | None], dict[str, str], list[str]]:
    """Day 2's vote fates by voter, its tally by voter and who was executed (the classic set counts a
    turn's lynch with its night, C-FLOW-3)."""
    result = game.phases[3].result
    assert result is not None and result.tally is not None
    fates = {v.voter: v.refused for v in game.phases[2].votes}
    return fates, dict(result.tally.by_voter), [d.nick for d in result.executed]


def test_C_LYNCH_1_H_GEN_2_a_host_deprivation_stays_refused_after_the_seat_is_replaced() -> None:
    doc = classic_doc(classic.DAY1, classic.night(), classic.day(*DAY2_VOTES, host=HOST_DEPRIVES_COM), classic.night())
    fates, by_voter, executed = day2(replay(doc))
    assert fates["Com"] == "deprived of the vote" and executed == ["Boss"]
    fates, by_voter_replaced, executed = day2(replay(doc, after_phase=2, host=REPLACE_COM))
    assert fates["Sub"] == "deprived of the vote"  # the seat's refused vote, now under its substitute's nick
    assert by_voter_replaced == by_voter and "Sub" not in by_voter_replaced
    assert executed == ["Boss"]  # the lynch does not move


def test_H_GEN_2_the_substitute_of_a_host_deprived_seat_cannot_vote_that_day() -> None:
    doc = classic_doc(classic.DAY1, classic.night(), classic.day(*DAY2_VOTES[:-1], host=HOST_DEPRIVES_COM),
                      classic.night())
    entries = script_entries(doc)
    resolve = [i for i, e in enumerate(entries) if e.kind == "resolve"][2]
    entries[resolve:resolve] = [Entry("host", REPLACE_COM), Entry("vote", classic.vote("Sub", "Maf"))]
    fates, by_voter, executed = day2(Game.replay(entries))
    assert fates["Sub"] == "deprived of the vote" and "Sub" not in by_voter and executed == ["Boss"]


def test_C_LYNCH_1_the_substitute_votes_again_the_day_after_a_host_deprivation() -> None:
    doc = classic_doc(classic.DAY1, classic.night(), classic.day(*DAY2_VOTES, host=HOST_DEPRIVES_COM), classic.night(),
                      classic.day(classic.vote("Sub", "Maf")), classic.night())
    game = replay(doc, after_phase=2, host=REPLACE_COM)
    assert [(v.voter, v.refused) for v in game.phases[4].votes] == [("Sub", None)]


NIGHT1_INTIMIDATES_KID1 = hyper.night(hyper.act("Baron", "intimidate", "Kid1"))


def test_H_VOTE_4_H_GEN_2_a_night_deprivation_stays_refused_after_the_seat_is_replaced() -> None:
    doc = hyper_doc(NIGHT1_INTIMIDATES_KID1, hyper.day(*hyper.everyone_red("Kid2")))
    game = replay(doc)
    day1 = hyper.phase(game, "day 1")
    assert day1.result is not None and day1.result.tally is not None
    before = ({v.voter: v.refused for v in day1.votes}["Kid1"], dict(day1.result.tally.by_voter), hyper.dead(game))
    assert before[0] == "deprived of the vote" and "Kid1" not in before[1]
    game = replay(doc, after_phase=1, host={"event": "replace", "player": "Kid1", "by": "Sub"})
    day1 = hyper.phase(game, "day 1")
    assert day1.result is not None and day1.result.tally is not None
    after = ({v.voter: v.refused for v in day1.votes}["Sub"], dict(day1.result.tally.by_voter), hyper.dead(game))
    assert after == before


def test_H_VOTE_4_a_substitute_inherits_the_seats_night_deprivation_and_votes_when_it_ends() -> None:
    doc = hyper_doc(NIGHT1_INTIMIDATES_KID1, hyper.day(*hyper.everyone_red("Kid2", skip=("Kid1",))),
                    hyper.night(), hyper.day(hyper.red("Sub", "Kid3")))
    entries = script_entries(doc)
    day1_at = next(i for i, e in enumerate(entries) if e.kind == "phase" and e.data.get("kind") == "day")
    entries[day1_at + 1:day1_at + 1] = [Entry("host", {"event": "replace", "player": "Kid1", "by": "Sub"}),
                                        Entry("vote", hyper.red("Sub", "Kid2"))]
    game = Game.replay(entries)
    assert {v.voter: v.refused for v in hyper.phase(game, "day 1").votes}["Sub"] == "deprived of the vote"
    assert [(v.voter, v.refused) for v in hyper.phase(game, "day 2").votes] == [("Sub", None)]


def test_C_FLOW_7_a_host_deprivation_is_for_its_own_turn_only() -> None:
    """A past turn's post (C-FLOW-7: totals only with a deprived voter) asks again later: the host's
    deprivation of day 4 does not reach back to day 2, and day 2's follows the seat to its substitute."""
    doc = classic_doc(classic.DAY1, classic.night(), classic.day(*DAY2_VOTES, host=HOST_DEPRIVES_COM), classic.night(),
                      classic.day(host=[{"event": "deprive_vote", "player": "Cit1"}]))
    game = replay(doc, after_phase=4, host=REPLACE_COM)
    turn2, day4 = game.phases[2], game.phases[4]
    assert [n for n in turn2.alive_at_start if is_deprived(game, turn2, n)] == ["Sub"]
    assert [n for n in day4.alive_at_start if is_deprived(game, day4, n)] == ["Cit1"]


def test_C_FLOW_3_H_GEN_2_a_substitute_seated_in_the_night_keeps_the_seats_day_vote() -> None:
    """The classic turn's lynch is counted with its night (C-FLOW-3): a substitute seated that night holds
    the seat's day vote, and a vote for the seat stays one — neither is lost as «dead», nor charged missed."""
    doc = classic_doc(classic.DAY1, classic.night(), classic.day(*DAY2_VOTES[:-1], classic.vote("Com", "Maf"),
                                                                classic.vote("Cit1", "Com")),
                      classic.night(host=[REPLACE_COM]))
    fates, by_voter, executed = day2(replay(doc))
    assert fates["Sub"] is None and by_voter["Sub"] == "Maf" and by_voter["Cit1"] == "Sub"
    assert executed == ["Maf"]  # Maf 3 (Cit2, Cit3, the seat), Boss 2 (Bal, Doc)
    assert replay(doc).players["Sub"].missed_votes == 0
