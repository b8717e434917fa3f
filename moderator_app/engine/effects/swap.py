"""Effect `swap` (the bus driver): two players change places for the night.

Every action resolved after the swap that names one of the two lands on the other (a kill on A
kills B, a block on B blocks A, a check of A reads B). The swap resolves before blocks by default
(priority 150) and so checks for itself whether a standing block hits the driver (a blocked
driver swaps nothing), unless his role is `unblockable`. Several swaps compose in order.
"""

from __future__ import annotations

from typing import Any

from ..context import Action, NightContext
from ..decl import EffectDecl
from ..fates import BLOCKED
from ._common import w


def swap(night: NightContext, action: Action) -> bool:
    if len(action.targets) != 2:
        night.res.event("no_effect", actor=action.actor, action=action.ability.id)
        return False
    blocker = _standing_block_on(night, action.actor)
    if blocker is not None:
        night.res.event("blocked", actor=action.actor, action=action.ability.id, by=blocker)
        action.extra["void"] = BLOCKED
        return False
    first, second = action.targets
    night.state.setdefault("swaps", []).append((action.order, first, second))
    night.res.event("swap", actor=action.actor, first=first, second=second)
    return True


def _standing_block_on(night: NightContext, nick: str) -> str | None:
    from ..blocks import unblockable

    if unblockable(night.game, nick):
        return None
    for other in night.actions:
        void: Any = getattr(night, "void_blocks", set())
        if other.ability.effect == "block" and id(other) not in void and nick in other.targets:
            if not night.dead_now(other.actor):
                return other.actor
    return None


def redirect(night: NightContext, action: Action) -> None:
    """Apply the swaps made before this action to its targets (once)."""
    swaps = [s for s in night.state.get("swaps", []) if s[0] < action.order]
    if not swaps or action.extra.get("swapped_from") is not None:
        return
    original = list(action.targets)
    targets = list(action.targets)
    for _order, first, second in swaps:
        targets = [second if t == first else first if t == second else t for t in targets]
    if targets != original:
        action.extra["swapped_from"] = original
        action.targets = targets
        night.res.event("swapped", actor=action.actor, action=action.ability.id, original=original, targets=targets)


EFFECT = EffectDecl(
    name="swap", priority=150, handler=swap,
    doc=w("Swap two targets: tonight's later actions on one land on the other.",
          "Меняет местами две цели: последующие действия этой ночи на одну попадают в другую.",
          "Zamienia dwa cele: późniejsze akcje tej nocy na jednego trafiają w drugiego."),
    log={
        "swap": w("{actor} swaps {first} and {second}", "{actor} меняет местами {first} и {second}",
                  "{actor} zamienia miejscami {first} i {second}"),
        "swapped": w("{actor}: '{action}' lands on {targets} instead of {original}",
                     "{actor}: «{action}» уходит на {targets} вместо {original}",
                     "{actor}: „{action}” trafia w {targets} zamiast {original}"),
    },
    request_words={"ru": ("меняю местами", "меняю", "подменяю", "поменять местами", "подмена", "везу"),
                   "pl": ("zamieniam miejscami", "zamieniam", "podmieniam", "zamiana"),
                   "en": ("swap", "switch", "bus drive", "drive")},
)
