"""One night of a small role set written in the test: the town against the wolves, the set's own
abilities and roles, the night's actions; its result as the engine gives it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.model.state import PhaseResult

#: the teams of a small test set: the town wins when the wolves are gone, the wolves at parity
TOWN_AND_WOLVES = """\
teams:
  town:
    win: {kind: eliminate, enemies: [wolves]}
  wolves:
    win: {kind: parity}
"""


def night_result(tmp_path: Path, rest: str, players: dict[str, str], actions: list[dict[str, Any]],
                 teams: str = TOWN_AND_WOLVES) -> PhaseResult:
    """The result of night 1 of the set `teams` (by default `TOWN_AND_WOLVES`) + `rest` (abilities, roles, deal)."""
    path = tmp_path / "one-night.yaml"
    path.write_text("id: one-night\n" + teams + rest, encoding="utf-8")
    doc = {"ruleset": str(path), "seed": 1, "players": [{"nick": n, "role": r} for n, r in players.items()],
           "phases": [{"night": {"actions": actions}}]}
    result = Game.replay(script_entries(doc)).phases[0].result
    assert result is not None
    return result
