"""Effect `link` (lovers, bound souls): a passive bond (`phase: passive`, never sent) between every player
whose role holds the same ability. When one of them dies — killed or executed — each other living
holder dies in the same phase, of the ability's `cause` (the set's own words under `causes:`; by
default `link`), and the log names whose death took him.
"""

from __future__ import annotations

from ..model.context import ResolutionContext
from ..rolesets.decl import EffectDecl, Hooks
from ..model.state import Death
from ._common import w


def died(res: ResolutionContext, death: Death) -> None:
    game = res.game
    for ability in game.rs.role_abilities(death.role):
        if ability.effect != EFFECT.name:
            continue
        for player in game.players.values():
            if player.alive and player.nick != death.nick and ability.id in game.rs.roles[player.role].abilities:
                res.event("linked_death", target=player.nick, by=death.nick)
                res.kill(player.nick, str(ability.get("cause") or "link"), [death.nick])


EFFECT = EffectDecl(
    name="link", stage="after_death", priority=0, hooks=Hooks(died=died),
    doc=w("A bond, never sent: when one holder dies, every other holder dies in the same phase.",
          "Связь, которую не нужно отправлять: когда один из связанных погибает, остальные погибают в ту же фазу.",
          "Więź, której się nie wysyła: gdy jeden z powiązanych ginie, pozostali giną w tej samej fazie."),
    log={"linked_death": w("{target} follows {by} in death", "{target} уходит вслед за игроком {by}",
                           "{target} odchodzi w ślad za {by:case:ins}")},
)
