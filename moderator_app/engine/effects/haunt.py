"""Effect `haunt` (S-GHOST-2): a ghost points at a room; a majority of ghosts possesses someone there."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl
from ._common import w


def haunt(night: NightContext, action: Action) -> bool:
    night.state.setdefault("haunt", {})[action.actor] = action.extra["room"]
    return True


EFFECT = EffectDecl(
    name="haunt", priority=330, stage="kill", handler=haunt, request_shape="room",
    doc=w("A ghost points at a room; a majority of ghosts possesses someone there.",
          "Призрак указывает комнату; большинство призраков захватывает кого-то в ней.",
          "Duch wskazuje pokój; większość duchów opętuje kogoś w nim."),
)
