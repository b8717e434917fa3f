"""Effect `inspect_room` (S-ROLE-INV): learn at dawn whether a player with the trait was in the room."""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, FactDecl, Param
from ..model.facts import InspectFact
from ..rolesets.kinds import NAME
from ._common import w


def inspect_room(night: NightContext, action: Action) -> bool:
    trait = action.ability.get("finds_trait")
    night.state.setdefault("inspect", []).append((action.actor, action.extra["room"], trait))
    return True


EFFECT = EffectDecl(
    name="inspect_room", priority=440, stage="info", handler=inspect_room, request_shape="room",
    doc=w("Learn at dawn whether a player with the trait was in the room.",
          "Узнать на рассвете, был ли в комнате игрок с признаком.",
          "Dowiedzieć się o świcie, czy w pokoju był gracz z cechą."),
    params=(Param("finds_trait", NAME, w("the role trait looked for", "искомый признак роли", "szukana cecha roli"),
                  required=True, example="kills_by_presence"),),
    #: answered at dawn by the room table (engine/tables/presence.py answer_inspections)
    facts=(FactDecl("inspect", InspectFact, {
        "found": w("Inspection of the {room}: a killer was there.", "Обыск комнаты «{room}»: убийца там был.",
                   "Śledztwo w pokoju „{room}”: był tam morderca."),
        "none": w("Inspection of the {room}: no killer was there.", "Обыск комнаты «{room}»: убийцы там не было.",
                  "Śledztwo w pokoju „{room}”: nie było tam mordercy.")},
        lambda fact: ("found",) if fact.get("result") else ("none",)),),
)
