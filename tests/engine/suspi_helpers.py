"""Building SUSPI games from small inline scripts for the S-* tests."""

from __future__ import annotations

from typing import Any

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries

NICKS = ["Kasia", "Tomek", "Celina", "Jacek", "Zosia", "Bartek", "Ewa", "Marek", "Ola", "Piotr", "Hania", "Staś"]


def play(roles: list[str], phases: list[dict[str, Any]], seed: int = 5, options: dict[str, Any] | None = None,
         goals: dict[str, dict[str, Any]] | None = None) -> Game:
    players = [{"nick": NICKS[i], "role": r, **(goals or {}).get(NICKS[i], {})} for i, r in enumerate(roles)]
    doc = {"ruleset": "suspi", "seed": seed, "players": players, "phases": phases, "options": options or {}}
    return Game.replay(script_entries(doc))


def rooms(**where: str) -> dict[str, Any]:
    """A night where each named player picks a room."""
    return {"night": {"actions": [{"actor": n, "action": "room", "room": r} for n, r in where.items()]}}


def facts(game: Game, index: int, kind: str) -> dict[str, dict[str, Any]]:
    result = game.phases[index].result
    assert result is not None
    return {p.to: p.fact for p in result.private if p.fact["kind"] == kind}
