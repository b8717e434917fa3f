"""Shots the host enters while the shooter lives (`shoot` with `when: anytime`, S-ROLE-SZUR).

A classic pistol fires on its owner's death (resolve.py); an anytime bullet is resolved in the
phase where the host entered it: the target dies (cause from the ability), and the shot is kept on
the shooter so scoring can reward a hit on the ability's `scores.team`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n.refusal import refuse

if TYPE_CHECKING:
    from .resolve import Resolution


def anytime_shots(res: "Resolution") -> None:
    game = res.game
    for host in res.phase.host:
        if host.get("event") != "shot" or host.get("done") or host.get("refused"):
            continue
        nick, target = str(host.get("player")), str(host.get("target"))
        ability = res.shoot_ability(nick)
        shooter = game.players[nick]
        if ability is None and _spent_anytime_bullet(res, nick):
            host["refused"] = refuse("used_once")
            res.event("refused", actor=nick, action="shot", reason=host["refused"])
            continue
        if ability is None or ability.get("when") != "anytime":
            continue
        reason = None
        if not shooter.alive:
            reason = refuse("dead_actor")
        elif not game.players[target].alive:
            reason = refuse("target_dead", target=target)
        elif target == nick:
            reason = refuse("no_self")
        if reason:
            host["refused"] = reason
            res.event("refused", actor=nick, action="shot", reason=reason)
            continue
        host["done"] = True
        shooter.charges_used[ability.id] = shooter.charges_used.get(ability.id, 0) + 1
        shooter.flags.setdefault("shots", []).append({"target": target, "team": game.players[target].team,
                                                       "phase": res.phase.label, "ability": ability.id})
        res.event("shot", actor=nick, target=target)
        res.kill(target, str(ability.get("cause", "shot")), [nick])


def _spent_anytime_bullet(res: "Resolution", nick: str) -> bool:
    """The player's role has an anytime bullet and every charge of it is spent."""
    player = res.game.players[nick]
    for key in res.game.rs.roles[player.role].abilities:
        ability = res.game.rs.abilities[key]
        if ability.effect == "shoot" and ability.get("when") == "anytime":
            return player.charges_used.get(ability.id, 0) >= int(ability.get("charges", 1))
    return False
