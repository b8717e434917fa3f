"""Effect `delayed_kill` (C-ROLE-MAN): the victim dies at a later result unless protected that night."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Param
from ..rolesets.kinds import BOOL, Int
from ._common import void_if_target_dead, w
from ..model.events import DelayedEvent


def delayed_kill(night: NightContext, action: Action) -> bool:
    if void_if_target_dead(night, action):
        return False
    delay = int(action.ability.get("delay"))
    for target in action.targets:
        night.delayed_new.append({
            "target": target, "due": night.phase.number + delay, "cause": action.ability.get("cause", "poison"),
            "by": list(action.actors), "curable": bool(action.ability.get("cures_delayed")),
        })
        night.res.event(DelayedEvent(kind="delayed", actor=action.actor, target=target, due=night.phase.number + delay))
    return True


EFFECT = EffectDecl(
    name="delayed_kill", priority=420, stage="kill", handler=delayed_kill,
    doc=w("The target dies at the next result unless cured that night.",
          "Цель умирает на следующем итоге, если её не вылечили той же ночью.",
          "Cel ginie przy następnym wyniku, jeśli nie został wyleczony tej nocy."),
    params=(
        Param("delay", Int(1), w("after how many nights the victim dies", "через сколько ночей погибает",
                                 "po ilu nocach ginie"), default=1),
        Param("cures_delayed", BOOL, w("a protection that night cures it", "защита этой ночью излечивает",
                                       "ochrona tej nocy leczy"), default=True),
    ),
    events=(
        EventDecl("delayed", DelayedEvent, w("{actor} poisons {target}: dies at the result of night {due}",
                                             "{actor} отравляет {target:case:acc}: смерть в итогах ночи {due}",
                                             "{actor} truje {target:case:acc}: śmierć w wynikach nocy {due}")),
    ),
)
