"""The rooms of a table (`cycle.night_mode: rooms`, SUSPI): which rooms a game has, their names in
each language, and the rules a request naming a room must meet. The room night itself — seating,
the room table, the dawn reports — is room_nights.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from ..wording.check_words import say
from ..model.errors import InputError

if TYPE_CHECKING:
    from ..model.context import GameContext as Game
    from ..rolesets.roles import RoleSet
    from ..model.state import Request


def is_room_night(game: "Game") -> bool:
    night_mode: str | None = game.rs.cycle.get("night_mode")
    return night_mode == "rooms"


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
