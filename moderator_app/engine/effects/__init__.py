"""The ability library: one module per effect, each declaring itself (`EFFECT = EffectDecl(...)`).

Importing this package imports every module in it and registers its `EFFECT`: adding an effect
is adding one module here. Modules whose name starts with `_` hold shared helpers and declare
nothing. The loader, the checker, the editor, the reference and the parser read `EFFECTS`; an
effect's description (`doc`) is the one place they read what it does, so an effect without words
in Russian, Polish and English is refused when it registers. `FACTS` holds every private fact kind,
the engine's own (engine/model/facts.py) and those the effects declare (`EffectDecl.facts`); a kind with
no words in a language, or words naming a field it does not have, is refused the same way.
"""

from __future__ import annotations

import importlib
import pkgutil
import string

from ...i18n import LANGS
from ..rolesets.decl import EffectDecl, FactDecl, Handler
from ..model.facts import ENGINE_FACTS

EFFECTS: dict[str, EffectDecl] = {}
#: private fact kind -> its declaration (fields and words)
FACTS: dict[str, FactDecl] = {}


def register_fact(fact: FactDecl) -> FactDecl:
    """Add a private fact kind; the same kind declared twice, a wording missing in a language or a
    placeholder that is not one of the fact's fields is a programming error."""
    if FACTS.get(fact.kind, fact) is not fact:
        raise ValueError(f"private fact '{fact.kind}' is declared twice")
    fields = fact.fields  # every field tagged: a TypeError names the one that is not
    for name, words in fact.words.items():
        missing = [lang for lang in LANGS if not str(words.get(lang) or "").strip()]
        if missing:
            raise ValueError(f"private fact '{fact.kind}' has no words '{name}' in {', '.join(missing)}")
        for lang in LANGS:
            unknown = {f for _, f, _, _ in string.Formatter().parse(words[lang]) if f} - set(fields)
            if unknown:
                raise ValueError(f"private fact '{fact.kind}' words '{name}' ({lang}) name no field: {', '.join(sorted(unknown))}")
    FACTS[fact.kind] = fact
    return fact


def register(decl: EffectDecl) -> EffectDecl:
    """Add an effect to the library; a second effect of the same name is a programming error."""
    if decl.name in EFFECTS and EFFECTS[decl.name] is not decl:
        raise ValueError(f"effect '{decl.name}' is declared twice")
    missing = [lang for lang in LANGS if not str(decl.doc.get(lang) or "").strip()]
    if missing:
        raise ValueError(f"effect '{decl.name}' has no description in {', '.join(missing)} (EffectDecl.doc)")
    from ..resolution.stages import STAGES

    if decl.stage is not None and decl.stage not in STAGES:
        raise ValueError(f"effect '{decl.name}' declares no stage of {', '.join(STAGES)} (EffectDecl.stage)")
    for fact in decl.facts:
        register_fact(fact)
    EFFECTS[decl.name] = decl
    return decl


def _load_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        decl = getattr(module, "EFFECT", None)
        if not isinstance(decl, EffectDecl):
            raise TypeError(f"effects/{info.name}.py declares no EFFECT")
        register(decl)


for _fact in ENGINE_FACTS:
    register_fact(_fact)
_load_all()

#: effect name -> its night handler (effects resolved elsewhere have none).
HANDLERS: dict[str, Handler] = {name: d.handler for name, d in EFFECTS.items() if d.handler is not None}
