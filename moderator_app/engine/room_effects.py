"""Library handlers of the room-night effects: each records an intent the rooms module reads.

They run in the usual priority order (sleep first, so a sleeper's later actions are void), and
nothing here knows a role by name (S-ROLE-KILLER powder and bribe, S-ROLE-EXO holy ground,
S-ROLE-INV inspection, S-GHOST-2 haunting, S-ROUND-1 room choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .night import Action, Night


def room_choice(night: "Night", action: "Action") -> bool:
    night.state.setdefault("room_choice", {})[action.actor] = action.extra["room"]
    return True


def sleep(night: "Night", action: "Action") -> bool:
    """Sleeping powder: in no room tonight (cannot die there), actions void, no vote next council."""
    for target in action.targets:
        night.state.setdefault("asleep", {})[target] = action.actor
        night.blocked.setdefault(target, action.actor)
        night.res.event("asleep", actor=action.actor, target=target)
        night.res.deprive(target, int(action.ability.get("days", 1)), by=action.actor)
    return True


def holy_ground(night: "Night", action: "Action") -> bool:
    night.state.setdefault("holy", set()).add(action.extra["room"])
    night.res.event("holy_ground", actor=action.actor, room=action.extra["room"])
    return True


def haunt(night: "Night", action: "Action") -> bool:
    night.state.setdefault("haunt", {})[action.actor] = action.extra["room"]
    return True


def inspect_room(night: "Night", action: "Action") -> bool:
    trait = action.ability.get("finds_trait")
    night.state.setdefault("inspect", []).append((action.actor, action.extra["room"], trait))
    return True


def bribe(night: "Night", action: "Action") -> bool:
    """The target must abstain at the coming council (this one, if bribed during a council) and
    gets an extra goal for doing so (S-ROLE-KILLER)."""
    game, phase = night.game, night.phase
    vote_kind = game.rs.cycle.get("vote_phase", "day")
    council = phase.number if phase.kind == vote_kind else 1 + sum(1 for p in game.phases if p.kind == vote_kind)
    goal = str(action.ability.get("goal", "bribed"))
    for target in action.targets:
        game.players[target].extra.setdefault("extra_goals", []).append({"goal": goal, "council": council, "by": action.actor})
        night.res.event("bribe", actor=action.actor, target=target, council=council)
        night.res.private(target, kind="bribed", council=council, goal=goal)
    return True


ROOM_HANDLERS: dict[str, Callable[["Night", "Action"], bool]] = {
    "room_choice": room_choice,
    "sleep": sleep,
    "holy_ground": holy_ground,
    "haunt": haunt,
    "inspect_room": inspect_room,
    "bribe": bribe,
}
