"""The ability library's registry: every effect's declaration by name (`EFFECTS`), every private
fact kind (`FACTS`), every resolution event kind (`EVENTS`), and the stages of a night an effect may
declare (`STAGES`, worded in `STAGE_DOC`; what each stage does: resolution/stages.py).

It sits below the library and the night: `effects/` fills `EFFECTS`, `FACTS` and `EVENTS` as it loads (one
`register` per effect module), and the night's core (resolution/stages.py, resolution/traits.py) reads it without
importing `effects/`, so the library and the core import in one direction. Whoever holds an ability
has loaded the library: a role set is built from it (rolesets/roleset.py imports `effects`).
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from typing import Literal, get_type_hints

from ...i18n import LANGS

from .decl import LOG_TAGS, EffectDecl, EventDecl, FactDecl, Words

#: effect name -> its declaration, in the library's (alphabetical) order; filled by effects/.
EFFECTS: dict[str, EffectDecl] = {}
#: private fact kind -> its declaration (fields and words): the engine's own and the effects'
FACTS: dict[str, FactDecl] = {}
#: resolution event kind -> its declaration (fields and log words): the engine's own and the effects'
EVENTS: dict[str, EventDecl] = {}

STAGES: tuple[str, ...] = ("passive", "redirect", "block", "protect", "kill", "info", "vote", "after_death")

STAGE_DOC: dict[str, Words] = {
    "passive": {"ru": "пассивное: где игрок, что при нём", "pl": "bierne: gdzie gracz jest, co ma przy sobie",
                "en": "passive: where a player is, what he carries"},
    "redirect": {"ru": "перенаправление: меняет, куда попадают другие действия",
                 "pl": "przekierowanie: zmienia, gdzie trafiają inne akcje",
                 "en": "redirection: changes where other actions land"},
    "block": {"ru": "блок: срывает действия цели", "pl": "blokada: unieważnia akcje celu",
              "en": "block: stops the target's actions"},
    "protect": {"ru": "защита, щиты и маскировка", "pl": "ochrona, tarcze i przebranie",
                "en": "protection, shields and disguises"},
    "kill": {"ru": "нападения и смерти", "pl": "ataki i śmierci", "en": "attacks and deaths"},
    "info": {"ru": "сведения об итогах ночи", "pl": "informacje o wyniku nocy", "en": "information read from the night"},
    "vote": {"ru": "влияние на голосование следующего дня", "pl": "wpływ na głosowanie następnego dnia",
             "en": "effects on the coming day's vote"},
    "after_death": {"ru": "срабатывает при смерти или казни", "pl": "wyzwalane śmiercią lub egzekucją",
                    "en": "triggered by a death or an execution"},
}


def index(stage: str) -> int:
    return STAGES.index(stage)


def register_fact(fact: FactDecl) -> FactDecl:
    """Add a private fact kind; the same kind declared twice, a wording missing in a language or a
    placeholder that is not one of the fact's fields is a programming error."""
    if FACTS.get(fact.kind, fact) is not fact:
        raise ValueError(f"private fact '{fact.kind}' is declared twice")
    fields = fact.fields  # every field tagged: a TypeError names the one that is not
    _check_words(f"private fact '{fact.kind}'", fact.words, fields)
    FACTS[fact.kind] = fact
    return fact


def _check_words(what: str, wordings: Mapping[str, Words], fields: Iterable[str]) -> None:
    """Each wording of a fact or an event has a line in every language, and its placeholders are its fields."""
    for name, words in wordings.items():
        missing = [lang for lang in LANGS if not str(words.get(lang) or "").strip()]
        if missing:
            raise ValueError(f"{what} has no words '{name}' in {', '.join(missing)}")
        for lang in LANGS:
            unknown = {f for _, f, _, _ in string.Formatter().parse(words[lang]) if f} - set(fields)
            if unknown:
                raise ValueError(f"{what} words '{name}' ({lang}) name no field: {', '.join(sorted(unknown))}")


def register_event(event: EventDecl) -> EventDecl:
    """Add a resolution event kind; the same kind declared twice, a shape whose `kind` is not that kind,
    a field without a tag, a line missing in a language or a placeholder that is not one of the
    event's fields is a programming error."""
    if EVENTS.get(event.kind, event) is not event:
        raise ValueError(f"event '{event.kind}' is declared twice")
    fields = event.fields  # every field tagged: a TypeError names the one that is not
    if get_type_hints(event.shape).get("kind") != Literal[event.kind]:
        raise ValueError(f"event '{event.kind}': its shape {event.shape.__name__} is not of kind '{event.kind}'")
    _check_words(f"event '{event.kind}'", {"line": event.words, **event.variants}, fields)
    for name, tags in event.variant_tags.items():
        if name not in event.variants or set(tags) - set(fields) or set(tags.values()) - set(LOG_TAGS):
            raise ValueError(f"event '{event.kind}': variant_tags '{name}' retag no field of a variant, or by no tag of LOG_TAGS")
    EVENTS[event.kind] = event
    return event


def register(decl: EffectDecl) -> EffectDecl:
    """Add an effect to the library; a second effect of the same name is a programming error."""
    if decl.name in EFFECTS and EFFECTS[decl.name] is not decl:
        raise ValueError(f"effect '{decl.name}' is declared twice")
    missing = [lang for lang in LANGS if not str(decl.doc.get(lang) or "").strip()]
    if missing:
        raise ValueError(f"effect '{decl.name}' has no description in {', '.join(missing)} (EffectDecl.doc)")
    if decl.stage is not None and decl.stage not in STAGES:
        raise ValueError(f"effect '{decl.name}' declares no stage of {', '.join(STAGES)} (EffectDecl.stage)")
    for fact in decl.facts:
        register_fact(fact)
    for event in decl.events:
        register_event(event)
    EFFECTS[decl.name] = decl
    return decl
