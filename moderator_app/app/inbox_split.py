"""Pasted text cut into the messages it holds: one PM, a list of PMs each under its own headers,
or a page of thread posts — the one place the inbox asks how a paste divides.

The parser splits PMs at their headers ("От:", "From:", "Od:", phpBB's "Сообщение Максим »
01 дек 2026, 20:31"…) and finds a page's posts (`parsing.thread_posts.split_posts`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..parsing.pm import PastedPm


@dataclass
class Piece:
    """One message of a paste: the PM as split (sender, date, body) and its text."""

    pm: PastedPm
    source: str


def split_pms(text: str) -> list[Piece]:
    """Every PM in the paste, in order (parsing.pm.split_pms); a paste without headers is one PM."""
    from ..parsing.pm import split_pms as split

    return [Piece(pm, pm.body) for pm in split(text) if pm.body.strip() or pm.sender]


def pm_headers(text: str) -> bool:
    """Whether the paste has a mail header block line ("От:", "From:", "Od:"…), which no thread has."""
    import re

    return bool(re.search(r"^\s*(?:от|отправитель|from|sender|od|nadawca)\s*:", text, re.I | re.M))


def thread_posts(text: str, players: list[str], today: date) -> int:
    """How many thread posts (with an author and a date) the paste holds."""
    from ..parsing.thread_posts import split_posts

    return len(split_posts(text, players, today))
