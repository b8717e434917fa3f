"""The words of the generated role reference (refdoc.py) in Russian, English and Polish.

Labels, win kinds and tie rules come from the catalogue (`refdoc.` keys of moderator_app/i18n/);
what an effect does comes from its own declaration (`EffectDecl.doc` in engine/effects/<effect>.py),
so a new effect's module brings its words with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.decl import word
from ..i18n import LANGS, catalogue, chain
from ..engine.effects import EFFECTS

if TYPE_CHECKING:
    from ..engine.roleset import RoleSet

def _section(prefix: str) -> dict[str, dict[str, str]]:
    """One catalogue section per language, the fallback chain already applied."""
    return {lang: {key[len(prefix):]: str(text) for each in reversed(chain(lang))
                   for key, text in catalogue(each).items() if key.startswith(prefix)} for lang in LANGS}


#: Headings and labels (`refdoc.label.*` in moderator_app/i18n/*.yaml).
LABELS = _section("refdoc.label.")

_WIN = _section("refdoc.win.")  #: win kinds
_TIE = _section("refdoc.tie.")  #: tie rules


def effect_text(lang: str, effect: str) -> str:
    """What an effect does, in `lang`: its declaration's words (engine/effects/<effect>.py), one sentence."""
    return word(EFFECTS[effect].doc, lang).rstrip(".") if effect in EFFECTS else effect


def tie_text(lang: str, rule: Any) -> str:
    return _TIE[lang].get(str(rule), str(rule))


def win_text(lang: str, win: dict[str, Any], rs: "RoleSet", loner: bool) -> str:
    kind = win.get("kind")
    if kind == "eliminate":
        optional = win.get("enemies_optional") or {}
        enemies = [rs.teams[t].name(lang) if t in rs.teams else str(t) for t in win.get("enemies", []) if optional.get(t, True)]
        return _WIN[lang]["eliminate"].format(enemies=", ".join(enemies))
    if kind == "last_alive" and win.get("with_one_more"):
        return _WIN[lang]["last_alive_two"]
    return _WIN[lang].get(str(kind), str(kind))
