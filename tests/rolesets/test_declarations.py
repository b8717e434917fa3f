"""Declare once (#11 items 1, 5): every effect is one registered module; every key of every section
and effect has words in the three languages and a row in the generated docs/rolesets.md."""

from __future__ import annotations

import re
from pathlib import Path

from moderator_app.authoring import refdoc_text
from moderator_app.authoring.refdoc_text import effect_text

from moderator_app.engine.effects import EFFECTS, HANDLERS
from moderator_app.engine.rolesets.schema import SECTIONS

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


_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def test_every_effect_describes_itself_in_its_declaration_in_each_language() -> None:
    """#15: what an effect does is worded once, in its module; the reference reads nothing else."""
    for name, decl in EFFECTS.items():
        for lang in ("ru", "pl", "en"):
            text = decl.doc.get(lang, "").strip()
            assert text, (name, lang)
            assert bool(_CYRILLIC.search(text)) == (lang == "ru"), (name, lang, text)  # not another language's words
            assert effect_text(lang, name) == text.rstrip("."), (name, lang)
        assert decl.doc["pl"] != decl.doc["en"], name
    assert not hasattr(refdoc_text, "_EFFECTS")  # the old second list of effect words is gone
