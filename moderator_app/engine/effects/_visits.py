"""Who went where at night, shared by the effects that follow a player (the tracker's `track`, the
watcher's `watch`): one mechanism, each effect declaring its own event and what its follower learns.

Every action that takes place is a visit of each of its actors to each of its targets (a blocked
actor visits nobody; a swapped target is the visit's real place). The answers are given once the
night has settled (`night.after_settle`), whatever the priority of the following action itself, as
the private fact each effect's `learn` makes of the night's visits; the follower's own visit (the
following action itself) is never reported.
"""

from __future__ import annotations

from typing import Any, Callable

from ..model.context import Action, Learn, NightContext, Visit
from ..model.events import EventData


def record(night: NightContext, action: Action) -> None:
    """Hook `acted`: called for every action that took place."""
    if action.ability.get("target") == "room":
        return
    for actor in action.actors:
        for target in action.targets:
            night.state.setdefault("visits", []).append((actor, target, id(action)))


def follow(event: Callable[[str, str], EventData], learn: Learn) -> Callable[[NightContext, Action], bool]:
    """The handler of a following effect: log `event(actor, target)`, remember who follows whom, and
    answer with `learn` once the night has settled."""
    def handler(night: NightContext, action: Action) -> bool:
        followers = night.state.setdefault("followers", [])
        if not followers:  # answered once the night has settled (before the `settled` hooks, as always)
            night.after_settle.append(lambda killed: answer(night, killed))
        for target in action.targets:
            followers.append((learn, action.actor, target, id(action)))
            night.res.event(event(action.actor, target))
        return True
    return handler


def answer(night: NightContext, _killed: Any = None) -> None:
    """Each follower learns what he followed."""
    visits: list[Visit] = night.state.get("visits", [])
    for learn, actor, target, own in night.state.get("followers", []):
        night.res.private(actor, learn(visits, actor, target, own))


def once(seen: list[str]) -> list[str]:
    """Each nick once, in the order first seen."""
    return list(dict.fromkeys(seen))
