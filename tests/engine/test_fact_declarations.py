"""Private facts are declared with their producer (#24 item 2): each kind has a TypedDict whose fields
are tagged (engine/model/facts.py) and words in every language; an effect lists the facts its module
makes (`EffectDecl.facts`), and the resolution refuses a kind nobody declared."""

from __future__ import annotations

import ast
import itertools
import string
from pathlib import Path
from typing import Any

import pytest

from moderator_app.engine.model import facts as engine_facts
from moderator_app.engine.rolesets.decl import FIELD_TAGS, FactDecl, w
from moderator_app.engine.effects import EFFECTS, FACTS, register_fact
from moderator_app.engine.model.facts import TrackFact
from moderator_app.engine.resolution.resolve import Resolution
from moderator_app.engine.model.state import Phase
from moderator_app.i18n import LANGS
from moderator_app.i18n.format import fill

from tests.engine.classic_helpers import TABLE, play

ENGINE = Path(engine_facts.__file__).resolve().parents[1]
EFFECT_DIR = ENGINE / "effects"

#: a value of each field tag, for filling the words without a game
SAMPLE = {"nick": "Маша", "nicks": ["Петя", "Вася"], "role": "Доктор", "room": "Кабинет", "answer": "мафия",
          "causes": "убийство", "goal": "Вор", "action": "Лечение", "text": "Да", "number": 2, "flag": True}


def produced_kinds(path: Path) -> set[str]:
    """The fact kinds a module builds: `SomethingFact(kind="x", …)` or `SomethingFact({"kind": "x", …})`."""
    kinds: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.endswith("Fact")):
            continue
        for kw in node.keywords:
            if kw.arg == "kind" and isinstance(kw.value, ast.Constant):
                kinds.add(str(kw.value.value))
        for arg in node.args:
            if isinstance(arg, ast.Dict):
                kinds |= {str(v.value) for k, v in zip(arg.keys, arg.values)
                          if isinstance(k, ast.Constant) and k.value == "kind" and isinstance(v, ast.Constant)}
    return kinds


def test_every_fact_kind_has_words_in_every_language() -> None:
    assert len(FACTS) >= 18
    for kind, decl in FACTS.items():
        assert decl.kind == kind and decl.words, kind
        for name, words in decl.words.items():
            assert all(str(words.get(lang) or "").strip() for lang in LANGS), (kind, name, words)


def test_a_fact_without_words_in_a_language_is_refused() -> None:
    no_polish = FactDecl("untold", TrackFact, {"text": {"en": "You followed {target}.", "ru": "Вы следили: {target}."}})
    with pytest.raises(ValueError, match="untold.*pl"):
        register_fact(no_polish)
    assert "untold" not in FACTS


def test_words_naming_a_field_the_fact_has_not_are_refused() -> None:
    stray = FactDecl("stray", TrackFact, {"text": w("{target} went to {room}.", "{target} ходил в {room}.", "{target} był w {room}.")})
    with pytest.raises(ValueError, match="stray.*room"):
        register_fact(stray)
    assert "stray" not in FACTS


def test_a_kind_declared_twice_is_refused() -> None:
    twin = FactDecl("track", TrackFact, {"text": w("{target}", "{target}", "{target}")})
    with pytest.raises(ValueError, match="declared twice"):
        register_fact(twin)


def test_every_fact_field_carries_a_tag_the_posts_word() -> None:
    for kind, decl in FACTS.items():
        assert decl.fields and set(decl.fields.values()) <= set(FIELD_TAGS), kind


def test_every_wording_fills_from_the_fields_in_every_language() -> None:
    for kind, decl in FACTS.items():
        values = {name: SAMPLE[tag] for name, tag in decl.fields.items()}
        for name, words in decl.words.items():
            for lang in LANGS:
                placeholders = {f for _, f, _, _ in string.Formatter().parse(words[lang]) if f}
                assert placeholders <= set(decl.fields), (kind, name, lang)
                text = fill(words[lang], lang, values)
                assert "{" not in text and "}" not in text, (kind, name, lang, text)


def _samples(decl: FactDecl) -> list[dict[str, Any]]:
    """The fact with each flag true and false and each list full and empty, optional fields with and without."""
    choices = []
    for name, tag in decl.fields.items():
        options: list[Any] = {"flag": [True, False, None], "nicks": [["Петя"], [], None], "number": [2, 0]}.get(tag, [SAMPLE[tag], None])
        choices.append([(name, v) for v in options])
    return [{"kind": decl.kind, **{k: v for k, v in combo if v is not None}} for combo in itertools.product(*choices)]


def test_every_fact_picks_declared_wordings_and_every_wording_is_picked() -> None:
    for kind, decl in FACTS.items():
        picked = {name for fact in _samples(decl) for name in decl.pick(fact)}
        assert picked == set(decl.words), (kind, picked, set(decl.words))


def test_each_effect_declares_the_facts_its_module_makes() -> None:
    for name, decl in EFFECTS.items():
        made = produced_kinds(EFFECT_DIR / f"{name}.py")
        assert made <= {f.kind for f in decl.facts}, (name, made)
    for path in EFFECT_DIR.glob("_*.py"):  # a shared mechanism (_visits.py) makes no effect's fact: each its own
        assert produced_kinds(path) == set(), (path.name, produced_kinds(path))


def test_every_fact_the_engine_makes_is_declared() -> None:
    made = {kind for path in ENGINE.rglob("*.py") for kind in produced_kinds(path)}
    assert made == set(FACTS), (made ^ set(FACTS))


def test_the_resolution_refuses_a_fact_kind_nobody_declared() -> None:
    game = play([], TABLE)
    res = Resolution(game, Phase("night", 1))
    res.private("Doc", TrackFact(kind="track", target="Com", visited=[]))
    with pytest.raises(ValueError, match="redirected"):
        res.private("Doc", {"kind": "redirected", "target": "Com"})  # type: ignore[typeddict-item]
    assert [p.fact["kind"] for p in res.result.private] == ["track"]
