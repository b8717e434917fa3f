"""#11 item 1, proof: an effect is one declaration. Registering one EffectDecl (what a new module in
engine/effects/ does on import) is enough for the loader, the checker (values and hints), the
night's handler table, the generated reference and the parser's request shape to know it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, TypedDict

import pytest

from moderator_app.authoring.refdoc import reference_bbcode, reference_markdown
from moderator_app.authoring.schema_doc import parameters_markdown
from moderator_app.engine import effects
from moderator_app.engine.rolesets.checker import check_text
from dataclasses import replace

from moderator_app.engine.model.events import Nick
from moderator_app.engine.rolesets.decl import EffectDecl, EventDecl, Param
from moderator_app.engine.rolesets.kinds import Choice
from moderator_app.engine.rolesets.roleset import build_roleset
from moderator_app.engine.rolesets.yamlio import load_yaml
from tests.test_checker import SMALL


class GlowEvent(TypedDict):  # an effect's own event kind: its shape (engine/model/events.py holds the shipped ones)
    kind: Literal["glow"]
    actor: Nick
    target: Nick


def _glow(night, action) -> bool:  # noqa: ANN001 - a handler as an effect module writes it
    night.res.event(GlowEvent(kind="glow", actor=action.actor, target=action.targets[0]))
    return True


GLOW = EffectDecl(name="glow", priority=450, stage="info", handler=_glow,
                  doc={"en": "The target glows.", "ru": "Цель светится.", "pl": "Cel świeci."},
                  params=(Param("hue", Choice(("red", "blue")), {"en": "colour", "ru": "цвет", "pl": "kolor"},
                                default="red"),),
                  events=(EventDecl("glow", GlowEvent, {"en": "{actor} makes {target} glow", "ru": "{actor} подсвечивает {target}",
                                                        "pl": "{actor} podświetla {target}"}),))


@pytest.fixture
def glow() -> Iterator[EffectDecl]:
    effects.register(GLOW)
    effects.HANDLERS["glow"] = _glow
    yield GLOW
    del effects.EFFECTS["glow"], effects.HANDLERS["glow"], effects.EVENTS["glow"]


def test_a_registered_effect_is_known_everywhere_without_other_edits(glow: EffectDecl) -> None:
    text = SMALL.replace("    effect: kill\n", "    effect: kill\n  shine:\n    effect: glow\n    hue: blue\n")
    assert [p for p in check_text(text) if p.severity == "error"] == []
    rs = build_roleset(load_yaml(text))
    assert rs.abilities["shine"].priority == 450 and rs.abilities["shine"].get("hue") == "blue"
    wrong = check_text(text.replace("hue: blue", "hue: blu"))
    assert wrong[0].message == "abilities.shine.hue: 'blu' is not one of: red, blue (did you mean 'blue'?)"
    assert "#### effect `glow` (priority 450)" in parameters_markdown()
    assert "| `hue` | `red` / `blue` | `red` |" in parameters_markdown()


def test_a_new_effects_description_arrives_with_its_module(glow: EffectDecl) -> None:
    """#15: the reference of a set using the new effect says what it does in each language, from
    the module's own declaration (no list of effect words elsewhere to extend)."""
    text = SMALL.replace("    effect: kill\n", "    effect: kill\n  shine:\n    effect: glow\n") \
                .replace("abilities: [bite]", "abilities: [bite, shine]")
    rs = build_roleset(load_yaml(text))
    for lang, words in {"ru": "Цель светится", "pl": "Cel świeci", "en": "The target glows"}.items():
        assert words in reference_markdown(rs, lang), lang
        assert words in reference_bbcode(rs, lang), lang


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_an_effect_without_a_description_in_one_language_is_refused(lang: str) -> None:
    mute = replace(GLOW, name="mute", doc={k: v for k, v in GLOW.doc.items() if k != lang})
    with pytest.raises(ValueError, match=f"'mute' has no description in {lang}"):
        effects.register(mute)
    assert "mute" not in effects.EFFECTS
