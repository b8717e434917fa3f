"""Effect `protect`: attacks it covers are cancelled at settling (two passes, C-ORDER-5).

A recruitment is no attack: a protection stops it only where the ability says so
(`stops_conversion: true`, a jail that keeps the prisoner out of everyone's reach; the `keeps_side`
hook the `recruit` effect asks). Host findings #4.
"""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl, Hooks, Param
from ..model.facts import ProtectFact
from ..rolesets.kinds import BOOL, COUNT, Choice
from ._common import w
from ..model.events import ProtectEvent


def protect(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.protections.setdefault(target, []).append((action.actor, action.ability))
        if target == action.actor and action.ability.get("self_limit") is not None:
            used = night.game.players[action.actor].charges_used  # S-ROLE-DOC: herself at most N times
            used[f"{action.ability.id}:self"] = used.get(f"{action.ability.id}:self", 0) + 1
        night.res.event(ProtectEvent(kind="protect", actor=action.actor, target=target))
    return True


def keeps_side(night: NightContext, nick: str) -> bool:
    """A protection of tonight on `nick` that also stops a conversion (its actor was free to act)."""
    return any(ability.get("stops_conversion") for _who, ability in night.protections.get(nick, []))


EFFECT = EffectDecl(
    name="protect", priority=430, stage="protect", protects=True, helps=True, handler=protect,
    hooks=Hooks(keeps_side=keeps_side),
    #: in a room game the protector learns at dawn whether it saved someone (engine/tables/presence.py)
    facts=(FactDecl("protect", ProtectFact, {
        "worked": w("Your protection of [b]{target}[/b] worked — someone would have died.",
                    "Защита игрока [b]{target}[/b] сработала — кто-то погиб бы.",
                    "Twoja ochrona ([b]{target}[/b]) zadziałała — ktoś by zginął."),
        "not_needed": w("Your protection of [b]{target}[/b] was not needed.", "Защита игрока [b]{target}[/b] не понадобилась.",
                        "Twoja ochrona ([b]{target}[/b]) nie była potrzebna.")},
        lambda fact: ("worked",) if fact.get("worked") else ("not_needed",)),),
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
        Param("stops_conversion", BOOL, w("also stops a recruitment of the target that night (a jail: out of everyone's reach)",
                                          "также срывает вербовку цели этой ночью (тюрьма: никто не доберётся)",
                                          "udaremnia też werbunek celu tej nocy (areszt: nikt go nie dosięgnie)"),
              default=False),
    ),
    events=(
        EventDecl("protect", ProtectEvent, w("{actor} protects {target}",
                                             "{actor} защищает {target:case:acc}",
                                             "{actor} chroni {target:case:acc}")),
    ),
)
