"""Effect `revenge` (H-TOWN-OLIVIA): when any kill attacks the actor this night, the pointed
player dies too — even if a heal saves the actor (the attack still happened)."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl
from ._common import UNSTOPPABLE, w
from ..model.events import PointEvent


def revenge(night: NightContext, action: Action) -> bool:
    attacked = [a for a in night.attacks if a.target == action.actor and a.cause != "revenge"]
    night.res.event(PointEvent(kind="point", actor=action.actor, target=action.targets[0], fired=bool(attacked)))
    if not attacked:
        return True
    for target in action.targets:
        night.attack(target, [action.actor], "revenge", healable=not action.ability.get("unstoppable"), order=action.order)
    return True


EFFECT = EffectDecl(
    name="revenge", priority=500, stage="kill", handler=revenge,
    doc=w("If the actor is attacked this night, the pointed player dies too.",
          "Если на действующего этой ночью нападут, указанный игрок тоже погибает.",
          "Jeśli działający zostanie tej nocy zaatakowany, wskazany gracz też ginie."),
    params=(UNSTOPPABLE,),
    events=(
        EventDecl("point", PointEvent, w("{actor} points at {target} (fired: {fired})",
                                         "{actor} указывает на {target:case:acc} (сработало: {fired})",
                                         "{actor} wskazuje {target:case:acc} (zadziałało: {fired})")),
    ),
)
