"""Room nights: a resolution mode of the one night engine (`cycle.night_mode: rooms`, SUSPI; the rooms
themselves and the rules on naming one: rooms.py).

The night's actions run through the library as usual and record intents (room choices, sleep,
haunting, holy ground, inspections) in `night.state`. Before the night settles this module seats
the living in rooms (S-ROUND-1), then `presence.py` applies the room table (S-KILL, S-GHOST);
after it settles, every living player gets a private dawn report (S-ROUND-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import presence
from ..resolution import traits
from ..model.facts import DawnFact
from ..resolution.replacement import standing_requests
from .rooms import game_rooms
from ..model.events import RoomEvent

if TYPE_CHECKING:
    from ..resolution.night import Night


def rooms_named_beside(night: "Night") -> dict[str, str]:
    """The room each sender named beside a standing request of another ability (the last one counts)."""
    found: dict[str, str] = {}
    for req in standing_requests(night.game, night.phase):
        ability = traits.ability_of(night.game, req.actor, req.action)
        if req.refused is None and req.extra.get("room") and (ability is None or ability.get("target") != "room"):
            found[req.actor] = str(req.extra["room"])
    return found


def seat_players(night: "Night") -> dict[str, list[str]]:
    """S-ROUND-1: the chosen room; silent players stay put; on the first night a random room."""
    game, phase = night.game, night.phase
    rooms = game_rooms(game)
    chosen: dict[str, str] = night.state.get("room_choice", {})
    beside = rooms_named_beside(night)  # «chronię Ewę w Kuchni»: a room choice too, unless one came apart
    asleep: dict[str, str] = night.state.get("asleep", {})
    seated: dict[str, list[str]] = {room: [] for room in rooms}
    for nick in phase.alive_at_start:
        player = game.players[nick]
        if not player.alive or nick in asleep:
            continue
        if nick in chosen or nick in beside:
            room, how = chosen.get(nick) or beside[nick], "chosen"
        elif player.flags.get("room") in rooms:
            room, how = str(player.flags["room"]), "stayed"
        else:
            room, how = game.rng.choice(f"room:{phase.label}:{nick}", rooms), "random"
        player.flags["room"] = room
        seated[room].append(nick)
        night.res.event(RoomEvent(kind="room", target=nick, room=room, how=how))
    night.state["rooms"] = seated
    night.res.result.rooms = {room: list(nicks) for room, nicks in seated.items()}
    return seated


def before_settle(night: "Night") -> None:
    """Seat everyone, then the room table: possession, presence kills, the answers of the night."""
    night.state.setdefault("facts", [])
    seated = seat_players(night)
    presence.possess(night, seated)
    presence.free_possessed(night, seated)
    presence.presence_kills(night, seated)
    presence.answer_inspections(night, seated)


def after_settle(night: "Night") -> None:
    """S-ROUND-2: dawn reports (a victim learns only the room), then the night's other facts."""
    res = night.res
    dying = {nick for nick, _, _ in res.pending}
    for nick in night.phase.alive_at_start:
        if nick in night.state.get("asleep", {}):
            res.private(nick, DawnFact({"kind": "dawn", "room": None, "asleep": True, "with": []}))
            continue
        room = next((r for r, nicks in night.state["rooms"].items() if nick in nicks), None)
        if room is None:
            continue
        if nick in dying:
            res.private(nick, DawnFact({"kind": "dawn", "room": room, "died": True, "with": []}))
        else:
            others = [n for n in night.state["rooms"][room] if n != nick]
            res.private(nick, DawnFact({"kind": "dawn", "room": room, "with": others}))
    presence.answer_protections(night)
    for to, fact in night.state["facts"]:
        res.private(to, fact)
