"""Effect `clean` (mafiascum's janitor): if the target dies tonight, his role stays out of the public
result, and the janitor alone learns it (a private fact `role`).

The cleaning is judged once the night has settled: a target who survives keeps nothing hidden, the
janitor learns nothing, and the request is void (`target_survived`) without spending a charge: the
janitor cleans a kill that happens (host findings #3: a vest stopped the kill, the once-a-game clean
read "applied" and was lost). The role stays closed in every later public post too (the death's
`role_revealed` is null); the game's final reveal still shows it.
"""

from __future__ import annotations

from typing import Any

from ..model.context import Action, NightContext
from ..model import fates
from ..rolesets.decl import EffectDecl, EventDecl, Hooks
from ..resolution.exposure import ROLE_HIDDEN
from ..model.facts import ROLE, RoleFact
from ._common import w
from ..model.events import CleanEvent, CleanVoidEvent, CleanedEvent

#: the void code of a clean whose targets all lived (words: i18n `fate.code.target_survived`)
TARGET_SURVIVED = "target_survived"


def clean(night: NightContext, action: Action) -> bool:
    night.state.setdefault("cleanings", []).append(action)
    for target in action.targets:
        night.res.event(CleanEvent(kind="clean", actor=action.actor, target=target))
    return True


def settled(night: NightContext, killed: dict[str, Any]) -> None:
    """The targets who died tonight are cleaned: role hidden, told to the janitor only. A clean whose
    targets all lived did nothing: void, and its charge is given back."""
    for action in night.state.get("cleanings", []):
        dead = [target for target in action.targets if target in killed]
        for target in dead:
            player = night.game.players[target]
            player.flags[ROLE_HIDDEN] = True
            night.res.event(CleanedEvent(kind="cleaned", actor=action.actor, target=target, role=player.role))
            night.res.private(action.actor, RoleFact(kind="role", target=target, role=player.role))
        if not dead:
            _came_to_nothing(night, action)


def _came_to_nothing(night: NightContext, action: Action) -> None:
    night.res.event(CleanVoidEvent(kind="clean_void", actor=action.actor, target=", ".join(action.targets)))
    for actor in action.actors:
        used = night.game.players[actor].charges_used
        used[action.ability.id] = max(0, used.get(action.ability.id, 0) - 1)
    for req in action.requests:
        if req.actor in action.actors:
            fates.came_to_nothing(req, TARGET_SURVIVED)


EFFECT = EffectDecl(
    name="clean", stage="info", hooks=Hooks(settled=settled), priority=450, handler=clean, facts=(ROLE,),
    doc=w("If the target dies tonight, his role stays hidden from the public; the actor alone learns it.",
          "Если цель погибнет этой ночью, её роль не объявляется публично; узнаёт её только действующий.",
          "Jeśli cel zginie tej nocy, jego rola nie zostaje ogłoszona; poznaje ją tylko działający."),
    events=(
        EventDecl("clean", CleanEvent, w("{actor} is ready to clean up after {target}",
                                         "{actor} готовится замести следы: {target}",
                                         "{actor} szykuje się do sprzątania po {target:case:loc}")),
        EventDecl("cleaned", CleanedEvent, w("{target}'s role ({role}) is cleaned: hidden from the public, told to {actor}",
                      "роль игрока {target} ({role}) скрыта от всех: её узнаёт только {actor}",
                      "rola gracza {target} ({role}) ukryta: pozna ją tylko {actor}")),
        EventDecl("clean_void", CleanVoidEvent, w("{actor} has nothing to clean: {target} did not die; the clean is not spent",
                                                  "{actor}: зачищать нечего — {target} остаётся в живых; зачистка не потрачена",
                                                  "{actor}: nie ma czego sprzątać — {target} nadal żyje; sprzątanie nie zużyte")),
    ),
    request_words={"ru": ("убираю", "зачищаю", "прибираю"), "pl": ("sprzątam", "czyszczę"),
                   "en": ("clean", "sanitize", "janitor")},
)
