"""Copying another role's action (H-ABR-1..4): effect `copy`.

A copy request names the role (`role`), its action (`as_action`) and the targets. It resolves as
that role's ability with all its parameters (exposure odds, limits such as the serum's single
charge, counted on the copier's own charges), just after the original (priority + 1) and marked
`weaker`, so it loses every conflict with the original (a mutual block, blocks.py). A copied team
right is the copier's own action, not the team's. `change_each_night` lists what must differ from
the copier's previous night: role, action, target.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from . import traits
from .targets import target_refusal

if TYPE_CHECKING:
    from ..model.context import GameContext as Game
    from ..rolesets.roles import Ability
    from ..model.state import Phase, Request


def copied_ability(game: "Game", role_id: str | None, action_id: str | None) -> "Ability | None":
    if not role_id or role_id not in game.rs.roles:
        return None
    for key in game.rs.roles[role_id].abilities:
        ability = game.rs.abilities[key]
        if ability.id == action_id and not traits.is_copy(ability):
            return ability
    return None


def as_copied(game: "Game", req: "Request", ability: "Ability") -> tuple["Ability", dict[str, Any]]:
    """The ability a request resolves as, and the action's extra data."""
    extra = dict(req.extra)
    if not traits.is_copy(ability):
        return ability, extra
    original = copied_ability(game, req.extra.get("role"), req.extra.get("as_action"))
    assert original is not None  # refused at entry otherwise
    params = {k: v for k, v in original.params.items() if k != "agreement"}
    params["weaker"] = True
    extra.update(weaker=True, copied_role=req.extra.get("role"))
    return dataclasses.replace(original, priority=original.priority + 1, params=params), extra


def refusal(game: "Game", phase: "Phase", req: "Request", ability: "Ability") -> str | None:
    """Why a copy request cannot stand (checked when the host enters it)."""
    role_id, action_id = req.extra.get("role"), req.extra.get("as_action")
    if not role_id or not action_id:
        return refuse("copy_needs_role")
    in_setup = {p.original_role for p in game.players.values()}
    if role_id not in in_setup:
        return refuse("role_not_in_setup", role=role_id)
    original = copied_ability(game, role_id, action_id)
    if original is None:
        return refuse("role_has_no_action", role=role_id, action=action_id)
    if game.players[req.actor].charges_left(original) == 0:
        return refuse("copy_limit", action=action_id, limit=int(original.get("charges")))
    previous = previous_copy(game, phase, req.actor)
    if previous is not None:
        must_change = ability.get("change_each_night") or []
        if "role" in must_change and previous.extra.get("role") == role_id:
            return refuse("copy_role_must_change")
        if "action" in must_change and previous.extra.get("as_action") == action_id:
            return refuse("copy_action_must_change")
        if "target" in must_change and set(previous.targets) & set(req.targets):
            return refuse("copy_target_must_change")
    return target_refusal(game, phase, req, original)


def previous_copy(game: "Game", phase: "Phase", actor: str) -> "Request | None":
    """The copier's standing copy of the previous night, if any."""
    nights = [p for p in game.phases if p.kind == phase.kind and p.number == phase.number - 1]
    if not nights:
        return None
    for req in reversed(nights[0].active_requests()):
        if req.actor == actor and req.extra.get("as_action"):
            return req
    return None


def copied_role_tonight(game: "Game", phase: "Phase", actor: str) -> str | None:
    """The role whose action the actor copies in this phase (standing request), if any."""
    for req in reversed(phase.active_requests()):
        if req.actor == actor and req.extra.get("as_action") and req.refused is None:
            return str(req.extra.get("role"))
    return None
