"""Effect `sleep` (S-ROLE-KILLER powder): the target is in no room tonight (cannot die there), his
actions are void and he has no vote at the next council.

A sleep stops the target's actions, so it declares the `blocks` trait beside its `block` stage:
blocks.py settles it with the other blocks before the night is walked (a blocker put to sleep does
not block; a redirection by a sleeper is stopped)."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl
from ._common import DAYS, w
from ..model.events import AsleepEvent


def sleep(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.state.setdefault("asleep", {})[target] = action.actor
        night.blocked.setdefault(target, action.actor)
        night.block_ability.setdefault(target, action.ability)
        night.res.event(AsleepEvent(kind="asleep", actor=action.actor, target=target))
        night.res.deprive(target, int(action.ability.get("days")), by=action.actor)
    return True


EFFECT = EffectDecl(
    name="sleep", priority=250, stage="block", blocks=True, handler=sleep,
    doc=w("The target sleeps: in no room, actions void, no vote at the next council.",
          "Цель спит: ни в какой комнате, действия не срабатывают, без голоса на совете.",
          "Cel śpi: w żadnym pokoju, akcje nie działają, bez głosu na radzie."),
    params=(DAYS,),
    events=(
        EventDecl("asleep", AsleepEvent, w("{actor} puts {target} to sleep: in no room, no vote at the council",
                                           "{actor} усыпляет {target:case:acc}: ночь вне комнат, без голоса на совете",
                                           "{actor} usypia {target:case:acc}: noc poza pokojami, bez głosu na radzie")),
    ),
)
