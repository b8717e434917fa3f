"""Phase deadlines with a date and a time zone, kept in the journal (no Qt here).

A phase opened through the app carries `deadline: "YYYY-MM-DD HH:MM"` and `tz` in its `phase`
entry: the role set's cycle time ("21:00", HyperMafia's "22:00 of the day after the start") on
the day the phase opens, or the next day when that time has passed — or has passed by the
previous phase's own deadline (a day closed early at 17:00 with "до 21:00" leaves the night until
tomorrow's 21:00, not the same evening's). The host changes it with a
`deadline` host event (at, tz). The date is fixed when the phase opens, so a page pasted after
midnight is judged against the phase's own deadline, not against "today at 21:00".
Forum times on pasted pages are read as times in the deadline's zone (what the forum shows).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone, tzinfo
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import Phase

FORMAT = "%Y-%m-%d %H:%M"
#: zones a host picks from (any IANA name or "UTC+03:00" is accepted too)
ZONES = ("Europe/Moscow", "Europe/Warsaw", "Europe/Kyiv", "Europe/Minsk", "Asia/Yekaterinburg",
         "Asia/Novosibirsk", "Asia/Almaty", "Europe/London", "UTC")


def local_zone_name() -> str:
    """The computer's zone as "UTC+03:00" (an IANA name cannot be read portably)."""
    offset = datetime.now().astimezone().utcoffset() or timedelta(0)
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


def zone(name: str | None) -> tzinfo:
    """An IANA zone or "UTC±HH:MM"; an unknown name is the computer's zone."""
    match = re.fullmatch(r"UTC([+-])(\d{2}):(\d{2})", (name or "").strip())
    if match:
        minutes = int(match[2]) * 60 + int(match[3])
        return timezone(timedelta(minutes=minutes if match[1] == "+" else -minutes))
    try:
        from zoneinfo import ZoneInfo

        return ZoneInfo(str(name))
    except (ValueError, KeyError, OSError, ImportError):  # ZoneInfoNotFoundError is a KeyError
        return datetime.now().astimezone().tzinfo or timezone.utc


def default_deadline(game: "Game", kind: str, now: datetime | None = None, host_time: str | None = None) -> str | None:
    """The deadline of a phase of `kind` opened `now` (local), as "YYYY-MM-DD HH:MM": the host's
    own default time ("21:00", from the settings) if he set one, else the role set's cycle time."""
    deadlines = game.rs.cycle.get("deadlines") or {}
    first = kind == game.rs.cycle.get("start") and not game.phases
    text = str(host_time or (deadlines.get("first_" + kind) if first else None) or deadlines.get(kind) or "")
    match = re.match(r"\s*(\d{1,2}):(\d{2})", text)
    if match is None:
        return None
    now = now or datetime.now()
    earlier = _last_deadline(game)
    if earlier is not None and earlier > now:
        now = earlier  # a phase closed before its deadline: the next one ends after it, not at the same 21:00
    at = now.replace(hour=int(match[1]), minute=int(match[2]), second=0, microsecond=0)
    if "day after" in text:
        at += timedelta(days=1)
    elif at <= now:
        at += timedelta(days=1)
    return at.strftime(FORMAT)


def _last_deadline(game: "Game") -> datetime | None:
    """The last opened phase's deadline as the computer's local time, or None."""
    if not game.phases:
        return None
    phase = game.phases[-1]
    at = phase_deadline(game, phase)
    if at is None:
        return None
    return at.replace(tzinfo=zone(phase_setting(game, phase)[1])).astimezone().replace(tzinfo=None)


def phase_setting(game: "Game", phase: "Phase | None" = None) -> tuple[str | None, str | None]:
    """(deadline "YYYY-MM-DD HH:MM", tz) of a phase (the current one by default), or (None, None)."""
    phase = phase or game.current
    if phase is None or phase not in game.phases:
        return None, None
    opened = [e for e in game.entries if e.kind == "phase"]
    index = game.phases.index(phase)
    data = opened[index].data if index < len(opened) else {}
    at, tz = data.get("deadline"), data.get("tz")
    for host in phase.host:
        if host.get("event") == "deadline" and not host.get("refused"):
            at, tz = host.get("at") or at, host.get("tz") or tz
    return (str(at) if at else None), (str(tz) if tz else None)


def phase_deadline(game: "Game", phase: "Phase | None" = None) -> datetime | None:
    """The deadline as a naive datetime in its own zone (forum times compare with it)."""
    at, _tz = phase_setting(game, phase)
    try:
        return datetime.strptime(at, FORMAT) if at else None
    except ValueError:
        return None


def remaining(game: "Game", now: datetime | None = None) -> timedelta | None:
    """Time left until the open phase's deadline (negative once it has passed)."""
    deadline = phase_deadline(game)
    if deadline is None:
        return None
    tz = zone(phase_setting(game)[1])
    now = (now or datetime.now()).astimezone(tz)  # a naive `now` is the computer's time
    return deadline.replace(tzinfo=tz) - now
