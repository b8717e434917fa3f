"""Effect `deprive_vote`: the target cannot vote for some days."""

from __future__ import annotations

from ..resolution import exposure
from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl
from ._common import DAYS, SILENT_VOTE_LOSS, w


def deprive_vote(night: NightContext, action: Action) -> bool:
    days = int(action.ability.get("days"))
    for target in action.targets:
        night.res.deprive(target, days, by=action.actor)
    exposure.silent_vote_loss(night, action)
    return True


EFFECT = EffectDecl(
    name="deprive_vote", priority=700, stage="vote", handler=deprive_vote,
    doc=w("The target cannot vote for some days.", "Цель лишается голоса на несколько дней.",
          "Cel traci głos na kilka dni."),
    params=(DAYS, SILENT_VOTE_LOSS),
)
