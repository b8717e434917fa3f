"""Rules on a request's targets: how many, alive, not himself, not the same one twice in a row.

Every effect's entry goes through `target_refusal` (an effect with an entry rule of its own, such
as `copy` or `hire`, calls it after its own checks). Kept apart from requests.py so that effects
can use it without importing the effect registry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.refusal import refuse

from ..tables.rooms import room_beside_refusal, room_refusal
from ..model.state import Phase, Request

if TYPE_CHECKING:
    from ..model.context import GameContext as Game
    from ..rolesets.roles import Ability


def target_refusal(game: "Game", phase: Phase, req: Request, ability: "Ability") -> str | None:
    if ability.get("target") == "room":  # room nights: the request names a room, not a player
        return room_refusal(game, req)
    beside = room_beside_refusal(game, req)  # S-ROUND-1: a room named with a player's request
    if beside:
        return beside
    if ability.get_if_declared("self_limit") is not None and req.targets == [req.actor]:
        if game.players[req.actor].charges_used.get(f"{ability.id}:self", 0) >= int(ability.get_if_declared("self_limit")):
            return refuse("self_limit")
    most = max_targets(game, phase, ability)
    if len(req.targets) > most:
        return refuse("too_many_targets", count=len(req.targets), limit=most)
    if len(req.targets) < int(ability.get("min_targets", 1 if most else 0)):
        return refuse("no_target")
    for target in req.targets:
        if target not in phase.alive_at_start:
            return refuse("target_dead", target=target)
        if ability.get("no_self") and target == req.actor:
            return refuse("no_self")
    if ability.get("no_repeat_target") and _repeats(game, phase, req, ability):
        return refuse("same_target_twice")
    return None


def max_targets(game: "Game", phase: Phase, ability: "Ability") -> int:
    count = int(ability.get("targets"))
    for alive_at_most, limit in sorted((ability.get("targets_at_alive") or {}).items()):
        if len(phase.alive_at_start) <= int(alive_at_most):
            count = min(count, int(limit))
            break
    penalty = ability.get_if_declared("penalty_targets")
    if penalty and any(h.get("event") == "penalty" for h in phase.host):
        count = max(count, int(penalty))
    return count


def _repeats(game: "Game", phase: Phase, req: Request, ability: "Ability") -> bool:
    ok_at = ability.get("repeat_ok_at_alive")
    if ok_at is not None and len(phase.alive_at_start) <= int(ok_at):
        return False
    last = game.players[req.actor].last_targets.get(req.action)
    if not last:
        return False
    number, targets = last
    return number == phase.number - 1 and bool(set(targets) & set(req.targets))
