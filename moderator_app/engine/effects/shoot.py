"""Effect `shoot`: the target dies at once (no heal stops it).

A pistol fired on its owner's death is entered by the host as a `shot` event (resolve.py); an
anytime bullet either as that event (shots.py) or as a request in a phase the ability declares
(`phase: day` — a day vigilante): the handler fires it in the phase's order. A request for a
death shot while its owner lives is refused (`shot_on_death`).
"""

from __future__ import annotations

from typing import Any

from ..resolution import shots
from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, Param
from ..rolesets.kinds import COUNT, TEAM, Choice, Struct
from ..resolution.targets import target_refusal
from ._common import void_if_target_dead, w
from ...i18n.refusal import refuse


def shoot(night: NightContext, action: Action) -> bool:
    if void_if_target_dead(night, action):
        return False
    for target in action.targets:
        shots.fire(night.res, action.actor, target, action.ability)
    return True


def refusal(game: Any, phase: Any, req: Any, ability: Any) -> str | None:
    """A death shot is the host's `shot` event when its owner dies, never a living player's request."""
    if ability.get("when") != "anytime":
        return refuse("shot_on_death")
    return target_refusal(game, phase, req, ability)


EFFECT = EffectDecl(
    name="shoot", priority=900, stage="kill", host_enters=True, handler=shoot, refusal=refusal,
    defaults={"charges": 1},  # one bullet (C-ROLE-COM: the commissar's pistol), unless the set says more
    doc=w("Entered by the host as a `shot` event: the target dies at once.",
          "Выстрел, который вносит ведущий: цель умирает сразу.",
          "Strzał wpisywany przez prowadzącego: cel ginie od razu."),
    params=(
        Param("when", Choice(("own_death", "own_execution", "anytime"), {
            "own_death": w("when its owner dies", "при смерти владельца", "przy śmierci właściciela"),
            "own_execution": w("when its owner is executed by the vote (vengeful)", "когда владельца казнят голосованием (мститель)",
                               "gdy właściciel zostaje stracony w głosowaniu (mściciel)"),
            "anytime": w("any time while the owner lives", "в любой момент, пока владелец жив",
                         "w dowolnej chwili za życia właściciela")}),
            w("when the shot may be fired", "когда можно выстрелить", "kiedy można strzelić"), default="own_death"),
        Param("scores", Struct((
            Param("team", TEAM, w("a hit on this team scores", "попадание в эту команду приносит очки",
                                  "trafienie w tę drużynę daje punkty")),
            Param("points", COUNT, w("points for a hit", "очки за попадание", "punkty za trafienie")),
        )), w("points for hitting a team (scoring)", "очки за попадание в команду", "punkty za trafienie drużyny"),
            example={"team": "killers", "points": 3}),
    ),
)
