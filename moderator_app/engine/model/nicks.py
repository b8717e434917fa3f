"""Nicks that cannot forge a post or pass for another player (#12 item 7).

- A nick with a control character or a line break is refused: it could start its own line in a
  public post ("Вася\\n[b]Итоги ночи: …[/b]").
- Look-alike nicks — a Latin "a" in "Маша", a zero-width space, fullwidth letters — are found by
  comparing skeletons (Unicode TR39's idea): NFKC, invisible format characters dropped, each character
  mapped to one representative of its confusables class — once as written, then case folded (a Latin
  "K" beside a Cyrillic "К"), and once case folded first (a "Маша" beside "маша"). The classes come from the
  `confusable_homoglyphs` package (Unicode's confusables.txt, maintained), not from a list of ours.
  Look-alikes are a warning, not a refusal: two real players may have them; the host must know.
Right-to-left text is allowed in a nick; posts isolate it (posts/bbcode.py).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from collections.abc import Iterable
from itertools import combinations
from typing import Protocol

from .errors import InputError
from ...i18n import t

_LINE_BREAKS = {"Zl", "Zp"}


def nick_problem(nick: str, lang: str = "en") -> str | None:
    """Why a nick cannot be used, or None."""
    for char in nick:
        category = unicodedata.category(char)
        if category == "Cc" or category in _LINE_BREAKS:
            name = unicodedata.name(char, f"U+{ord(char):04X}")
            what = "line_break" if char in "\n\r\x0b\x0c\x85" or category in _LINE_BREAKS else "control"
            return t("nicks.bad_nick", lang, nick=nick.encode("unicode_escape").decode("ascii"), name=name,
                     what=t(f"nicks.{what}", lang))
    return None


def check_nick(nick: str, line: int | None = None) -> None:
    problem = nick_problem(nick)
    if problem:
        raise InputError(problem, line=line)


@lru_cache(maxsize=4096)
def skeleton(nick: str) -> str:
    """What the nick looks like in any case: case folded, then each character's representative."""
    return _mapped(unicodedata.normalize("NFKC", nick).casefold())


@lru_cache(maxsize=4096)
def cased_skeleton(nick: str) -> str:
    """What the nick looks like as written: the representatives first, then case folded (and mapped
    again). Folding first loses look-alikes that exist only in capitals: a Latin "K" and a Cyrillic "К"
    look the same, their small letters "k" and "к" do not (Unicode's confusables are case-sensitive, #26)."""
    return _mapped(_mapped(unicodedata.normalize("NFKC", nick)).casefold())


def same_look(a: str, b: str) -> bool:
    """Two nicks a player can take for each other: in any case, or as written."""
    return skeleton(a) == skeleton(b) or cased_skeleton(a) == cased_skeleton(b)


def _mapped(text: str) -> str:
    return "".join(_representative(char) for char in text if unicodedata.category(char) != "Cf").strip()


@lru_cache(maxsize=8192)
def _representative(char: str) -> str:
    # lazy: confusables reads its JSON tables as it loads (~44 ms CPU); only a sign-up list needs them
    from confusable_homoglyphs import confusables

    glyphs = confusables.confusables_data.get(char) or []
    candidates: list[str] = [char, *(g["c"] for g in glyphs if len(g["c"]) == 1)]
    return min(candidates, key=ord)


def confusable_pairs(nicks: list[str]) -> list[tuple[str, str]]:
    """Pairs of different nicks that look the same."""
    return [(a, b) for a, b in combinations(nicks, 2) if a != b and same_look(a, b)]


def look_alikes(nick: str, others: list[str]) -> list[str]:
    """The other nicks this one can be taken for."""
    return [other for other in others if other != nick and same_look(other, nick)]


def look_alike_warning(a: str, b: str, lang: str = "en") -> str:
    """The host's warning for a pair (code points shown, since the eye cannot tell them apart)."""
    return t("nicks.look_alike", lang, a=a, b=b, codes_a=_codes(a), codes_b=_codes(b))


def nick_warnings(nicks: list[str], lang: str = "en") -> list[str]:
    """What the host should know about a list of nicks at sign-up: refused ones, then look-alikes."""
    problems = [p for p in (nick_problem(n, lang) for n in nicks) if p]
    return problems + [look_alike_warning(a, b, lang) for a, b in confusable_pairs(nicks)]



class ReadTargets(Protocol):
    """What flag_look_alikes needs of a read result (parsing's ParseResult; the engine does not import it)."""

    targets: list[str]
    problem: str | None
    alternatives: list[str]
    confidence: float


def flag_look_alikes(results: Iterable[ReadTargets], players: list[str], lang: str = "en") -> None:
    """The parser met a nick another player's nick looks like: say so instead of picking one by its
    exact characters without a word (a read result: targets, problem, alternatives, confidence)."""
    for result in results:
        for target in list(getattr(result, "targets", None) or []):
            others = look_alikes(target, players)
            if others:
                result.problem = result.problem or look_alike_warning(target, others[0], lang)
                result.alternatives = list(dict.fromkeys([*result.alternatives, *others]))
                result.confidence = min(result.confidence, 0.4)


def _codes(nick: str) -> str:
    return " ".join(f"U+{ord(c):04X}" if not c.isascii() or not c.isprintable() else c for c in nick)
