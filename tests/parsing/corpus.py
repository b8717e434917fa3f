"""Loading the labelled corpora and checking one parsed item against its labels.

Shared by `test_corpus.py` and `tests/bench/bench_parser.py`. A role set comes from
`rolesets/<id>.yaml` when that file exists, else from the stand-in in `fixtures/`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from moderator_app.parsing import ParseResult, parse_message

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CORPORA = sorted(HERE.glob("corpus_*.yaml"))
CHECKED = ("kind", "action", "targets", "room", "color", "role", "as_action")
FLAGS = ("abstain", "early", "cancel")


def load_roleset(roleset_id: str) -> dict[str, Any]:
    """The shipped role set if present, else the test stand-in with the same shape."""
    shipped = ROOT / "rolesets" / f"{roleset_id}.yaml"
    path = shipped if shipped.exists() else HERE / "fixtures" / f"{roleset_id}.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def load_items() -> list[dict[str, Any]]:
    """Every corpus item with its role set id, players and actor filled in."""
    items = []
    for path in CORPORA:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for n, item in enumerate(data["items"]):
            full = {"roleset": data["roleset"], "players": data["players"], "actor": data.get("actor"),
                    "where": f"{path.name}#{n + 1}", **item}
            full.setdefault("kind", "action" if "action" in item else "vote")
            items.append(full)
    return items


def run_item(item: dict[str, Any], rolesets: dict[str, dict[str, Any]]) -> ParseResult:
    """Parse one corpus item."""
    if item["roleset"] not in rolesets:
        rolesets[item["roleset"]] = load_roleset(item["roleset"])
    return parse_message(item["text"], roleset=rolesets[item["roleset"]], players=item["players"],
                         actor=item.get("actor"), actor_role=item.get("actor_role"))


def mismatches(item: dict[str, Any], result: ParseResult) -> list[str]:
    """What differs between the labels and the result (empty when the item passes)."""
    wrong = []
    for key in CHECKED:
        if key in item or key in ("kind", "targets"):
            expected = item.get(key, [] if key == "targets" else None)
            if getattr(result, key) != expected:
                wrong.append(f"{key}: expected {expected!r}, got {getattr(result, key)!r}")
    for key in FLAGS:
        if bool(item.get(key, False)) != getattr(result, key):
            wrong.append(f"{key}: expected {bool(item.get(key))}, got {getattr(result, key)}")
    if "problem" in item and bool(item["problem"]) != bool(result.problem):
        wrong.append(f"problem: expected {'one' if item['problem'] else 'none'}, got {result.problem!r}")
    return wrong
