"""The room table of a room night: presence kills, killers meeting, ghosts' possession.

S-KILL-1..3: in a room with k players carrying the set's killer trait and p others, k >= p >= 1
kills one random unprotected other (the seeded generator draws, the log shows it); k >= 2 and
k >= p (p = 0 included) lets the killers learn each other. S-GHOST-2: a strict majority of the
ghosts pointing at one room possesses one random possessable living player there, unless the room
is holy ground tonight; a player with the `frees_trait` frees the possessed of his room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model.facts import FreedFact, InspectFact, MetFact, PossessedFact, PrivateFact, ProtectFact
from ..model.events import FreedEvent, HauntEvent, InspectEvent, MetEvent, PossessedEvent, PresenceEvent

if TYPE_CHECKING:
    from ..resolution.night import Night


#: `presence.kill_when` / `presence.meet_when` → the rule on k killers and p others in a room.
KILL_RULES = {"killers_not_fewer": lambda k, p: 1 <= p <= k}
MEET_RULES = {"killers_not_fewer": lambda k, p: k >= 2 and k >= p}


def _settings(night: "Night", key: str) -> dict[str, Any]:
    raw = night.game.rs.raw.get(key) or {}
    options = night.game.rs.options
    return {k: options.get(v[1:], v) if isinstance(v, str) and v.startswith("$") else v for k, v in raw.items()}


def _tell(night: "Night", nick: str, fact: PrivateFact) -> None:
    """A fact of the room table, sent after the dawn reports (room_nights.after_settle)."""
    night.state["facts"].append((nick, fact))


def has_trait(night: "Night", nick: str, trait: str | None) -> bool:
    return trait is not None and bool(night.game.rs.roles[night.game.players[nick].role].get(trait))


def presence_kills(night: "Night", seated: dict[str, list[str]]) -> None:
    rules = _settings(night, "presence")
    trait = rules.get("killer_trait", "kills_by_presence")
    worked: set[str] = night.state.setdefault("protect_worked", set())
    for room, nicks in seated.items():
        killers = [n for n in nicks if has_trait(night, n, trait)]
        others = [n for n in nicks if n not in killers]
        k, p = len(killers), len(others)
        if not k:
            if nicks:
                night.res.event(PresenceEvent(kind="presence", room=room, killers=0, others=p, outcome="alibi"))
            continue
        lethal = KILL_RULES[rules.get("kill_when", "killers_not_fewer")](k, p)
        outcome = "nobody" if p == 0 else ("kill" if lethal else "minority")
        if lethal:
            shielded = [n for n in others if night.protected(n)]
            worked.update(shielded)
            open_ = [n for n in others if n not in shielded]
            if open_:
                victim = night.game.rng.choice(f"presence:{night.phase.label}:{room}", open_)
                night.attack(victim, killers, str(rules.get("cause", "presence")), healable=True, order=0, room=room)
            else:
                outcome = "protected"
        night.res.event(PresenceEvent(kind="presence", room=room, killers=k, others=p, outcome=outcome))
        if MEET_RULES[rules.get("meet_when", "killers_not_fewer")](k, p):
            night.res.event(MetEvent(kind="met", room=room, killers=killers))
            for nick in killers:
                _tell(night, nick, MetFact({"kind": "met", "room": room, "with": [n for n in killers if n != nick]}))


def possess(night: "Night", seated: dict[str, list[str]]) -> None:
    rules = _settings(night, "possession")
    if not rules or not rules.get("enabled", True):
        return
    flag = str(rules.get("flag", "possessed"))
    game = night.game
    ghosts = [p.nick for p in game.players.values() if not p.alive]
    pointed: dict[str, list[str]] = {}
    for ghost, room in night.state.get("haunt", {}).items():
        pointed.setdefault(room, []).append(ghost)
    for room, by in sorted(pointed.items()):
        if len(by) * 2 <= len(ghosts):
            night.res.event(HauntEvent(kind="haunt", room=room, ghosts=by, of=len(ghosts), outcome="no_majority"))
            continue
        if room in night.state.get("holy", set()):
            night.res.event(HauntEvent(kind="haunt", room=room, ghosts=by, of=len(ghosts), outcome="holy_ground"))
            continue
        open_ = [n for n in seated.get(room, []) if not game.players[n].flags.get(flag)
                 and not has_trait(night, n, rules.get("immune_trait"))]
        if not open_:
            night.res.event(HauntEvent(kind="haunt", room=room, ghosts=by, of=len(ghosts), outcome="nobody"))
            continue
        victim = game.rng.choice(f"possess:{night.phase.label}:{room}", open_)
        game.players[victim].flags[flag] = True
        night.res.event(PossessedEvent(kind="possessed", target=victim, room=room, ghosts=by))
        _tell(night, victim, PossessedFact(kind="possessed", room=room))


def free_possessed(night: "Night", seated: dict[str, list[str]]) -> None:
    rules = _settings(night, "possession")
    if not rules:
        return
    flag = str(rules.get("flag", "possessed"))
    for room, nicks in seated.items():
        freers = [n for n in nicks if has_trait(night, n, rules.get("frees_trait"))]
        if not freers:
            continue
        for nick in nicks:
            if night.game.players[nick].flags.get(flag):
                night.game.players[nick].flags[flag] = False
                night.res.event(FreedEvent(kind="freed", target=nick, room=room, by=freers))
                _tell(night, nick, FreedFact(kind="freed", room=room))


def answer_inspections(night: "Night", seated: dict[str, list[str]]) -> None:
    """S-ROLE-INV: was a player with the trait in the room tonight?"""
    for actor, room, trait in night.state.get("inspect", []):
        found = any(has_trait(night, n, trait) for n in seated.get(room, []))
        night.res.event(InspectEvent(kind="inspect", actor=actor, room=room, result=found))
        _tell(night, actor, InspectFact(kind="inspect", room=room, result=found))


def answer_protections(night: "Night") -> None:
    """S-ROLE-DOC: the protector learns whether someone would have died (the room was lethal)."""
    worked = night.state.get("protect_worked", set())
    for target, shields in night.protections.items():
        for who, _ability in shields:
            night.res.private(who, ProtectFact(kind="protect", target=target, worked=target in worked))
