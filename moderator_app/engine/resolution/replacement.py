"""Which of a player's requests stand when he sent several: a later request of the same
ability replaces the earlier one, and so does one of the abilities his role may use only one of per
night (`one_action_per_night`); on a room night only accepted requests replace, per action. A later
«хода нет» (the host event `no_action`, model/phase_order.py) withdraws all his earlier requests of the
phase; a request after it stands. The night, the prompts and the fates (model/fates.py) all read the
same answer from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.state import HostEvent, Phase, Request, journal_place
from ..tables.rooms import is_room_night
from . import traits
from ..rolesets.roles import AbilityKey

if TYPE_CHECKING:
    from ..model.context import GameContext as Game


def standing_requests(game: "Game", phase: Phase) -> list[Request]:
    """The requests that stand: neither refused nor replaced by a later one (`replaced_by`)."""
    replaced = replaced_by(game, phase)
    return sorted((r for r in phase.requests if r.refused is None and r.key not in replaced), key=lambda r: r.key)


def replaced_by(game: "Game", phase: Phase) -> dict[tuple[int, int], Request | HostEvent]:
    """key (seq, part) -> the later request (or «хода нет»: Phase.declared_skips) that took its place.
    A player's later request of the same ability
    replaces the earlier one (players may change their minds); requests of different abilities all
    stand, each resolved at its own priority (a witch heals and poisons), except the abilities the
    role declares `one_action_per_night` (true: all of them; a list: those) — among those the last
    request counts. A refused last request leaves that ability (or group) with none. On a room
    night (rooms.py) a player sends a room and an ability, so only accepted requests replace, per
    (actor, action). A player's «хода нет» withdraws every request of his that stands before it."""
    room_night = is_room_night(game)
    last: dict[tuple[str, str], Request] = {}
    replaced: dict[tuple[int, int], Request | HostEvent] = {}
    entries: list[Request | HostEvent] = [*phase.requests, *phase.declared_skips()]
    for req in sorted(entries, key=journal_place):
        if not isinstance(req, Request):
            for key in [key for key in last if key[0] == req["player"]]:
                replaced[last.pop(key).key] = req
            continue
        if room_night and req.refused is not None:
            continue
        key = (req.actor, req.action if room_night else exclusive_group(game, req.actor, req.action))
        if key in last:
            replaced[last[key].key] = req
        last[key] = req
    return replaced


def exclusive_group(game: "Game", actor: str, action: str) -> str:
    """The key under which a later request replaces an earlier one: the action itself, or `*` for
    the abilities the role may use only one of per night."""
    player = game.players.get(actor)
    role = game.rs.roles.get(player.role) if player else None
    one = role.get("one_action_per_night") if role else None
    if one is True or not action:
        return "*"
    if isinstance(one, list):  # the set's keys (`[com_check, hunt]`); the request carries the id: his ability
        ability = traits.ability_of(game, actor, action)
        if ability is not None and any(game.rs.abilities.get(AbilityKey(str(key))) is ability for key in one):
            return "*"
    return action
