"""The ability library's registry: every effect's declaration by name (`EFFECTS`) and the stages of
a night an effect may declare (`STAGES`, worded in `STAGE_DOC`; what each does: resolution/stages.py).

It sits below the library and the night: `effects/` fills `EFFECTS` as it loads (one `register` per
effect module), and the night's core (resolution/stages.py, resolution/traits.py) reads it without
importing `effects/`, so the library and the core import in one direction. Whoever holds an ability
has loaded the library: a role set is built from it (rolesets/roleset.py imports `effects`).
"""

from __future__ import annotations

from ...i18n import LANGS
from .decl import EffectDecl, Words

#: effect name -> its declaration, in the library's (alphabetical) order; filled by effects/.
EFFECTS: dict[str, EffectDecl] = {}

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


def register(decl: EffectDecl) -> EffectDecl:
    """Add an effect to the library; a second effect of the same name is a programming error."""
    if decl.name in EFFECTS and EFFECTS[decl.name] is not decl:
        raise ValueError(f"effect '{decl.name}' is declared twice")
    missing = [lang for lang in LANGS if not str(decl.doc.get(lang) or "").strip()]
    if missing:
        raise ValueError(f"effect '{decl.name}' has no description in {', '.join(missing)} (EffectDecl.doc)")
    if decl.stage is not None and decl.stage not in STAGES:
        raise ValueError(f"effect '{decl.name}' declares no stage of {', '.join(STAGES)} (EffectDecl.stage)")
    EFFECTS[decl.name] = decl
    return decl
