"""Shots the host enters while the shooter lives (`shoot` with `when: anytime`, S-ROLE-SZUR).

A classic pistol fires on its owner's death (resolve.py); an anytime bullet is resolved in the
phase where the host entered it: the target dies (cause from the ability), and the shot is kept on
the shooter so scoring can reward a hit on the ability's `scores.team`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.refusal import refuse

from . import traits
from ..model.events import RefusedEvent, ShotEvent

if TYPE_CHECKING:
    from ..model.context import ResolutionContext
    from .resolve import Resolution
    from ..rolesets.roles import Ability


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
            res.event(RefusedEvent(kind="refused", actor=nick, action="shot", reason=host["refused"]))
            continue
        if ability is None or ability.get_if_declared("when") != "anytime":
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
            res.event(RefusedEvent(kind="refused", actor=nick, action="shot", reason=reason))
            continue
        host["done"] = True
        shooter.spend(ability)
        fire(res, nick, target, ability)


def fire(res: "ResolutionContext", nick: str, target: str, ability: "Ability") -> None:
    """The shot lands at once (no heal stops it) and is kept on the shooter for scoring; the
    charge is counted by the caller (the host's `shot` event here, a request by the night's step)."""
    res.game.players[nick].flags.setdefault("shots", []).append(
        {"target": target, "team": res.game.players[target].team, "phase": res.phase.label, "ability": ability.id})
    res.event(ShotEvent(kind="shot", actor=nick, target=target))
    res.kill(target, str(ability.get("cause", "shot")), [nick])


def fits_death(ability: "Ability", cause: str) -> bool:
    """A death shot of `when: own_execution` (a vengeful townie) fires only when its owner was executed."""
    return ability.get_if_declared("when") != "own_execution" or cause == "execution"


#: Refusal codes of a shot that cannot fire (their words: `refusal.<code>` in moderator_app/i18n/).
SHOOTER_ALIVE, TOO_LATE, TARGET_DEAD, NO_SHOT = "shooter_alive", "shot_too_late", "shot_target_dead", "no_shot"


def refuse_unfired(res: "Resolution") -> None:
    """Nothing vanishes: a shot the host entered that neither fired nor was refused is refused now,
    with why (the shooter still lives; he died in an earlier phase; his role has no shot)."""
    game = res.game
    for host in res.phase.host:
        if host.get("event") != "shot" or host.get("done") or host.get("refused"):
            continue
        shooter = game.players[str(host.get("player"))]
        if not _has_shot(res, shooter.nick):
            reason = refuse(NO_SHOT)
        elif res.shoot_ability(shooter.nick) is None:
            reason = refuse("used_once")
        elif shooter.alive:
            reason = refuse(SHOOTER_ALIVE)
        else:
            reason = refuse(TOO_LATE)
        host["refused"] = reason
        res.event(RefusedEvent(kind="refused", actor=shooter.nick, action="shot", reason=reason))


def _has_shot(res: "Resolution", nick: str) -> bool:
    return bool(traits.abilities_with(res.game, nick, "host_enters"))


def _spent_anytime_bullet(res: "Resolution", nick: str) -> bool:
    """The player's role has an anytime bullet and every charge of it is spent."""
    player = res.game.players[nick]
    for ability in traits.abilities_with(res.game, nick, "host_enters"):
        if ability.get_if_declared("when") == "anytime":
            return player.charges_left(ability) == 0
    return False
