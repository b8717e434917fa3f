"""The ability library: one module per effect, each declaring itself (`EFFECT = EffectDecl(...)`).

Importing this package imports every module in it and registers its `EFFECT`: adding an effect
is adding one module here. Modules whose name starts with `_` hold shared helpers and declare
nothing. The loader, the checker, the editor, the reference and the parser read `EFFECTS`; an
effect's description (`doc`) is the one place they read what it does, so an effect without words
in Russian, Polish and English is refused when it registers. `FACTS` holds every private fact kind,
the engine's own (engine/model/facts.py) and those the effects declare (`EffectDecl.facts`); a kind
with no words in a language, or words naming a field it does not have, is refused the same way, and
so is a resolution event kind (`EVENTS`: the engine's own, engine/model/events.py, and `EffectDecl.events`).
`EFFECTS`, `FACTS`, `EVENTS` and their `register` live below the library and the night (rolesets/registry.py),
so the night's core reads the library without importing this package.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..model.events import ENGINE_EVENTS
from ..model.facts import ENGINE_FACTS
from ..rolesets.decl import EffectDecl, Handler
from ..rolesets.registry import EFFECTS, EVENTS, FACTS, register, register_event, register_fact

__all__ = ["EFFECTS", "EVENTS", "FACTS", "HANDLERS", "register", "register_event", "register_fact"]


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
for _event in ENGINE_EVENTS:
    register_event(_event)
_load_all()

#: effect name -> its night handler (effects resolved elsewhere have none).
HANDLERS: dict[str, Handler] = {name: d.handler for name, d in EFFECTS.items() if d.handler is not None}
