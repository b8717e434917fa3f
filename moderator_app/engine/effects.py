"""Handlers of the ability library's night effects. Each gets the night and one action.

A handler returns False when the action did not take place (its charge is then not used).
Nothing here knows a role by name: roles differ only by the parameters in their role set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import bodyguard, exposure, hire, public_reveal, revenge, shields, swap, visits

if TYPE_CHECKING:
    from .night import Action, Night


def _void_if_target_dead(night: "Night", action: "Action") -> bool:
    for target in action.targets:
        if night.dead_now(target):
            night.res.event("target_dead", actor=action.actor, action=action.ability.id, target=target)
            return True
    return False


def hunt(night: "Night", action: "Action") -> bool:
    """C-HUNT-3: prey dies; anyone else kills the hunter. Neither can be healed (C-HUNT-4)."""
    target = action.targets[0]
    prey = action.ability.get("prey_teams") or []
    if night.game.players[target].team in prey:
        night.attack(target, action.actors, "hunt", healable=False, order=action.order)
    else:
        night.attack(action.actor, [action.actor], "hunt_failed", healable=False, order=action.order, hunted=target)
    return True


def block(night: "Night", action: "Action") -> bool:
    from .blocks import unblockable

    for target in action.targets:
        if unblockable(night.game, target):
            night.res.event("immune", actor=action.actor, target=target, action=action.ability.id)
            continue
        night.blocked.setdefault(target, action.actor)
        night.block_ability.setdefault(target, action.ability)
        night.res.event("block", actor=action.actor, target=target)
        chance = action.ability.get("vote_loss_chance")
        if chance and night.game.rng.chance(f"vote_loss:{night.phase.label}:{target}", float(chance)):
            night.res.deprive(target, 1, by=action.actor)
    return True


def appearance(night: "Night", action: "Action") -> bool:
    """C-ROLE-BAL: the target is seen as another team by checks (for `nights` nights)."""
    nights = int(action.ability.get("nights", 1))
    for target in action.targets:
        night.appearance[target] = action.ability.get("appear_as")
        if nights > 1:  # lasts into the following nights: kept on the player until the last one
            until = night.phase.number + nights - 1
            night.game.players[target].flags["appears_as_until"] = [action.ability.get("appear_as"), until]
        night.res.event("appearance", actor=action.actor, target=target, appear_as=action.ability.get("appear_as"))
    return True


def protect(night: "Night", action: "Action") -> bool:
    for target in action.targets:
        night.protections.setdefault(target, []).append((action.actor, action.ability))
        if target == action.actor and action.ability.get("self_limit") is not None:
            used = night.game.players[action.actor].charges_used  # S-ROLE-DOC: herself at most N times
            used[f"{action.ability.id}:self"] = used.get(f"{action.ability.id}:self", 0) + 1
        night.res.event("protect", actor=action.actor, target=target)
    return True


def kill(night: "Night", action: "Action") -> bool:
    if not action.ability.get("shares_kills") and _void_if_target_dead(night, action):
        return False
    ability = action.ability
    actor_team = night.game.players[action.actor].team
    for target in action.targets:
        role = night.game.rs.roles[night.game.players[target].role]
        immune = [
            rule for rule in role.get("immune") or []
            if rule.get("effect", "kill") == "kill" and rule.get("from_team") in (None, actor_team)
        ]
        if immune and not ability.get("unstoppable"):
            night.res.event("immune", actor=action.actor, target=target, action=ability.id)
            continue
        cause = ability.get("cause") or "kill:" + (ability.get("cause_role") or action.extra.get("copied_role") or night.game.players[action.actor].role)
        night.attack(target, action.actors, cause, healable=not ability.get("unstoppable"), order=action.order)
    exposure.draw_exposure(night, action)
    exposure.silent_vote_loss(night, action)
    exposure.after_kill(night, action, list(action.targets))
    exposure.killer_shield(night, action, list(action.targets))
    return True


def kill_and_deprive(night: "Night", action: "Action") -> bool:
    """H-HOL-BARON: kill the first target and take the second one's vote (as a double kill)."""
    victim, scared = action.targets[0], action.targets[1]
    kill(night, single(action, victim))
    night.res.deprive(scared, int(action.ability.get("days", 1)), by=action.actor)
    return True


def delayed_kill(night: "Night", action: "Action") -> bool:
    """C-ROLE-MAN: the victim dies at a later result unless protected that night."""
    if _void_if_target_dead(night, action):
        return False
    delay = int(action.ability.get("delay", 1))
    for target in action.targets:
        night.delayed_new.append({
            "target": target, "due": night.phase.number + delay, "cause": action.ability.get("cause", "poison"),
            "by": list(action.actors), "curable": bool(action.ability.get("cures_delayed", True)),
        })
        night.res.event("delayed", actor=action.actor, target=target, due=night.phase.number + delay)
    return True


def check(night: "Night", action: "Action") -> bool:
    for target in action.targets:
        night.checks.append((single(action, target), night.appears_as(target)))
        night.res.event("check", actor=action.actor, target=target)
    return True


def deprive_vote(night: "Night", action: "Action") -> bool:
    days = int(action.ability.get("days", 1))
    for target in action.targets:
        night.res.deprive(target, days, by=action.actor)
    exposure.silent_vote_loss(night, action)
    return True


def single(action: "Action", target: str) -> "Action":
    """The same action aimed at one of its targets."""
    from .night import Action

    return Action(list(action.actors), action.ability, [target], action.seq, action.requests, dict(action.extra), action.order)


HANDLERS: dict[str, Callable[["Night", "Action"], bool]] = {
    "hunt": hunt,
    "block": block,
    "appearance": appearance,
    "protect": protect,
    "kill": kill,
    "delayed_kill": delayed_kill,
    "check": check,
    "deprive_vote": deprive_vote,
    "kill_and_deprive": kill_and_deprive,
    "execution_shield": shields.execution_shield,
    "revenge": revenge.revenge,
    "reveal_role": public_reveal.reveal_role,
    "question": public_reveal.question,
    "hire": hire.hire,
    "bodyguard": bodyguard.guard,
    "swap": swap.swap,
    "track": visits.track,
    "watch": visits.watch,
}

from .room_effects import ROOM_HANDLERS  # noqa: E402  (room nights: engine/rooms.py)

HANDLERS.update(ROOM_HANDLERS)
