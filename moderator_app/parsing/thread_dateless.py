"""Post headers with no date at all: NodeBB as a browser copies it.

Why: NodeBB's page writes each post's time with its script, so a saved or quickly copied page has none
(community.nodebb.org, saved in NetTally's test resources). Every other engine's header is found by its date;
here a post starts on a nick line — "youhosi   GNU/Linux" (a group badge after wide space), "arranka   @MJ"
(the post it answers), or a letter avatar "F" over "fgallese" — that stands right after the upvote count of
the post before: a number alone between blank lines, perhaps with "1 Reply Last reply" under it. The first
post has no count above it: its nick line is the first that names a player, carries a badge, or sits under its
letter avatar. Read only when no dated header was found on the whole page, and only when the count-then-nick
rhythm holds at least twice, so a page of another engine is never split this way.
"""

from __future__ import annotations

import re
from datetime import datetime

from . import thread_lines as tl

_COUNT = re.compile(r"^\s*-?\d+\s*$")
_REPLIES = re.compile(r"^\s*\d+\s+repl(?:y|ies)\b.*last reply\s*$", re.I)
_FIELDS = re.compile(r"\s{3,}")
_MIN_RHYTHM = 2  # count-then-nick headers a page needs before it is read as NodeBB

Start = tuple[int, int, str, datetime | None, bool]


def nodebb_starts(lines: list[str], known: dict[str, str]) -> tuple[list[Start], dict[int, int]]:
    """The posts' starts (first line, body line, nick, no date, not inline) and where each post's text
    stops (its upvote count), or nothing when the page does not have NodeBB's rhythm."""
    starts: list[Start] = []
    stops: dict[int, int] = {}
    end = next((i for i, line in enumerate(lines) if tl.is_footer(line)), len(lines))
    for i in range(end):
        if not _standalone_count(lines, i):
            continue
        j = _next_filled(lines, i + 1, end)
        if j is not None and _REPLIES.match(lines[j]):
            j = _next_filled(lines, j + 1, end)
        header = _header(lines, j, end) if j is not None else None
        if header is not None and j is not None:
            if starts:
                stops.setdefault(len(starts) - 1, i)
            starts.append((j, header[0], header[1], None, False))
        elif starts and len(starts) - 1 not in stops:
            stops[len(starts) - 1] = i  # the last post's count: what follows is the page's own
    if len(starts) < _MIN_RHYTHM:
        return [], {}
    first = next((k for k in range(starts[0][0]) if _first_header(lines, k, known, end)), None)
    if first is not None:
        body, nick = _header(lines, first, end) or (first + 1, "")
        stops = {n + 1: at for n, at in stops.items()}
        stops[0] = starts[0][0]
        starts.insert(0, (first, body, nick, None, False))
    return starts, stops


def _standalone_count(lines: list[str], i: int) -> bool:
    """An upvote count: a number alone, with a blank line (or the page's edge) on both sides."""
    def blank(k: int) -> bool:
        return k < 0 or k >= len(lines) or not lines[k].strip()

    return bool(_COUNT.match(lines[i])) and blank(i - 1) and blank(i + 1)


def _next_filled(lines: list[str], i: int, end: int) -> int | None:
    return next((k for k in range(i, end) if lines[k].strip()), None)


def _header(lines: list[str], i: int, end: int) -> tuple[int, str] | None:
    """(body line, nick) of a nick line at `i`: a letter avatar over the nick, or the nick with its badge
    and reply tag after wide spaces."""
    line = lines[i].strip()
    if len(line) == 1 and line.isalpha() and (k := _next_filled(lines, i + 1, end)) is not None:
        nick = lines[k].strip()
        return (k + 1, nick) if _nick_like(nick) and nick[:1].casefold() == line.casefold() else None
    nick = _FIELDS.split(line)[0]
    return (i + 1, nick) if _nick_like(nick) else None


def _first_header(lines: list[str], i: int, known: dict[str, str], end: int) -> bool:
    """The first post's nick line: it names a player, carries a badge or reply tag, or has a letter avatar."""
    line = lines[i].strip()
    if not line:
        return False
    fields = _FIELDS.split(line)
    if len(line) == 1 and line.isalpha():
        return _header(lines, i, end) is not None
    return _nick_like(fields[0]) and (fields[0].casefold() in known or len(fields) > 1)


def _nick_like(text: str) -> bool:
    """A nick: up to three words ("Internet Stranger"), not a number, not a sentence."""
    return 0 < len(text) <= 40 and len(text.split()) <= 3 and not text.isdigit() and text[-1] not in ".!?:,;"
