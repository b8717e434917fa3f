"""Effect `room_choice` (S-ROUND-1): spend the night in the named room (room_nights.py seats the players)."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl
from ._common import w


def room_choice(night: NightContext, action: Action) -> bool:
    night.state.setdefault("room_choice", {})[action.actor] = action.extra["room"]
    return True


EFFECT = EffectDecl(
    name="room_choice", priority=310, stage="passive", seats=True, handler=room_choice, request_shape="room",
    doc=w("Spend the night in the named room.", "Провести ночь в названной комнате.", "Spędzić noc w podanym pokoju."),
)
