"""A request's and a vote's data are typed (#24 item 1: engine/model/journal.py ActionData, VoteData,
PhaseData): what scripts write, what the PM parser fills in and what the engine reads are keys the
TypedDicts declare, so the engine reads each with its type (tests/test_mypy.py)."""

from __future__ import annotations

import typing

from moderator_app import paths
from moderator_app.engine.model.game import PARSED_KEYS
from moderator_app.engine.model.journal import ActionData, ActionPart, PhaseData, VoteData
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.rolesets.yamlio import load_yaml

from tests.engine.test_fates import HOST_MADE

DECLARED = {"action": set(typing.get_type_hints(ActionData)), "vote": set(typing.get_type_hints(VoteData)),
            "phase": set(typing.get_type_hints(PhaseData))}


def _scripts() -> list[dict]:
    files = sorted([*paths.examples_dir().glob("*.yaml"), *HOST_MADE.glob("*-game.yaml")])
    return [load_yaml(p.read_text(encoding="utf-8")) for p in files]


def test_every_key_the_scripts_write_is_declared() -> None:
    seen: dict[str, set[str]] = {"action": set(), "vote": set(), "phase": set()}
    for doc in _scripts():
        for entry in script_entries(doc):
            if entry.kind in seen:
                seen[entry.kind] |= set(entry.data)
    assert all(seen.values()), seen
    assert {kind: keys - DECLARED[kind] for kind, keys in seen.items() if keys - DECLARED[kind]} == {}


def test_every_key_the_parser_fills_in_is_declared_for_actions_or_votes() -> None:
    assert set(PARSED_KEYS) <= DECLARED["action"] | DECLARED["vote"]
    assert {"action", "targets", "room"} <= set(typing.get_type_hints(ActionPart))

