"""Effect `vest` (a one-shot bulletproof vest): a passive item, never sent (`phase: passive`), spent by
the first attack that would kill its wearer.

At settling, an attack on the wearer that nothing else stops — no protection covers it, no bodyguard
took it — spends one of the vest's `charges` (declared default 1) and fails; every other attack on him that
night fails with it. The wearer is told privately (fact `vest`: the charges left); the public post
says nothing (nobody died). An `unstoppable` attack goes through a vest unless the ability says
`stops_unstoppable: true`. While the vest is unspent, the night treats its wearer as alive when his
own turn comes (`covers`).
"""

from __future__ import annotations

from ..model.context import Attack, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl, Hooks, Param
from ..model.facts import VestFact
from ..rolesets.kinds import BOOL
from ..rolesets.roles import Ability
from ._common import w
from ..model.events import VestEvent


def _vest(night: NightContext, nick: str) -> tuple[Ability, int] | None:
    """The wearer's vest with charges left, and how many are left."""
    player = night.game.players[nick]
    for ability in night.game.rs.role_abilities(player.role):
        if ability.effect == EFFECT.name:
            left = player.charges_left(ability)  # never None: the vest's declared default is one charge
            if left is None or left > 0:
                return ability, 1 if left is None else left
    return None


def covers(night: NightContext, nick: str) -> bool:
    return _vest(night, nick) is not None or nick in night.state.get("vests_worn", ())


def attacked(night: NightContext, attack: Attack) -> None:
    if attack.cancelled_by or night.protected(attack.target):
        return  # stopped already, or a protection will stop it: the vest is not spent
    worn = night.state.setdefault("vests_worn", {})
    if attack.target in worn:  # spent tonight: it stops the night's other attacks too
        if attack.healable or worn[attack.target].get("stops_unstoppable"):
            attack.cancelled_by = [attack.target]
        return
    vest = _vest(night, attack.target)
    if vest is None:
        return
    ability, left = vest
    if not attack.healable and not ability.get("stops_unstoppable"):
        return
    player = night.game.players[attack.target]
    player.spend(ability)
    worn[attack.target] = ability
    attack.cancelled_by = [attack.target]
    night.res.event(VestEvent(kind="vest", target=attack.target, cause=attack.cause, left=left - 1))
    night.res.private(attack.target, VestFact(kind="vest", left=left - 1))


EFFECT = EffectDecl(
    name="vest", stage="passive", priority=0, hooks=Hooks(covers=covers, attacked=attacked),
    defaults={"charges": 1},  # one-shot, unless the set says more
    doc=w("A passive vest, never sent: the first attack that would kill the wearer fails and spends it.",
          "Бронежилет, который не нужно отправлять: первое нападение, которое убило бы владельца, не срабатывает и тратит его.",
          "Kamizelka, której się nie wysyła: pierwszy atak, który zabiłby właściciela, nie działa i ją zużywa."),
    params=(
        Param("stops_unstoppable", BOOL, w("it stops an unstoppable attack too", "останавливает и неотвратимое нападение",
                                           "zatrzymuje też nieuchronny atak"), default=False),
    ),
    events=(
        EventDecl("vest", VestEvent, w("{target}'s vest stops the attack ({cause}); charges left: {left}",
                   "бронежилет спасает: {target} ({cause}); зарядов осталось: {left}",
                   "kamizelka ratuje: {target} ({cause}); pozostało ładunków: {left}")),
    ),
    facts=(FactDecl("vest", VestFact, {
        "left": w("Your vest stopped an attack tonight. Charges left: {left}.",
                  "Этой ночью бронежилет спас вас от нападения. Зарядов осталось: {left}.",
                  "Tej nocy kamizelka uratowała cię przed atakiem. Pozostało ładunków: {left}."),
        "spent": w("Your vest stopped an attack tonight. It is spent.",
                   "Этой ночью бронежилет спас вас от нападения. Больше он не защитит.",
                   "Tej nocy kamizelka uratowała cię przed atakiem. Więcej już nie ochroni.")},
        lambda fact: ("left",) if fact.get("left") else ("spent",)),),
)
