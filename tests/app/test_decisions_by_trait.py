"""#22 item 4: the host's open decisions and the simulator's players read an ability's traits, not
its id: the Baron's question (effect `question`, trait `host_answers`) waits for the host's answer
under any action id; a team that knows each other aims at a teammate only with an ability that
helps (trait `helps`: a heal), never with a kill."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.pending import pending_decisions
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.simulation.simulate import _target_pool
from tests.engine.hypermafia_helpers import TABLE


def hyper_with_question_id(tmp_path: Path, action_id: str) -> Path:
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    assert "\n  question:\n    effect: question\n" in text
    text = text.replace("\n  question:\n    effect: question\n", f"\n  {action_id}:\n    effect: question\n") \
               .replace("kill_intimidate, question]", f"kill_intimidate, {action_id}]")
    path = tmp_path / "hyper.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("action_id", ["question", "ask_the_council"])
def test_an_unanswered_question_waits_for_the_host_under_any_id(tmp_path: Path, action_id: str) -> None:
    doc = {"ruleset": str(hyper_with_question_id(tmp_path, action_id)), "seed": 1,
           "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [{"night": {"actions": [{"actor": "Baron", "action": action_id, "targets": []}]}}]}
    game = Game.replay(script_entries(doc))
    assert [(d.kind, d.player) for d in pending_decisions(game, opening_published=True)] == [("answer", "Baron")]


def test_a_team_that_knows_each_other_aims_at_a_teammate_only_to_help_him() -> None:
    doc = {"ruleset": "forum-mafia-classic", "seed": 1,
           "players": [{"nick": n, "role": r} for n, r in
                       {"Boss": "boss", "Maf": "mafioso", "Doc": "doctor", "Com": "commissar", "Cit": "citizen"}.items()],
           "phases": []}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": game.next_phase_kind()}))
    phase = game.phases[0]
    kill = game.rs.abilities["kill"]
    heal = dataclasses.replace(game.rs.abilities["heal"], id="mafia_medic")  # a helping effect under another id
    assert "Maf" not in _target_pool(game, phase, "Boss", kill)
    assert "Maf" in _target_pool(game, phase, "Boss", heal)
