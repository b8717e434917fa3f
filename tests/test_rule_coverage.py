"""Every rule ID of the checklists in shared/rules has a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
ID = re.compile(r"^- ([CHS]-[A-Z]+(?:-[A-Z0-9]+)?)\b", re.MULTILINE)


def _rule_ids(name: str) -> list[str]:
    return ID.findall((RULES / name).read_text(encoding="utf-8"))


def _test_names() -> str:
    names = []
    for path in (ROOT / "tests").rglob("test_*.py"):
        names += re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8"))
    return "\n".join(names)


@pytest.mark.skipif(not RULES.is_dir(), reason="shared/rules is not beside the checkout")
@pytest.mark.parametrize("rules", ["forum-mafia-classic.md", "hypermafia-peregrine.md", "suspi.md"])
def test_every_rule_id_has_a_test(rules):
    names = _test_names()
    missing = [
        rule for rule in _rule_ids(rules)
        if not re.search(r"^test_(\w+_)?" + rule.replace("-", "_") + r"(_|$)", names, re.MULTILINE)
    ]
    assert _rule_ids(rules), "no rule IDs found"
    assert missing == []
