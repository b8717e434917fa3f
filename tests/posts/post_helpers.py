"""Builders for post tests: example games, random games of any role set, a closed-reveal classic."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from moderator_app import paths
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.rolesets.roleset import load_roleset, shipped_roleset_ids
from moderator_app.app.replay import replay_script

LANGS = ("ru", "pl", "en")


def example_games() -> list[tuple[str, Game]]:
    """Every example game (each must replay: a broken example fails here, loudly)."""
    return [(path.name, replay_script(path)) for path in sorted(paths.examples_dir().glob("*.yaml"))]


def closing_sets() -> list[str]:
    """Shipped role sets whose reveal rules close roles at some number of living players."""
    found = []
    for ref in shipped_roleset_ids():
        try:
            rs = load_roleset(ref)
        except InputError:
            continue
        if rs.reveal.get("closed_at_alive") is not None:
            found.append(ref)
    return found


def closed_classic(folder: Path, closed_at: int = 8) -> str:
    """The classic set with roles closed at `closed_at` living players (a generic reveal rule)."""
    text = (paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    assert "closed_at_alive: null" in text
    text = text.replace("closed_at_alive: null", f"closed_at_alive: {closed_at}")
    path = folder / "classic-closed.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _apply(game: Game, kind: str, data: dict[str, Any]) -> None:
    """Apply one random input; input the engine rejects outright (InputError) is simply not sent."""
    try:
        game.apply(Entry(kind, data))
    except InputError:
        pass


def random_game(ruleset: str, players: int, seed: int, deprive: float = 0.0, max_phases: int = 40) -> Game:
    """A random game of any set's cycle: random requests and votes, host vote deprivations."""
    rnd = random.Random(seed)
    game = Game()
    nicks = [f"P{i:02d}" for i in range(players)]
    game.apply(Entry("setup", {"ruleset": ruleset, "seed": seed, "players": [{"nick": n} for n in nicks]}))
    colors = game.rs.vote.get("colors")
    color_names = sorted(colors) if isinstance(colors, dict) else []
    while game.winner is None and len(game.phases) < max_phases:
        kind = game.next_phase_kind()
        game.apply(Entry("phase", {"kind": kind}))
        living = game.living()
        if deprive and kind in ("day", "council") and rnd.random() < deprive:
            _apply(game, "host", {"event": "deprive_vote", "player": rnd.choice(living)})
        for actor in living:
            role = game.rs.roles[game.players[actor].role]
            own = [game.rs.abilities[a] for a in role.abilities if game.rs.abilities[a].get("phase") == kind]
            if own and rnd.random() < 0.8:
                ability = rnd.choice(own)
                count = max(1, int(ability.get("targets") or 1))
                _apply(game, "action", {"actor": actor, "action": ability.id,
                                        "targets": rnd.sample(living, min(count, len(living)))})
        if kind in ("day", "council"):
            favourite = rnd.choice(living)
            for voter in living:
                target = favourite if rnd.random() < 0.6 else rnd.choice(living)
                if target == voter:
                    target = next(n for n in living if n != voter)
                vote: dict[str, Any] = {"voter": voter, "target": target}
                if color_names:
                    vote["color"] = rnd.choice(color_names)
                _apply(game, "vote", vote)
        game.apply(Entry("resolve", {}))
    return game


def playable_counts(ruleset: str, low: int = 5, high: int = 18) -> list[int]:
    """Table sizes the set can deal on its own (its deal table, padded)."""
    rs = load_roleset(ruleset)
    return [n for n in range(low, high + 1) if sum((rs.suggested_deal(n) or {}).values()) == n]


def play(phases: list[dict[str, Any]], players: dict[str, str], options: dict[str, Any] | None = None,
         seed: int = 1, ruleset: str = "forum-mafia-classic", extra: dict[str, dict[str, Any]] | None = None) -> Game:
    """A game from script-shaped phases: `players` maps nick -> role, `extra` adds player keys."""
    from moderator_app.engine.model.script import script_entries

    doc = {
        "ruleset": ruleset, "seed": seed, "options": options or {},
        "players": [{"nick": n, "role": r, **(extra or {}).get(n, {})} for n, r in players.items()],
        "phases": phases,
    }
    return Game.replay(script_entries(doc))


DAY1 = {"day": {}}
