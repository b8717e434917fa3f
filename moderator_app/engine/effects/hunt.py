"""Effect `hunt` (C-HUNT-3/4/5): prey dies; anyone else kills the hunter. Neither can be healed."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, Param
from ..rolesets.kinds import BOOL, TEAM, ListOf
from ._common import w


def hunt(night: NightContext, action: Action) -> bool:
    target = action.targets[0]
    prey = action.ability.get("prey_teams") or []
    if night.game.players[target].team in prey:
        night.attack(target, action.actors, "hunt", healable=False, order=action.order)
    else:
        night.attack(action.actor, [action.actor], "hunt_failed", healable=False, order=action.order, hunted=target)
    return True


EFFECT = EffectDecl(
    name="hunt", priority=100, stage="kill", handler=hunt,
    doc=w("Kill the target if its team is prey, else the hunter dies.",
          "Цель из команды-добычи погибает, иначе погибает сам охотник.",
          "Cel z drużyny-zdobyczy ginie, inaczej ginie sam myśliwy."),
    params=(
        Param("prey_teams", ListOf(TEAM), w("teams whose members the hunt kills", "команды, на которых охотятся",
                                            "drużyny, na które się poluje"), example=["mafia"]),
        Param("first_only", BOOL, w("only the first hunt sent in a night counts", "засчитывается только первая охота за ночь",
                                    "liczy się tylko pierwsze polowanie w nocy"), default=False),
    ),
)
