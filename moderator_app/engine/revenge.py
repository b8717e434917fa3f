"""Taking someone along when killed (H-TOWN-OLIVIA): effect `revenge`.

The actor points at a player; when any kill attacks the actor this night, the pointed player dies
too — even if a heal saves the actor (the attack still happened). A blocked actor points at
nobody (the night voids her step). With `unstoppable` the revenge cannot be healed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .night import Action, Night


def revenge(night: "Night", action: "Action") -> bool:
    attacked = [a for a in night.attacks if a.target == action.actor and a.cause != "revenge"]
    night.res.event("point", actor=action.actor, target=action.targets[0], fired=bool(attacked))
    if not attacked:
        return True
    for target in action.targets:
        night.attack(target, [action.actor], "revenge", healable=not action.ability.get("unstoppable"), order=action.order)
    return True
