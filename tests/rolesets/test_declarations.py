"""Declare once (#11 items 1, 5): every effect is one registered module; every key of every section
and effect has words in the three languages and a row in the generated docs/rolesets.md."""

from __future__ import annotations

from pathlib import Path

from moderator_app.engine.effects import EFFECTS, HANDLERS
from moderator_app.engine.schema import SECTIONS

DOCS = (Path(__file__).resolve().parents[2] / "docs" / "rolesets.md").read_text(encoding="utf-8")
EFFECTS_DIR = Path(__file__).resolve().parents[2] / "moderator_app" / "engine" / "effects"


def test_every_effect_module_registers_itself() -> None:
    modules = {p.stem for p in EFFECTS_DIR.glob("*.py") if not p.stem.startswith("_")}
    assert modules == set(EFFECTS)
    assert set(HANDLERS) <= set(EFFECTS)


def test_every_key_has_words_in_three_languages_and_a_row_in_the_docs() -> None:
    groups = [(s.name or "top level", s.params) for s in SECTIONS] + [(f"effect {n}", d.params) for n, d in EFFECTS.items()]
    for where, params in groups:
        for param in params:
            assert {"ru", "pl", "en"} <= set(param.doc), (where, param.name)
            assert f"| `{param.name}` |" in DOCS, (where, param.name)
    for decl in EFFECTS.values():
        assert {"ru", "pl", "en"} <= set(decl.doc), decl.name
