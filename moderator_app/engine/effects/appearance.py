"""Effect `appearance` (C-ROLE-BAL): the target is seen as another team by checks."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Param
from ..rolesets.kinds import TEAM, Int
from ._common import w
from ..model.events import AppearanceEvent


def appearance(night: NightContext, action: Action) -> bool:
    nights = int(action.ability.get("nights"))
    appear_as = action.ability.get("appear_as")
    for target in action.targets:
        night.appearance[target] = appear_as
        if nights > 1:  # lasts into the following nights: kept on the player until the last one
            until = night.phase.number + nights - 1
            night.game.players[target].flags["appears_as_until"] = [appear_as, until]
        night.res.event(AppearanceEvent(kind="appearance", actor=action.actor, target=target, appear_as=appear_as))
    return True


EFFECT = EffectDecl(
    name="appearance", priority=300, stage="protect", handler=appearance,
    doc=w("The target appears as another team to checks.", "Цель при проверках выглядит другой командой.",
          "Cel przy sprawdzeniach wygląda jak inna drużyna."),
    params=(
        Param("appear_as", TEAM, w("the team checks see", "какую команду видят проверки", "jaką drużynę widzą sprawdzenia"),
              required=True, example="mafia"),
        Param("nights", Int(1), w("for how many nights", "на сколько ночей", "na ile nocy"), default=1),
    ),
    events=(
        EventDecl("appearance", AppearanceEvent, w("{actor}: {target} appears as '{appear_as}' tonight",
                                                   "{actor}: {target} этой ночью выглядит как «{appear_as}»",
                                                   "{actor}: {target} wygląda dziś jak „{appear_as}”")),
    ),
)
