"""Pasted text cut into the messages it holds: one PM, a list of PMs each under its own headers,
or a page of thread posts — the one place the inbox asks how a paste divides.

A PM starts at a run of header lines that names a sender ("От:", "From:", "Od:", "Автор:"…, or a
PM list's "Сообщение Максим » 01 дек 2026, 20:31" line); text before the first header is a PM
without headers. A page of thread posts is recognised by `parsing.thread_posts.split_posts`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ..parsing.pm import _HEADER_RE, DATE_KEYS, OTHER_KEYS, SENDER_KEYS, SUBJECT_KEYS, PastedPm, parse_pm

#: "Сообщение Максим » 01 дек 2026, 20:31" (a PM list's line, ru / pl / en)
_LIST_LINE = re.compile(r"^\s*(?:Сообщение|Личное сообщение|Wiadomość|Message)\s+(?P<nick>.+?)\s*»\s*(?P<date>.+?)\s*$",
                        re.I)
_KEYS = SENDER_KEYS | SUBJECT_KEYS | DATE_KEYS | OTHER_KEYS


@dataclass
class Piece:
    """One message of a paste: the PM as split (sender, date, body) and its text as pasted."""

    pm: PastedPm
    source: str


def _header_key(line: str) -> str | None:
    if _LIST_LINE.match(line):
        return "от"
    match = _HEADER_RE.match(line.strip())
    key = match.group(1).lower() if match else None
    return key if key in _KEYS else None


def _normalise(chunk: list[str]) -> str:
    """A PM list's header line becomes the From/Date headers parse_pm reads."""
    out = []
    for line in chunk:
        listed = _LIST_LINE.match(line)
        out.extend([f"От: {listed['nick']}", f"Дата: {listed['date']}", ""] if listed else [line])
    return "\n".join(out)


def split_pms(text: str) -> list[Piece]:
    """Every PM in the paste, in order; a paste without headers is one PM."""
    lines = text.replace("\r\n", "\n").split("\n")
    starts: list[int] = []
    n = 0
    while n < len(lines):
        if _header_key(lines[n]) is None:
            n += 1
            continue
        end = n
        while end < len(lines) and _header_key(lines[end]) is not None:
            end += 1
        if any(_header_key(line) in SENDER_KEYS | {"от"} for line in lines[n:end]):
            starts.append(n)
        n = end
    bounds = ([0] if not starts or starts[0] > 0 else []) + starts + [len(lines)]
    pieces = []
    for start, end in zip(bounds, bounds[1:]):
        chunk = lines[start:end]
        source = "\n".join(chunk).strip()
        if source:
            pieces.append(Piece(parse_pm(_normalise(chunk)), source))
    return pieces


def thread_posts(text: str, players: list[str], today: date) -> int:
    """How many thread posts (with an author and a date) the paste holds."""
    from ..parsing.thread_posts import split_posts

    return len(split_posts(text, players, today))
