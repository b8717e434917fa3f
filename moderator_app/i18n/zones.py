"""Time zones in words: a zone named in the interface's language («Москва (UTC+3)», not
"Europe/Moscow" or «UTC+00:00»), and a deadline as the forum's readers write it («07.12 21:00 МСК»,
«21:00 (UTC+3)», "Dec 7, 9 PM CET").

A zone is kept in the journal as an IANA name ("Europe/Moscow") or a fixed offset ("UTC+03:00").
The words are the catalogue's (`zone.*` in ru/pl/en): a zone's name, and the mark its readers put
after a time (`zone.reader.*`: «МСК», "czasu polskiego", "CET|CEST" for winter|summer, or its
offset «({offset})» where its readers use none). Babel's CLDR names were tried and left: they have no
«МСК» and call Moscow in December «летнее время».
"""

from __future__ import annotations

import re
from functools import lru_cache
from datetime import datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo

from . import has, t

#: the zones a host picks from, in the order the pickers list them (any IANA name or "UTC+03:00" is accepted too)
ZONES = ("Europe/Moscow", "Europe/Minsk", "Europe/Kyiv", "Europe/Warsaw", "Europe/Berlin", "Europe/London",
         "Asia/Yekaterinburg", "Asia/Novosibirsk", "Asia/Almaty", "America/New_York", "UTC")
_OFFSET = re.compile(r"UTC([+-])(\d{1,2})(?::?(\d{2}))?")


def zone(name: str | None) -> tzinfo:
    """An IANA zone or "UTC±HH:MM"; an unknown name is the computer's zone."""
    found = known(name)
    if found is not None:
        return found
    return datetime.now().astimezone().tzinfo or timezone.utc


def known(name: str | None) -> tzinfo | None:
    """The zone `name` stands for, or None when it is no zone (a typo in the picker)."""
    text = (name or "").strip()
    match = _OFFSET.fullmatch(text)
    if match:
        minutes = int(match[2]) * 60 + int(match[3] or 0)
        return timezone(timedelta(minutes=minutes if match[1] == "+" else -minutes)) if minutes < 24 * 60 else None
    if not text:
        return None
    try:
        return ZoneInfo(text)
    except (ValueError, KeyError, OSError):  # ZoneInfoNotFoundError is a KeyError
        return None


def offset_name(minutes: int) -> str:
    """A fixed zone as the journal keeps it: "UTC+03:00"."""
    sign = "+" if minutes >= 0 else "-"
    return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


@lru_cache(maxsize=1)
def system_zone() -> str:
    """The computer's zone as an IANA name (tzlocal reads it on Linux, macOS and Windows), else its
    offset: what Settings proposes before the host chooses."""
    try:
        import tzlocal  # lazy, inside the guard: a broken tzlocal install must not stop the app

        name = tzlocal.get_localzone_name()
        if name and known(name) is not None:
            return "UTC" if name in ("Etc/UTC", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "UCT", "Zulu") else name
    except Exception:  # noqa: BLE001 — an odd system setting is no reason to fail: the offset will do
        pass
    offset = datetime.now().astimezone().utcoffset() or timedelta(0)
    return offset_name(int(offset.total_seconds() // 60))


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.strip().lower())


def _offset_text(name: str, at: datetime | None) -> str:
    """"UTC+3", "UTC+5:30", "UTC−5" at the moment `at` (naive: in the zone itself), or now."""
    tz = zone(name)
    moment = (at or datetime.now()).replace(tzinfo=tz) if at is not None else datetime.now(tz)
    minutes = int((moment.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "+" if minutes >= 0 else "−"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{rest:02d}" if rest else "")


def zone_name(name: str | None, lang: str, at: datetime | None = None) -> str:
    """The zone as a picker lists it: «Москва (UTC+3)»; an IANA zone the catalogue does not name
    by its city ("Paris (UTC+1)"); a fixed offset as "UTC+3"."""
    name = (name or "").strip() or system_zone()
    offset = _offset_text(name, at)
    if _OFFSET.fullmatch(name) or name == "UTC":
        return offset if name != "UTC" else "UTC"
    key = f"zone.name.{_key(name)}"
    city = t(key, lang) if has(key) else name.rpartition("/")[2].replace("_", " ")
    return t("zone.named", lang, city=city, offset=offset)


def reader_zone(name: str | None, lang: str, at: datetime | None = None) -> str:
    """The mark a forum's readers put after a time: «МСК», "CET" in winter and "CEST" in summer,
    else the offset in brackets «(UTC+3)»."""
    name = (name or "").strip() or system_zone()
    key = f"zone.reader.{_key(name)}"
    mark = t(key if has(key) else "zone.offset", lang, offset=_offset_text(name, at))
    winter, _, summer = mark.partition("|")
    moment = at.replace(tzinfo=zone(name)) if at is not None else datetime.now(zone(name))
    return summer if summer and moment.dst() else winter


def clock(at: datetime, lang: str) -> str:
    """The time of day as the language writes it: «21:00»; English "9 PM", "9:30 PM"."""
    if t("zone.clock", lang) != "12":
        return f"{at:%H:%M}"
    hour = at.hour % 12 or 12
    minutes = f":{at.minute:02d}" if at.minute else ""
    return t("zone.time12", lang, hour=hour, minutes=minutes, half=t("zone.am" if at.hour < 12 else "zone.pm", lang))


def when_text(at: datetime, name: str | None, lang: str, date: bool = True) -> str:
    """A deadline (a naive time in its own zone) as its readers read it: «07.12 21:00 МСК»."""
    when = clock(at, lang)
    zoned = t("zone.when", lang, time=when, zone=reader_zone(name, lang, at))
    if not date:
        return zoned
    day = t("zone.date", lang, day=at.day, dd=f"{at.day:02d}", mm=f"{at.month:02d}",
            month=t(f"zone.month.m{at.month}", lang), year=at.year)
    return t("zone.dated", lang, date=day, when=zoned)
