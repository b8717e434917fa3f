"""Small builders for classic-set tests: a table of twelve and script-shaped phases."""

from __future__ import annotations

from typing import Any

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries

TABLE = {
    "Com": "commissar", "Serg": "sergeant", "Doc": "doctor", "Put": "putana", "Found": "foundling",
    "Boss": "boss", "Maf": "mafioso", "Bal": "balamut", "Man": "maniac",
    "Cit1": "citizen", "Cit2": "citizen", "Cit3": "citizen",
}


def play(phases: list[dict[str, Any]], players: dict[str, str] | None = None, options: dict[str, Any] | None = None,
         seed: int = 1, ruleset: str = "forum-mafia-classic") -> Game:
    doc = {
        "ruleset": ruleset, "seed": seed, "options": options or {},
        "players": [{"nick": n, "role": r} for n, r in (players or TABLE).items()],
        "phases": phases,
    }
    return Game.replay(script_entries(doc))


def act(actor: str, action: str, *targets: str, at: str | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"actor": actor, "action": action, "targets": list(targets)}
    if at:
        item["at"] = at
    return item


def vote(voter: str, target: str, at: str | None = None) -> dict[str, Any]:
    item = {"voter": voter, "target": target}
    if at:
        item["at"] = at
    return item


def night(*actions: dict[str, Any], host: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"actions": list(actions)}
    if host:
        body["host"] = host
    return {"night": body}


def day(*votes: dict[str, Any], host: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"votes": list(votes)}
    if host:
        body["host"] = host
    return {"day": body}


def all_vote(target: str, players: dict[str, str] | None = None, skip: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Everyone (but `skip` and the target himself) votes for `target`; the target votes for someone else."""
    nicks = [n for n in (players or TABLE) if n not in skip]
    other = next(n for n in nicks if n != target)
    return [vote(n, target if n != target else other) for n in nicks]


DAY1 = {"day": {}}


def deaths(game: Game, index: int = -1) -> dict[str, str]:
    result = game.phases[index].result
    assert result is not None
    return {d.nick: d.cause for d in result.deaths + result.executed}


def privates(game: Game, index: int = -1, to: str | None = None) -> list[dict[str, Any]]:
    result = game.phases[index].result
    assert result is not None
    return [p.fact for p in result.private if to is None or p.to == to]


def refused(game: Game, index: int = -1) -> dict[str, str]:
    return {f"{r.actor}:{r.action}": r.refused for r in game.phases[index].requests if r.refused}


def events(game: Game, kind: str, index: int = -1) -> list[dict[str, Any]]:
    result = game.phases[index].result
    assert result is not None
    return [{k: v for k, v in e.data.items() if k != "kind"} for e in result.events if e.kind == kind]  # its fields
