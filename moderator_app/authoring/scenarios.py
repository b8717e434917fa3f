"""A host's own test scenarios, stored in the role set (`scenarios:`) and run on every save.

A scenario is a short game in the game-script form (players with their roles, phases with their
actions and votes) and the outcome the host expects (`expect: {dead: […], alive: […], winner: team}`).
It is played against the set being saved, through the same journal the app uses, so a change that
breaks what the host meant shows at once, named and with the difference.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..engine.wording.check_words import Message
from ..engine.model.errors import InputError
from ..engine.model.game import Game
from ..engine.model.script import script_entries
from ..engine.rolesets.yamlio import plain_data


@dataclass(frozen=True)
class ScenarioResult:
    name: str
    ok: bool
    parts: tuple[Message, ...]  #: what differs from the expectation, or why the scenario could not be played

    @property
    def message(self) -> str:
        """In English (logs, tests); `text(lang)` is what the host reads."""
        return self.text("en")

    def text(self, lang: str | None) -> str:
        return "; ".join(part.render(lang) for part in self.parts)


def _names(nicks: Any) -> str:
    return ", ".join(str(n) for n in nicks) or "—"


def run_scenarios(raw: dict[str, Any]) -> list[ScenarioResult]:
    """Play every scenario of the set (its text as it would be saved) and compare with the expectation."""
    scenarios = raw.get("scenarios") or []
    if not scenarios:
        return []
    with tempfile.TemporaryDirectory(prefix="scenarios-") as folder:
        set_path = Path(folder) / "set-under-test.yaml"
        body = plain_data({k: v for k, v in raw.items() if k != "scenarios"})
        set_path.write_text(yaml.safe_dump(body, allow_unicode=True, sort_keys=False), encoding="utf-8")
        return [_run(dict(s) if isinstance(s, dict) else {}, index, set_path) for index, s in enumerate(scenarios)]


def _run(scenario: dict[str, Any], index: int, set_path: Path) -> ScenarioResult:
    name = str(scenario.get("name") or f"#{index + 1}")
    doc = {"ruleset": set_path.name, "seed": scenario.get("seed", 1), "players": scenario.get("players") or [],
           "phases": scenario.get("phases") or []}
    try:
        game = Game.replay(script_entries(doc, file=name), base_dir=set_path.parent)
    except InputError as err:
        return ScenarioResult(name, False, (Message("scenario.unplayable", why=err.message),))
    expect = scenario.get("expect") or {}
    differences: list[Message] = []
    dead = sorted(n for n, p in game.players.items() if not p.alive)
    if "dead" in expect and sorted(expect["dead"] or []) != dead:
        differences.append(Message("scenario.dead", expected=_names(sorted(expect["dead"] or [])), got=_names(dead)))
    alive = sorted(n for n, p in game.players.items() if p.alive)
    if "alive" in expect and sorted(expect["alive"] or []) != alive:
        differences.append(Message("scenario.alive", expected=_names(sorted(expect["alive"] or [])), got=_names(alive)))
    if "winner" in expect and expect["winner"] != game.winner:
        differences.append(Message("scenario.winner", expected=str(expect["winner"] or "—"), got=str(game.winner or "—")))
    return ScenarioResult(name, not differences, tuple(differences) or (Message("scenario.as_expected"),))
