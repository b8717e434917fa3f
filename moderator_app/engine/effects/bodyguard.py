"""Effect `bodyguard`: he stands in front of his charge and dies in his place.

An attack on the guarded player that a heal could stop is turned onto the bodyguard (same cause,
same attackers); the charge survives. With `kills_attacker: true` (an elite bodyguard) the
attackers die too (cause `guard`). The attack on the bodyguard is an ordinary one: a doctor who
heals the bodyguard saves him; a doctor who heals the charge saves nobody extra (the guard still
dies, the charge was safe anyway). Unstoppable attacks pass the guard.
"""

from __future__ import annotations

from ..model.context import Action, Attack, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Hooks, Param
from ..rolesets.kinds import BOOL
from ._common import w
from ..model.events import GuardEvent, GuardedEvent


def guard(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.state.setdefault("bodyguards", {}).setdefault(target, []).append((action.actor, action.ability))
        night.res.event(GuardEvent(kind="guard", actor=action.actor, target=target))
    return True


def guarded(night: NightContext, nick: str) -> bool:
    """Is somebody guarding `nick` tonight (pass 1 treats him as alive after a healable attack)?"""
    return bool(night.state.get("bodyguards", {}).get(nick))


def take_attack(night: NightContext, attack: Attack) -> None:
    """At settling, before heals: a healable attack on a guarded player goes to his first bodyguard
    who has not taken it yet — a bodyguard guarded in turn passes it on (a chain of guards), and two
    who guard each other stop after one pass each (the attack on a guard is walked in its turn)."""
    guards = night.state.get("bodyguards", {})
    chain = set(attack.extra.get("guard_chain", ()))
    free = [(g, a) for g, a in guards.get(attack.target, []) if g != attack.target and g not in chain]
    if attack.cancelled_by or not attack.healable or not free:
        return
    guard_nick, ability = free[0]
    attack.cancelled_by = [guard_nick]
    night.res.event(GuardedEvent(kind="guarded", target=attack.target, by=guard_nick, cause=attack.cause))
    night.attack(guard_nick, attack.by, attack.cause, healable=True, order=attack.order, instead_of=attack.target,
                 guard_chain=sorted(chain | {guard_nick, attack.target}))
    if ability.get("kills_attacker"):
        for attacker in attack.by:
            night.attack(attacker, [guard_nick], "guard", healable=True, order=attack.order)


EFFECT = EffectDecl(
    name="bodyguard", priority=430, stage="protect", protects=True, handler=guard,
    hooks=Hooks(covers=guarded, attacked=take_attack),
    doc=w("Guard the target: an attack on him kills the bodyguard instead (an unstoppable one goes through).",
          "Охраняет цель: нападение на неё убивает телохранителя вместо неё (неостановимое проходит мимо).",
          "Ochrania cel: atak na niego zabija ochroniarza zamiast niego (niepowstrzymany przechodzi)."),
    params=(
        Param("kills_attacker", BOOL, w("the attackers die too (an elite bodyguard)", "нападавшие тоже погибают (элитный телохранитель)",
                                        "napastnicy też giną (elitarny ochroniarz)"), default=False),
    ),
    events=(
        EventDecl("guard", GuardEvent, w("{actor} guards {target} with his life",
                                         "{actor} охраняет {target:case:acc} своим телом",
                                         "{actor} osłania {target:case:acc} własnym ciałem")),
        EventDecl("guarded", GuardedEvent, w("{by} takes the attack on {target} ({cause})",
                                             "{by} закрывает собой {target:case:acc} ({cause})",
                                             "{by} przyjmuje atak na {target:case:acc} ({cause})")),
    ),
)
