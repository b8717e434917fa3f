"""Effect `check`: learn the target's side or role; the answer is settled after the night (resolve.py)."""

from __future__ import annotations

from ..context import Action, NightContext
from ..decl import EffectDecl, Param
from ..kinds import BOOL, NAME, TEAM, Choice, MapOf
from ._common import w


def check(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.checks.append((action.single(target), night.appears_as(target)))
        night.res.event("check", actor=action.actor, target=target)
    return True


EFFECT = EffectDecl(
    name="check", priority=410, handler=check,
    doc=w("Learn the target's side or role.", "Узнаёт сторону или роль цели.", "Poznaje stronę lub rolę celu."),
    params=(
        Param("reveals", Choice(("side", "role"), {"side": w("whether the target is of `side_team`",
                                                              "из проверяемой ли команды цель", "czy cel jest ze sprawdzanej drużyny"),
                                                    "role": w("the target's role", "роль цели", "rola celu")}),
              w("what the check tells", "что сообщает проверка", "co mówi sprawdzenie"), default="side"),
        Param("side_team", TEAM, w("the team a side check asks about", "о какой команде спрашивает проверка",
                                   "o którą drużynę pyta sprawdzenie"), example="mafia"),
        Param("answer", MapOf(Choice((True, False)), NAME), w(
            "the answer's name when the target is (true) or is not (false) of `side_team`",
            "название ответа, когда цель из проверяемой команды и когда нет",
            "nazwa odpowiedzi, gdy cel jest ze sprawdzanej drużyny i gdy nie"),
            example={True: "mafia", False: "not_mafia"}),
        Param("killer_info", BOOL, w("a dead target's killers are told too", "о погибшей цели сообщаются убийцы",
                                     "o martwym celu podaje się zabójców"), default=False),
        Param("killer_info_earlier_only", BOOL, w("only kills earlier in the night's order", "только убийства раньше по очереди",
                                                  "tylko zabójstwa wcześniej w kolejności"), default=False),
        Param("public_only", BOOL, w("the answer is announced publicly, not by PM", "ответ объявляется публично, не в ЛС",
                                     "odpowiedź ogłaszana publicznie, nie na PW"), default=False),
    ),
)
