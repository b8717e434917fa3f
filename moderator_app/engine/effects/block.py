"""Effect `block`: the target's actions this night are void (blocks.py settles who blocks whom)."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Param
from ..rolesets.kinds import BOOL, CHANCE
from ._common import w
from ..resolution.blocks import unblockable
from ..model.events import BlockEvent, ImmuneEvent


def block(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        if unblockable(night.game, target):  # the role trait `unblockable: true`
            night.res.event(ImmuneEvent(kind="immune", actor=action.actor, target=target, action=action.ability.id))
            continue
        night.blocked.setdefault(target, action.actor)
        night.block_ability.setdefault(target, action.ability)
        night.res.event(BlockEvent(kind="block", actor=action.actor, target=target))
        chance = action.ability.get("vote_loss_chance")
        if chance and night.game.rng.chance(f"vote_loss:{night.phase.label}:{target}", float(chance)):
            night.res.deprive(target, 1, by=action.actor)
    return True


EFFECT = EffectDecl(
    name="block", priority=200, stage="block", blocks=True, handler=block,
    doc=w("The target's actions this night are void.", "Действия цели этой ночью не срабатывают.",
          "Akcje celu tej nocy nie działają."),
    params=(
        Param("wins_mutual", BOOL, w("when two blockers block each other, this one stands",
                                     "при взаимной блокировке побеждает этот блок", "przy wzajemnej blokadzie wygrywa ta"),
              default=False),
        Param("stops_team_action_only_on_holder", BOOL, w(
            "a team's action is stopped only when its holder is blocked", "командное действие срывается, только если заблокирован его владелец",
            "akcja drużyny przepada tylko przy blokadzie jej posiadacza"), default=False),
        Param("vote_loss_chance", CHANCE, w("odds the target also loses the next day's vote",
                                            "шанс, что цель ещё и лишится голоса на следующий день",
                                            "szansa, że cel straci też głos następnego dnia"), example=0.5),
    ),
    events=(
        EventDecl("block", BlockEvent, w("{actor} blocks {target}",
                                         "{actor} блокирует {target:case:acc}",
                                         "{actor} blokuje {target:case:acc}")),
    ),
)
