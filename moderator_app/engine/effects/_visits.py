"""Who went where at night, shared by the tracker (effect `track`) and the watcher (effect `watch`).

Every action that takes place is a visit of each of its actors to each of its targets (a blocked
actor visits nobody; a swapped target is the visit's real place). The answers are given once the
night has settled (`night.after_settle`), whatever the priority of the track or watch itself, as private facts
`track` (target, visited: [nick]) and `watch` (target, visitors: [nick]); the tracker's and
watcher's own visits are not reported.
"""

from __future__ import annotations

from typing import Any, Callable

from ..model.context import Action, NightContext
from ..model.events import TrackEvent, WatchEvent
from ..model.facts import TrackFact, WatchFact


def record(night: NightContext, action: Action) -> None:
    """Hook `acted`: called for every action that took place."""
    if action.ability.get("target") == "room":
        return
    for actor in action.actors:
        for target in action.targets:
            night.state.setdefault("visits", []).append((actor, target, id(action)))


def follow(kind: str) -> Callable[[NightContext, Action], bool]:
    """The handler of `track` or `watch`: remember who follows whom; answer once the night settled."""
    def handler(night: NightContext, action: Action) -> bool:
        followers = night.state.setdefault("followers", [])
        if not followers:  # answered once the night has settled (before the `settled` hooks, as always)
            night.after_settle.append(lambda killed: answer(night, killed))
        for target in action.targets:
            followers.append((kind, action.actor, target, id(action)))
            night.res.event(TrackEvent(kind="track", actor=action.actor, target=target) if kind == "track"
                            else WatchEvent(kind="watch", actor=action.actor, target=target))
        return True
    return handler


def answer(night: NightContext, _killed: Any = None) -> None:
    """Each follower learns what he followed."""
    visits: list[tuple[str, str, int]] = night.state.get("visits", [])
    for kind, actor, target, own in night.state.get("followers", []):
        fact: TrackFact | WatchFact
        if kind == "track":
            seen = [t for a, t, act in visits if a == target and act != own]
            fact = TrackFact(kind="track", target=target, visited=list(dict.fromkeys(seen)))
        else:
            seen = [a for a, t, act in visits if t == target and a != actor and act != own]
            fact = WatchFact(kind="watch", target=target, visitors=list(dict.fromkeys(seen)))
        night.res.private(actor, fact)
