"""A phase's deadline as the journal holds it: the `deadline` and `tz` its opening entry carries, moved
by the host's `deadline` host events (app.deadlines writes both). Read here, in the engine, so that its
own counts — the posts of a day H-GEN-5 judges (engine.model.activity) — follow the deadline set last."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import Phase

FORMAT = "%Y-%m-%d %H:%M"


def setting(phase: "Phase") -> tuple[str | None, str | None]:
    """(deadline "YYYY-MM-DD HH:MM", tz) of a phase, or (None, None): the opening's, then each move."""
    at, tz = phase.opened_with.get("deadline"), phase.opened_with.get("tz")
    for host in phase.host:
        if host.get("event") == "deadline" and not host.get("refused"):
            at, tz = host.get("at") or at, host.get("tz") or tz
    return (str(at) if at else None), (str(tz) if tz else None)


def deadline(phase: "Phase") -> datetime | None:
    """The deadline as a naive datetime in its own zone (forum times compare with it)."""
    at = setting(phase)[0]
    try:
        return datetime.strptime(at, FORMAT) if at else None
    except ValueError:
        return None
