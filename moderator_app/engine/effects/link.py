"""Effect `link` (lovers, bound souls): a passive bond (`phase: passive`, never sent) between every player
whose role holds the same ability. When one of them dies — killed or executed — each other living
holder dies in the same phase, of the ability's `cause` (the set's own words under `causes:`; by
default `link`), and the log names whose death took him.

The bond is the person's: a holder recruited or converted to a role without it keeps it (his dealt
role's bond stands beside his new role's), so the lovers still die together (host findings #5).
"""

from __future__ import annotations

from typing import Any

from ..model.context import ResolutionContext
from ..rolesets.decl import EffectDecl, EventDecl, Hooks
from ..rolesets.roles import Ability
from ..model.state import Death
from ._common import w
from ..model.events import LinkedDeathEvent


def bonds(game: Any, nick: str, role: str | None = None) -> list[Ability]:
    """The link abilities `nick` holds: his (or the given) current role's and his dealt role's."""
    player = game.players[nick]
    found: dict[str, Ability] = {}
    for role_id in (role or player.role, player.original_role):
        for ability in game.rs.role_abilities(role_id):
            if ability.effect == EFFECT.name:
                found.setdefault(ability.id, ability)
    return list(found.values())


def died(res: ResolutionContext, death: Death) -> None:
    game = res.game
    for ability in bonds(game, death.nick, death.role):
        for player in game.players.values():
            if player.alive and player.nick != death.nick and ability.id in {a.id for a in bonds(game, player.nick)}:
                res.event(LinkedDeathEvent(kind="linked_death", target=player.nick, by=death.nick))
                res.kill(player.nick, str(ability.get("cause") or "link"), [death.nick])


EFFECT = EffectDecl(
    name="link", stage="after_death", priority=0, hooks=Hooks(died=died),
    doc=w("A bond, never sent: when one holder dies, every other holder dies in the same phase.",
          "Связь, которую не нужно отправлять: когда один из связанных погибает, остальные погибают в ту же фазу.",
          "Więź, której się nie wysyła: gdy jeden z powiązanych ginie, pozostali giną w tej samej fazie."),
    events=(
        EventDecl("linked_death", LinkedDeathEvent, w("{target} follows {by} in death",
                                                      "{target} уходит вслед за игроком {by}",
                                                      "{target} odchodzi w ślad za {by:case:ins}")),
    ),
)
