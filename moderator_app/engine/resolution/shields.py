"""Shields from the next day's execution (H-HOL-ARCHER, H-TOWN-MILLARD): effect `execution_shield`.

A shield is a day number stored on the shielded player, so it holds whatever happens to the one
who gave it (Archer killed that night, or Archer taking the leader's rights). At the tally, an
execution that falls on a shielded player, or on a role with the trait `unexecutable`, executes
nobody; the result says so (`shielded`, `unexecutable`). The effect is effects/execution_shield.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from ..model.events import ExecutionStoppedEvent

if TYPE_CHECKING:
    from ..model.context import NightContext, ResolutionContext
    from ..model.state import Phase

SHIELD = "execution_shield_days"  #: Player.flags key: day numbers on which he cannot be executed


def next_day(night: "NightContext") -> int:
    """The number of the day that follows this night."""
    return sum(1 for p in night.game.phases if p.kind == "day") + 1


def stops_execution(res: "ResolutionContext", day: "Phase", chosen: str | None, reason: str | None) -> tuple[str | None, str | None]:
    """The execution falls through when the condemned is shielded or cannot be executed."""
    if not chosen:
        return chosen, reason
    player = res.game.players[chosen]
    if res.game.rs.roles[player.role].get("unexecutable"):
        res.event(ExecutionStoppedEvent(kind="execution_stopped", target=chosen, reason="unexecutable"))
        return None, "unexecutable"
    if day.kind == "day" and day.number in player.flags.get(SHIELD, []):
        res.event(ExecutionStoppedEvent(kind="execution_stopped", target=chosen, reason="shielded"))
        res.result.announcements.append({"kind": "shielded", "nick": chosen})
        return None, "shielded"
    return chosen, reason
