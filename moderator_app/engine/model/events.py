"""Resolution events: each step of a resolution the host's log tells, one line each. One TypedDict per
kind, and the declarations (shape and words) of the kinds the engine's own mechanisms write.

A producer builds an event as its TypedDict (`DeathEvent(kind="death", target=…, …)`) and hands it to
`Resolution.event`, which refuses a kind nobody declared, so mypy checks its fields; a reader narrows
`event.data` by its `kind` and reads the fields as typed. Each field's type carries a tag (`Nick`,
`RoleId`, `Cause`…) that tells the log how to word it (engine/wording/explain.py). An effect declares
the events only it writes on its own `EffectDecl(events=…)`, beside its other words; the kinds the
engine's mechanisms write or several effects share are declared here, each right after its shape
(`ENGINE_EVENTS`). The words are the log line per language (i18n/format.py placeholders over the
fields); a kind with no words in a language, words naming a field it has not, or an untagged field is
refused when it registers (rolesets/registry.py `register_event`). The JSON report of the CLI carries
these lines, not the dicts.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypedDict, Union

from ...i18n.refusal import Refusal
from ..rolesets.decl import EventDecl, w

# ----- field tags: how the log words a value (decl.LOG_TAGS; engine/wording/explain.py) --------------------
Nick = Annotated[str, "nick"]  #: as typed; the line declines it, as the seat's declared gender says
MaybeNick = Annotated[str | None, "nick"]
Nicks = Annotated[list[str], "nicks"]
RoleId = Annotated[str, "role"]  #: read as the role's name
TeamId = Annotated[str, "team"]  #: read as the team's name
MaybeTeamId = Annotated[str | None, "team"]
ActionId = Annotated[str, "action"]  #: an ability's id, read as its name
Cause = Annotated[str, "cause"]  #: a cause id ("kill:mafioso"), read in words with the role it counts for
RoomId = Annotated[str, "room"]  #: read as the room's name in the language
DrawName = Annotated[str, "draw"]  #: "room:night 1:Cicha Łasica" read as «комната — Ночь 1, Cicha Łasica»
Reason = Annotated[str, "reason"]  #: why nobody is executed, read in words
MaybeReason = Annotated[str | None, "reason"]
RefusalReason = Annotated[str | Refusal, "reason"]  #: a refusal, read in the language
TieRule = Annotated[str, "tie_rule"]  #: a tie rule, read in words («никого не казнят»)
Number = Annotated[int, "number"]
Flag = Annotated[bool, "flag"]  #: read as yes / no
Text = Annotated[str, "text"]  #: printed as it is, or worded by the line itself (`{outcome:key:…}`)
MaybeText = Annotated[str | None, "text"]
AnyText = Annotated[Any, "text"]
Counts = Annotated[dict[str, int], "text"]
Choices = Annotated[dict[str, list[str]], "text"]
Weight = Annotated[int | str, "text"]


# ----- requests and their fate (resolution/night.py, succession.py, shots.py) ------------------------------
class RefusedEvent(TypedDict):
    kind: Literal["refused"]
    actor: Nick
    action: ActionId
    reason: RefusalReason


REFUSED = EventDecl("refused", RefusedEvent, w(
    "{actor}: request '{action}' refused — {reason}",
    "{actor}: заявка «{action}» отклонена — {reason}",
    "{actor}: zgłoszenie „{action}” odrzucone — {reason}"))


class ReplacedEvent(TypedDict):
    kind: Literal["replaced"]
    actor: Nick
    action: ActionId
    targets: Nicks
    by_action: ActionId
    by_targets: Nicks


REPLACED = EventDecl("replaced", ReplacedEvent, w(
    "{actor}: '{action}' ({targets}) is replaced by a later request: '{by_action}' ({by_targets})",
    "{actor}: «{action}» ({targets}) заменено более поздней заявкой: «{by_action}» ({by_targets})",
    "{actor}: „{action}” ({targets}) zastąpione późniejszym zgłoszeniem: „{by_action}” ({by_targets})"))


class WithdrawnEvent(TypedDict):
    kind: Literal["withdrawn"]
    actor: Nick
    action: ActionId
    targets: Nicks


WITHDRAWN = EventDecl("withdrawn", WithdrawnEvent, w(
    "{actor}: '{action}' ({targets}) is withdrawn — the player later wrote 'no action'",
    "{actor}: «{action}» ({targets}) отозвано — позже игрок написал «хода нет»",
    "{actor}: „{action}” ({targets}) wycofane — gracz napisał później „nie wykonuję akcji”"))


class BlockedEvent(TypedDict):
    kind: Literal["blocked"]
    actor: Nick
    action: ActionId
    by: MaybeNick


BLOCKED = EventDecl("blocked", BlockedEvent, w(
    "{actor}: '{action}' void — blocked by {by}",
    "{actor}: заявка «{action}» не сработала — блокировка от {by:case:gen}",
    "{actor}: zgłoszenie „{action}” nieważne — blokada od {by:case:gen}"))


class ActorDeadEvent(TypedDict):
    kind: Literal["actor_dead"]
    actor: Nick
    action: ActionId


ACTOR_DEAD = EventDecl("actor_dead", ActorDeadEvent, w(
    "{actor}: '{action}' void — already dead at his turn",
    "{actor}: заявка «{action}» не сработала — к своему ходу игрок уже мёртв",
    "{actor}: zgłoszenie „{action}” nieważne — gracz już nie żyje"))


class TargetDeadEvent(TypedDict):
    kind: Literal["target_dead"]
    actor: Nick
    action: ActionId
    target: Nick


TARGET_DEAD = EventDecl("target_dead", TargetDeadEvent, w(
    "{actor}: '{action}' void — {target} is dead by then",
    "{actor}: заявка «{action}» не сработала — {target} к этому ходу вне игры",
    "{actor}: zgłoszenie „{action}” nieważne — {target} już nie żyje"))


class NoEffectEvent(TypedDict):
    kind: Literal["no_effect"]
    actor: Nick
    action: ActionId


NO_EFFECT = EventDecl("no_effect", NoEffectEvent, w(
    "{actor}: '{action}' void — it has no effect in this phase",
    "{actor}: заявка «{action}» не сработала — в этой фазе у него нет действия",
    "{actor}: zgłoszenie „{action}” nieważne — w tej fazie nic nie robi"))


class ImmuneEvent(TypedDict):
    kind: Literal["immune"]
    actor: Nick
    target: Nick
    action: ActionId


IMMUNE = EventDecl("immune", ImmuneEvent, w(
    "{target}: '{action}' by {actor} has no effect (immune)",
    "{target}: «{action}» от {actor:case:gen} не действует (иммунитет)",
    "{target}: „{action}” od {actor:case:gen} nie działa (odporność)"))


class TeamDisagreedEvent(TypedDict):
    kind: Literal["team_disagreed"]
    team: MaybeTeamId
    action: ActionId
    choices: Choices


TEAM_DISAGREED = EventDecl("team_disagreed", TeamDisagreedEvent, w(
    "{team}: could not agree ({choices})",
    "{team}: не смогли договориться ({choices})",
    "{team}: brak zgody ({choices})"))


class StandInEvent(TypedDict):
    kind: Literal["stand_in"]
    actor: Nick
    action: ActionId
    holder: MaybeNick


STAND_IN = EventDecl("stand_in", StandInEvent, w(
    "{actor} sends '{action}' for the team instead of {holder}",
    "{actor} отправляет «{action}» за команду вместо {holder:case:gen}",
    "{actor} wysyła „{action}” za drużynę zamiast {holder:case:gen}"))


class RightsPassedEvent(TypedDict):
    kind: Literal["rights_passed"]
    target: Nick
    team: TeamId
    old: MaybeNick


RIGHTS_PASSED = EventDecl("rights_passed", RightsPassedEvent, w(
    "{target} takes over the leader's rights of {team} (before: {old})",
    "{target} получает права главы команды {team} (прежде: {old})",
    "{target} przejmuje prawa przywódcy drużyny {team} (wcześniej: {old})"))


# ----- attacks, deaths and the host's decisions (resolution/) ----------------------------------------------
class AttackEvent(TypedDict):
    kind: Literal["attack"]
    target: Nick
    by: Nicks
    cause: Cause
    healable: Flag


ATTACK = EventDecl("attack", AttackEvent, w(
    "{target}: attacked by {by} — {cause}",
    "{target}: нападение от {by:case:gen} — {cause}",
    "{target}: atak — {cause}; napastnicy: {by}"))


class SavedEvent(TypedDict):
    kind: Literal["saved"]
    target: Nick
    by: Nicks
    cause: Cause


SAVED = EventDecl("saved", SavedEvent, w(
    "{target} survived: saved by {by}",
    "{target} выживает — спасает {by}",
    "{target} przeżywa — ratuje {by}"),
    variants={"self": w("{target} survived: saved themselves",
      "{target} выживает — {target:gender:спасает себя сам|спасает себя сама|спасает себя}",
      "{target} przeżywa — {target:gender:ratuje się sam|ratuje się sama|ratuje się}")},
    pick=lambda data: "self" if data.get("by") == [data.get("target")] else None)


class CuredEvent(TypedDict):
    kind: Literal["cured"]
    target: Nick
    by: Nicks


CURED = EventDecl("cured", CuredEvent, w(
    "{target}: poison cured ({by})",
    "{target}: отравление вылечено ({by})",
    "{target}: trucizna wyleczona ({by})"))


class DeathEvent(TypedDict):
    kind: Literal["death"]
    target: Nick
    cause: Cause
    by: Nicks
    role: RoleId


DEATH = EventDecl("death", DeathEvent, w(
    "{target} dies — {cause}; role: {role}",
    "{target} погибает — {cause}; роль: {role}",
    "{target} ginie — {cause}; rola: {role}"))


class BecameEvent(TypedDict):
    kind: Literal["became"]
    target: Nick
    old: RoleId
    role: RoleId


BECAME = EventDecl("became", BecameEvent, w(
    "{target}: {old} → {role}",
    "{target}: {old} → {role}",
    "{target}: {old} → {role}"), role_change=lambda data: (str(data["target"]), str(data["role"])))


class ShotEvent(TypedDict):
    kind: Literal["shot"]
    actor: Nick
    target: Nick


SHOT = EventDecl("shot", ShotEvent, w(
    "{actor} shoots {target}",
    "{actor} стреляет в {target:case:acc}",
    "{actor} strzela do {target:case:gen}"))


class ModkillEvent(TypedDict):
    kind: Literal["modkill"]
    target: Nick
    reason: MaybeReason


MODKILL = EventDecl("modkill", ModkillEvent, w(
    "{target} is removed by the host ({reason})",
    "{target} выбывает по решению ведущего ({reason})",
    "{target} odpada decyzją prowadzącego ({reason})"))


class OverrideEvent(TypedDict):
    kind: Literal["override"]
    what: MaybeText
    player: MaybeNick
    reason: Reason


#: the host's overrides that have a line of their own («Ведущий: Эрик выживает (…)», not «выживает — Эрик»)
OVERRIDE_WHAT = ("survive", "die", "execute", "no_execution")
OVERRIDE = EventDecl("override", OverrideEvent, w(
    "Host: {what:key:override} — {player} ({reason})",
    "Ведущий: {what:key:override} — {player} ({reason})",
    "Prowadzący: {what:key:override} — {player} ({reason})"), variants={
    "survive": w("Host: {player} survives ({reason})",
        "Ведущий: {player} выживает ({reason})",
        "Prowadzący: {player} przeżywa ({reason})"),
    "die": w("Host: {player} dies ({reason})",
        "Ведущий: {player} погибает ({reason})",
        "Prowadzący: {player} ginie ({reason})"),
    "execute": w("Host: {player} is executed ({reason})",
        "Ведущий: казнь — {player} ({reason})",
        "Prowadzący: egzekucja — {player} ({reason})"),
    "no_execution": w("Host: no execution ({reason})",
        "Ведущий: казни нет ({reason})",
        "Prowadzący: bez egzekucji ({reason})")},
    pick=lambda data: str(data.get("what")) if data.get("what") in OVERRIDE_WHAT else None)


class DeprivedEvent(TypedDict):
    kind: Literal["deprived"]
    target: Nick
    days: Number
    by: MaybeNick


DEPRIVED = EventDecl("deprived", DeprivedEvent, w(
    "{target} cannot vote for {days} {days:plural:day|days}",
    "{target} без голоса на {days} {days:plural:день|дня|дней}",
    "{target} nie głosuje przez {days} {days:plural:dzień|dni|dni}"), consequence=True)


class VictimToldEvent(TypedDict):
    kind: Literal["victim_told"]
    to: Nick
    target: Nick


VICTIM_TOLD = EventDecl("victim_told", VictimToldEvent, w(
    "{to} is told the night's victim: {target}",
    "{to} узнаёт жертву ночи: {target}",
    "{to} poznaje ofiarę nocy: {target}"))


# ----- exposure and shields (resolution/exposure.py, shields.py) -------------------------------------------
class ExposedEvent(TypedDict):
    kind: Literal["exposed"]
    target: Nick
    role: RoleId


EXPOSED = EventDecl("exposed", ExposedEvent, w(
    "{target} is exposed to the town as '{role}'",
    "{target} засвечивается перед городом как «{role}»",
    "{target}: demaskacja przed miastem jako „{role}”"))


class SilentVoteLossEvent(TypedDict):
    kind: Literal["silent_vote_loss"]
    target: Nick
    day: Number


SILENT_VOTE_LOSS = EventDecl("silent_vote_loss", SilentVoteLossEvent, w(
    "{target}: the vote on day {day} will not count (not announced)",
    "{target}: голос в день {day} не будет засчитан (без объявления)",
    "{target}: głos w dniu {day} się nie liczy (bez ogłoszenia)"), consequence=True)


class EvidenceEvent(TypedDict):
    kind: Literal["evidence"]
    target: Nick
    role: RoleId


EVIDENCE = EventDecl("evidence", EvidenceEvent, w(
    "Evidence: {target} is the victim of '{role}'",
    "Улики: {target} — жертва роли «{role}»",
    "Ślady: {target} to ofiara roli „{role}”"))


class RoleOpenedEvent(TypedDict):
    kind: Literal["role_opened"]
    target: Nick


ROLE_OPENED = EventDecl("role_opened", RoleOpenedEvent, w(
    "{target}: the role will be revealed at death",
    "{target}: роль будет раскрыта при смерти",
    "{target}: rola zostanie ujawniona po śmierci"))


class KillerShieldEvent(TypedDict):
    kind: Literal["killer_shield"]
    actor: Nick
    target: Nick


KILLER_SHIELD = EventDecl("killer_shield", KillerShieldEvent, w(
    "{actor} killed {target} and is shielded from the next execution",
    "{actor}: убийство {target:case:gen} даёт отмазку на следующей казни",
    "{actor}: zabójstwo {target:case:gen} daje osłonę przy następnej egzekucji"))


class ExecutionStoppedEvent(TypedDict):
    kind: Literal["execution_stopped"]
    target: Nick
    reason: Reason


EXECUTION_STOPPED = EventDecl("execution_stopped", ExecutionStoppedEvent, w(
    "{target} is not executed: {reason}",
    "{target}: казнь не состоялась — {reason}",
    "{target} nie ginie: {reason}"))


# ----- the vote and the council (voting/) ------------------------------------------------------------------
class TallyWeightEvent(TypedDict):
    kind: Literal["tally_weight"]
    voter: Nick
    weight: Number


TALLY_WEIGHT = EventDecl("tally_weight", TallyWeightEvent, w(
    "{voter}: the vote weighs {weight}",
    "{voter}: голос весит {weight}",
    "{voter}: głos waży {weight}"))


class ExecutionEvent(TypedDict):
    kind: Literal["execution"]
    target: Nick
    votes: Number


EXECUTION = EventDecl("execution", ExecutionEvent, w(
    "Lynch: {target} is executed ({votes} {votes:plural:vote|votes})",
    "Суд линча: казнь — {target} ({votes} {votes:plural:голос|голоса|голосов})",
    "Lincz: {target} ginie ({votes} {votes:plural:głos|głosy|głosów})"))


class NoExecutionEvent(TypedDict):
    kind: Literal["no_execution"]
    reason: MaybeReason


NO_EXECUTION = EventDecl("no_execution", NoExecutionEvent, w(
    "Lynch: nobody is executed ({reason})",
    "Суд линча: никто не казнён ({reason})",
    "Lincz: nikt nie ginie ({reason})"))


class TieEvent(TypedDict):
    kind: Literal["tie"]
    candidates: Nicks
    rule: TieRule


TIE = EventDecl("tie", TieEvent, w(
    "Tie between {candidates}: rule '{rule}'",
    "Ничья: {candidates}; правило «{rule}»",
    "Remis: {candidates}, zasada „{rule}”"),
    runoff=lambda data: (list(data["candidates"]), 1) if data["rule"] == "runoff" else None)


class MissedVoteEvent(TypedDict):
    kind: Literal["missed_vote"]
    target: Nick
    count: Number


MISSED_VOTE = EventDecl("missed_vote", MissedVoteEvent, w(
    "{target} did not vote (misses: {count})",
    "{target} не голосует (пропусков: {count})",
    "{target} nie głosuje (pominięć: {count})"), consequence=True)


class VoteVoidEvent(TypedDict):
    kind: Literal["vote_void"]
    voter: Nick


VOTE_VOID = EventDecl("vote_void", VoteVoidEvent, w(
    "The vote of {voter} does not count (not announced)",
    "Голос {voter:case:gen} не засчитан (без объявления)",
    "Głos {voter:case:gen} się nie liczy (bez ogłoszenia)"), consequence=True)


class MissedPenaltyEvent(TypedDict):
    kind: Literal["missed_penalty"]
    target: Nick
    votes: Number


MISSED_PENALTY = EventDecl("missed_penalty", MissedPenaltyEvent, w(
    "{target}: +{votes} red for a missed vote",
    "{target}: +{votes} {votes:plural:красный|красных|красных} за пропуск голосования",
    "{target}: +{votes} {votes:plural:czerwony|czerwone|czerwonych} za brak głosu"), consequence=True)


class CouncilRemovalEvent(TypedDict):
    kind: Literal["council_removal"]
    target: Nick
    votes: Number


COUNCIL_REMOVAL = EventDecl("council_removal", CouncilRemovalEvent, w(
    "Council: {target} leaves the table ({votes} {votes:plural:vote|votes})",
    "Совет: стол покидает {target} ({votes} {votes:plural:голос|голоса|голосов})",
    "Rada: {target} opuszcza stół ({votes} {votes:plural:głos|głosy|głosów})"))


class EmptySeatEvent(TypedDict):
    kind: Literal["empty_seat"]
    seats: Number
    reason: MaybeReason


EMPTY_SEAT = EventDecl("empty_seat", EmptySeatEvent, w(
    "Council: {seats} {seats:plural:seat stays|seats stay} empty ({reason})",
    "Совет: мест осталось пустыми — {seats} ({reason})",
    "Rada: puste miejsca — {seats} ({reason})"))


class CouncilTieEvent(TypedDict):
    kind: Literal["council_tie"]
    candidates: Nicks
    places: Number


COUNCIL_TIE = EventDecl("council_tie", CouncilTieEvent, w(
    "Council: tie between {candidates} — a runoff for {places} {places:plural:place|places}",
    "Совет: ничья ({candidates}) — переголосование за места ({places})",
    "Rada: remis — {candidates}, dogrywka o miejsca ({places})"),
    runoff=lambda data: (list(data["candidates"]), int(data["places"])))


class RunoffEvent(TypedDict):
    kind: Literal["runoff"]
    candidates: Nicks
    counts: Counts
    chosen: Nicks


RUNOFF = EventDecl("runoff", RunoffEvent, w(
    "Runoff between {candidates}: {counts} → {chosen}",
    "Переголосование между {candidates:case:ins}: {counts} → {chosen}",
    "Dogrywka: {candidates}: {counts} → {chosen}"),
    variants={"none": w("Runoff between {candidates}: no votes — the seat stays empty",
      "Переголосование между {candidates:case:ins}: голосов не было — место остаётся пустым",
      "Dogrywka: {candidates}: nikt nie głosował — miejsce zostaje puste")},
    pick=lambda data: None if data.get("counts") else "none")


# ----- the table: draws, rooms, scoring (tables/) ----------------------------------------------------------
class DrawEvent(TypedDict):
    kind: Literal["draw"]
    name: DrawName
    value: AnyText
    fixed: Flag


def _draw_line(data: Any) -> str | None:
    """A room's draw names the room drawn in the language (its value is a room id); a fixed one says so."""
    room = str(data["name"]).startswith("room:")  # tables/room_nights.py names its draws "room:<phase>:<nick>"
    return {(True, True): "room_fixed", (True, False): "room", (False, True): "fixed"}.get((room, bool(data["fixed"])))


_DRAW_FIXED = w("Draw '{name}': {value} (fixed by the host)",
                "Жребий «{name}»: {value} (задан ведущим)",
                "Losowanie „{name}”: {value} (ustalone przez prowadzącego)")
DRAW = EventDecl("draw", DrawEvent, w(
    "Draw '{name}': {value}",
    "Жребий «{name}»: {value}",
    "Losowanie „{name}”: {value}"),
    variants={"fixed": _DRAW_FIXED, "room_fixed": _DRAW_FIXED, "room": w(
      "Draw '{name}': {value}",
      "Жребий «{name}»: {value}",
      "Losowanie „{name}”: {value}")},
    variant_tags={"room": {"value": "room"}, "room_fixed": {"value": "room"}},
    pick=_draw_line, draw_name=lambda data: str(data["name"]))


class WinnerEvent(TypedDict):
    kind: Literal["winner"]
    winner: MaybeTeamId


WINNER = EventDecl("winner", WinnerEvent, w(
    "Winner: {winner}",
    "Победа: {winner}",
    "Wygrana: {winner}"), consequence=True)


class RoomEvent(TypedDict):
    kind: Literal["room"]
    target: Nick
    room: RoomId
    how: Text


ROOM = EventDecl("room", RoomEvent, w(
    "{target} spends the night in {room} ({how:key:hostplay.room_how})",
    "{target} ночует: {room} ({how:key:hostplay.room_how})",
    "{target} nocuje: {room} ({how:key:hostplay.room_how})"))


class PresenceEvent(TypedDict):
    kind: Literal["presence"]
    room: RoomId
    killers: Number
    others: Number
    outcome: Text


PRESENCE = EventDecl("presence", PresenceEvent, w(
    "{room}: {killers} {killers:plural:killer|killers}, {others} {others:plural:other|others} — {outcome:key:hostplay.presence_outcome}",
    "{room}: убийц {killers}, остальных {others} — {outcome:key:hostplay.presence_outcome}",
    "{room}: morderców {killers}, pozostałych {others} — {outcome:key:hostplay.presence_outcome}"))


class MetEvent(TypedDict):
    kind: Literal["met"]
    room: RoomId
    killers: Nicks


MET = EventDecl("met", MetEvent, w(
    "{room}: the killers learn each other ({killers})",
    "{room}: убийцы узнают друг друга ({killers})",
    "{room}: mordercy się poznają ({killers})"))


class HauntEvent(TypedDict):
    kind: Literal["haunt"]
    room: RoomId
    ghosts: Nicks
    of: Number
    outcome: Text


HAUNT = EventDecl("haunt", HauntEvent, w(
    "{room}: ghosts {ghosts} of {of} — {outcome:key:hostplay.haunt_outcome}",
    "{room}: призраки {ghosts} из {of} — {outcome:key:hostplay.haunt_outcome}",
    "{room}: duchy {ghosts} z {of} — {outcome:key:hostplay.haunt_outcome}"))


class PossessedEvent(TypedDict):
    kind: Literal["possessed"]
    target: Nick
    room: RoomId
    ghosts: Nicks


POSSESSED = EventDecl("possessed", PossessedEvent, w(
    "{target} is possessed in {room}",
    "{target}: одержимость в комнате {room}",
    "{target}: opętanie w pokoju {room}"))


class FreedEvent(TypedDict):
    kind: Literal["freed"]
    target: Nick
    room: RoomId
    by: Nicks


FREED = EventDecl("freed", FreedEvent, w(
    "{target} is freed in {room} ({by})",
    "{target}: освобождение в комнате {room} ({by})",
    "{target}: uwolnienie w pokoju {room} ({by})"))


class InspectEvent(TypedDict):
    kind: Literal["inspect"]
    actor: Nick
    room: RoomId
    result: Flag


INSPECT = EventDecl("inspect", InspectEvent, w(
    "{actor} inspects {room}: killer {result}",
    "{actor} обыскивает комнату «{room}»: убийца {result}",
    "{actor} przeszukuje {room:case:acc} — morderca: {result}"))


class GuessEvent(TypedDict):
    kind: Literal["guess"]
    actor: Nick
    target: Nick
    goal: AnyText
    right: Flag


GUESS = EventDecl("guess", GuessEvent, w(
    "{actor} guesses {target}'s goal: {goal} — {right}",
    "{actor} угадывает цель {target:case:gen}: {goal} — {right}",
    "{actor} zgaduje cel {target:case:gen}: {goal} — {right}"))


# ----- the effects' own: their words are on each effect's `EffectDecl.events` (engine/effects/) --------------
class CheckEvent(TypedDict):
    kind: Literal["check"]
    actor: Nick
    target: Nick


class HireEvent(TypedDict):
    kind: Literal["hire"]
    actor: Nick
    employer: Nick
    ok: Flag


class RoleRevealedEvent(TypedDict):
    kind: Literal["role_revealed"]
    actor: Nick
    target: Nick
    role: RoleId


class HolyGroundEvent(TypedDict):
    kind: Literal["holy_ground"]
    actor: Nick
    room: RoomId


class AsleepEvent(TypedDict):
    kind: Literal["asleep"]
    actor: Nick
    target: Nick


class ShieldEvent(TypedDict):
    kind: Literal["shield"]
    actor: Nick
    target: Nick
    day: Number


class AppearanceEvent(TypedDict):
    kind: Literal["appearance"]
    actor: Nick
    target: Nick
    appear_as: TeamId


class BribeEvent(TypedDict):
    kind: Literal["bribe"]
    actor: Nick
    target: Nick
    council: Number


class DelayedEvent(TypedDict):
    kind: Literal["delayed"]
    actor: Nick
    target: Nick
    due: Number


class PointEvent(TypedDict):
    kind: Literal["point"]
    actor: Nick
    target: Nick
    fired: Flag


class BlockEvent(TypedDict):
    kind: Literal["block"]
    actor: Nick
    target: Nick


class ProtectEvent(TypedDict):
    kind: Literal["protect"]
    actor: Nick
    target: Nick


class QuestionUnansweredEvent(TypedDict):
    kind: Literal["question_unanswered"]
    actor: Nick


class QuestionEvent(TypedDict):
    kind: Literal["question"]
    actor: Nick
    question: Text
    text: Text


class GuardEvent(TypedDict):
    kind: Literal["guard"]
    actor: Nick
    target: Nick


class GuardedEvent(TypedDict):
    kind: Literal["guarded"]
    target: Nick
    by: Nick
    cause: Cause


class CleanEvent(TypedDict):
    kind: Literal["clean"]
    actor: Nick
    target: Nick


class CleanedEvent(TypedDict):
    kind: Literal["cleaned"]
    actor: Nick
    target: Nick
    role: RoleId


class CleanVoidEvent(TypedDict):
    kind: Literal["clean_void"]
    actor: Nick
    target: Nick


class LinkedDeathEvent(TypedDict):
    kind: Literal["linked_death"]
    target: Nick
    by: Nick


class RecruitEvent(TypedDict):
    kind: Literal["recruit"]
    actor: Nick
    target: Nick


class RecruitFailedEvent(TypedDict):
    kind: Literal["recruit_failed"]
    actor: Nick
    target: Nick


class RecruitProtectedEvent(TypedDict):
    kind: Literal["recruit_protected"]
    actor: Nick
    target: Nick


class SelfRevealEvent(TypedDict):
    kind: Literal["self_reveal"]
    actor: Nick
    role: RoleId
    weight: Weight


class SwapEvent(TypedDict):
    kind: Literal["swap"]
    actor: Nick
    first: Nick
    second: Nick


class SwappedEvent(TypedDict):
    kind: Literal["swapped"]
    actor: Nick
    action: ActionId
    original: Nicks
    targets: Nicks


class TrackEvent(TypedDict):
    kind: Literal["track"]
    actor: Nick
    target: Nick


class WatchEvent(TypedDict):
    kind: Literal["watch"]
    actor: Nick
    target: Nick


class VestEvent(TypedDict):
    kind: Literal["vest"]
    target: Nick
    cause: Cause
    left: Number


#: Every event the engine may write (a tagged union: `data["kind"]` narrows it).
EventData = Union[RefusedEvent, ReplacedEvent, WithdrawnEvent, BlockedEvent, ActorDeadEvent, TargetDeadEvent,
                  NoEffectEvent, ImmuneEvent, TeamDisagreedEvent, StandInEvent, RightsPassedEvent, AttackEvent,
                  SavedEvent, CuredEvent, DeathEvent, BecameEvent, ShotEvent, ModkillEvent, OverrideEvent,
                  DeprivedEvent, VictimToldEvent, ExposedEvent, SilentVoteLossEvent, EvidenceEvent, RoleOpenedEvent,
                  KillerShieldEvent, ExecutionStoppedEvent, TallyWeightEvent, ExecutionEvent, NoExecutionEvent,
                  TieEvent, MissedVoteEvent, VoteVoidEvent, MissedPenaltyEvent, CouncilRemovalEvent, EmptySeatEvent,
                  CouncilTieEvent, RunoffEvent, DrawEvent, WinnerEvent, RoomEvent, PresenceEvent, MetEvent,
                  HauntEvent, PossessedEvent, FreedEvent, InspectEvent, GuessEvent, CheckEvent, HireEvent,
                  RoleRevealedEvent, HolyGroundEvent, AsleepEvent, ShieldEvent, AppearanceEvent, BribeEvent,
                  DelayedEvent, PointEvent, BlockEvent, ProtectEvent, QuestionUnansweredEvent, QuestionEvent,
                  GuardEvent, GuardedEvent, CleanEvent, CleanedEvent, CleanVoidEvent, LinkedDeathEvent, RecruitEvent,
                  RecruitFailedEvent, RecruitProtectedEvent, SelfRevealEvent, SwapEvent, SwappedEvent, TrackEvent,
                  WatchEvent, VestEvent]

#: The kinds declared here, with their words (effects add theirs: effects/__init__.py EVENTS holds them all).
ENGINE_EVENTS = (REFUSED, REPLACED, WITHDRAWN, BLOCKED, ACTOR_DEAD, TARGET_DEAD, NO_EFFECT, IMMUNE, TEAM_DISAGREED,
                 STAND_IN, RIGHTS_PASSED, ATTACK, SAVED, CURED, DEATH, BECAME, SHOT, MODKILL, OVERRIDE, DEPRIVED,
                 VICTIM_TOLD, EXPOSED, SILENT_VOTE_LOSS, EVIDENCE, ROLE_OPENED, KILLER_SHIELD, EXECUTION_STOPPED,
                 TALLY_WEIGHT, EXECUTION, NO_EXECUTION, TIE, MISSED_VOTE, VOTE_VOID, MISSED_PENALTY, COUNCIL_REMOVAL,
                 EMPTY_SEAT, COUNCIL_TIE, RUNOFF, DRAW, WINNER, ROOM, PRESENCE, MET, HAUNT, POSSESSED, FREED,
                 INSPECT, GUESS)
