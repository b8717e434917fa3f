"""Reading a pasted sign-up list: one nick a line, or a whole sign-up post with numbers, bullets,
BBCode and a heading. Pure Python, so it is tested without Qt."""

from __future__ import annotations

import math
import re

_TAGS = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]", re.I)
_LEAD = re.compile(r"^\s*(?:\d{1,3}\s*[.)\]:-]?|[-—–*•·+])\s*")
_AT = re.compile(r"^@")


def signup_nicks(text: str) -> list[str]:
    """Nicks in order of sign-up, each once (case-insensitive); headings and chatter skipped."""
    nicks: list[str] = []
    seen: set[str] = set()
    for raw in text.replace("\r\n", "\n").split("\n"):
        line = _TAGS.sub("", raw).strip()
        if not line or line.endswith(":") or line.startswith(">"):
            continue
        line = _AT.sub("", _LEAD.sub("", line, count=1)).strip().strip("\"'«»")
        line = re.split(r"\s+[—–-]\s+|\s*\(", line, maxsplit=1)[0].strip()  # "Вася — в деле", "Петя (замена)"
        if not line or len(line) > 32 or len(line.split()) > 3 or line.lower() in seen:
            continue
        seen.add(line.lower())
        nicks.append(line)
    return nicks


def team_shares(deal: dict[str, int], team_of: dict[str, str]) -> dict[str, int]:
    """How many seats each team gets from a deal."""
    shares: dict[str, int] = {}
    for role, count in deal.items():
        if count:
            shares[team_of[role]] = shares.get(team_of[role], 0) + int(count)
    return shares


def short_teams(deal: dict[str, int], team_of: dict[str, str], minimum: dict[str, float], players: int) -> dict[str, tuple[int, int]]:
    """Teams below the role set's `min_team_share` (a quarter, rounded up): team -> (have, need)."""
    shares = team_shares(deal, team_of)
    short = {}
    for team, share in minimum.items():
        need = math.ceil(float(share) * players)
        if shares.get(team, 0) < need:
            short[team] = (shares.get(team, 0), need)
    return short


def signup_warnings(nicks: list[str], lang: str) -> list[str]:
    """Nicks the game would refuse (line breaks, control characters) and look-alike pairs (engine.nicks)."""
    from ..engine.nicks import nick_warnings

    return nick_warnings(nicks, lang)
