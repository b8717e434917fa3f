"""Reading the dates forums print next to posts and private messages, in Russian, Polish, English.

Accepts "12.03.2026 20:45", "2026-03-12 20:45", "12 мар 2026, 20:45", "Чт мар 12, 2026 8:45 pm",
"12 marca 2026, o 20:45", "Mar 12, 2026 8:45 pm", "March 12, 2026, 08:45:12 PM", Invision's
"12 Март 2026 - 20:45", with or without seconds and weekday names, Russian and Polish month names in
any case ("марта", "Marzec", "października"). Forums also print "Сегодня, 21:05", "Вчера в 21:05",
"Today at 09:05 PM", "Dzisiaj o 21:05", "Wczoraj, 21:05": those need the day the page was copied
(`today`) and give None without it. Returns a naive datetime, or None when nothing fits.
A zone printed after the time ("8:45 pm UTC+3", "20:45 GMT -5", "20:45 (MSK)") is read by
`parse_zone`; the time itself stays as printed (a page shows every post in the reader's one zone).
`parse_day` reads a day without a time ("Nov 10, 2016"), for headers and edit notes that print no time.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

MONTHS: dict[str, int] = {}
for _n, _names in enumerate(
    [
        "янв jan sty", "фев feb lut", "мар mar", "апр apr kwi", "may maj", "июн jun cze",
        "июл jul lip", "авг aug sie", "сен sep wrz", "окт oct paź paz", "ноя nov lis", "дек dec gru",
    ],
    start=1,
):
    for _prefix in _names.split():
        MONTHS[_prefix] = _n

_TIME = r"(?P<h>\d{1,2}):(?P<mi>\d{2})(?::(?P<s>\d{2}))?\s*(?P<ampm>[ap]\.?m\.?)?"
_NUMERIC = [
    re.compile(r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})[ T,]*(?:(?:at|в|o)\s+)?" + _TIME, re.I),  # vBulletin: "2016-02-01 at 03:31"
    re.compile(r"(?P<d>\d{1,2})(?P<sep>[./\-])(?P<m>\d{1,2})(?P=sep)(?P<y>\d{2,4})\D{0,6}?" + _TIME, re.I),
]
_WORD_DMY = re.compile(r"(?P<d>\d{1,2})\.?\s+(?P<mon>[^\W\d_]+)\.?\s+(?P<y>\d{4})\D{0,8}?" + _TIME, re.I)
_WORD_MDY = re.compile(r"(?P<mon>[^\W\d_]+)\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\D{0,8}?" + _TIME,
                       re.I)
_RELATIVE = re.compile(r"\b(?P<rel>сегодня|вчера|today|yesterday|dzisiaj|dziś|wczoraj)\b\D{0,6}?" + _TIME, re.I)
_DAYS_BACK = {"сегодня": 0, "today": 0, "dzisiaj": 0, "dziś": 0, "вчера": 1, "yesterday": 1, "wczoraj": 1}


def _month(word: str) -> int | None:
    word = word.lower()
    if word in ("май", "мая", "мае") or word.startswith("maj"):
        return 5
    return next((number for prefix, number in MONTHS.items() if word.startswith(prefix)), None)


def _month_first(match: re.Match[str], first: int, second: int) -> bool:
    """US order (12-26-2014, 03/19/2012 08:45 PM): the second number is over 12, or the date has a
    dash or slash and an AM/PM time and the first number could be a month. Dots are always day first."""
    sep = match.groupdict().get("sep")
    if not sep or sep == "." or first > 12:
        return False
    return second > 12 or bool(match.group("ampm"))


def _build(y: str, m: int, d: str, match: re.Match[str]) -> datetime | None:
    hour = int(match.group("h"))
    ampm = (match.group("ampm") or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    elif ampm == "am" and hour == 12:
        hour = 0
    year = int(y) + (2000 if len(y) == 2 else 0)
    try:
        return datetime(year, m, int(d), hour, int(match.group("mi")), int(match.group("s") or 0))
    except ValueError:
        return None


def parse_date(text: str, today: date | None = None) -> datetime | None:
    """The first date-and-time found in `text`, or None; `today` resolves "Сегодня"/"Вчера"."""
    if match := _RELATIVE.search(text):
        if today is None:
            return None
        day = today - timedelta(days=_DAYS_BACK[match.group("rel").lower()])
        return _build(str(day.year), day.month, str(day.day), match)
    for pattern in _NUMERIC:
        if match := pattern.search(text):
            day, month = int(match.group("d")), int(match.group("m"))
            if _month_first(match, day, month):
                day, month = month, day
            return _build(match.group("y"), month, str(day), match)
    for pattern in (_WORD_DMY, _WORD_MDY):
        for match in pattern.finditer(text):
            month = _month(match.group("mon"))
            if month:
                return _build(match.group("y"), month, match.group("d"), match)
    return None


_DAY_MDY = re.compile(r"\b(?P<mon>[^\W\d_]{3,12})\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\b")
_DAY_DMY = re.compile(r"\b(?P<d>\d{1,2})\.?\s+(?P<mon>[^\W\d_]{3,12})\.?,?\s+(?P<y>\d{4})\b")


def parse_day(text: str) -> datetime | None:
    """The first day with its month in words and no time ("Nov 10, 2016", "10 listopada 2016"),
    at midnight; None when nothing fits."""
    for pattern in (_DAY_MDY, _DAY_DMY):
        for match in pattern.finditer(text):
            if month := _month(match.group("mon")):
                try:
                    return datetime(int(match.group("y")), month, int(match.group("d")))
                except ValueError:
                    continue
    return None


# Zones forums print after a post's time: "UTC+3", "GMT -5", "UTC+03:00", "(MSK)", "CET".
_ZONE_NAMES = {"utc": 0, "gmt": 0, "wet": 0, "bst": 60, "cet": 60, "cest": 120, "eet": 120, "eest": 180,
               "msk": 180, "мск": 180, "est": -300, "edt": -240, "cst": -360, "cdt": -300, "mst": -420,
               "mdt": -360, "pst": -480, "pdt": -420}
ZONE = re.compile(r"\(?\b(?P<name>utc|gmt|" + "|".join(n for n in _ZONE_NAMES if n not in ("utc", "gmt")) +
                  r")\b(?:\s*(?P<sign>[+\-−])\s*(?P<h>\d{1,2})(?::?(?P<m>\d{2}))?)?\)?", re.I)


def parse_zone(text: str) -> timedelta | None:
    """The offset from UTC of a zone printed in `text` ("UTC+3", "GMT -5", "(MSK)", "UTC+03:30"), else None."""
    match = ZONE.search(text)
    if not match:
        return None
    minutes = _ZONE_NAMES[match.group("name").lower()]
    if match.group("sign"):
        sign = -1 if match.group("sign") in "-−" else 1
        minutes += sign * (int(match.group("h")) * 60 + int(match.group("m") or 0))
    return timedelta(minutes=minutes)
