"""Room nights: a resolution mode of the one night engine (`cycle.night_mode: rooms`, SUSPI).

The night's actions run through the library as usual and record intents (room choices, sleep,
haunting, holy ground, inspections) in `night.state`. Before the night settles this module seats
the living in rooms (S-ROUND-1), then `presence.py` applies the room table (S-KILL, S-GHOST);
after it settles, every living player gets a private dawn report (S-ROUND-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from . import presence
from ..wording.check_words import say
from ..model.errors import InputError
from ..model.facts import DawnFact

if TYPE_CHECKING:
    from ..model.context import GameContext as Game
    from ..resolution.night import Night
    from ..rolesets.roleset import RoleSet
    from ..model.state import Phase, Request


def is_room_night(game: "Game") -> bool:
    return game.rs.cycle.get("night_mode") == "rooms"


def room_specs(rs: "RoleSet") -> list[dict[str, Any]]:
    rooms = rs.raw.get("rooms") or {}
    return list(rooms.get("list") or []) if isinstance(rooms, dict) else list(rooms)


def room_count(rs: "RoleSet", players: int) -> int:
    """S-TAB-1: half the players rounded down, at least `min`, at most the named rooms."""
    rooms = rs.raw.get("rooms") or {}
    share = float(rooms.get("per_players", 0.5)) if isinstance(rooms, dict) else 0.5
    least = int(rooms.get("min", 3)) if isinstance(rooms, dict) else 3
    return min(len(room_specs(rs)), max(least, int(players * share)))


def game_rooms(game: "Game") -> list[str]:
    """The room ids of this table, in order."""
    return [str(r["id"]) for r in room_specs(game.rs)[: room_count(game.rs, len(game.players))]]


def room_name(rs: "RoleSet", room_id: str | None, lang: str) -> str:
    for spec in room_specs(rs):
        if spec["id"] == room_id:
            names = spec.get("names") or {}
            return str(names.get(lang) or names.get("pl") or room_id)
    return str(room_id or "—")


def normalise_room(game: "Game", name: Any) -> str | None:
    """A room id from its id or any of its names (any case); None when it is not on this table."""
    wanted = str(name or "").strip().casefold()
    for spec in room_specs(game.rs):
        names = [spec["id"], *(spec.get("names") or {}).values()]
        if wanted in (str(n).casefold() for n in names):
            return str(spec["id"]) if spec["id"] in game_rooms(game) else None
    return None


def room_refusal(game: "Game", req: "Request") -> str | None:
    """A room-target request must name a room of this table (the id is stored normalised)."""
    if req.targets:
        raise InputError(say("replay.room_not_player", action=req.action))
    if not req.extra.get("room"):
        return refuse("no_room_named")
    room = normalise_room(game, req.extra["room"])
    if room is None:
        return refuse("no_such_room", room=req.extra["room"], rooms=", ".join(game_rooms(game)))
    req.extra["room"] = room
    return None


def room_beside_refusal(game: "Game", req: "Request") -> str | None:
    """A room named beside a player's request («Chronię Ewę w Kuchni», or the room the host sets on
    the protect row) is the sender's room for the night on a room night (S-ROUND-1, `seat_players`):
    it must be a room of this table (stored normalised). Elsewhere no rule reads a room."""
    if not is_room_night(game) or not req.extra.get("room"):
        return None
    room = normalise_room(game, req.extra["room"])
    if room is None:
        return refuse("no_such_room", room=req.extra["room"], rooms=", ".join(game_rooms(game)))
    req.extra["room"] = room
    return None


def rooms_named_beside(night: "Night") -> dict[str, str]:
    """The room each sender named beside a standing request of another ability (the last one counts)."""
    found: dict[str, str] = {}
    for req in standing_requests(night.game, night.phase):
        ability = night.game.rs.abilities.get(req.action)
        if req.refused is None and req.extra.get("room") and (ability is None or ability.get("target") != "room"):
            found[req.actor] = str(req.extra["room"])
    return found


# ----- the night --------------------------------------------------------------------------------
def standing_requests(game: "Game", phase: "Phase") -> list["Request"]:
    """The requests that stand (requests.replaced_by: on a room night the last accepted request
    counts per actor and action; elsewhere per ability or one-action group)."""
    from ..resolution.requests import standing_requests as standing

    return standing(game, phase)


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
        night.res.event("room", target=nick, room=room, how=how)
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
