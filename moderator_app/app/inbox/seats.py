"""Who a message is from, and what his role may send (no Qt here)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import aliases
from ...engine.resolution.succession import abilities_of

if TYPE_CHECKING:
    from ...engine.model.game import Game


def sender_nick(game: "Game", name: str | None) -> str | None:
    """The seat a sender is: by nick or by forum account (sub-masks), ignoring case; else by a name the
    host confirmed once for that seat."""
    folded = (name or "").casefold().strip()
    for player in game.players.values():
        if folded and (player.nick.casefold() == folded or (player.account or "").casefold() == folded):
            return player.nick
    return aliases.seat_of(game, name)


def seat_names(game: "Game") -> list[str]:
    """Every seat's nick and forum account: the names a typed "Name: text" may open with."""
    return [name for p in game.players.values() for name in (p.nick, p.account) if name]


def night_abilities(game: "Game", nick: str | None) -> list[Any]:
    """The abilities a seat may send as a request (the host's own `phase: host` ones and the passive
    ones that work by themselves excluded): his role's and his team's rights' (a junior Hollow stands in
    for the Baron's kill, H-HOL-ORDER), as the engine takes them (succession.abilities_of)."""
    if nick is None or nick not in game.players:
        return []
    return [ab for ab in abilities_of(game, nick) if ab.get("phase") not in ("host", "passive")]


def main_abilities(game: "Game", nick: str | None) -> list[str]:
    return [ab.id for ab in night_abilities(game, nick) if not ab.get("optional")]
