"""Effect `swap` (the bus driver): two players change places for the night.

Every action resolved after the swap that names one of the two lands on the other (a kill on A
kills B, a block on B blocks A, a check of A reads B): the hook `target_chosen` changes each later
action's targets. The swap is of the stage `redirect`: it resolves before blocks by default
(priority 150), yet a standing block on the driver stops it (engine/resolution/stages.py; a blocked driver
swaps nothing) unless his role is `unblockable`. Several swaps compose in order.
"""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Hooks
from ._common import w
from ..model.events import NoEffectEvent, SwapEvent, SwappedEvent


def swap(night: NightContext, action: Action) -> bool:
    if len(action.targets) != 2:
        night.res.event(NoEffectEvent(kind="no_effect", actor=action.actor, action=action.ability.id))
        return False
    first, second = action.targets
    night.state.setdefault("swaps", []).append((action.order, first, second))
    night.res.event(SwapEvent(kind="swap", actor=action.actor, first=first, second=second))
    return True


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
        night.res.event(SwappedEvent(kind="swapped", actor=action.actor, action=action.ability.id, original=original, targets=targets))


EFFECT = EffectDecl(
    name="swap", priority=150, stage="redirect", handler=swap, hooks=Hooks(target_chosen=redirect),
    doc=w("Swap two targets: tonight's later actions on one land on the other.",
          "Меняет местами две цели: последующие действия этой ночи на одну попадают в другую.",
          "Zamienia dwa cele: późniejsze akcje tej nocy na jednego trafiają w drugiego."),
    events=(
        EventDecl("swap", SwapEvent, w("{actor} swaps {first} and {second}",
                                       "{actor} меняет местами {first:case:acc} и {second:case:acc}",
                                       "{actor} zamienia miejscami {first:case:acc} i {second:case:acc}")),
        EventDecl("swapped", SwappedEvent, w("{actor}: '{action}' lands on {targets} instead of {original}",
                     "{actor}: «{action}» уходит на {targets:case:acc} вместо {original:case:gen}",
                     "{actor}: „{action}” trafia w {targets:case:acc} zamiast {original:case:gen}")),
    ),
    request_words={"ru": ("меняю местами", "меняю", "подменяю", "поменять местами", "подмена", "везу"),
                   "pl": ("zamieniam miejscami", "zamieniam", "podmieniam", "zamiana"),
                   "en": ("swap", "switch", "bus drive", "drive")},
)
