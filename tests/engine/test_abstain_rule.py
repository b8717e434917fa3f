"""`vote.abstain` (schema_parts.VOTE, default false) is read (host-findings-4 item 5: «Пас» was counted
where the set has no abstaining). C-LYNCH-1: every living player votes for a player; where the set
does not allow abstaining, an abstention is refused with its reason and the day's vote is missed
(C-FLOW-6); where it does (S-ROUND-4's council, a host's set), it counts for nobody and is no miss."""

from __future__ import annotations

from pathlib import Path

from moderator_app.engine.model.journal import Entry

from .test_majority_lynch import day_one, priced, votes

ABSTAIN = Entry("vote", {"voter": "Van", "abstain": True})


def allowing_abstain(tmp_path: Path) -> Path:
    """The set allowing abstentions, with a price on a missed vote (so a miss would show)."""
    text = priced(tmp_path).read_text(encoding="utf-8").replace("  self_vote: false\n", "  self_vote: false\n  abstain: true\n", 1)
    path = tmp_path / "mafiascum-abstain.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_C_LYNCH_1_an_abstention_is_refused_where_the_set_has_no_abstaining(tmp_path):
    game = day_one(*votes("Rec>Gus"), ABSTAIN, ruleset=priced(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    refused = [v for v in day.votes if v.abstain]
    assert [v.refused.code for v in refused] == ["abstain_not_allowed"]
    assert day.result.tally.abstained == []
    assert "Van" in [e.data["target"] for e in day.result.events if e.kind == "missed_vote"]  # C-FLOW-6


def test_C_LYNCH_1_where_the_set_allows_it_an_abstention_counts_for_nobody_and_is_no_miss(tmp_path):
    game = day_one(*votes("Rec>Gus"), ABSTAIN, ruleset=allowing_abstain(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert all(v.refused is None for v in day.votes)
    assert day.result.tally.abstained == ["Van"] and day.result.tally.counts == {"Gus": 1}
    assert "Van" not in [e.data["target"] for e in day.result.events if e.kind == "missed_vote"]
