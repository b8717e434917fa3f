"""C-FLOW-6 (a missed vote is charged, and a second removes the player) holds where the rules say so.
Which sets charge by themselves is declared once: `options.missed_votes_auto` when the set says it,
else only where the set or its forum's rules put a price on a missed vote (votes.charges_missed_votes).

mafiascum's own rules put none: its inactive players are prodded and replaced, not charged
(parsing/vote_rules/mafiascum.yaml, from mafiascum hosts' rules posts). The mafiascum-normal set had
charged «Dv не голосует (пропусков: 1)» on every day not closed at a hammer."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.vote_count import count

from .test_majority_lynch import SET, day_one, priced, votes

SILENT_DAY = votes("Rec>Gus", "May>Gus")  # 2 of 8: no hammer, six players silent


def _charged(game) -> list[str]:
    return [e.data["target"] for e in game.current.result.events if e.kind == "missed_vote"]


def _with(tmp_path: Path, old: str, new: str, base: Path = SET) -> Path:
    text = base.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"variant-{len(list(tmp_path.iterdir()))}.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_C_FLOW_6_mafiascum_normal_charges_no_missed_vote():
    game = day_one(*SILENT_DAY)
    day = game.current
    game.apply(Entry("resolve", {}))
    assert _charged(game) == []
    assert all(p.missed_votes == 0 for p in game.players.values())
    assert count(game, day).not_voted == ["Gus", "Dv", "Van", "Bp", "Sur", "Vic"]  # the count still lists them


def test_C_FLOW_6_a_host_marked_miss_counts_without_a_price():
    game = day_one(*SILENT_DAY, Entry("host", {"event": "missed_vote", "player": "Vic"}))
    game.apply(Entry("resolve", {}))
    assert _charged(game) == ["Vic"] and game.players["Vic"].missed_votes == 1


def test_C_FLOW_6_a_set_with_a_missed_limit_charges_and_removes(tmp_path):
    game = day_one(*SILENT_DAY, ruleset=priced(tmp_path, limit=1))
    game.apply(Entry("resolve", {}))
    assert _charged(game) == ["Gus", "Dv", "Van", "Bp", "Sur", "Vic"]
    assert game.players["Dv"].missed_votes == 1 and not game.players["Dv"].alive
    assert [e.data["target"] for e in game.current.result.events if e.kind == "modkill"] == _charged(game)


@pytest.mark.parametrize("forum", ["imperialconflict", "gipermafia"])  # missed_vote alone; with absent_after too
def test_C_FLOW_6_a_forum_that_prices_a_missed_vote_charges_it(tmp_path, forum):
    path = _with(tmp_path, "vote_rules: mafiascum", f"vote_rules: {forum}")
    game = day_one(*SILENT_DAY, ruleset=path)
    game.apply(Entry("resolve", {}))
    assert _charged(game) == ["Gus", "Dv", "Van", "Bp", "Sur", "Vic"]
    assert all(game.players[n].alive for n in _charged(game))  # the set has no limit: no modkill


def test_C_FLOW_6_a_forum_that_asks_only_activity_after_a_miss_charges_it(tmp_path):
    own = "vote_rules: {mark: bold, activity: {absent_after: 24, then: replace}}"
    game = day_one(*SILENT_DAY, ruleset=_with(tmp_path, "vote_rules: mafiascum", own))
    game.apply(Entry("resolve", {}))
    assert game.players["Dv"].missed_votes == 1  # what the board's «absent after a missed vote» reads


def test_H_GEN_2_red_votes_for_a_miss_are_a_price(tmp_path):
    game = day_one(*SILENT_DAY, ruleset=_with(tmp_path, "  missed_limit: null\n", "  missed_limit: null\n  missed_penalty: 1\n"))
    game.apply(Entry("resolve", {}))
    assert "Dv" in _charged(game)
    assert [e.data["target"] for e in game.current.result.events if e.kind == "missed_penalty"] == _charged(game)


def test_C_FLOW_6_the_sets_own_switch_decides_over_the_price(tmp_path):
    off = _with(tmp_path, "options:\n", "options:\n  missed_votes_auto: false\n", base=priced(tmp_path))
    game = day_one(*SILENT_DAY, ruleset=off)
    game.apply(Entry("resolve", {}))
    assert _charged(game) == []
    on = _with(tmp_path, "options:\n", "options:\n  missed_votes_auto: true\n")
    game = day_one(*SILENT_DAY, ruleset=on)
    game.apply(Entry("resolve", {}))
    assert "Dv" in _charged(game)
