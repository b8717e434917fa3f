"""What a table fixes at setup, from role set data: the seat count and the rooms (S-TAB-1), the announced killer
count (S-TAB-2), the remote-play links (S-TAB-4), the talk timers (S-ROUND-3), the goal cards
(S-GOAL) and everyone's `possessed` flag (S-GHOST-2).

Every draw comes from the game's seeded generator and is kept in `game.table["draws"]`, since
setup draws belong to no phase's log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from urllib.parse import urlparse

from . import goals, rooms
from ..wording.check_words import say
from ..model.errors import InputError

if TYPE_CHECKING:
    from ..model.game import Game


def option_value(game: "Game", value: Any) -> Any:
    """A role set value that may be an option reference (`$name`)."""
    if isinstance(value, str) and value.startswith("$"):
        return game.rs.options.get(value[1:])
    return value


def set_table(game: "Game") -> None:
    raw = game.rs.raw
    if not raw.get("rooms"):
        return
    check_table_size(game)
    draws_before = len(game.rng.log)
    game.table["rooms"] = rooms.game_rooms(game)
    game.table["killers_announced"] = announced_killers(game)
    game.table["links"] = remote_links(game.rs.option("links"))
    game.table["timers"] = phase_timers(game.rs.cycle.get("timers"))
    possession = raw.get("possession") or {}
    if possession and option_value(game, possession.get("enabled", True)):
        for player in game.players.values():
            player.flags[str(possession.get("flag", "possessed"))] = False
    goals.deal_goals(game)
    game.table["cards"] = [
        {"nick": p.nick, "role": p.role, "goal": p.extra.get("goal"), "goal_target": p.extra.get("goal_target")}
        for p in game.players.values()
    ]
    game.table["draws"] = [{"name": d.name, "value": d.value, "fixed": d.fixed} for d in game.rng.log[draws_before:]]


def check_table_size(game: "Game") -> None:
    """S-TAB-1: the role set's `rooms.players: {min, max}` bounds the number of seats."""
    rooms_spec = game.rs.raw.get("rooms")
    size = (rooms_spec.get("players") if isinstance(rooms_spec, dict) else None) or {}
    least, most = int(size.get("min", 1)), int(size.get("max", 10**6))
    if not least <= len(game.players) <= most:
        raise InputError(say("replay.table_size", seated=len(game.players), ruleset=game.rs.id, least=least, most=most))


def true_killers(game: "Game") -> int:
    trait = (game.rs.raw.get("presence") or {}).get("killer_trait", "kills_by_presence")
    return sum(1 for p in game.players.values() if game.rs.roles[p.role].get(trait))


def killer_count_secret(game: "Game") -> bool:
    """S-TAB-2: the table hears an approximate killer count, so no public post may print a role's
    exact count (the killers' ×N, or the others' from which it follows by subtraction)."""
    return any(int(s) != 0 for s in (game.rs.option("killers_spread") or [0]))


def announced_killers(game: "Game") -> int:
    """S-TAB-2 ruling: the true count plus a seeded choice of the spread, never below 1."""
    spread = list(game.rs.option("killers_spread") or [0])
    return max(1, true_killers(game) + int(game.rng.choice("killers_announced", spread)))


#: Labels of the usual remote-play services, by the link's host name (S-TAB-4).
KNOWN_SERVICES = {"discord.gg": "Discord", "discord.com": "Discord", "meet.google.com": "Meet",
                  "zoom.us": "Zoom", "teams.microsoft.com": "Teams", "meet.jit.si": "Jitsi"}


def remote_links(raw: Any) -> list[dict[str, str]]:
    """Links as {label, url}: each option entry is a URL or {label, url}; a bare URL is labelled
    by its service (Discord, Meet, Zoom …) or its host name."""
    if raw is None:
        return []
    if isinstance(raw, (str, dict)):
        raw = [raw]
    out = []
    for item in raw:
        label, url = (item.get("label"), item.get("url")) if isinstance(item, dict) else (None, item)
        host = urlparse(str(url or "")).hostname or ""
        if not url or not host or urlparse(str(url)).scheme not in ("http", "https"):
            raise InputError(say("replay.bad_link", url=url))
        if not label:
            label = next((name for domain, name in KNOWN_SERVICES.items()
                          if host == domain or host.endswith("." + domain)), host)
        out.append({"label": str(label), "url": str(url)})
    return out


def phase_timers(raw: Any) -> dict[str, int]:
    """The role set's talk timers in seconds per phase kind (S-ROUND-3: the day has only a timer);
    the loader has refused any that is not a whole number of seconds (schema: cycle.timers)."""
    return {str(phase): int(seconds) for phase, seconds in (raw or {}).items()}
