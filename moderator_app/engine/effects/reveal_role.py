"""Effect `reveal_role` (H-TOWN-ENOCH serum): the target's role is made public in the night's result,
unless his role is immune to it (`immune: [{effect: reveal_role}]`, with `from_team`: only to that team's); the actor may be exposed."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl
from ..resolution.exposure import draw_exposure
from ._common import EXPOSURE, immunities, w
from ..model.events import ImmuneEvent, RoleRevealedEvent, TargetDeadEvent


def reveal_role(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        if night.dead_now(target):
            night.res.event(TargetDeadEvent(kind="target_dead", actor=action.actor, action=action.ability.id, target=target))
            continue
        role = night.game.rs.roles[night.game.players[target].role]
        if immunities(role, EFFECT.name, night.game.players[action.actor].team):
            night.res.event(ImmuneEvent(kind="immune", actor=action.actor, target=target, action=action.ability.id))
            continue
        night.res.result.exposed.append({"nick": target, "role": role.id, "kind": "serum"})
        night.res.event(RoleRevealedEvent(kind="role_revealed", actor=action.actor, target=target, role=role.id))
    draw_exposure(night, action, count=1)
    return True


EFFECT = EffectDecl(
    name="reveal_role", priority=450, stage="info", handler=reveal_role,
    doc=w("The target's role is made public in the night's result.", "Роль цели объявляется в итогах ночи.",
          "Rola celu zostaje ogłoszona w wynikach nocy."),
    params=(EXPOSURE,),
    events=(
        EventDecl("role_revealed", RoleRevealedEvent, w("{actor}: the role of {target} is revealed ({role})",
                                                        "{actor}: роль {target:case:gen} раскрыта ({role})",
                                                        "{actor}: rola {target:case:gen} ujawniona ({role})")),
    ),
)
