"""Effect `copy` (H-ABR-1..4): resolve as another role's action, just after it and weaker.

The request names `role` and `as_action`; night.py swaps in the copied ability (copying.py), so
this effect has no handler of its own, only its entry rule.
"""

from __future__ import annotations

from ..resolution import copying
from ..rolesets.decl import EffectDecl, Param
from ..rolesets.kinds import Choice, ListOf
from ._common import w

EFFECT = EffectDecl(
    name="copy", priority=0, stage=None, handler=None, refusal=copying.refusal, request_shape="copy",
    doc=w("Resolve as another role's action (`role`, `as_action`), weaker than the original.",
          "Выполнить действие указанной роли, слабее оригинала.",
          "Wykonać akcję wskazanej roli, słabiej niż oryginał."),
    params=(
        Param("change_each_night", ListOf(Choice(("role", "action", "target"), {
            "role": w("the copied role", "копируемая роль", "kopiowana rola"),
            "action": w("the copied action", "копируемое действие", "kopiowana akcja"),
            "target": w("the target", "цель", "cel")})),
            w("what must differ from the previous night's copy", "что должно меняться каждую ночь",
              "co musi się zmieniać co noc"), example=["role", "action", "target"]),
    ),
)
