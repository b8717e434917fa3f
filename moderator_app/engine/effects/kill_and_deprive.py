"""Effect `kill_and_deprive` (H-HOL-BARON): kill the first target, take the second one's vote."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl
from ._common import DAYS, EXPOSURE, SILENT_VOTE_LOSS, UNSTOPPABLE, w
from .kill import kill


def kill_and_deprive(night: NightContext, action: Action) -> bool:
    victim, scared = action.targets[0], action.targets[1]
    kill(night, action.single(victim))
    night.res.deprive(scared, int(action.ability.get("days")), by=action.actor)
    return True


EFFECT = EffectDecl(
    name="kill_and_deprive", priority=400, stage="kill", handler=kill_and_deprive,
    doc=w("Kill the first target, take the second one's vote.", "Убить первую цель, лишить голоса вторую.",
          "Zabić pierwszy cel, odebrać głos drugiemu."),
    params=(DAYS, SILENT_VOTE_LOSS, UNSTOPPABLE, EXPOSURE),
)
