"""Why a row cannot be recorded as it stands (no Qt here): a key of the inbox's words, or None."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.resolution import traits
from ...engine.resolution.targets import max_targets
from ..runoff import runoff_due, runoff_problem
from .past import game_in
from .seats import night_abilities
from ...engine.resolution.succession import abilities_of

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from .rows import Row


def blocker(game: "Game", row: "Row") -> str | None:
    """Why this row cannot be recorded as it stands (a key of inbox words), or None. A row of an
    earlier phase is judged against the game as it stood then (past.game_in)."""
    if row.host_post:
        return "host_post"
    if row.not_player:
        return "not_player"
    if game.current is None or row.phase is not None and row.phase not in [p.label for p in game.phases]:
        return "phase_gone"  # its phase was undone: it is never slipped into another one
    if row.phase is not None and row.phase != game.current.label or game.current.resolved:
        game = game_in(game, str(row.phase or game.current.label)) or game
    if row.actor not in game.players:
        return "no_sender"
    if row.kind == "vote":
        if row.runoff and runoff_problem(runoff_due(game), row.targets[0] if row.targets else None, True):
            return "not_in_runoff"  # the engine would pass over it: the host sees it first
        return None if row.targets or row.abstain or row.no_lynch or row.cancel else "no_vote_target"
    if row.skip and not row.targets and not row.room:
        return None  # «хода нет»: recorded as the sender's declared skip (record.entry_of), a target the host picks wins
    own = [ab.id for ab in night_abilities(game, row.actor)]
    if not row.action:
        return "no_action"
    if row.action not in own:
        every = [ab.id for ab in abilities_of(game, row.actor)]
        return "host_event" if row.action in every else "not_own_ability"
    ability = traits.ability_of(game, row.actor, row.action)
    aims = str((ability.get("target", "player") if ability is not None else "player") or "player")
    copy = traits.is_copy(ability)  # the request names a role and its action (whatever the ability's id)
    if copy and not row.role:
        return "no_role"
    aimless = ability is not None and game.current is not None and max_targets(game, game.current, ability) == 0
    if not row.targets and not row.room and aims not in ("none", "0", "room") and not copy and not aimless:
        return "no_target"
    return None
