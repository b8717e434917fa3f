"""#26 item 2: each sentence of the README's durability promise names the test that proves it; every
test it names exists (a renamed or deleted test turns this red, so the promise is never left unproved)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _named() -> list[tuple[str, str | None]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Your games are safe"):]
    section = section[: section.index("\n## ", 1)] if "\n## " in section[1:] else section
    named, last = [], None
    for path, test in re.findall(r"`(tests/[\w/]+\.py|…)(?:::(\w+))?`", section):
        path = last if path == "…" else path
        named.append((path, test or None))
        last = path
    return named


def test_every_test_the_durability_promise_names_exists():
    named = _named()
    assert len(named) >= 8, named
    for path, test in named:
        source = (ROOT / path).read_text(encoding="utf-8")
        assert test is None or re.search(rf"^def {test}\(", source, re.M), f"{path}::{test} is named by the README but missing"
