"""Shapes players give nicks beyond spelling: Russian pet names and seat numbers.

Real posts write «Чтотик» for "Что_то_с_чем_то" (heroeswm.ru Mafia 318: the start of the nick and a
diminutive ending) and name seats by number when players are «Игрок 1» … «Игрок 14» (mafiasyndicate.ru:
«пошла в сторону 7»). `names.NickIndex` uses these to guess a short form and to match a
number alone; a number that is part of a time or a date ("20:00", "17.05") is never a seat.
"""

from __future__ import annotations

from . import morph
from .text import Token

# Russian pet names: the start of a name with a diminutive ending («Сашка», «Вовчик», «Чтотик»), longest first.
PET_ENDINGS = ("ушка", "юшка", "онька", "енька", "очка", "ечка", "ишка", "чик", "ик", "ек", "ок", "ка")


def pet_name_roots(low: str) -> set[str]:
    """The starts a Russian pet name is made of: its letters before a diminutive ending, four or more."""
    if not morph.is_cyrillic(low):
        return set()
    return {low[: -len(e)] for e in PET_ENDINGS if low.endswith(e) and len(low) - len(e) >= 4}


def shared_words(words: dict[str, list[str]]) -> set[str]:
    """Words that two or more players' nicks have ("игрок" of "Игрок 1", "Игрок 2")."""
    seen: set[str] = set()
    shared: set[str] = set()
    for nick_words in words.values():
        for word in set(nick_words):
            (shared if word in seen else seen).add(word)
    return shared


def number_name(words: list[str], shared: set[str]) -> str | None:
    """The number that alone names a nick ("7" of "Игрок 7"): its only number, when its other words are
    all shared with other players' nicks — players named by seat, as in a numbered game ("игрока 2",
    «в 7»). "Iosif Stalin (2)" keeps its words: "2" alone is not that player."""
    numbers = [w for w in words if w.isdigit()]
    rest = [w for w in words if not w.isdigit()]
    return numbers[0] if len(numbers) == 1 and rest and all(w in shared for w in rest) else None


def in_time_or_date(tokens: list[Token], i: int) -> bool:
    """A number glued by one character to another number: a time or a date ("20:00", "17.05"), no seat."""
    if not tokens[i].low.isdigit():
        return False
    before = i > 0 and tokens[i - 1].low.isdigit() and tokens[i - 1].start + len(tokens[i - 1].text) + 1 == tokens[i].start
    after = (i + 1 < len(tokens) and tokens[i + 1].low.isdigit()
             and tokens[i].start + len(tokens[i].text) + 1 == tokens[i + 1].start)
    return before or after
