"""A request's, a vote's and a host decision's data are typed (#24 item 1: engine/model/journal.py
ActionData, VoteData, PhaseData; model/state.py HostEvent): what scripts write and what the PM
parser fills in are keys the TypedDicts declare, so the engine reads each with its type (mypy)."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.engine.model.game import PARSED_KEYS
from moderator_app.engine.model.journal import ActionData, ActionPart, PhaseData, VoteData
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.model.state import HostEvent
from moderator_app.engine.rolesets.yamlio import load_yaml

from tests.engine.test_fates import HOST_MADE

SPEC = Path(__file__).resolve().parents[2].parent / "shared" / "spec" / "game-script.md"
DECLARED = {"action": set(typing.get_type_hints(ActionData)), "vote": set(typing.get_type_hints(VoteData)),
            "phase": set(typing.get_type_hints(PhaseData)), "host": set(typing.get_type_hints(HostEvent))}


def _scripts() -> list[dict]:
    files = sorted([*paths.examples_dir().glob("*.yaml"), *HOST_MADE.glob("*-game.yaml")])
    return [load_yaml(p.read_text(encoding="utf-8")) for p in files]


def test_every_key_the_scripts_write_is_declared() -> None:
    seen: dict[str, set[str]] = {"action": set(), "vote": set(), "phase": set(), "host": set()}
    for doc in _scripts():
        for entry in script_entries(doc):
            if entry.kind in seen:
                seen[entry.kind] |= set(entry.data)
    assert all(seen.values()), seen
    assert {kind: keys - DECLARED[kind] for kind, keys in seen.items() if keys - DECLARED[kind]} == {}


def test_every_key_the_parser_fills_in_is_declared_for_actions_or_votes() -> None:
    assert set(PARSED_KEYS) <= DECLARED["action"] | DECLARED["vote"]
    assert {"action", "targets", "room"} <= set(typing.get_type_hints(ActionPart))



def _spec_host_fields() -> dict[str, list[str]]:
    """The host events and their fields as the contract (../shared/spec/game-script.md) lists them:
    "`modkill` (player, reason), `replace` (player, by — …), `penalty` (kind: double_kill)…"."""
    text = SPEC.read_text(encoding="utf-8")
    start = text.index("- `host` events")
    paragraph = text[start:text.index("\n- ", start + 3)]
    found: dict[str, list[str]] = {}
    for name, inner in re.findall(r"`(\w+)`\s+\(([^)]*)\)", paragraph):
        for part in inner.split(" —")[0].split(","):
            left, _, right = part.partition(":")
            field = left.strip() if re.fullmatch(r"\w+", left.strip()) else right.strip()
            if re.fullmatch(r"\w+", field):
                found.setdefault(name, []).append(field)
    return found


@pytest.mark.skipif(not SPEC.is_file(), reason="the shared spec is not next to this work tree (../shared)")
def test_every_host_event_field_the_contract_names_is_declared() -> None:
    fields = _spec_host_fields()
    assert {"modkill", "replace", "shot", "guess", "note", "answer", "penalty"} <= set(fields), fields
    assert {name: [f for f in got if f not in DECLARED["host"]] for name, got in fields.items()
            if set(got) - DECLARED["host"]} == {}
