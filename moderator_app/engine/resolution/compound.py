"""Compound abilities: one request, several effects (a jailkeeper's jail protects and blocks).

An ability lists under `also` the abilities its request also acts as. Each part is an ability of its
own — its effect, parameters and priority — aimed at the request's targets and resolved at its own
turn like any other action (a blocked jailkeeper neither protects nor blocks). A part's own `also`
is not followed: one request, one level of parts. The request's fate is the first word any part of
it gets (fates.mark).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.context import Action

if TYPE_CHECKING:
    from ..model.context import GameContext
    from ..rolesets.roles import Ability
    from ..model.state import Request


def parts_of(game: "GameContext", req: "Request", ability: "Ability") -> list[Action]:
    """The further actions one request makes besides its own ability's (each part an ability of the
    set: the checker refuses an `also` naming another)."""
    return [Action([req.actor], game.rs.abilities[part], list(req.targets), req.seq, [req]) for part in ability.get("also") or []]
