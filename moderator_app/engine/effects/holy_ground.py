"""Effect `holy_ground` (S-ROLE-EXO): ghosts possess nobody in the named room tonight."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl
from ._common import w
from ..model.events import HolyGroundEvent


def holy_ground(night: NightContext, action: Action) -> bool:
    night.state.setdefault("holy", set()).add(action.extra["room"])
    night.res.event(HolyGroundEvent(kind="holy_ground", actor=action.actor, room=action.extra["room"]))
    return True


EFFECT = EffectDecl(
    name="holy_ground", priority=320, stage="protect", handler=holy_ground, request_shape="room",
    doc=w("Ghosts possess nobody in the named room tonight.", "Призраки этой ночью никого не захватывают в названной комнате.",
          "Duchy tej nocy nikogo nie opętają w podanym pokoju."),
    events=(
        EventDecl("holy_ground", HolyGroundEvent, w("{actor} makes {room} holy ground",
                                                    "{actor} освящает комнату {room}",
                                                    "{actor} czyni {room} świętą ziemią")),
    ),
)
