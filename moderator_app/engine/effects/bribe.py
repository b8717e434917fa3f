"""Effect `bribe` (S-ROLE-KILLER): the target must abstain at the coming council (this one, if
bribed during a council) and gets an extra goal for doing so."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl, Param
from ..model.facts import BribedFact
from ..rolesets.kinds import Ref
from ._common import w
from ..model.events import BribeEvent


def bribe(night: NightContext, action: Action) -> bool:
    game, phase = night.game, night.phase
    vote_kind = game.rs.cycle.get("vote_phase", "day")
    council = phase.number if phase.kind == vote_kind else 1 + sum(1 for p in game.phases if p.kind == vote_kind)
    goal = str(action.ability.get("goal"))
    for target in action.targets:
        game.players[target].extra.setdefault("extra_goals", []).append({"goal": goal, "council": council, "by": action.actor})
        night.res.event(BribeEvent(kind="bribe", actor=action.actor, target=target, council=council))
        night.res.private(target, BribedFact(kind="bribed", council=council, goal=goal))
    return True


EFFECT = EffectDecl(
    name="bribe", priority=700, stage="vote", handler=bribe,
    doc=w("The target must abstain at the next council; an extra goal for doing so.",
          "Цель должна воздержаться на следующем совете; за это — дополнительная цель.",
          "Cel musi wstrzymać się na następnej radzie; za to dodatkowy cel."),
    params=(Param("goal", Ref("goal"), w("the extra goal the target gets", "дополнительная цель игрока",
                                         "dodatkowy cel gracza"), default="bribed"),),
    facts=(FactDecl("bribed", BribedFact, {"text": w(
        "You are bribed: abstain at council {council} and you complete an extra goal.",
        "Вас подкупили: воздержитесь на совете {council} — и выполните дополнительную цель.",
        "Dostajesz łapówkę: wstrzymaj się od głosu na radzie {council}, a wykonasz dodatkowy cel.")}),),
    events=(
        EventDecl("bribe", BribeEvent, w("{actor} bribes {target} (council {council})",
                                         "{actor} подкупает {target:case:acc} (совет {council})",
                                         "{actor} przekupuje {target:case:acc} (rada {council})")),
    ),
)
