"""Cutting a message before each of its vote words, so every vote in it is read on its own.

Real posts withdraw and vote again in one breath: "##Unvote ##Vote: X", "Отменяю голос. Голосую против
Пети.", "cofam głos, głosuję na Olę". Read whole, the withdrawal swallowed the new vote. A message is
cut before each vote, unvote, abstain and no-lynch word (not a negated one); the text before the first
stays with the first piece. A piece cut inside [b] or a colour tag gets that tag reopened, so a bold
or coloured nick keeps its mark. `[vote]X[/vote]` tags become the words "vote: X" first.
"""

from __future__ import annotations

import re

from typing import Any

from .text import Token
from .triggers import Hit

VOTE_KINDS = {"vote", "cancel", "abstain", "no_lynch", "join"}
_VOTE_TAG = re.compile(r"\[(?P<tag>un(?:vote|v)\b|unv)?(?(tag)|v(?:ote)?)\](?P<body>.*?)\[/(?:un)?v(?:ote)?\]",
                       re.I | re.S)


def expand_vote_tags(text: str) -> str:
    """`[vote]X[/vote]` as "vote: [b]X[/b]", `[unvote][/unvote]` as "##unvote" (mafiascum's tags); Mafia
    Universe's `[V]X[/V]` and `[UNV]X[/UNV]` the same (its unvote names the old vote, which goes)."""
    low = text.lower()
    if "vote]" not in low and "v]" not in low:
        return text

    def spell(m: re.Match[str]) -> str:
        if m.group("tag"):
            return " ##unvote "  # a tag, as "##unvote" is: a forum that counts tagged votes only counts it
        return f" vote: [b]{m.group('body')}[/b] "

    return _VOTE_TAG.sub(spell, text)


def vote_hits(hits: list[Hit]) -> list[Hit]:
    """The hits that cast, withdraw or abstain a vote (negated ones are not votes)."""
    return [h for h in hits if h.kind in VOTE_KINDS and not h.negated]


def vote_pieces(text: str, tokens: list[Token], hits: list[Hit]) -> list[tuple[str, int, int]]:
    """The message cut before each vote word after the first, as (text, first token, end token);
    one piece when it has one or none. "vote: no lynch", "голосую пас" stay one piece."""
    votes = vote_hits(hits)
    cut_at = [h for n, h in enumerate(votes[1:], 1)
              if not (h.kind in ("abstain", "no_lynch") and votes[n - 1].kind == "vote" and votes[n - 1].end == h.start)]
    if not cut_at:
        return [(text, 0, len(tokens))]
    pieces: list[tuple[str, int, int]] = []
    start, first = 0, 0
    for hit in [*cut_at, None]:
        cut = tokens[hit.start].raw if hit else len(text)
        while hit and cut > start and text[cut - 1] in "#/":
            cut -= 1  # "##vote", "/vote": the tag goes with its vote
        end = hit.start if hit else len(tokens)
        opener = ""
        if pieces:
            head = tokens[first]
            opener = ("[b]" if head.bold else "") + (f"[color={head.color}]" if head.color else "")
        pieces.append((opener + text[start:cut], first, end))
        start, first = cut, end
    return pieces


def vote_marks(result: Any, primary: Hit, hits: list[Hit], mentions: list[Any], tokens: list[Token],
               plain: str) -> list[str]:
    """How the vote was set apart from chatter: "bold", "color" (on the vote word or its target) and
    "tag" ("##vote", "/vote", "vote:", "[vote]…[/vote]"). Forum rules may require one of them."""
    words = [h for h in hits if h.kind in VOTE_KINDS and not h.negated] or [primary]
    spans = [range(h.start, h.end) for h in words]
    spans += [range(m.start, m.end) for m in mentions if m.player in result.targets]
    marked = [tokens[i] for span in spans for i in span if i < len(tokens)]
    marks = {"bold" for t in marked if t.bold} | {"color" for t in marked if t.color or t.tinted}
    for hit in words:
        if hit.end <= hit.start:
            continue
        last = tokens[hit.end - 1]
        after = plain[last.start + len(last.text) : last.start + len(last.text) + 2]
        if tag_before(plain, tokens[hit.start].start) or after.lstrip().startswith(":"):
            marks.add("tag")
    return sorted(marks)


def tag_before(plain: str, start: int) -> bool:
    """A vote word written as a command: "##vote", "/vote" — not "suspicion/vote", a word pair ("a suspicion/vote on
    Aero", mafiascum)."""
    before = plain[max(0, start - 2) : start]
    if "#" in before:
        return True
    slash = before.rfind("/")
    return slash >= 0 and not (start - 2 + slash > 0 and plain[start - 3 + slash].isalnum())


def abstain_in_chatter(result: Any, hits: list[Hit], tokens: list[Token], first: int = 0, end: int | None = None) -> bool:
    """An abstention or "no lynch" named inside a sentence ("If 4 people abstain…", "You may vote no
    lynch.") rather than cast: unmarked, with more than one other word in its clause (a vote word right
    before it, "голосую пас", "vote: no lynch", is part of the cast). `first`/`end`: the piece of the
    message the result was read from, judged in the whole message's clauses."""
    if not (result.abstain or result.no_lynch) or result.marks:
        return False
    end = len(tokens) if end is None else end
    hit = next((h for h in hits if h.kind in ("abstain", "no_lynch") and first <= h.start < end), None)
    if hit is None:
        return False
    clause = tokens[hit.start].clause
    cast = next((h for h in hits if h.kind == "vote" and h.end == hit.start), None)
    others = sum(t.clause == clause for t in tokens) - (hit.end - hit.start) - (cast.end - cast.start if cast else 0)
    return others > 1
