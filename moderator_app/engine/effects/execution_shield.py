"""Effect `execution_shield` (H-HOL-ARCHER): the target cannot be executed on the next day (shields.py)."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl
from ..resolution.shields import SHIELD, next_day
from ._common import w
from ..model.events import ShieldEvent


def execution_shield(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.game.players[target].flags.setdefault(SHIELD, []).append(next_day(night))
        night.res.event(ShieldEvent(kind="shield", actor=action.actor, target=target, day=next_day(night)))
    return True


EFFECT = EffectDecl(
    name="execution_shield", priority=300, stage="protect", helps=True, handler=execution_shield,
    doc=w("The target cannot be executed on the next day.", "Цель нельзя казнить на следующий день.",
          "Celu nie można stracić następnego dnia."),
    events=(
        EventDecl("shield", ShieldEvent, w("{actor} shields {target} for day {day}",
                                           "{actor} отмазывает {target:case:acc} на день {day}",
                                           "{actor} osłania {target:case:acc} na dzień {day}")),
    ),
)
