"""Resolution events: each step of a resolution the host's log tells, one line each. One TypedDict per
kind, and the declarations (fields and words) of the kinds the engine's own mechanisms write.

A producer builds an event as its TypedDict (`DeathEvent(kind="death", target=…, …)`) and hands it to
`Resolution.event`, which refuses a kind nobody declared, so mypy checks its fields; a reader narrows
`event.data` by its `kind` and reads the fields as typed. An effect declares the events only it writes
on its own `EffectDecl(events=…)`, beside its other words; the kinds the engine's mechanisms write or
several effects share are declared below (`ENGINE_EVENTS`). The words are the log line per language
(i18n/format.py placeholders over the fields; engine/wording/explain.py puts ids in words first); a kind
with no words in a language, or words naming a field it has not, is refused when it registers
(rolesets/registry.py `register_event`). The JSON report of the CLI carries these lines, not the dicts.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, Union

from ...i18n.refusal import Refusal
from ..rolesets.decl import EventDecl, w


# ----- requests and their fate (resolution/night.py, succession.py, shots.py) ------------------------------
class RefusedEvent(TypedDict):
    kind: Literal["refused"]
    actor: str
    action: str
    reason: str | Refusal


class ReplacedEvent(TypedDict):
    kind: Literal["replaced"]
    actor: str
    action: str
    targets: list[str]
    by_action: str
    by_targets: list[str]


class WithdrawnEvent(TypedDict):
    kind: Literal["withdrawn"]
    actor: str
    action: str
    targets: list[str]


class BlockedEvent(TypedDict):
    kind: Literal["blocked"]
    actor: str
    action: str
    by: str | None


class ActorDeadEvent(TypedDict):
    kind: Literal["actor_dead"]
    actor: str
    action: str


class TargetDeadEvent(TypedDict):
    kind: Literal["target_dead"]
    actor: str
    action: str
    target: str


class NoEffectEvent(TypedDict):
    kind: Literal["no_effect"]
    actor: str
    action: str


class ImmuneEvent(TypedDict):
    kind: Literal["immune"]
    actor: str
    target: str
    action: str


class TeamDisagreedEvent(TypedDict):
    kind: Literal["team_disagreed"]
    team: Any
    action: str
    choices: dict[str, list[str]]


class StandInEvent(TypedDict):
    kind: Literal["stand_in"]
    actor: str
    action: str
    holder: str | None


class RightsPassedEvent(TypedDict):
    kind: Literal["rights_passed"]
    target: str
    team: str
    old: str | None


# ----- attacks, deaths and the host's decisions (resolution/) ----------------------------------------------
class AttackEvent(TypedDict):
    kind: Literal["attack"]
    target: str
    by: list[str]
    cause: str
    healable: bool


class SavedEvent(TypedDict):
    kind: Literal["saved"]
    target: str
    by: list[str]
    cause: str


class CuredEvent(TypedDict):
    kind: Literal["cured"]
    target: str
    by: list[str]


class DeathEvent(TypedDict):
    kind: Literal["death"]
    target: str
    cause: str
    by: list[str]
    role: str


class BecameEvent(TypedDict):
    kind: Literal["became"]
    target: str
    old: str
    role: str


class ShotEvent(TypedDict):
    kind: Literal["shot"]
    actor: str
    target: str


class ModkillEvent(TypedDict):
    kind: Literal["modkill"]
    target: str
    reason: str | None


class OverrideEvent(TypedDict):
    kind: Literal["override"]
    what: str | None
    player: str | None
    reason: str


class DeprivedEvent(TypedDict):
    kind: Literal["deprived"]
    target: str
    days: int
    by: str | None


class VictimToldEvent(TypedDict):
    kind: Literal["victim_told"]
    to: str
    target: str


# ----- exposure and shields (resolution/exposure.py, shields.py) -------------------------------------------
class ExposedEvent(TypedDict):
    kind: Literal["exposed"]
    target: str
    role: str


class SilentVoteLossEvent(TypedDict):
    kind: Literal["silent_vote_loss"]
    target: str
    day: int


class EvidenceEvent(TypedDict):
    kind: Literal["evidence"]
    target: str
    role: str


class RoleOpenedEvent(TypedDict):
    kind: Literal["role_opened"]
    target: str


class KillerShieldEvent(TypedDict):
    kind: Literal["killer_shield"]
    actor: str
    target: str


class ExecutionStoppedEvent(TypedDict):
    kind: Literal["execution_stopped"]
    target: str
    reason: str


# ----- the vote and the council (voting/) ------------------------------------------------------------------
class TallyWeightEvent(TypedDict):
    kind: Literal["tally_weight"]
    voter: str
    weight: int


class ExecutionEvent(TypedDict):
    kind: Literal["execution"]
    target: str
    votes: int


class NoExecutionEvent(TypedDict):
    kind: Literal["no_execution"]
    reason: str | None


class TieEvent(TypedDict):
    kind: Literal["tie"]
    candidates: list[str]
    rule: str


class MissedVoteEvent(TypedDict):
    kind: Literal["missed_vote"]
    target: str
    count: int


class VoteVoidEvent(TypedDict):
    kind: Literal["vote_void"]
    voter: str


class MissedPenaltyEvent(TypedDict):
    kind: Literal["missed_penalty"]
    target: str
    votes: int


class CouncilRemovalEvent(TypedDict):
    kind: Literal["council_removal"]
    target: str
    votes: int


class EmptySeatEvent(TypedDict):
    kind: Literal["empty_seat"]
    seats: int
    reason: str | None


class CouncilTieEvent(TypedDict):
    kind: Literal["council_tie"]
    candidates: list[str]
    places: int


class RunoffEvent(TypedDict):
    kind: Literal["runoff"]
    candidates: list[str]
    counts: dict[str, int]
    chosen: list[str]


# ----- the table: draws, rooms, scoring (tables/) ----------------------------------------------------------
class DrawEvent(TypedDict):
    kind: Literal["draw"]
    name: str
    value: Any
    fixed: bool


class WinnerEvent(TypedDict):
    kind: Literal["winner"]
    winner: str | None


class RoomEvent(TypedDict):
    kind: Literal["room"]
    target: str
    room: str
    how: str


class PresenceEvent(TypedDict):
    kind: Literal["presence"]
    room: str
    killers: int
    others: int
    outcome: str


class MetEvent(TypedDict):
    kind: Literal["met"]
    room: str
    killers: list[str]


class HauntEvent(TypedDict):
    kind: Literal["haunt"]
    room: str
    ghosts: list[str]
    of: int
    outcome: str


class PossessedEvent(TypedDict):
    kind: Literal["possessed"]
    target: str
    room: str
    ghosts: list[str]


class FreedEvent(TypedDict):
    kind: Literal["freed"]
    target: str
    room: str
    by: list[str]


class InspectEvent(TypedDict):
    kind: Literal["inspect"]
    actor: str
    room: str
    result: bool


class GuessEvent(TypedDict):
    kind: Literal["guess"]
    actor: str
    target: str
    goal: Any
    right: bool


# ----- the effects' own (their words: each effect's `EffectDecl.events`) -----------------------------------
class CheckEvent(TypedDict):
    kind: Literal["check"]
    actor: str
    target: str


class HireEvent(TypedDict):
    kind: Literal["hire"]
    actor: str
    employer: str
    ok: bool


class RoleRevealedEvent(TypedDict):
    kind: Literal["role_revealed"]
    actor: str
    target: str
    role: str


class HolyGroundEvent(TypedDict):
    kind: Literal["holy_ground"]
    actor: str
    room: str


class AsleepEvent(TypedDict):
    kind: Literal["asleep"]
    actor: str
    target: str


class ShieldEvent(TypedDict):
    kind: Literal["shield"]
    actor: str
    target: str
    day: int


class AppearanceEvent(TypedDict):
    kind: Literal["appearance"]
    actor: str
    target: str
    appear_as: str


class BribeEvent(TypedDict):
    kind: Literal["bribe"]
    actor: str
    target: str
    council: int


class DelayedEvent(TypedDict):
    kind: Literal["delayed"]
    actor: str
    target: str
    due: int


class PointEvent(TypedDict):
    kind: Literal["point"]
    actor: str
    target: str
    fired: bool


class BlockEvent(TypedDict):
    kind: Literal["block"]
    actor: str
    target: str


class ProtectEvent(TypedDict):
    kind: Literal["protect"]
    actor: str
    target: str


class QuestionUnansweredEvent(TypedDict):
    kind: Literal["question_unanswered"]
    actor: str


class QuestionEvent(TypedDict):
    kind: Literal["question"]
    actor: str
    question: str
    text: str


class GuardEvent(TypedDict):
    kind: Literal["guard"]
    actor: str
    target: str


class GuardedEvent(TypedDict):
    kind: Literal["guarded"]
    target: str
    by: str
    cause: str


class CleanEvent(TypedDict):
    kind: Literal["clean"]
    actor: str
    target: str


class CleanedEvent(TypedDict):
    kind: Literal["cleaned"]
    actor: str
    target: str
    role: str


class CleanVoidEvent(TypedDict):
    kind: Literal["clean_void"]
    actor: str
    target: str


class LinkedDeathEvent(TypedDict):
    kind: Literal["linked_death"]
    target: str
    by: str


class RecruitEvent(TypedDict):
    kind: Literal["recruit"]
    actor: str
    target: str


class RecruitFailedEvent(TypedDict):
    kind: Literal["recruit_failed"]
    actor: str
    target: str


class RecruitProtectedEvent(TypedDict):
    kind: Literal["recruit_protected"]
    actor: str
    target: str


class SelfRevealEvent(TypedDict):
    kind: Literal["self_reveal"]
    actor: str
    role: str
    weight: int | str


class SwapEvent(TypedDict):
    kind: Literal["swap"]
    actor: str
    first: str
    second: str


class SwappedEvent(TypedDict):
    kind: Literal["swapped"]
    actor: str
    action: str
    original: list[str]
    targets: list[str]


class TrackEvent(TypedDict):
    kind: Literal["track"]
    actor: str
    target: str


class WatchEvent(TypedDict):
    kind: Literal["watch"]
    actor: str
    target: str


class VestEvent(TypedDict):
    kind: Literal["vest"]
    target: str
    cause: str
    left: int




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


# ----- the words of the kinds the engine's mechanisms write or several effects share --------------------------
#: the host's overrides that have a line of their own («Ведущий: Эрик выживает (…)», not «выживает — Эрик»)
OVERRIDE_WHAT = ("survive", "die", "execute", "no_execution")


REFUSED = EventDecl("refused", RefusedEvent, w(
    "{actor}: request '{action}' refused — {reason}",
    "{actor}: заявка «{action}» отклонена — {reason}",
    "{actor}: zgłoszenie „{action}” odrzucone — {reason}"))
REPLACED = EventDecl("replaced", ReplacedEvent, w(
    "{actor}: '{action}' ({targets}) is replaced by a later request: '{by_action}' ({by_targets})",
    "{actor}: «{action}» ({targets}) заменено более поздней заявкой: «{by_action}» ({by_targets})",
    "{actor}: „{action}” ({targets}) zastąpione późniejszym zgłoszeniem: „{by_action}” ({by_targets})"))
WITHDRAWN = EventDecl("withdrawn", WithdrawnEvent, w(
    "{actor}: '{action}' ({targets}) is withdrawn — the player later wrote 'no action'",
    "{actor}: «{action}» ({targets}) отозвано — позже игрок написал «хода нет»",
    "{actor}: „{action}” ({targets}) wycofane — gracz napisał później „nie wykonuję akcji”"))
BLOCKED = EventDecl("blocked", BlockedEvent, w(
    "{actor}: '{action}' void — blocked by {by}",
    "{actor}: заявка «{action}» не сработала — блокировка от {by:case:gen}",
    "{actor}: zgłoszenie „{action}” nieważne — blokada od {by:case:gen}"))
ACTOR_DEAD = EventDecl("actor_dead", ActorDeadEvent, w(
    "{actor}: '{action}' void — already dead at his turn",
    "{actor}: заявка «{action}» не сработала — к своему ходу игрок уже мёртв",
    "{actor}: zgłoszenie „{action}” nieważne — gracz już nie żyje"))
TARGET_DEAD = EventDecl("target_dead", TargetDeadEvent, w(
    "{actor}: '{action}' void — {target} is dead by then",
    "{actor}: заявка «{action}» не сработала — {target} к этому ходу вне игры",
    "{actor}: zgłoszenie „{action}” nieważne — {target} już nie żyje"))
NO_EFFECT = EventDecl("no_effect", NoEffectEvent, w(
    "{actor}: '{action}' void — it has no effect in this phase",
    "{actor}: заявка «{action}» не сработала — в этой фазе у него нет действия",
    "{actor}: zgłoszenie „{action}” nieważne — w tej fazie nic nie robi"))
IMMUNE = EventDecl("immune", ImmuneEvent, w(
    "{target}: '{action}' by {actor} has no effect (immune)",
    "{target}: «{action}» от {actor:case:gen} не действует (иммунитет)",
    "{target}: „{action}” od {actor:case:gen} nie działa (odporność)"))
TEAM_DISAGREED = EventDecl("team_disagreed", TeamDisagreedEvent, w(
    "{team}: could not agree ({choices})",
    "{team}: не смогли договориться ({choices})",
    "{team}: brak zgody ({choices})"))
STAND_IN = EventDecl("stand_in", StandInEvent, w(
    "{actor} sends '{action}' for the team instead of {holder}",
    "{actor} отправляет «{action}» за команду вместо {holder:case:gen}",
    "{actor} wysyła „{action}” za drużynę zamiast {holder:case:gen}"))
RIGHTS_PASSED = EventDecl("rights_passed", RightsPassedEvent, w(
    "{target} takes over the leader's rights of {team} (before: {old})",
    "{target} получает права главы команды {team} (прежде: {old})",
    "{target} przejmuje prawa przywódcy drużyny {team} (wcześniej: {old})"))
ATTACK = EventDecl("attack", AttackEvent, w(
    "{target}: attacked by {by} — {cause}",
    "{target}: нападение от {by:case:gen} — {cause}",
    "{target}: atak — {cause}; napastnicy: {by}"))
SAVED = EventDecl("saved", SavedEvent, w(
    "{target} survived: saved by {by}",
    "{target} выживает — спасает {by}",
    "{target} przeżywa — ratuje {by}"),
    variants={"self": w("{target} survived: saved themselves",
      "{target} выживает — {target:gender:спасает себя сам|спасает себя сама|спасает себя}",
      "{target} przeżywa — {target:gender:ratuje się sam|ratuje się sama|ratuje się}")},
    pick=lambda data: "self" if data.get("by") == [data.get("target")] else None)
CURED = EventDecl("cured", CuredEvent, w(
    "{target}: poison cured ({by})",
    "{target}: отравление вылечено ({by})",
    "{target}: trucizna wyleczona ({by})"))
DEATH = EventDecl("death", DeathEvent, w(
    "{target} dies — {cause}; role: {role}",
    "{target} погибает — {cause}; роль: {role}",
    "{target} ginie — {cause}; rola: {role}"))
BECAME = EventDecl("became", BecameEvent, w(
    "{target}: {old} → {role}",
    "{target}: {old} → {role}",
    "{target}: {old} → {role}"))
SHOT = EventDecl("shot", ShotEvent, w(
    "{actor} shoots {target}",
    "{actor} стреляет в {target:case:acc}",
    "{actor} strzela do {target:case:gen}"))
MODKILL = EventDecl("modkill", ModkillEvent, w(
    "{target} is removed by the host ({reason})",
    "{target} выбывает по решению ведущего ({reason})",
    "{target} odpada decyzją prowadzącego ({reason})"))
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
DEPRIVED = EventDecl("deprived", DeprivedEvent, w(
    "{target} cannot vote for {days} {days:plural:day|days}",
    "{target} без голоса на {days} {days:plural:день|дня|дней}",
    "{target} nie głosuje przez {days} {days:plural:dzień|dni|dni}"))
VICTIM_TOLD = EventDecl("victim_told", VictimToldEvent, w(
    "{to} is told the night's victim: {target}",
    "{to} узнаёт жертву ночи: {target}",
    "{to} poznaje ofiarę nocy: {target}"))
EXPOSED = EventDecl("exposed", ExposedEvent, w(
    "{target} is exposed to the town as '{role}'",
    "{target} засвечивается перед городом как «{role}»",
    "{target}: demaskacja przed miastem jako „{role}”"))
SILENT_VOTE_LOSS = EventDecl("silent_vote_loss", SilentVoteLossEvent, w(
    "{target}: the vote on day {day} will not count (not announced)",
    "{target}: голос в день {day} не будет засчитан (без объявления)",
    "{target}: głos w dniu {day} się nie liczy (bez ogłoszenia)"))
EVIDENCE = EventDecl("evidence", EvidenceEvent, w(
    "Evidence: {target} is the victim of '{role}'",
    "Улики: {target} — жертва роли «{role}»",
    "Ślady: {target} to ofiara roli „{role}”"))
ROLE_OPENED = EventDecl("role_opened", RoleOpenedEvent, w(
    "{target}: the role will be revealed at death",
    "{target}: роль будет раскрыта при смерти",
    "{target}: rola zostanie ujawniona po śmierci"))
KILLER_SHIELD = EventDecl("killer_shield", KillerShieldEvent, w(
    "{actor} killed {target} and is shielded from the next execution",
    "{actor}: убийство {target:case:gen} даёт отмазку на следующей казни",
    "{actor}: zabójstwo {target:case:gen} daje osłonę przy następnej egzekucji"))
EXECUTION_STOPPED = EventDecl("execution_stopped", ExecutionStoppedEvent, w(
    "{target} is not executed: {reason}",
    "{target}: казнь не состоялась — {reason}",
    "{target} nie ginie: {reason}"))
TALLY_WEIGHT = EventDecl("tally_weight", TallyWeightEvent, w(
    "{voter}: the vote weighs {weight}",
    "{voter}: голос весит {weight}",
    "{voter}: głos waży {weight}"))
EXECUTION = EventDecl("execution", ExecutionEvent, w(
    "Lynch: {target} is executed ({votes} {votes:plural:vote|votes})",
    "Суд линча: казнь — {target} ({votes} {votes:plural:голос|голоса|голосов})",
    "Lincz: {target} ginie ({votes} {votes:plural:głos|głosy|głosów})"))
NO_EXECUTION = EventDecl("no_execution", NoExecutionEvent, w(
    "Lynch: nobody is executed ({reason})",
    "Суд линча: никто не казнён ({reason})",
    "Lincz: nikt nie ginie ({reason})"))
TIE = EventDecl("tie", TieEvent, w(
    "Tie between {candidates}: rule '{rule}'",
    "Ничья: {candidates}; правило «{rule}»",
    "Remis: {candidates}, zasada „{rule}”"))
MISSED_VOTE = EventDecl("missed_vote", MissedVoteEvent, w(
    "{target} did not vote (misses: {count})",
    "{target} не голосует (пропусков: {count})",
    "{target} nie głosuje (pominięć: {count})"))
VOTE_VOID = EventDecl("vote_void", VoteVoidEvent, w(
    "The vote of {voter} does not count (not announced)",
    "Голос {voter:case:gen} не засчитан (без объявления)",
    "Głos {voter:case:gen} się nie liczy (bez ogłoszenia)"))
MISSED_PENALTY = EventDecl("missed_penalty", MissedPenaltyEvent, w(
    "{target}: +{votes} red for a missed vote",
    "{target}: +{votes} {votes:plural:красный|красных|красных} за пропуск голосования",
    "{target}: +{votes} {votes:plural:czerwony|czerwone|czerwonych} za brak głosu"))
COUNCIL_REMOVAL = EventDecl("council_removal", CouncilRemovalEvent, w(
    "Council: {target} leaves the table ({votes} {votes:plural:vote|votes})",
    "Совет: стол покидает {target} ({votes} {votes:plural:голос|голоса|голосов})",
    "Rada: {target} opuszcza stół ({votes} {votes:plural:głos|głosy|głosów})"))
EMPTY_SEAT = EventDecl("empty_seat", EmptySeatEvent, w(
    "Council: {seats} {seats:plural:seat stays|seats stay} empty ({reason})",
    "Совет: мест осталось пустыми — {seats} ({reason})",
    "Rada: puste miejsca — {seats} ({reason})"))
COUNCIL_TIE = EventDecl("council_tie", CouncilTieEvent, w(
    "Council: tie between {candidates} — a runoff for {places} {places:plural:place|places}",
    "Совет: ничья ({candidates}) — переголосование за места ({places})",
    "Rada: remis — {candidates}, dogrywka o miejsca ({places})"))
RUNOFF = EventDecl("runoff", RunoffEvent, w(
    "Runoff between {candidates}: {counts} → {chosen}",
    "Переголосование между {candidates}: {counts} → {chosen}",
    "Dogrywka: {candidates}: {counts} → {chosen}"),
    variants={"none": w("Runoff between {candidates}: no votes — the seat stays empty",
      "Переголосование между {candidates}: голосов не было — место остаётся пустым",
      "Dogrywka: {candidates}: nikt nie głosował — miejsce zostaje puste")},
    pick=lambda data: None if data.get("counts") else "none")
DRAW = EventDecl("draw", DrawEvent, w(
    "Draw '{name}': {value}{fixed}",
    "Жребий «{name}»: {value}{fixed}",
    "Losowanie „{name}”: {value}{fixed}"))
WINNER = EventDecl("winner", WinnerEvent, w(
    "Winner: {winner}",
    "Победа: {winner}",
    "Wygrana: {winner}"))
ROOM = EventDecl("room", RoomEvent, w(
    "{target} spends the night in {room} ({how:key:hostplay.room_how})",
    "{target} ночует: {room} ({how:key:hostplay.room_how})",
    "{target} nocuje: {room} ({how:key:hostplay.room_how})"))
PRESENCE = EventDecl("presence", PresenceEvent, w(
    "{room}: {killers} {killers:plural:killer|killers}, {others} {others:plural:other|others} — {outcome:key:hostplay.presence_outcome}",
    "{room}: убийц {killers}, остальных {others} — {outcome:key:hostplay.presence_outcome}",
    "{room}: morderców {killers}, pozostałych {others} — {outcome:key:hostplay.presence_outcome}"))
MET = EventDecl("met", MetEvent, w(
    "{room}: the killers learn each other ({killers})",
    "{room}: убийцы узнают друг друга ({killers})",
    "{room}: mordercy się poznają ({killers})"))
HAUNT = EventDecl("haunt", HauntEvent, w(
    "{room}: ghosts {ghosts} of {of} — {outcome:key:hostplay.haunt_outcome}",
    "{room}: призраки {ghosts} из {of} — {outcome:key:hostplay.haunt_outcome}",
    "{room}: duchy {ghosts} z {of} — {outcome:key:hostplay.haunt_outcome}"))
POSSESSED = EventDecl("possessed", PossessedEvent, w(
    "{target} is possessed in {room}",
    "{target}: одержимость в комнате {room}",
    "{target}: opętanie w pokoju {room}"))
FREED = EventDecl("freed", FreedEvent, w(
    "{target} is freed in {room} ({by})",
    "{target}: освобождение в комнате {room} ({by})",
    "{target}: uwolnienie w pokoju {room} ({by})"))
INSPECT = EventDecl("inspect", InspectEvent, w(
    "{actor} inspects {room}: killer {result}",
    "{actor} обыскивает комнату «{room}»: убийца {result}",
    "{actor} przeszukuje {room:case:acc} — morderca: {result}"))
GUESS = EventDecl("guess", GuessEvent, w(
    "{actor} guesses {target}'s goal: {goal} — {right}",
    "{actor} угадывает цель {target:case:gen}: {goal} — {right}",
    "{actor} zgaduje cel {target:case:gen}: {goal} — {right}"))

ENGINE_EVENTS = (REFUSED, REPLACED, WITHDRAWN, BLOCKED, ACTOR_DEAD, TARGET_DEAD, NO_EFFECT, IMMUNE, TEAM_DISAGREED,
                 STAND_IN, RIGHTS_PASSED, ATTACK, SAVED, CURED, DEATH, BECAME, SHOT, MODKILL, OVERRIDE, DEPRIVED,
                 VICTIM_TOLD, EXPOSED, SILENT_VOTE_LOSS, EVIDENCE, ROLE_OPENED, KILLER_SHIELD, EXECUTION_STOPPED,
                 TALLY_WEIGHT, EXECUTION, NO_EXECUTION, TIE, MISSED_VOTE, VOTE_VOID, MISSED_PENALTY, COUNCIL_REMOVAL,
                 EMPTY_SEAT, COUNCIL_TIE, RUNOFF, DRAW, WINNER, ROOM, PRESENCE, MET, HAUNT, POSSESSED, FREED,
                 INSPECT, GUESS)
