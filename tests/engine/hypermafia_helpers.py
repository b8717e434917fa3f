"""Small builders for HyperMafia "Peregrine" tests: a table of fifteen and script-shaped phases."""

from __future__ import annotations

from typing import Any

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.model.state import Phase

from .classic_helpers import day, night  # noqa: F401 - the same phase builders for every set

RULESET = "hypermafia-peregrine"

TABLE = {
    "Baron": "baron", "Golan": "golan", "Archer": "archer", "Hollow": "hollow", "Abe": "abraham",
    "Jacob": "jacob", "Enoch": "enoch", "Emma": "emma", "Olivia": "olivia", "Twins": "twins",
    "Millard": "millard", "Kid1": "peculiar", "Kid2": "peculiar", "Kid3": "peculiar", "Kid4": "peculiar",
}


def play(phases: list[dict[str, Any]], players: dict[str, str] | None = None, options: dict[str, Any] | None = None,
         seed: int = 1) -> Game:
    doc = {
        "ruleset": RULESET, "seed": seed, "options": options or {},
        "players": [{"nick": n, "role": r} for n, r in (players or TABLE).items()],
        "phases": phases,
    }
    return Game.replay(script_entries(doc))


def small(*extra: str, kids: int = 0) -> dict[str, str]:
    """A table with only the named players of TABLE, plus `kids` peculiar children."""
    table = {n: TABLE[n] for n in extra}
    table.update({f"Kid{i}": "peculiar" for i in range(1, kids + 1)})
    return table


def act(actor: str, action: str, *targets: str, **extra: Any) -> dict[str, Any]:
    return {"actor": actor, "action": action, "targets": list(targets), **extra}


def copy(actor: str, role: str, as_action: str, *targets: str) -> dict[str, Any]:
    return act(actor, "copy", *targets, role=role, as_action=as_action)


def red(voter: str, target: str, **extra: Any) -> dict[str, Any]:
    return {"voter": voter, "target": target, "color": "red", **extra}


def blue(voter: str, target: str, **extra: Any) -> dict[str, Any]:
    return {"voter": voter, "target": target, "color": "blue", **extra}


def draw(name: str, value: Any) -> dict[str, Any]:
    return {"event": "draw", "name": name, "value": value}


def everyone_red(target: str, players: dict[str, str] | None = None, skip: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Every listed player (but `skip`) votes red for `target`; the target votes red for someone else."""
    nicks = [n for n in (players or TABLE) if n not in skip]
    other = next(n for n in nicks if n != target)
    return [red(n, target if n != target else other) for n in nicks]


def phase(game: Game, label: str) -> Phase:
    return next(p for p in game.phases if p.label == label)


def events(game: Game, label: str, kind: str) -> list[dict[str, Any]]:
    result = phase(game, label).result
    assert result is not None
    return [{k: v for k, v in e.data.items() if k != "kind"} for e in result.events if e.kind == kind]  # its fields


def dead(game: Game) -> set[str]:
    return {p.nick for p in game.players.values() if not p.alive}


def refusal(game: Game, label: str, actor: str) -> str | None:
    reqs = [r for r in phase(game, label).requests if r.actor == actor]
    return reqs[-1].refused if reqs else None
