"""#22 item 6: two blockers blocking each other — which block is void (blocks.py; H-HOL-HOLLOW,
H-ABR-2, H-RULE-1). Blocks settle before the night is walked, whatever their priorities:
- `wins_mutual` stands even when it resolves later;
- a copy (`weaker`) loses even when it resolves earlier;
- otherwise the block that resolves first stands, and the other is void.
Each case is built so that the other rules alone would give the opposite answer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries

SET = """\
id: blockers
teams:
  town:
    win: {kind: eliminate, enemies: [wolves]}
  wolves:
    win: {kind: parity}
  mimic:
    win: {kind: survive}
win_order: [town, wolves, mimic]
abilities:
  bite: {effect: kill}
  hold: {effect: block, priority: 200}
  stop: {effect: block, priority: 300}
  grip: {effect: block, priority: 300, wins_mutual: true}
  mimicry: {effect: copy}
roles:
  villager: {team: town}
  early: {team: town, abilities: [hold]}
  late: {team: town, abilities: [stop]}
  strong: {team: wolves, abilities: [grip]}
  mimic: {team: mimic, abilities: [mimicry]}
  wolf: {team: wolves, abilities: [bite]}
deal:
  7: {villager: 2, early: 1, late: 1, strong: 1, mimic: 1, wolf: 1}
"""
PLAYERS = {"Early": "early", "Late": "late", "Strong": "strong", "Mimic": "mimic", "Wolf": "wolf",
           "Ann": "villager", "Bob": "villager"}


def blocked(tmp_path: Path, *actions: dict[str, Any]) -> list[tuple[str, str]]:
    path = tmp_path / "blockers.yaml"
    path.write_text(SET, encoding="utf-8")
    doc = {"ruleset": str(path), "seed": 1, "players": [{"nick": n, "role": r} for n, r in PLAYERS.items()],
           "phases": [{"night": {"actions": list(actions)}}]}
    result = Game.replay(script_entries(doc)).phases[0].result
    assert result is not None
    return [(e.data["actor"], e.data["by"]) for e in result.events if e.kind == "blocked"]


def act(actor: str, action: str, target: str, **extra: str) -> dict[str, Any]:
    return {"actor": actor, "action": action, "targets": [target], **extra}


@pytest.mark.parametrize("late_sent_first", [True, False])
def test_H_RULE_1_of_two_equal_blocks_on_each_other_the_first_in_order_stands(tmp_path: Path, late_sent_first: bool) -> None:
    """Order is the priority (200 before 300), not the order the requests were sent in."""
    pair = [act("Late", "stop", "Early"), act("Early", "hold", "Late")]
    assert blocked(tmp_path, *(pair if late_sent_first else pair[::-1])) == [("Late", "Early")]


def test_H_HOL_HOLLOW_a_block_that_wins_mutual_stands_though_it_resolves_later(tmp_path: Path) -> None:
    assert blocked(tmp_path, act("Early", "hold", "Strong"), act("Strong", "grip", "Early")) == [("Early", "Strong")]


def test_H_ABR_2_a_copied_block_is_weaker_though_it_resolves_earlier(tmp_path: Path) -> None:
    """The mimic copies the early block (priority 201) on Late; Late (300) blocks the mimic."""
    assert blocked(tmp_path, act("Mimic", "mimicry", "Late", role="early", as_action="hold"),
                   act("Late", "stop", "Mimic")) == [("Mimic", "Late")]
