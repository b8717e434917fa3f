"""Posts that list candidates or lay out a plan name players and cast no vote (#27 item 3).

«Кандидаты: Петя, Вася», "Moi kandydaci - Marek, Kasia", "Suspects: X, Y" list whom the writer suspects;
«План: сегодня Вася, завтра Маша», "plan: lynch X tomorrow, then Y" say what is to come. The marker word
(`lexicon.LIST_MARKERS`, `lexicon.PLAN_MARKERS`, matched by dictionary form) governs the rest of its line when
it opens the line (after «мои»/"my"/«moi» at most) or a colon or dash follows it; a plan also needs a later-time word
on that line (`lexicon.LATER_WORDS`), so «План такой: голосую за Васю» still casts. A vote on another line of
the post is read as ever.
"""

from __future__ import annotations

from . import lexicon, morph
from .text import Token

_AFTER_MARKER = (":", "-", "—", "–")


def listed(tokens: list[Token], plain: str) -> set[int]:
    """Indices of the words a list or plan marker governs: they name players, they cast nothing."""
    out: set[int] = set()
    for line in _lines(tokens, plain):
        for n, i in enumerate(line):
            token = tokens[i]
            opens = n == 0 or n == 1 and tokens[line[0]].low in lexicon.MARKER_OWNERS
            if _marker(token) and (opens or _followed_by_mark(token, plain)):
                rest = line[n + 1:]
                if _is_list(token) or any(tokens[k].low in lexicon.LATER_WORDS for k in rest):
                    out.update(rest)
                break
    return out


def _lines(tokens: list[Token], plain: str) -> list[list[int]]:
    """Token indices line by line, in one pass over the text."""
    lines: list[list[int]] = []
    line_end = -1
    for i, token in enumerate(tokens):
        if token.start > line_end:
            found = plain.find("\n", token.start)
            line_end = len(plain) if found < 0 else found
            lines.append([])
        lines[-1].append(i)
    return lines


def _marker(token: Token) -> bool:
    return token.low in lexicon.PLAN_MARKERS or _is_list(token)


def _is_list(token: Token) -> bool:
    return token.low in lexicon.LIST_MARKERS or bool(morph.lemmas(token.low) & lexicon.LIST_MARKERS)


def _followed_by_mark(token: Token, plain: str) -> bool:
    return plain[token.start + len(token.text):].lstrip(" \t").startswith(_AFTER_MARKER)
