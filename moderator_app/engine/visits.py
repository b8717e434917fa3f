"""Who went where at night: the tracker (effect `track`) and the watcher (effect `watch`).

Every action that takes place is a visit of each of its actors to each of its targets (a blocked
actor visits nobody; a swapped target is the visit's real place). The answers are given once the
night has settled, whatever the priority of the track or watch itself, as private facts
`track` (target, visited: [nick]) and `watch` (target, visitors: [nick]); the tracker's and
watcher's own visits are not reported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .night import Action, Night

PRIORITY = 600
TRACK_DOC = "Learn whom the target visited tonight (private fact `track`)."
WATCH_DOC = "Learn who visited the target tonight (private fact `watch`)."


def record(night: "Night", action: "Action") -> None:
    """Called for every action that took place."""
    if action.ability.get("target") == "room":
        return
    for actor in action.actors:
        for target in action.targets:
            night.state.setdefault("visits", []).append((actor, target, id(action)))


def _follow(kind: str):
    def handler(night: "Night", action: "Action") -> bool:
        followers = night.state.setdefault("followers", [])
        if not followers:
            night.after_settle.append(lambda _killed: answer(night))
        for target in action.targets:
            followers.append((kind, action.actor, target, id(action)))
            night.res.event(kind, actor=action.actor, target=target)
        return True
    return handler


track = _follow("track")
watch = _follow("watch")


def answer(night: "Night") -> None:
    visits: list[tuple[str, str, int]] = night.state.get("visits", [])
    for kind, actor, target, own in night.state.get("followers", []):
        fact: dict[str, Any]
        if kind == "track":
            seen = [t for a, t, act in visits if a == target and act != own]
            fact = {"kind": "track", "target": target, "visited": list(dict.fromkeys(seen))}
        else:
            seen = [a for a, t, act in visits if t == target and a != actor and act != own]
            fact = {"kind": "watch", "target": target, "visitors": list(dict.fromkeys(seen))}
        night.res.private(actor, **fact)
