"""An evening of several games (S-WIN-6): points summed across finished games, the standings,
and how many games the role set suggests for a table of this size.

Players are matched by nick; a player missing from a game scores nothing in it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..wording.check_words import say
from ..model.errors import InputError

if TYPE_CHECKING:
    from ..model.game import Game
    from ..rolesets.roles import RoleSet


def suggested_games(rs: "RoleSet", players: int) -> tuple[int, int] | None:
    """(fewest, most) games for an evening at this table size, from the role set's `evening:`."""
    for row in (rs.raw.get("evening") or {}).get("games") or []:
        if int(row["from"]) <= players <= int(row["to"]):
            return int(row["min"]), int(row["max"])
    return None


def standings(games: list["Game"]) -> dict[str, Any]:
    """Rows sorted by points (ties share a place, then seat order of the first game)."""
    if not games:
        raise InputError(say("replay.evening_empty"))
    for index, game in enumerate(games, 1):
        if game.winner is None:
            raise InputError(say("replay.evening_unfinished", index=index))
    order: list[str] = []
    for game in games:
        order += [n for n in game.players if n not in order]
    per_game = {nick: [g.scores.get(nick, 0) if nick in g.players else 0 for g in games] for nick in order}
    rows = sorted(({"nick": n, "points": sum(p), "per_game": p} for n, p in per_game.items()),
                  key=lambda r: (-int(str(r["points"])), order.index(str(r["nick"]))))
    for i, row in enumerate(rows):
        tied = i > 0 and row["points"] == rows[i - 1]["points"]
        row["place"] = rows[i - 1]["place"] if tied else i + 1
    return {"games": len(games), "rows": rows}
