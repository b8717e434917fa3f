"""docs/tutorial-roleset.md builds a role set snippet by snippet: every YAML block loads, the set
checks without errors after each step, and the finished set is clean and plays like the example."""

from __future__ import annotations

import re
from typing import Any

import yaml

from moderator_app import paths
from moderator_app.engine.rolesets.checker import check_roleset
from moderator_app.engine.rolesets.roleset import build_roleset, load_roleset

TUTORIAL = paths.examples_dir().parent / "docs" / "tutorial-roleset.md"
EXAMPLE = paths.examples_dir() / "host-made" / "werewolf-village.yaml"


def _snippets() -> list[Any]:
    blocks = re.findall(r"```yaml\n(.*?)```", TUTORIAL.read_text(encoding="utf-8"), re.S)
    return [yaml.safe_load(block) for block in blocks]


def _add(base: dict, part: dict) -> dict:
    """A snippet added to the file: new keys appended, mappings extended, a list or value replaced."""
    for key, value in part.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            _add(base[key], value)
        else:
            base[key] = value
    return base


def test_every_step_of_the_tutorial_checks_without_errors() -> None:
    snippets = _snippets()
    assert len(snippets) == 9
    built: dict = {}
    for step, snippet in enumerate(snippets, 1):
        built = _add(built, snippet)
        errors = [str(p) for p in check_roleset(built, f"step {step}") if p.severity == "error"]
        assert errors == [], step
    assert check_roleset(built, "final") == []  # no warning either: every role is dealt


def test_the_finished_tutorial_set_is_the_example_set() -> None:
    built: dict = {}
    for snippet in _snippets():
        built = _add(built, snippet)
    finished, example = build_roleset(built), load_roleset(str(EXAMPLE))
    assert set(finished.roles) == set(example.roles)
    assert {k: (a.effect, a.priority) for k, a in finished.abilities.items()} == \
        {k: (a.effect, a.priority) for k, a in example.abilities.items()}
    assert finished.win_order == example.win_order
    assert finished.roles["witch"].get("told_victim_of") == ["devour"] and finished.roles["mayor"].get("vote_weight") == 2
