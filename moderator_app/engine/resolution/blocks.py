"""Which blocks stand when blockers block each other (H-HOL-HOLLOW, H-ABR-2, H-RULE-1).

Blocks are settled before the night is stepped, so a block is void whenever its own actor is
blocked by a block that stands, whatever their priorities:
- a mutual block (A blocks B, B blocks A) is won by the block with `wins_mutual`, lost by a
  `weaker` one (a copy); otherwise the one that resolves first wins;
- otherwise a block whose actor nobody blocks stands; the blocks it hits are void; a cycle with no
  free block is broken in resolution order.
The night then applies standing blocks at their own step. An action of a stage before `block`
(a redirection, stages.py) resolves before the blocks' step yet is stopped by a standing block on
its actor (`blocker_of`). Which actions are blocks is their effect's trait `blocks` (traits.py).

Who is "blocked" for a team's rights action: a block with `stops_team_action_only_on_holder`
stops a rights action only when it lands on the holder of the rights, and on a junior stops only
the junior's own ability (H-TOWN-EMMA).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import stages, succession, traits

if TYPE_CHECKING:
    from ..model.context import GameContext
    from .night import Action, Night


def _strength(action: "Action") -> int:
    if action.ability.get_if_declared("wins_mutual"):
        return 2
    if action.ability.get("weaker") or action.extra.get("weaker"):
        return 0
    return 1


def void_blocks(actions: list["Action"]) -> set[int]:
    """Ids (id()) of block actions that do not take place."""
    blocks = [a for a in actions if traits.has(a.ability, "blocks")]
    void: set[int] = set()
    for a in blocks:
        for b in blocks:
            if a is b or id(a) in void or id(b) in void:
                continue
            if b.actor in a.targets and a.actor in b.targets:
                sa, sb = _strength(a), _strength(b)
                loser = b if sa > sb or (sa == sb and a.order < b.order) else a
                void.add(id(loser))
    pending = [b for b in blocks if id(b) not in void]
    while pending:
        targeted = {t for b in pending for t in b.targets}
        free = [b for b in pending if b.actor not in targeted] or pending[:1]
        for block in free:
            pending.remove(block)
            for other in list(pending):
                if other.actor in block.targets:
                    void.add(id(other))
                    pending.remove(other)
    return void


def blocker_of(night: "Night", action: "Action", actor: str) -> str | None:
    """Who blocks this actor for this action, or None (team rights actions follow the holder)."""
    by = _applied_blocker(night, action, actor)
    if by is None and stages.before_blocks(action.ability):
        by = standing_blocker(night, actor)
    return by


def standing_blocker(night: "Night", nick: str) -> str | None:
    """The actor of a standing block on `nick` not yet applied (its actor still alive at this point)."""
    for other in night.actions:
        if traits.has(other.ability, "blocks") and id(other) not in night.void_blocks and nick in other.targets:
            if not night.dead_now(other.actor):
                return other.actor
    return None


def _applied_blocker(night: "Night", action: "Action", actor: str) -> str | None:
    team = night.game.players[actor].team
    if succession.is_rights_ability(night.game, team, action.ability):
        lead = succession.holder(night.game, team) or actor
        if lead in night.blocked:
            return night.blocked[lead]
        by = night.blocked.get(actor)
        if by is not None and not night.block_ability[actor].get_if_declared("stops_team_action_only_on_holder"):
            return by
        return None
    return night.blocked.get(actor)


def who_blocks(night: "Night", void: "Action") -> str | None:
    """The actor of a standing block on the actor of a void block (for the log)."""
    for action in night.actions:
        if traits.has(action.ability, "blocks") and id(action) not in night.void_blocks and void.actor in action.targets:
            return action.actor
    return None


def unblockable(game: "GameContext", nick: str) -> bool:
    """A role with the trait `unblockable: true` ignores blocks (its own block always stands)."""
    player = game.players.get(nick)
    return bool(player and game.rs.roles[player.role].get("unblockable"))
