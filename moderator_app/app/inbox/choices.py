"""What the inbox's table offers a row of a game (no Qt here): the seats to name a sender, the living to
name a target, the set's rooms by their names and its vote colours, the words of a vote for "no lynch" —
worked out once per game the table shows, not once per row — and, per row, the room it names as the set
spells it, whether its action copies another role's and whether it aims at two."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.resolution import traits
from ...engine.tables.rooms import game_rooms, normalise_room, room_name, room_specs
from ...engine.wording.words import no_lynch_vote
from ..correspondence import shown_name

if TYPE_CHECKING:
    from ...engine.model.game import Game


@dataclass(frozen=True)
class Choices:
    """What every row of one game offers alike."""

    people: list[tuple[str, str]]  #: (the seat as the host reads it, "†" after one who is out; the nick)
    living: list[str]
    rooms: list[tuple[str, str]]  #: (the room's name in the language, its id); none in a set without rooms
    colors: list[str]  #: the vote colours of the set (HyperMafia's red and blue), none elsewhere
    default_color: str | None  #: the colour of a vote written without one (the set's, else its first)
    self_vote: bool  #: a vote for oneself is offered (C-LYNCH-1: most sets refuse it)
    no_lynch: str  #: a vote for "no lynch", as the thread's tally words it


def game_choices(game: "Game", lang: str) -> Choices:
    colors = list(game.rs.vote.get("colors") or {})
    return Choices(people=[(shown_name(game, n) + ("" if game.players[n].alive else " †"), n) for n in game.players],
                   living=game.living(),
                   rooms=[(room_name(game.rs, r, lang), r) for r in game_rooms(game)] if has_rooms(game) else [],
                   colors=colors, default_color=str(game.rs.vote.get("default_color") or "") or next(iter(colors), None),
                   self_vote=bool(game.rs.vote.get("self_vote", False)), no_lynch=no_lynch_vote(lang))


def has_colors(game: "Game | None") -> bool:
    """The set's votes carry a colour (HyperMafia's red and blue): a vote row names one."""
    return game is not None and bool(game.rs.vote.get("colors"))


def has_rooms(game: "Game | None") -> bool:
    """The set plays its nights in rooms (SUSPI): a row names a room."""
    return game is not None and bool(room_specs(game.rs))


def row_room(game: "Game", written: str | None) -> str | None:
    """The room a row names — by its id or any of its names, any case — as the set spells it; None when
    it names none, or one not on this table."""
    return normalise_room(game, written) if written else None


def copies_a_role(game: "Game", actor: str | None, action: str | None) -> bool:
    """The sender's action copies another role's (a mime, a thief): the row names the role it copies too."""
    return traits.is_copy(traits.ability_of(game, actor, action))


def aims_two(game: "Game", actor: str | None, action: str | None) -> bool:
    """The sender's action takes two targets or more (the table shows its second target's column)."""
    ability = traits.ability_of(game, actor, action)
    count = ability.get("targets") if ability is not None else 1
    return isinstance(count, int) and count > 1
