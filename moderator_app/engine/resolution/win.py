"""Win conditions from role set data, checked in the set's `win_order` (C-WIN-*).

Kinds: `eliminate` (every enemy team dead), `parity` (living members not fewer than the rest),
`last_alive` (a loner alone, or with one more when `with_one_more`), `executed` (a member was
executed: the jester; with `ends_game: true` he wins alone and the game ends, else he is a
co-winner and the game goes on), `survive` (a member alive when the game ends: the survivor, a
co-winner only). `winners` lists everyone who won once the game is over: the winner first, then the
co-winners (a loner's win is his nick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Player


def winner(game: "Game") -> str | None:
    """The winning team id (a loner's nick), or None while the game goes on."""
    rs = game.rs
    living = [p for p in game.players.values() if p.alive]
    for team_id in rs.win_order:
        team = rs.teams[team_id]
        if team.win.get("kind") == "executed":
            if team.win.get("ends_game"):
                executed = _executed_members(game, team_id)
                if executed:
                    return executed[0].nick if team.loner else team_id
            continue
        members = [p for p in living if p.team == team_id]
        if _holds(game, team_id, team.win, members, living):
            if team.loner:
                return members[0].nick if members else None
            return team_id
    return None


def _executed_members(game: "Game", team_id: str) -> list[Player]:
    return [p for p in game.players.values() if p.team == team_id and p.died and p.died[1] == "execution"]


def winners(game: "Game", main: str | None) -> list[str]:
    """Everyone who won a finished game (`main` is the game's winner): the winner, then each
    co-winner — a jester executed earlier, a survivor alive at the end."""
    if main is None:
        return []
    out = [main]
    for team_id in game.rs.win_order:
        team = game.rs.teams[team_id]
        kind = team.win.get("kind")
        if kind == "executed":
            who = _executed_members(game, team_id)
        elif kind == "survive":
            who = [p for p in game.players.values() if p.team == team_id and p.alive]
        else:
            continue
        names = [p.nick for p in who] if team.loner else ([team_id] if who else [])
        out += [n for n in names if n not in out]
    return out


def player_won(game: "Game", nick: str, winning: list[str]) -> bool:
    """Did this player win: his team is among the winners (a loner's nick, or a survive team's
    member who is alive), judged on the team he ended the game in."""
    player = game.players[nick]
    team = game.rs.teams[player.team]
    if nick in winning:
        return True
    if player.team not in winning or team.loner:
        return False
    if team.win.get("kind") == "survive":
        return player.alive
    if team.win.get("kind") == "executed":
        return bool(player.died and player.died[1] == "execution")
    return True


def _holds(game: "Game", team_id: str, win: dict[str, Any], members: list[Player], living: list[Player]) -> bool:
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
        flag, not_counting = str(win.get("flag")), set(win.get("not_counting") or [])
        flagged = [p for p in living if p.flags.get(flag)]
        unflagged = [p for p in living if not p.flags.get(flag) and p.team not in not_counting]
        return bool(flagged) and len(flagged) > len(unflagged)
    return False  # kind `none`: a loner who never wins (S-ROLE-SZUR scores instead)


def last_round_over(game: "Game") -> bool:
    """S-ROUND-6: a cycle that ends after the round whose night began with few enough alive."""
    limit = game.rs.cycle.get("last_round_at_alive")
    phases = [p for p in game.phases if p.kind in (game.rs.cycle.get("phases") or [])]
    if limit is None or not phases or phases[-1].kind != game.rs.cycle["phases"][-1]:
        return False
    nights = [p for p in phases if p.kind == game.rs.cycle["phases"][0]]
    return bool(nights) and len(nights[-1].alive_at_start) <= int(limit)
