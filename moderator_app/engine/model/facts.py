"""Private facts: what a player learns by PM, one TypedDict per kind, and the declarations (fields
and words) of the kinds the engine's own mechanisms produce or several effects share.

A producer builds a fact as its TypedDict (`BecameFact(kind="became", role=…)`), so mypy checks its
fields; `Resolution.private` refuses a kind nobody declared. Each field's type carries a tag
(`Nick`, `RoleId`, `RoomId`…) that tells the posts how to word it (posts/fact_words.py): a nick as
typed, a role by its name in the post's language. An effect declares the facts only it produces on
its own `EffectDecl(facts=…)`, next to its log words; the JSON report shows the same dicts
(`../shared/spec/game-script.md`: `with`, `from` keep their names there).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, NotRequired, TypedDict, Union

from ..rolesets.decl import FactDecl, w

# ----- field tags: how a value is worded (decl.FIELD_TAGS) ------------------------------------------
Nick = Annotated[str, "nick"]
Nicks = Annotated[list[str], "nicks"]
RoleId = Annotated[str, "role"]
RoomId = Annotated[str, "room"]
Answer = Annotated[str, "answer"]  #: a check's answer id ("mafia", "not_mafia", "yes"…)
Causes = Annotated[str, "causes"]  #: cause ids joined by "+" ("kill:mafioso+poison")
GoalId = Annotated[str, "goal"]
ActionId = Annotated[str, "action"]
Text = Annotated[str, "text"]  #: written by the host or a player: printed as it is (escaped)
Number = Annotated[int, "number"]
Flag = Annotated[bool, "flag"]  #: picks a wording; never printed itself


# ----- the kinds ---------------------------------------------------------------------------------
class CheckFact(TypedDict):
    kind: Literal["check"]
    target: Nick
    result: Answer
    killers: NotRequired[Nicks]  #: with `killer_info`: who killed the target tonight
    method: NotRequired[Causes]


class RoleFact(TypedDict):
    kind: Literal["role"]
    target: Nick
    role: RoleId
    killers: NotRequired[Nicks]
    method: NotRequired[Causes]


class BecameFact(TypedDict):
    kind: Literal["became"]
    role: RoleId


MetFact = TypedDict("MetFact", {"kind": Literal["met"], "with": Nicks, "room": NotRequired[RoomId]})
NoteFact = TypedDict("NoteFact", {"kind": Literal["note"], "from": Nick, "text": Text})
DawnFact = TypedDict("DawnFact", {"kind": Literal["dawn"], "room": Annotated[str | None, "room"], "with": Nicks,
                                  "asleep": NotRequired[Flag], "died": NotRequired[Flag]})


class HireFact(TypedDict):
    kind: Literal["hire"]
    employer: Nick
    ok: Flag


class TrackFact(TypedDict):
    kind: Literal["track"]
    target: Nick
    visited: Nicks  #: whom the target visited


class WatchFact(TypedDict):
    kind: Literal["watch"]
    target: Nick
    visitors: Nicks  #: who visited the target


class BribedFact(TypedDict):
    kind: Literal["bribed"]
    council: Number
    goal: GoalId


class VestFact(TypedDict):
    kind: Literal["vest"]
    left: Number


class AnswerFact(TypedDict):
    kind: Literal["answer"]
    text: Text
    question: Annotated[str | None, "text"]


class PossessedFact(TypedDict):
    kind: Literal["possessed"]
    room: RoomId


class FreedFact(TypedDict):
    kind: Literal["freed"]
    room: RoomId


class InspectFact(TypedDict):
    kind: Literal["inspect"]
    room: RoomId
    result: Flag


class ProtectFact(TypedDict):
    kind: Literal["protect"]
    target: Nick
    worked: Flag


class GoalFact(TypedDict):
    kind: Literal["goal"]
    goal: GoalId
    done: Flag


class VictimFact(TypedDict):
    kind: Literal["victim"]
    target: Nick
    action: ActionId


#: Every private fact the engine may produce (a tagged union: `fact["kind"]` narrows it).
PrivateFact = Union[CheckFact, RoleFact, BecameFact, MetFact, NoteFact, DawnFact, HireFact, TrackFact, WatchFact,
                    BribedFact, VestFact, AnswerFact, PossessedFact, FreedFact, InspectFact, ProtectFact, GoalFact,
                    VictimFact]


# ----- kinds the engine's mechanisms produce or several effects share ----------------------------------
#: the line a check adds when it tells who killed its target (`killer_info`)
KILLERS_WORDS = w("{target} was killed tonight. Killers: {killers} ({method}).",
                  "Этой ночью {target} {target:gender:убит|убита|— жертва убийства}. Убийцы: {killers} ({method}).",
                  "Tej nocy {target} {target:gender:zginął|zginęła|— ofiara zabójstwa}. Zabójcy: {killers} ({method}).")


def with_killers(fact: Mapping[str, Any]) -> tuple[str, ...]:
    """A check's pick: its own line, then who killed the target when the check tells it (`killer_info`)."""
    return ("text", "killers") if fact.get("killers") else ("text",)


ROLE = FactDecl("role", RoleFact, {
    "text": w("[b]{target}[/b]'s role: {role}.", "Роль игрока [b]{target}[/b]: {role}.", "[b]{target}[/b] ma rolę: {role}."),
    "killers": KILLERS_WORDS}, with_killers)
BECAME = FactDecl("became", BecameFact, {"text": w(
    "Your role is now: [b]{role}[/b].", "Теперь ваша роль: [b]{role}[/b].", "Twoja nowa rola: [b]{role}[/b].")})
MET = FactDecl("met", MetFact, {
    "text": w("You met your accomplices: {with}.", "Вы узнали своих сообщников: {with}.", "Poznajesz wspólników: {with}."),
    "room": w("In the {room} you learn the other killers: {with}.",
              "В комнате «{room}» вы узнаёте других убийц: {with}.",
              "W pokoju „{room}” poznajesz innych morderców: {with}.")},
    lambda fact: ("room",) if fact.get("room") else ("text",))
NOTE = FactDecl("note", NoteFact, {"text": w(
    "A death note for you from [b]{from}[/b]:\n[quote]{text}[/quote]",
    "Вам передана предсмертная записка от [b]{from}[/b]:\n[quote]{text}[/quote]",
    "Otrzymujesz list pożegnalny (pisze [b]{from}[/b]):\n[quote]{text}[/quote]")})
DAWN = FactDecl("dawn", DawnFact, {
    "with": w("Dawn. A night in the {room}, together with: {with}.", "Рассвет. Ночь в комнате «{room}», вместе с: {with}.",
              "Świt. Noc w pokoju „{room}”, razem z: {with}."),
    "alone": w("Dawn. A night in the {room}, alone.", "Рассвет. Ночь в комнате «{room}», в одиночестве.",
               "Świt. Noc w pokoju „{room}”, samotnie."),
    "asleep": w("Dawn. You slept through the night (sleeping powder) and were in no room.",
                "Рассвет. Вы проспали ночь от снотворного и не были ни в одной комнате.",
                "Świt. Noc przespana po proszku nasennym — poza wszystkimi pokojami."),
    "died": w("You did not return from the {room}. You are a ghost now.",
              "Вы не вернулись из комнаты «{room}». Теперь вы призрак.",
              "Z pokoju „{room}” nie ma powrotu. Zostajesz duchem.")},
    lambda fact: ("asleep",) if fact.get("asleep") else ("died",) if fact.get("died") else
    ("with",) if fact.get("with") else ("alone",))
FREED = FactDecl("freed", FreedFact, {"text": w(
    "The exorcist freed you in the {room}.", "Экзорцист освободил вас в комнате «{room}».",
    "Egzorcysta uwolnił cię w pokoju „{room}”.")})
GOAL = FactDecl("goal", GoalFact, {
    "done": w('Your goal "{goal}": completed.', "Ваша цель «{goal}»: выполнена.", "Twój cel „{goal}”: wykonany."),
    "not_done": w('Your goal "{goal}": not completed.', "Ваша цель «{goal}»: не выполнена.", "Twój cel „{goal}”: niewykonany.")},
    lambda fact: ("done",) if fact.get("done") else ("not_done",))
VICTIM = FactDecl("victim", VictimFact, {"text": w(
    "Tonight's victim is [b]{target}[/b]. What will you do?", "Жертва этой ночи — [b]{target}[/b]. Что вы сделаете?",
    "Ofiarą tej nocy jest [b]{target}[/b]. Co zrobisz?")})

#: The kinds declared here (effects add theirs: effects/__init__.py FACTS holds them all).
ENGINE_FACTS = (ROLE, BECAME, MET, NOTE, DAWN, FREED, GOAL, VICTIM)
