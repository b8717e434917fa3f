"""Effect `protect`: attacks it covers are cancelled at settling (two passes, C-ORDER-5)."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, Param
from ..rolesets.kinds import BOOL, COUNT, Choice
from ._common import w


def protect(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.protections.setdefault(target, []).append((action.actor, action.ability))
        if target == action.actor and action.ability.get("self_limit") is not None:
            used = night.game.players[action.actor].charges_used  # S-ROLE-DOC: herself at most N times
            used[f"{action.ability.id}:self"] = used.get(f"{action.ability.id}:self", 0) + 1
        night.res.event("protect", actor=action.actor, target=target)
    return True


EFFECT = EffectDecl(
    name="protect", priority=430, stage="protect", protects=True, helps=True, handler=protect,
    doc=w("Cancel attacks on the target that it covers.", "Отменяет нападения на цель, от которых защищает.",
          "Anuluje ataki na cel, przed którymi chroni."),
    params=(
        Param("against", Choice(("healable",), {"healable": w("attacks that can be healed", "излечимые нападения",
                                                               "ataki, które da się uleczyć")}),
              w("which attacks it cancels", "какие нападения отменяет", "jakie ataki anuluje"), default="healable"),
        Param("cures_delayed", BOOL, w("also cures a poisoning due that night", "также лечит отравление",
                                       "leczy też otrucie"), default=True),
        Param("self_limit", COUNT, w("how many times per game the actor may protect himself",
                                     "сколько раз за игру можно защитить себя", "ile razy na grę może chronić siebie"),
              example=1),
    ),
)
