"""The words of the generated role reference (refdoc.py) in Russian, English and Polish.

Labels, win kinds and tie rules come from the catalogue (`refdoc.` keys of moderator_app/i18n/);
what an effect does comes from its own declaration (`EffectDecl.doc` in engine/effects/<effect>.py),
so a new effect's module brings its words with it; an ability's parameter is named by the
catalogue's short label or else by its declaration, and a value that names a team, a role, an
ability or a declared choice is shown in words, never as its id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..engine.rolesets.decl import word
from ..engine.rolesets.schema_parts import PHASE
from ..engine.wording.words import answer_text, cause_noun
from .rolesets_fields import ability_field
from ..i18n import LANGS, catalogue, chain
from ..engine.effects import EFFECTS

if TYPE_CHECKING:
    from ..engine.rolesets.roles import RoleSet

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


def param_label(lang: str, key: str) -> str:
    """An ability parameter's name: the reference's short label, else the declaration's words."""
    return LABELS[lang].get("param:" + key) or ability_field(key).help_in(lang) or key


def param_value(lang: str, key: str, value: Any, rs: "RoleSet", plain: Callable[[Any, str], str]) -> str:
    """A parameter's value in words: a choice's declared words, a team's, role's or ability's name;
    anything else as `plain` writes it."""
    if key == "cause" and isinstance(value, str):  # the set's `causes:` words, else the catalogue's
        return cause_noun(value, lang, rs)
    if key == "answer" and isinstance(value, dict):  # {is of the checked team: answer}, keys as written in YAML
        return ", ".join(f"{str(k).lower()} → {answer_text(v, lang, rs)}" for k, v in value.items())
    if key == "phase" and all(v in PHASE.words for v in (value if isinstance(value, list) else [value])):
        return ", ".join(word(PHASE.words[v], lang) for v in (value if isinstance(value, list) else [value]))
    field = ability_field(key)
    named: dict[str, dict[str, Any]] = {"team": rs.teams, "teams": rs.teams, "role": rs.roles, "roles": rs.roles}
    names = named.get(field.kind)
    if field.kind == "choice" and field.words.get(value):
        return field.choice_text(value, lang)
    if names is not None:
        items = value if isinstance(value, list) else [value]
        return ", ".join(names[v].name(lang) if v in names else str(v) for v in items)
    if isinstance(value, list) and all(v in rs.abilities for v in value):
        return ", ".join(rs.abilities[v].name(lang) for v in value)
    return plain(value, lang)
