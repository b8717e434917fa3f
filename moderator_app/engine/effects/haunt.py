"""Effect `haunt` (S-GHOST-2): a ghost points at a room; a majority of ghosts possesses someone there."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, FactDecl
from ..model.facts import PossessedFact
from ._common import w


def haunt(night: NightContext, action: Action) -> bool:
    night.state.setdefault("haunt", {})[action.actor] = action.extra["room"]
    return True


EFFECT = EffectDecl(
    name="haunt", priority=330, stage="kill", handler=haunt, request_shape="room",
    #: the possessed is told by the room table (engine/tables/presence.py possess)
    facts=(FactDecl("possessed", PossessedFact, {"text": w(
        "The ghosts possessed you in the {room}. You play with the ghosts now.",
        "Призраки вселились в вас в комнате «{room}». Теперь вы играете за призраков.",
        "Duchy opętały cię w pokoju „{room}”. Grasz teraz z duchami.")}),),
    doc=w("A ghost points at a room; a majority of ghosts possesses someone there.",
          "Призрак указывает комнату; большинство призраков захватывает кого-то в ней.",
          "Duch wskazuje pokój; większość duchów opętuje kogoś w nim."),
)
