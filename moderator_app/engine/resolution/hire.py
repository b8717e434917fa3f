"""Hiring with a fighting role for a kill (H-TOWN-TWINS): the rules of effect `hire` (effects/hire.py).

A hire request names the employer, then the victim or nobody. The hire succeeds when the
employer's role has the trait `fighting`, or `fighting_when_copying` while that night he copies a
fighting role's action (copying.py). The host tells the hirer privately whether it worked (fact
`hire`); the employer learns nothing. With a victim the hirer kills (not the employer); without
one the kill is postponed and can be used later by hiring the same employer again while he
lives. An employer with whom the kill was used cannot be hired again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.refusal import refuse

from .copying import copied_role_tonight
from .targets import target_refusal

if TYPE_CHECKING:
    from ..model.context import GameContext as Game
    from ..model.context import NightContext as Night
    from ..rolesets.roles import Ability
    from ..model.state import Phase, Request

USED = "hire_used_employers"  #: Player.flags key: employers whose hire was spent on a kill


def refusal(game: "Game", phase: "Phase", req: "Request", ability: "Ability") -> str | None:
    if len(req.targets) >= 2 and req.targets[1] == req.targets[0]:
        return refuse("employer_is_victim")
    if req.targets and req.targets[0] in game.players[req.actor].flags.get(USED, []):
        return refuse("employer_used", target=req.targets[0])
    return target_refusal(game, phase, req, ability)


def is_fighting(night: "Night", nick: str) -> bool:
    game = night.game
    role = game.rs.roles[game.players[nick].role]
    if role.get("fighting"):
        return True
    if role.get("fighting_when_copying"):
        copied = copied_role_tonight(game, night.phase, nick)
        return copied is not None and bool(game.rs.roles[copied].get("fighting"))
    return False
