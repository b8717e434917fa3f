"""#22 item 6 (copy-by-id): a copy is known by its effect's trait, never by the ability's id. With the
copy ability of the HyperMafia set renamed to `mimic`, a copy request with no role is said to lack
its role (not «no target»), and a full one resolves as the copied action."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from moderator_app import paths
from moderator_app.app.inbox.rows import Row
from moderator_app.app.inbox.verdict import blocker
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.rolesets.yamlio import load_yaml

PLAYERS = {"Франклин": "abraham", "Рики": "baron", "Юна": "jacob", "Энни": "peculiar", "Гораций": "peculiar",
           "Алтея": "emma", "Эсми": "enoch"}


def renamed_set(tmp_path: Path) -> Path:
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    assert "\n  copy:\n    effect: copy\n" in text and "abilities: [copy]" in text
    renamed = text.replace("\n  copy:\n    effect: copy\n", "\n  mimic:\n    effect: copy\n") \
                  .replace("abilities: [copy]", "abilities: [mimic]")
    path = tmp_path / "mimic.yaml"
    path.write_text(renamed, encoding="utf-8")
    assert "mimic" in load_yaml(renamed)["abilities"]
    return path


def game_with(path: Path, *actions: dict[str, Any]) -> Game:
    phases = [{"night": {"actions": list(actions)}}] if actions else []
    doc = {"ruleset": str(path), "seed": 1, "players": [{"nick": n, "role": r} for n, r in PLAYERS.items()],
           "phases": phases}
    return Game.replay(script_entries(doc))


def test_a_renamed_copy_with_no_role_is_said_to_lack_its_role(tmp_path: Path) -> None:
    game = game_with(renamed_set(tmp_path))
    game.apply(Entry("phase", {"kind": "night"}))
    assert game.current is not None
    row = Row("", "", "action", actor="Франклин", action="mimic", targets=["Рики"], phase=game.current.label)
    assert blocker(game, row) == "no_role"
    row.role, row.as_action = "jacob", "check"
    assert blocker(game, row) is None


def test_a_renamed_copy_resolves_as_the_copied_check(tmp_path: Path) -> None:
    game = game_with(renamed_set(tmp_path),
                     {"actor": "Франклин", "action": "mimic", "role": "jacob", "as_action": "check", "target": "Рики"})
    result = game.phases[0].result
    assert result is not None
    facts = [p.fact for p in result.private if p.to == "Франклин"]
    assert [(f["kind"], f["target"]) for f in facts] == [("check", "Рики")]
