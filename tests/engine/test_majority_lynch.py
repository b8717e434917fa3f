"""`vote.quorum: majority` and `vote.ends_at_majority` (schema_parts.VOTE; engine/voting/majority.py).

No rule file of ../shared/rules covers them, so the tests are named after the options. The fact
comes from real mafiascum vote counts (../shared/corpus/measured/2026-12-06, the hosts' own counts:
11 alive, 6 to lynch): a lynch needs more than half of the living, and the day ends
at the vote that makes it (the hammer). Set: examples/host-made/mafiascum-normal.yaml, which uses both.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.majority import majority
from moderator_app.engine.voting.vote_count import count

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"
SEATS = [("Rec", "recruiter"), ("Gus", "goon"), ("May", "mayor"), ("Dv", "day_vigilante"), ("Van", "vanilla"),
         ("Bp", "bulletproof"), ("Sur", "survivor"), ("Vic", "vanilla")]  # 8 alive: a majority is 5


def day_one(*entries: Entry, ruleset: Path = SET, seats: list[tuple[str, str]] = SEATS) -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": str(ruleset), "seed": 1, "players": [{"nick": n, "role": r} for n, r in seats]}))
    for entry in (Entry("phase", {"kind": "night"}), Entry("resolve", {}), Entry("phase", {"kind": "day"}), *entries):
        game.apply(entry)
    return game


def votes(*pairs: str) -> list[Entry]:
    return [Entry("vote", {"voter": voter, "target": target}) for voter, target in (p.split(">") for p in pairs)]


def without_hammer(tmp_path: Path) -> Path:
    """The same set, majority quorum kept, the day running to its deadline."""
    text = SET.read_text(encoding="utf-8").replace("  ends_at_majority: true", "  ends_at_majority: false")
    path = tmp_path / "mafiascum-no-hammer.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def priced(tmp_path: Path, limit: int = 2, base: Path = SET) -> Path:
    """The set with a price on a missed vote (`vote.missed_limit`): mafiascum itself has none, so its
    own set charges no missed vote (votes.charges_missed_votes)."""
    text = base.read_text(encoding="utf-8").replace("  missed_limit: null\n", f"  missed_limit: {limit}\n", 1)
    assert f"missed_limit: {limit}" in text
    path = tmp_path / f"{base.stem}-priced.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("alive, needed", [(11, 6), (10, 6), (8, 5), (7, 4), (2, 2)])
def test_quorum_majority_is_more_than_half_of_the_living(alive, needed):
    assert majority([f"p{i}" for i in range(alive)]) == needed  # 11 → 6: mafiascum's own count


def test_quorum_majority_below_a_majority_nobody_is_executed(tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Sur>Rec"), ruleset=without_hammer(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert day.result.tally.quorum == 5
    assert day.result.no_execution_reason == "below_majority"
    assert not day.result.executed and game.players["Gus"].alive


def test_quorum_majority_a_majority_executes(tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Sur>Gus"), ruleset=without_hammer(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert [d.nick for d in day.result.executed] == ["Gus"]


def test_quorum_majority_counts_the_living_at_the_count_not_a_day_shot_victim(tmp_path):
    shot = Entry("action", {"actor": "Dv", "action": "day_shot", "targets": ["Vic"]})
    game = day_one(shot, *votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus"), ruleset=without_hammer(tmp_path))
    day = game.current
    assert count(game, day).quorum == 4  # the open count reads the day's dry run: 7 at the count
    game.apply(Entry("resolve", {}))
    assert day.result.tally.quorum == 4
    assert [d.nick for d in day.result.executed] == ["Gus"]


def test_ends_at_majority_votes_after_the_hammer_are_refused():
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Sur>Gus",  # the 5th vote is the hammer
                          "Rec>Sur", "Vic>Rec"))
    day = game.current
    open_count = count(game, day)
    assert open_count.closed
    assert {c.nick: c.votes for c in open_count.candidates} == {"Gus": 5}  # the late votes are not counted
    game.apply(Entry("resolve", {}))
    late = [v for v in day.votes if v.refused is not None]
    assert [(v.voter, v.target) for v in late] == [("Rec", "Sur"), ("Vic", "Rec")]
    assert {v.refused.code for v in late} == {"day_closed_at_majority"}
    assert day.result.tally.counts == {"Gus": 5}  # one verdict: what the open count said
    assert [d.nick for d in day.result.executed] == ["Gus"]


def test_ends_at_majority_a_vote_moved_away_before_the_hammer_does_not_count():
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Rec>Sur", "Sur>Gus", "Vic>Gus"))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert all(v.refused is None for v in day.votes)  # Gus reached 5 only with Vic's vote, the last
    assert day.result.tally.counts == {"Gus": 5, "Sur": 1}


def test_ends_at_majority_off_the_day_runs_to_its_deadline(tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Sur>Gus", "Rec>Sur", "Vic>Rec"),
                   ruleset=without_hammer(tmp_path))
    day = game.current
    assert not count(game, day).closed
    game.apply(Entry("resolve", {}))
    assert all(v.refused is None for v in day.votes)
    assert day.result.tally.counts == {"Gus": 4, "Sur": 1, "Rec": 1}
    assert day.result.no_execution_reason == "below_majority"


def test_ends_at_majority_an_unvote_takes_its_vote_off_the_wagon():
    unvote = Entry("vote", {"voter": "Rec", "cancel": True})
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus"), unvote, *votes("Sur>Gus", "Vic>Gus"))
    day = game.current
    assert count(game, day).closed
    game.apply(Entry("resolve", {}))
    assert all(v.refused is None for v in day.votes)  # 4 after the unvote and Sur's vote; Vic's is the hammer
    assert day.result.tally.by_voter["Vic"] == "Gus"


def test_ends_at_majority_with_first_votes_standing_a_refused_change_moves_no_vote(tmp_path):
    """`last_counts: false`: a voter's first vote stands, so his later change neither leaves a wagon
    nor joins one, and the hammer is read from the votes that stand."""
    text = SET.read_text(encoding="utf-8").replace("  last_counts: true", "  last_counts: false")
    path = tmp_path / "first-votes.yaml"
    path.write_text(text, encoding="utf-8")
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Rec>Sur", "Sur>Gus", "Vic>Rec"), ruleset=path)
    day = game.current
    game.apply(Entry("resolve", {}))
    codes = {(v.voter, v.target): v.refused.code for v in day.votes if v.refused is not None}
    assert codes == {("Rec", "Sur"): "vote_already_cast", ("Vic", "Rec"): "day_closed_at_majority"}  # Sur's was the 5th
    assert [d.nick for d in day.result.executed] == ["Gus"]


def test_ends_at_majority_a_majority_for_no_lynch_ends_the_day_too(tmp_path):
    text = SET.read_text(encoding="utf-8").replace("  self_vote: false\n", "  self_vote: false\n  no_lynch: true\n", 1)
    path = tmp_path / "no-lynch.yaml"
    path.write_text(text, encoding="utf-8")
    no_lynch = [Entry("vote", {"voter": v, "no_lynch": True}) for v in ("Rec", "May", "Van", "Bp", "Sur")]
    game = day_one(*votes("Gus>Vic"), *no_lynch, *votes("Dv>Gus", "Vic>Gus"), ruleset=path)
    day = game.current
    assert count(game, day).closed
    game.apply(Entry("resolve", {}))
    assert {v.voter for v in day.votes if v.refused is not None} == {"Dv", "Vic"}  # after the 5th "no lynch"
    assert day.result.no_execution_reason == "no_lynch" and not day.result.executed


def test_ends_at_majority_a_day_closed_at_the_hammer_charges_no_missed_vote_by_itself(tmp_path):
    """Those who had not voted when the hammer fell were cut short, not silent: no automatic missed vote
    (the log said «Dv не голосует (пропусков: 1)» after a hammer), even where a missed vote has a price.
    The host's own mark still counts."""
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Sur>Gus"),
                   Entry("host", {"event": "missed_vote", "player": "Vic"}), ruleset=priced(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert [d.nick for d in day.result.executed] == ["Gus"]
    assert [e.data["target"] for e in day.result.events if e.kind == "missed_vote"] == ["Vic"]
    assert game.players["Dv"].missed_votes == 0


def test_ends_at_majority_a_day_without_a_hammer_still_charges_the_silent(tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus"), ruleset=priced(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert "Dv" in [e.data["target"] for e in day.result.events if e.kind == "missed_vote"]
