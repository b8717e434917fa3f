"""The engine is plain Python: no module under moderator_app/engine imports Qt."""

from __future__ import annotations

import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "moderator_app" / "engine"


def test_engine_imports_no_qt():
    offenders = [
        path.name for path in ENGINE.rglob("*.py")
        if re.search(r"^\s*(from|import)\s+(PySide6|PyQt|shiboken)", path.read_text(encoding="utf-8"), re.MULTILINE)
    ]
    assert offenders == []


def test_every_event_kind_is_explained_in_every_language():
    from moderator_app.engine.explain import CATALOGUE

    kinds = set(CATALOGUE["en"])
    for lang, lines in CATALOGUE.items():
        assert set(lines) == kinds, lang
    used = set()
    for path in ENGINE.rglob("*.py"):
        used |= set(re.findall(r"\.event\(\s*\"(\w+)\"", path.read_text(encoding="utf-8")))
    assert used <= kinds, sorted(used - kinds)
