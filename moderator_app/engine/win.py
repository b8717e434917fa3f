"""Win conditions from role set data, checked in the set's `win_order` (C-WIN-*).

Kinds: `eliminate` (every enemy team dead), `parity` (living members not fewer than the rest),
`last_alive` (a loner alone, or with one more when `with_one_more`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def winner(game: "Game") -> str | None:
    """The winning team id (a loner's nick), or None while the game goes on."""
    rs = game.rs
    living = [p for p in game.players.values() if p.alive]
    for team_id in rs.win_order:
        team = rs.teams[team_id]
        members = [p for p in living if p.team == team_id]
        if _holds(game, team_id, team.win, members, living):
            if team.loner:
                return members[0].nick if members else None
            return team_id
    return None


def _holds(game: "Game", team_id: str, win: dict, members: list, living: list) -> bool:
    kind = win.get("kind")
    if kind == "parity":
        return bool(members) and len(members) >= len(living) - len(members)
    if kind == "eliminate":
        optional = win.get("enemies_optional") or {}
        enemies = [t for t in win.get("enemies", []) if optional.get(t, True)]
        return not any(p.team in enemies for p in living)
    if kind == "last_alive":
        if len(members) != 1:
            return False
        others = len(living) - 1
        return others == 0 or (bool(win.get("with_one_more")) and others == 1)
    if kind == "only_left":  # S-WIN-3: only members alive, or any member alive after the last round
        if not members:
            return False
        return len(members) == len(living) or (bool(win.get("or_alive_after_last_round")) and last_round_over(game))
    if kind == "flag_majority":  # S-WIN-1: the living flagged outnumber the other living
        flag, skip = str(win.get("flag")), set(win.get("not_counting") or [])
        flagged = [p for p in living if p.flags.get(flag)]
        others = [p for p in living if not p.flags.get(flag) and p.team not in skip]
        return bool(flagged) and len(flagged) > len(others)
    return False  # kind `none`: a loner who never wins (S-ROLE-SZUR scores instead)


def last_round_over(game: "Game") -> bool:
    """S-ROUND-6: a cycle that ends after the round whose night began with few enough alive."""
    limit = game.rs.cycle.get("last_round_at_alive")
    phases = [p for p in game.phases if p.kind in (game.rs.cycle.get("phases") or [])]
    if limit is None or not phases or phases[-1].kind != game.rs.cycle["phases"][-1]:
        return False
    nights = [p for p in phases if p.kind == game.rs.cycle["phases"][0]]
    return bool(nights) and len(nights[-1].alive_at_start) <= int(limit)
