"""Effect `clean` (mafiascum's janitor): if the target dies tonight, his role stays out of the public
result, and the janitor alone learns it (a private fact `role`).

The cleaning is judged once the night has settled: a target who survives keeps nothing hidden, and
the janitor learns nothing. The role stays closed in every later public post too (the death's
`role_revealed` is null); the game's final reveal still shows it.
"""

from __future__ import annotations

from typing import Any

from ..context import Action, NightContext
from ..decl import EffectDecl, Hooks
from ..exposure import ROLE_HIDDEN
from ._common import w


def clean(night: NightContext, action: Action) -> bool:
    cleanings = night.state.setdefault("cleanings", [])
    for target in action.targets:
        cleanings.append((action.actor, target))
        night.res.event("clean", actor=action.actor, target=target)
    return True


def settled(night: NightContext, killed: dict[str, Any]) -> None:
    """The targets who died tonight are cleaned: role hidden, told to the janitor only."""
    for actor, target in night.state.get("cleanings", []):
        if target not in killed:
            continue
        player = night.game.players[target]
        player.flags[ROLE_HIDDEN] = True
        night.res.event("cleaned", actor=actor, target=target, role=player.role)
        night.res.private(actor, kind="role", target=target, role=player.role)


EFFECT = EffectDecl(
    name="clean", stage="info", hooks=Hooks(settled=settled), priority=450, handler=clean,
    doc=w("If the target dies tonight, his role stays hidden from the public; the actor alone learns it.",
          "Если цель погибнет этой ночью, её роль не объявляется публично; узнаёт её только действующий.",
          "Jeśli cel zginie tej nocy, jego rola nie zostaje ogłoszona; poznaje ją tylko działający."),
    log={"clean": w("{actor} is ready to clean up after {target}", "{actor} готовится замести следы: {target}",
                    "{actor} szykuje się do sprzątania po {target:case:loc}"),
         "cleaned": w("{target}'s role ({role}) is cleaned: hidden from the public, told to {actor}",
                      "роль игрока {target} ({role}) скрыта от всех: её узнаёт только {actor}",
                      "rola gracza {target} ({role}) ukryta: pozna ją tylko {actor}")},
    request_words={"ru": ("убираю", "зачищаю", "прибираю"), "pl": ("sprzątam", "czyszczę"),
                   "en": ("clean", "sanitize", "janitor")},
)
