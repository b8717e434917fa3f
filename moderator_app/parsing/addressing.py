"""Names a message mentions without making them a target: the ones it addresses, the ones it talks about.

A host's evening (issue #14/#13) showed three shapes the verb-to-nick rule misread:
- "Убиваем Дикого Тигра. Бобр, Орёл — согласны?": a bare list of names in a question sentence apart from
  the verb's own sentence asks those players something; they are addressees, not more kill targets.
- "Бобр, Орёл — убиваем Дикого Тигра": names in the nominative before a verb that has its own object
  after it are spoken to (a vocative) or its subject, not more objects.
- "верю соколу. Хмурый Орёл" (no vote word): a nick inside a clause with other words ("верю соколу") is
  talked about; the nick standing alone in its clause is the vote.
- "kuchnia, nie chodzę nigdzie indziej": a room or a player named in a clause of its own is a pick that
  the no-action phrase elsewhere ("nie chodzę nigdzie indziej") does not cancel; "nie chodzę do kuchni",
  in one clause, still is a no-action.
"""

from __future__ import annotations

import re
from typing import Any

from . import lexicon, morph
from .text import Token
from .triggers import corrections

_SENTENCE_BREAK = re.compile(r"[.!?\n]")
_ADDRESS_MARK = re.compile(r"[,—–-]")


def bare_clauses(tokens: list[Token], covered: set[int]) -> set[int]:
    """The clauses holding no word but the covered ones (nicks, rooms, verbs), glue words and digits:
    a bare list of names ("убиваю Васю, Петю"). A correction word is glue too: «Передумал: Петя» names the vote."""
    bare = {t.clause for t in tokens}
    glue = {i for hit in corrections(tokens) for i in range(hit.start, hit.end)}
    for i, token in enumerate(tokens):
        if (i not in covered and i not in glue and token.low not in lexicon.STOP and token.low not in lexicon.VOTE_TARGET_PREPS
                and not token.low.isdigit()):
            bare.discard(token.clause)
    return bare


def sentences(plain: str, tokens: list[Token]) -> tuple[list[int], set[int]]:
    """The sentence number of each token, and the numbers of the sentences that end in a question mark."""
    numbers: list[int] = []
    asked: set[int] = set()
    number = 0
    for n, token in enumerate(tokens):
        end = token.start + len(token.text)
        gap = plain[end : tokens[n + 1].start] if n + 1 < len(tokens) else plain[end:]
        numbers.append(number)
        if _SENTENCE_BREAK.search(gap):
            if "?" in gap:
                asked.add(number)
            number += 1
    return numbers, asked


def addressed(obj_start: int, verb_start: int, tokens: list[Token], sentence_of: list[int], asked: set[int]) -> bool:
    """A name in a question sentence that is not its verb's sentence: asked ("Бобр, Орёл — согласны?"), not aimed at."""
    if not tokens:
        return False
    own = sentence_of[obj_start]
    return own in asked and own != sentence_of[min(verb_start, len(tokens) - 1)]


def drop_vocatives(owned: dict[int, list[Any]], verbs: list[Any], tokens: list[Token], plain: str) -> None:
    """Drop from each verb's objects the names before it written as an animate noun in the nominative and set
    off by a comma or a dash, as an address is ("Бобр, Орёл — убиваем Дикого Тигра"), when the verb has an
    object of its own after it. A name before a colon ("Маша: лечение на Петю") is a label and stays."""
    for verb in verbs:
        objects = owned.get(id(verb), [])
        if not any(o.start >= verb.end for o in objects) or verb.end <= verb.start:
            continue
        owned[id(verb)] = [o for o in objects if o.start >= verb.start or not getattr(o, "player", None)
                           or not _set_off(o.end, tokens, plain) or not morph.animate_nominative(tokens[o.end - 1].low)]


def _set_off(end: int, tokens: list[Token], plain: str) -> bool:
    """The words up to token `end` are followed by a comma or a dash (an address), not a colon."""
    last = tokens[end - 1]
    gap = plain[last.start + len(last.text) : tokens[end].start] if end < len(tokens) else ""
    return bool(_ADDRESS_MARK.search(gap)) and ":" not in gap


def standing_alone(mentions: list[Any], tokens: list[Token]) -> list[Any]:
    """The nicks alone in a bare clause, when some other nick shares its clause with other words
    ("верю соколу. Хмурый Орёл" -> Хмурый Орёл); all of them otherwise."""
    covered = {i for m in mentions for i in range(m.start, m.end)}
    bare = bare_clauses(tokens, covered)
    alone = [m for m in mentions if tokens[m.start].clause in bare]
    return alone if alone and len(alone) < len(mentions) else list(mentions)


def picked_apart(hits: list[Any], objects: list[Any], tokens: list[Token]) -> bool:
    """A room or a player named in a clause without the no-action phrase: a pick the phrase does not cancel."""
    refused = {tokens[h.start].clause for h in hits if h.kind in ("no_action", "abstain", "no_lynch") and h.end > h.start}
    return any(tokens[o.start].clause not in refused for o in objects)
