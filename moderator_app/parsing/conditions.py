"""Requests said under a condition: «если меня убьют — стреляю в Кота», "jeśli mnie zabiją, strzelam w Marka",
"if I die, I shoot Bob" (host findings 2 item 9).

The words of the condition itself («если меня убьют») ask for nothing: a kill word there is what may happen to
the sender, not his request. A request in the same sentence is for a moment that has not come: it is read, and
marked conditional, so the host decides (the inbox leaves it unticked). The condition runs from its marker to the
end of its clause, a dash, or «то» / "then" (`lexicon.CONDITION_ENDS`). «Если что», «если можно», "if possible"
are manners, no condition (`lexicon.NO_CONDITION_AFTER`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import lexicon
from .addressing import sentences
from .text import Token

_DASH = re.compile(r"\s[-–—]\s|[–—]")
_CLAUSE_END = re.compile(r"[,.!?;:\n]")


@dataclass
class Conditions:
    """Where a message speaks of a condition."""

    inside: set[int] = field(default_factory=set)
    """Token indices of the condition clauses («если меня убьют»)."""
    governed: dict[int, str] = field(default_factory=dict)
    """Sentence number -> the condition's words as written, for each sentence holding one."""
    sentence_of: list[int] = field(default_factory=list)

    def said(self, start: int) -> str | None:
        """The condition a word at token `start` is said under (its words), or None."""
        if not self.sentence_of or start >= len(self.sentence_of):
            return None
        return self.governed.get(self.sentence_of[start])


def find_conditions(tokens: list[Token], plain: str) -> Conditions:
    """The condition clauses of a message and the sentences they govern."""
    markers = [n for n, token in enumerate(tokens) if _marker(tokens, n)]
    if not markers:
        return Conditions()
    sentence_of, _asked = sentences(plain, tokens)
    found = Conditions(sentence_of=sentence_of)
    for start in markers:
        end = _condition_end(tokens, plain, start)
        found.inside.update(range(start, end))
        last = tokens[end - 1]
        found.governed.setdefault(sentence_of[start], plain[tokens[start].start : last.start + len(last.text)])
    return found


def _marker(tokens: list[Token], n: int) -> bool:
    """A condition opens at token n: «если», "jeśli", "if", or «в случае» / "w razie" / "in case"."""
    low = tokens[n].low
    pair = (tokens[n - 1].low, low) if n else ("", low)
    if not (low in lexicon.CONDITIONS or pair in lexicon.CONDITION_PAIRS):
        return False
    after = tokens[n + 1].low if n + 1 < len(tokens) else ""
    return after not in lexicon.NO_CONDITION_AFTER


def _condition_end(tokens: list[Token], plain: str, start: int) -> int:
    """The token index after the condition clause that opens at `start`."""
    for n in range(start + 1, len(tokens)):
        gap = plain[tokens[n - 1].start + len(tokens[n - 1].text) : tokens[n].start]
        if _CLAUSE_END.search(gap) or _DASH.search(gap) or tokens[n].low in lexicon.CONDITION_ENDS:
            return n
    return len(tokens)
