"""Effect `shoot`: entered by the host as a `shot` event; the target dies at once.

Resolved by resolve.py (a pistol fired on its owner's death) and shots.py (an anytime bullet),
never in the night's order: it has no night handler.
"""

from __future__ import annotations

from ..decl import EffectDecl, Param
from ..kinds import COUNT, TEAM, Choice, Struct
from ._common import w

EFFECT = EffectDecl(
    name="shoot", priority=900, handler=None,
    doc=w("Entered by the host as a `shot` event: the target dies at once.",
          "Выстрел, который вносит ведущий: цель умирает сразу.",
          "Strzał wpisywany przez prowadzącego: cel ginie od razu."),
    params=(
        Param("when", Choice(("own_death", "anytime"), {
            "own_death": w("when its owner dies", "при смерти владельца", "przy śmierci właściciela"),
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
