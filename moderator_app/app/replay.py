"""Replaying a game script headlessly: the same path the GUI uses (journal -> Game)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.model.errors import InputError
from ..engine.model.game import Game
from ..engine.model.journal import Entry
from ..engine.model.script import load_script, script_entries


def text_parser_for(game_ref: list[Game]) -> Any:
    """A free-text reader bound to the game being built (the parser needs its role set)."""

    def parse(kind: str, text: str, actor: str, living: list[str]) -> dict[str, Any]:
        from ..parsing import parse_message  # lazy: parsing costs ~172 ms CPU, not needed to show the last game (bench_startup)

        game = game_ref[0]
        role = game.players[actor].role if actor in game.players else None
        result = parse_message(text, roleset=game.rs.raw, players=living, actor=actor, actor_role=role, expect=kind).to_json()
        if kind == "vote" and result.get("kind") == "vote" and not result.get("targets") and result.get("abstain"):
            result["abstain"] = True
        return result

    return parse


def replay_script(path: Path, seed: int | None = None) -> Game:
    """Load a script and play it; InputError carries the script's file and line."""
    doc = load_script(path)
    return play_entries(script_entries(doc, seed=seed, file=str(path)), path)


def play_entries(entries: list[Entry], path: Path) -> Game:
    """Fold a file's entries into a game; an entry the rules refuse is reported at its line of the file."""
    game = Game()
    game.base_dir = path.parent
    game.text_parser = text_parser_for([game])
    for entry in entries:
        try:
            game.apply(entry)
        except InputError as err:
            err.located(str(path), entry.line)
            raise
    return game
