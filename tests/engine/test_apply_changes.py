"""What Game.apply answers for an action (the GUI's receipt and what the session stores): the entry,
its summary and refusal; the parser's reading only when the parser read free text."""

from __future__ import annotations

import hashlib

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

from .classic_helpers import DAY1, play


def _open_night():
    game = play([DAY1])
    game.apply(Entry("phase", {"kind": "night"}))
    return game


def test_an_action_naming_no_ability_is_kept_refused_with_its_entry_and_a_question_mark():
    game = _open_night()
    entry = Entry("action", {"actor": "Com", "targets": ["Maf"]})
    change = game.apply(entry)
    assert (change.entry, change.summary) == (entry, "Com: ?")
    assert change.refused and change.refused == game.phases[-1].requests[-1].refused


def test_a_structured_action_has_no_reading_to_store_a_read_one_has():
    game = _open_night()
    assert game.apply(Entry("action", {"actor": "Com", "action": "check", "targets": ["Maf"]})).understood is None
    game.text_parser = lambda kind, text, who, living: {"action": "check", "targets": ["Boss"]}
    read = game.apply(Entry("action", {"actor": "Com", "text": "проверяю Босса"})).understood
    assert read is not None and read["action"] == "check" and read["targets"] == ["Boss"]


def test_a_setup_that_keeps_its_rules_text_names_their_hash_in_its_summary():
    """The host's log shows which rules a game was played with (the copy kept with the game)."""
    text = (paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    digest = hashlib.sha256(text.encode()).hexdigest()
    setup = {"ruleset": "forum-mafia-classic", "seed": 1, "players": [{"nick": f"P{i}"} for i in range(8)],
             "ruleset_text": text, "ruleset_sha256": digest}
    assert Game().apply(Entry("setup", setup)).summary.endswith(f", rules sha256 {digest[:12]}")
    plain = {k: v for k, v in setup.items() if not k.startswith("ruleset_")}
    assert "sha256" not in Game().apply(Entry("setup", plain)).summary


def test_C_LYNCH_1_a_vote_naming_no_one_is_kept_refused_in_its_arrival_place():
    game = play([DAY1, {"night": {"actions": []}}])
    game.apply(Entry("phase", {"kind": "day"}))
    game.apply(Entry("vote", {"voter": "Cit1", "target": "Maf"}))
    change = game.apply(Entry("vote", {"voter": "Cit2"}))
    game.apply(Entry("vote", {"voter": "Cit3", "target": "Maf"}))
    votes = game.phases[-1].votes
    assert change.summary == "Cit2 → ?" and votes[1].refused == change.refused and change.refused
    assert [v.voter for v in sorted(votes, key=lambda v: v.seq)] == ["Cit1", "Cit2", "Cit3"]
