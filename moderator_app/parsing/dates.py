"""Reading the dates forums print next to posts and private messages, in Russian, Polish, English.

Accepts "12.03.2026 20:45", "2026-03-12 20:45", "12 мар 2026, 20:45", "Чт мар 12, 2026 8:45 pm",
"12 marca 2026, o 20:45", "Mar 12, 2026 8:45 pm", "March 12, 2026, 08:45:12 PM", "17-Sep-2008, 15:06", Invision's
"12 Март 2026 - 20:45", with or without seconds and weekday names, Russian and Polish month names in
any case ("марта", "Marzec", "października"). Forums also print "Сегодня, 21:05", "Вчера в 21:05",
"Today at 09:05 PM", "Dzisiaj o 21:05", "Wczoraj, 21:05", XenForo's "Monday at 9:14 PM": those need the day
the page was copied (`today`) and give None without it; "2 hours ago", "5 минут назад", "3 minuty temu",
"A moment ago" need the moment it was copied (`today` given as a datetime). Returns a naive datetime, or None when nothing fits.
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
_WORD_DMY = re.compile(r"(?P<d>\d{1,2})(?:\.?\s+|-)(?P<mon>[^\W\d_]+)(?:\.?\s+|\.?-)(?P<y>\d{4})\D{0,8}?" + _TIME,
                       re.I)  # "12 мар 2026, 20:45", vBulletin's archive "17-Sep-2008, 15:06"
_WORD_MDY = re.compile(r"(?P<mon>[^\W\d_]+)\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\D{0,8}?" + _TIME,
                       re.I)
# Relative dates, declared once for the three languages: a day word and how many days back it is; a
# weekday (XenForo: "Monday at 9:14 PM", the last such day before today); "N units ago" (the unit's stems);
# a moment ago. Days need `today`; "ago" forms need the paste moment (`today` as a datetime).
_DAYS_BACK = {"сегодня": 0, "today": 0, "dzisiaj": 0, "dziś": 0, "вчера": 1, "yesterday": 1, "wczoraj": 1,
              "позавчера": 2, "przedwczoraj": 2}
_WEEKDAYS = {"monday понедельник poniedziałek": 0, "tuesday вторник wtorek": 1, "wednesday среда środa": 2,
             "thursday четверг czwartek": 3, "friday пятница piątek": 4, "saturday суббота sobota": 5,
             "sunday воскресенье niedziela": 6}
_WEEKDAY = {word: n for words, n in _WEEKDAYS.items() for word in words.split()}
_AGO_UNITS = {"seconds": "sec секунд sekund", "minutes": "min минут minut", "hours": "hour hr час godzin",
              "days": "day дн день dni dzień", "weeks": "week недел tydz tygod"}
_AGO_UNIT = {stem: unit for unit, stems in _AGO_UNITS.items() for stem in stems.split()}
_AGO_WORDS = "ago|назад|temu"
_MOMENT_WORDS = r"a moment ago|moments ago|just now|less than a minute ago|только что|przed chwilą"
_RELATIVE = re.compile(r"(?<!\w)(?P<rel>" + "|".join(_DAYS_BACK) + "|" + "|".join(_WEEKDAY) + r")(?!\w)\D{0,6}?" + _TIME,
                       re.I)
_AGO = re.compile(r"(?<!\w)(?:(?P<n>\d+|an?|one)\s+)?(?P<unit>" + "|".join(_AGO_UNIT) + r")[^\W\d_]*\.?\s+(?:"
                  + _AGO_WORDS + r")(?!\w)|(?<!\w)(?P<moment>" + _MOMENT_WORDS + r")(?!\w)", re.I)


def _relative(text: str, today: date | None) -> tuple[bool, datetime | None]:
    """(True, when) for a relative date in `text` ("Вчера, 21:05", "Monday at 9:14 PM", "2 hours ago",
    "A moment ago"); when is None if `today` cannot resolve it (no day given; no time of day for "ago")."""
    if match := _AGO.search(text):
        if not isinstance(today, datetime):
            return True, None
        if match.group("moment"):
            return True, today.replace(microsecond=0)
        count = int(match.group("n")) if (match.group("n") or "").isdigit() else 1
        unit = next(u for stem, u in _AGO_UNIT.items() if match.group("unit").lower().startswith(stem))
        return True, (today - timedelta(**{unit: count})).replace(microsecond=0)
    if match := _RELATIVE.search(text):
        if today is None:
            return True, None
        word = match.group("rel").lower()
        back = _DAYS_BACK[word] if word in _DAYS_BACK else (today.weekday() - _WEEKDAY[word]) % 7 or 7
        day = today - timedelta(days=back)
        return True, _build(str(day.year), day.month, str(day.day), match)
    return False, None


def is_relative(text: str) -> bool:
    """`text` is nothing but a relative date ("Yesterday at 9:14 PM", "5 minutes ago", "A moment ago")."""
    text = text.strip()
    return any(m and m.start() == 0 and m.end() == len(text) for m in (_AGO.search(text), _RELATIVE.search(text)))


def month_number(word: str) -> int | None:
    """The month a month's name or its abbreviation means, in Russian, Polish or English ("января", "Sty", "Sep")."""
    return _month(word)


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
    """The first date-and-time found in `text`, or None; `today` resolves "Сегодня"/"Вчера"/"Monday at…",
    and, given as the paste moment (a datetime), "2 hours ago" / "A moment ago" too."""
    found, when = _relative(text, today)
    if found:
        return when
    for pattern in _NUMERIC:
        if match := pattern.search(text):
            day, month = int(match.group("d")), int(match.group("m"))
            if _month_first(match, day, month):
                day, month = month, day
            return _build(match.group("y"), month, str(day), match)
    for pattern in (_WORD_DMY, _WORD_MDY):
        for match in pattern.finditer(text):
            named = _month(match.group("mon"))
            if named:
                return _build(match.group("y"), named, match.group("d"), match)
    return None


_DAY_MDY = re.compile(r"\b(?P<mon>[^\W\d_]{3,12})\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\b")
_DAY_DMY = re.compile(r"\b(?P<d>\d{1,2})(?:\.?\s+|-)(?P<mon>[^\W\d_]{3,12})(?:\.?,?\s+|\.?-)(?P<y>\d{4})\b")


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
                  r")\b(?:\s*(?P<sign>[+\-−])\s*(?P<h>\d{1,2})(?::?(?P<m>\d{2}))?"
                  r"|(?<=utc|gmt) (?P<bare>\d{1,2})(?=\s*(?:$|[)»\]#|])))?\)?", re.I)
"""ProBoards prints an east zone with its plus lost, as "GMT 1" (mafiacorner's pages: "… 7:46:43 GMT 1"); a
bare hour after UTC or GMT at the end is read so, east of Greenwich."""


def parse_zone(text: str) -> timedelta | None:
    """The offset from UTC of a zone printed in `text` ("UTC+3", "GMT -5", "(MSK)", "UTC+03:30"), else None."""
    match = ZONE.search(text)
    if not match:
        return None
    minutes = _ZONE_NAMES[match.group("name").lower()]
    if match.group("bare"):
        minutes += int(match.group("bare")) * 60
    elif match.group("sign"):
        sign = -1 if match.group("sign") in "-−" else 1
        minutes += sign * (int(match.group("h")) * 60 + int(match.group("m") or 0))
    return timedelta(minutes=minutes)
