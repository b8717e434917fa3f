"""Phase deadlines with a date and a time zone, kept in the journal (no Qt here).

A phase opened through the app carries `deadline: "YYYY-MM-DD HH:MM"` and `tz` in its `phase`
entry: the role set's cycle time ("21:00", HyperMafia's "22:00 of the day after the start") on
the day the phase opens, or the next day when that time has passed — or has passed by the
previous phase's own deadline (a day closed early at 17:00 with "до 21:00" leaves the night until
tomorrow's 21:00, not the same evening's); a set run on table timers (SUSPI) gets "now + its
timer" instead. The zone is the previous deadline's, else the host's default zone (Settings), else
the computer's. The host changes it with a `deadline` host event (at, tz); one before the previous
phase's deadline is questioned first (`earlier_than_previous`). The date is fixed when the phase opens, so a page pasted after
midnight is judged against the phase's own deadline, not against "today at 21:00".
Forum times on pasted pages are read as times in the deadline's zone (what the forum shows).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from ..engine.model.deadlines import FORMAT, deadline, setting
from ..i18n.zones import ZONES, system_zone, when_text, zone
from ..engine.wording import words
from ..i18n import t

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

__all__ = ["FORMAT", "ZONES", "zone", "system_zone", "phase_zone", "opening", "default_deadline", "phase_setting",
           "phase_deadline", "remaining", "earlier_than_previous", "when_text", "cycle_deadline"]


def phase_zone(game: "Game", phase: "Phase | None" = None) -> str | None:
    """The zone of the latest phase up to `phase` that has one (a new phase inherits it)."""
    upto = game.phases if phase is None or phase not in game.phases else game.phases[:game.phases.index(phase) + 1]
    for each in reversed(upto):
        tz = phase_setting(game, each)[1]
        if tz:
            return tz
    return None


def opening(game: "Game", kind: str, now: datetime | None = None, host_time: str | None = None,
            default_zone: str | None = None) -> tuple[str | None, str | None]:
    """(deadline, zone) of a phase of `kind` opened now: the zone of the previous deadline (a host who
    moved the night to Moscow time keeps Moscow time), else his default zone (Settings), else the
    computer's; the time as default_deadline gives it in that zone."""
    tz = phase_zone(game) or default_zone or system_zone()
    at = default_deadline(game, kind, now, host_time, tz)
    return at, (tz if at else None)


def default_deadline(game: "Game", kind: str, now: datetime | None = None, host_time: str | None = None,
                     tz: str | None = None) -> str | None:
    """The deadline of a phase of `kind` opened `now`, as "YYYY-MM-DD HH:MM" in the zone `tz` (a naive
    `now` is a time in that zone): a set run on timers (SUSPI, an evening at a table) ends the phase
    when its timers run out; else the host's own default time ("21:00", from the settings) if he set
    one, else the role set's cycle time."""
    now = _in_zone(now, tz)
    timed = _timer_seconds(game, kind)
    if timed is not None:
        return _ceil_minute(now + timedelta(seconds=timed)).strftime(FORMAT)
    earlier = _last_deadline(game, tz)
    if earlier is not None and earlier > now:
        now = earlier  # a phase closed before its deadline: the next one ends after it, not at the same 21:00
    at = _by_cycle(game, kind, now, host_time, first=kind == game.rs.cycle.get("start") and not game.phases)
    return at.strftime(FORMAT) if at is not None else None


def cycle_deadline(game: "Game", phase: "Phase", after: datetime) -> datetime | None:
    """The deadline `phase` gets by the role set's cycle time when it opens right after `after` (the
    previous phase's deadline): what a closed phase the host gave no deadline is judged by (a night-1
    PM pasted by day 2 goes into night 1). None for a set with no cycle times."""
    return _by_cycle(game, phase.kind, after, None, first=bool(game.phases) and phase is game.phases[0])


def _by_cycle(game: "Game", kind: str, now: datetime, host_time: str | None, first: bool) -> datetime | None:
    """The first cycle time of `kind` after `now` ("21:00"; "22:00 of the day after the start")."""
    deadlines = game.rs.cycle.get("deadlines") or {}
    text = str(host_time or (deadlines.get("first_" + kind) if first else None) or deadlines.get(kind) or "")
    match = re.match(r"\s*(\d{1,2}):(\d{2})", text)
    if match is None:
        return None
    at = now.replace(hour=int(match[1]), minute=int(match[2]), second=0, microsecond=0)
    if "day after" in text:
        at += timedelta(days=1)
    elif at <= now:
        at += timedelta(days=1)
    return at


def _in_zone(now: datetime | None, tz: str | None) -> datetime:
    """`now` as a naive time in the zone `tz` (the current time when None)."""
    if now is None:
        return datetime.now(zone(tz)).replace(tzinfo=None)
    return now.astimezone(zone(tz)).replace(tzinfo=None) if now.tzinfo is not None else now


def _timer_seconds(game: "Game", kind: str) -> int | None:
    """A set with table timers and no daily deadlines (SUSPI: "Noc 2 min", "Dzień 10 min", "Rada 90 s")
    gives a phase its own timer plus those of the stages before it that are no phase of their own
    (the council follows the day's free talk: 10 min + 90 s), in the order the timers are declared."""
    cycle = game.rs.cycle
    timers, phases = cycle.get("timers"), set(cycle.get("phases") or ())
    if not isinstance(timers, dict) or cycle.get("deadlines") or kind not in timers:
        return None
    waiting = 0
    for stage, seconds in timers.items():
        if stage == kind:
            return waiting + int(seconds)
        waiting = 0 if stage in phases else waiting + int(seconds)
    return None


def _ceil_minute(at: datetime) -> datetime:
    whole = at.replace(second=0, microsecond=0)
    return whole if whole == at else whole + timedelta(minutes=1)


def _last_deadline(game: "Game", tz: str | None) -> datetime | None:
    """The last opened phase's deadline as a naive time in the zone `tz`, or None."""
    if not game.phases:
        return None
    return _moved(game, game.phases[-1], tz)


def _moved(game: "Game", phase: "Phase", tz: str | None) -> datetime | None:
    at = phase_deadline(game, phase)
    if at is None:
        return None
    return at.replace(tzinfo=zone(phase_setting(game, phase)[1])).astimezone(zone(tz)).replace(tzinfo=None)


def earlier_than_previous(game: "Game", at: str, tz: str | None, lang: str) -> str | None:
    """What is wrong with setting the open phase's deadline to `at` in `tz`: it falls before the
    previous phase's deadline (a night ending before the day it follows — a typo in the date, never
    to be taken silently); None when it does not."""
    phase = game.current
    if phase is None or phase not in game.phases or game.phases.index(phase) == 0:
        return None
    previous = game.phases[game.phases.index(phase) - 1]
    before = _moved(game, previous, tz)
    try:
        wanted = datetime.strptime(at, FORMAT)
    except ValueError:
        return None
    if before is None or wanted >= before:
        return None

    return t("zone.before_previous", lang, phase=words.phase_label(phase, lang),
             at=when_text(wanted, tz, lang), previous=when_text(before, tz, lang))


def phase_setting(game: "Game", phase: "Phase | None" = None) -> tuple[str | None, str | None]:
    """(deadline "YYYY-MM-DD HH:MM", tz) of a phase (the current one by default), or (None, None)."""
    phase = phase or game.current
    return setting(phase) if phase is not None and phase in game.phases else (None, None)


def phase_deadline(game: "Game", phase: "Phase | None" = None) -> datetime | None:
    """The deadline as a naive datetime in its own zone (forum times compare with it)."""
    phase = phase or game.current
    return deadline(phase) if phase is not None and phase in game.phases else None


def remaining(game: "Game", now: datetime | None = None) -> timedelta | None:
    """Time left until the open phase's deadline (negative once it has passed)."""
    deadline = phase_deadline(game)
    if deadline is None:
        return None
    tz = zone(phase_setting(game)[1])
    now = (now or datetime.now()).astimezone(tz)  # a naive `now` is the computer's time
    return deadline.replace(tzinfo=tz) - now
