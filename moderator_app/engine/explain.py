"""Explanations of resolution events, one line each, from a message catalogue per language.

Every event kind must have a line in every language (a test walks them), like lykos' catalogue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import words
from .decl import word
from .effects import EFFECTS
from .state import Event

if TYPE_CHECKING:
    from .roleset import RoleSet

CATALOGUE: dict[str, dict[str, str]] = {
    "ru": {
        "refused": "{actor}: заявка «{action}» отклонена — {reason}",
        "team_disagreed": "{team}: не смогли договориться ({choices})",
        "blocked": "{actor}: «{action}» не сработало — заблокирован(а) игроком {by}",
        "actor_dead": "{actor}: «{action}» не сработало — к своему ходу уже мёртв(а)",
        "target_dead": "{actor}: «{action}» не сработало — {target} к этому ходу мёртв(а)",
        "attack": "{target}: нападение ({cause}) от {by}",
        "saved": "{target} выжил(а): спас(ла) {by}",
        "cured": "{target}: отравление вылечено ({by})",
        "immune": "{target}: «{action}» от {actor} не действует (иммунитет)",
        "block": "{actor} блокирует {target}",
        "appearance": "{actor}: {target} этой ночью выглядит как «{appear_as}»",
        "protect": "{actor} защищает {target}",
        "victim_told": "{to} узнаёт жертву ночи: {target}",
        "tally_weight": "{voter}: голос весит {weight}",
        "delayed": "{actor} отравляет {target}: смерть в итогах ночи {due}",
        "check": "{actor} проверяет {target}",
        "deprived": "{target} лишён(а) голоса на {days} дн.",
        "death": "{target} погибает ({cause}), роль: {role}",
        "shot": "{actor} стреляет в {target}",
        "became": "{target}: {old} → {role}",
        "execution": "Суд линча: казнён(а) {target} ({votes} гол.)",
        "no_execution": "Суд линча: никто не казнён ({reason})",
        "tie": "Ничья между {candidates}: правило «{rule}»",
        "missed_vote": "{target} не проголосовал(а) (пропусков: {count})",
        "modkill": "{target} выбывает по решению ведущего ({reason})",
        "override": "Ведущий: {what} {player} — {reason}",
        "draw": "Жребий «{name}»: {value}{fixed}",
        "winner": "Победа: {winner}",
        # room nights and councils (SUSPI)
        "room": "{target} ночует: {room} ({how})",
        "asleep": "{actor} усыпляет {target}: ночь вне комнат, без голоса на совете",
        "holy_ground": "{actor} освящает комнату {room}",
        "presence": "{room}: убийц {killers}, остальных {others} — {outcome}",
        "met": "{room}: убийцы узнают друг друга ({killers})",
        "haunt": "{room}: призраки {ghosts} из {of} — {outcome}",
        "possessed": "{target} одержим(а) в комнате {room}",
        "freed": "{target} освобождён(а) в комнате {room} ({by})",
        "inspect": "{actor} обыскивает {room}: убийца {result}",
        "bribe": "{actor} подкупает {target} (совет {council})",
        "empty_seat": "Совет: мест осталось пустыми — {seats} ({reason})",
        "runoff": "Переголосование между {candidates}: {counts} → {chosen}",
        "council_removal": "Совет: стол покидает {target} ({votes} гол.)",
        "council_tie": "Совет: ничья между {candidates} — переголосование за места ({places})",
        "guess": "{actor} угадывает цель {target}: {goal} — {right}",
        # HyperMafia (succession.py, exposure.py, shields.py, revenge.py, public_reveal.py, hire.py)
        "stand_in": "{actor} отправляет «{action}» за команду вместо {holder}",
        "rights_passed": "{target} получает права главы команды {team} (прежде: {old})",
        "exposed": "{target} засвечен(а) перед городом как «{role}»",
        "silent_vote_loss": "{target}: голос в день {day} не будет засчитан (без объявления)",
        "evidence": "Улики: {target} — жертва роли «{role}»",
        "role_opened": "{target}: роль будет раскрыта при смерти",
        "killer_shield": "{actor} убил(а) {target} и получает отмазку на следующей казни",
        "shield": "{actor} отмазывает {target} на день {day}",
        "execution_stopped": "{target} не казнён(а): {reason}",
        "point": "{actor} указывает на {target} (сработало: {fired})",
        "role_revealed": "{actor}: роль {target} раскрыта ({role})",
        "question_unanswered": "{actor} подкупает Совет: ответ ведущего ещё не введён",
        "question": "{actor} спрашивает: «{question}» — ответ: {text} (вопросы о роли или ночном действии запрещены)",
        "hire": "{actor} нанимается к {employer}: {ok}",
        "vote_void": "Голос {voter} не засчитан (без объявления)",
        "missed_penalty": "{target}: +{votes} красных за пропуск голосования",
    },
    "en": {
        "refused": "{actor}: request '{action}' refused — {reason}",
        "team_disagreed": "{team}: could not agree ({choices})",
        "blocked": "{actor}: '{action}' void — blocked by {by}",
        "actor_dead": "{actor}: '{action}' void — already dead at his turn",
        "target_dead": "{actor}: '{action}' void — {target} is dead by then",
        "attack": "{target}: attacked ({cause}) by {by}",
        "saved": "{target} survived: saved by {by}",
        "cured": "{target}: poison cured ({by})",
        "immune": "{target}: '{action}' by {actor} has no effect (immune)",
        "block": "{actor} blocks {target}",
        "appearance": "{actor}: {target} appears as '{appear_as}' tonight",
        "protect": "{actor} protects {target}",
        "victim_told": "{to} is told the night's victim: {target}",
        "tally_weight": "{voter}: the vote weighs {weight}",
        "delayed": "{actor} poisons {target}: dies at the result of night {due}",
        "check": "{actor} checks {target}",
        "deprived": "{target} cannot vote for {days} day(s)",
        "death": "{target} dies ({cause}), role: {role}",
        "shot": "{actor} shoots {target}",
        "became": "{target}: {old} → {role}",
        "execution": "Lynch: {target} is executed ({votes} votes)",
        "no_execution": "Lynch: nobody is executed ({reason})",
        "tie": "Tie between {candidates}: rule '{rule}'",
        "missed_vote": "{target} did not vote (misses: {count})",
        "modkill": "{target} is removed by the host ({reason})",
        "override": "Host: {what} {player} — {reason}",
        "draw": "Draw '{name}': {value}{fixed}",
        "winner": "Winner: {winner}",
        "room": "{target} spends the night in {room} ({how})",
        "asleep": "{actor} puts {target} to sleep: in no room, no vote at the council",
        "holy_ground": "{actor} makes {room} holy ground",
        "presence": "{room}: {killers} killer(s), {others} other(s) — {outcome}",
        "met": "{room}: the killers learn each other ({killers})",
        "haunt": "{room}: ghosts {ghosts} of {of} — {outcome}",
        "possessed": "{target} is possessed in {room}",
        "freed": "{target} is freed in {room} ({by})",
        "inspect": "{actor} inspects {room}: killer {result}",
        "bribe": "{actor} bribes {target} (council {council})",
        "empty_seat": "Council: {seats} seat(s) stay empty ({reason})",
        "runoff": "Runoff between {candidates}: {counts} → {chosen}",
        "council_removal": "Council: {target} leaves the table ({votes} votes)",
        "council_tie": "Council: tie between {candidates} — a runoff for {places} place(s)",
        "guess": "{actor} guesses {target}'s goal: {goal} — {right}",
        "stand_in": "{actor} sends '{action}' for the team instead of {holder}",
        "rights_passed": "{target} takes over the leader's rights of {team} (before: {old})",
        "exposed": "{target} is exposed to the town as '{role}'",
        "silent_vote_loss": "{target}: the vote on day {day} will not count (not announced)",
        "evidence": "Evidence: {target} is the victim of '{role}'",
        "role_opened": "{target}: the role will be revealed at death",
        "killer_shield": "{actor} killed {target} and is shielded from the next execution",
        "shield": "{actor} shields {target} for day {day}",
        "execution_stopped": "{target} is not executed: {reason}",
        "point": "{actor} points at {target} (fired: {fired})",
        "role_revealed": "{actor}: the role of {target} is revealed ({role})",
        "question_unanswered": "{actor} bribes the Council: the host's answer is not entered yet",
        "question": "{actor} asks: '{question}' — answer: {text} (questions about a role or a night action are not allowed)",
        "hire": "{actor} hires with {employer}: {ok}",
        "vote_void": "The vote of {voter} does not count (not announced)",
        "missed_penalty": "{target}: +{votes} red for a missed vote",
    },
    "pl": {
        "refused": "{actor}: zgłoszenie „{action}” odrzucone — {reason}",
        "team_disagreed": "{team}: brak zgody ({choices})",
        "blocked": "{actor}: „{action}” nieważne — zablokowany przez {by}",
        "actor_dead": "{actor}: „{action}” nieważne — już nie żyje",
        "target_dead": "{actor}: „{action}” nieważne — {target} już nie żyje",
        "attack": "{target}: atak ({cause}) — {by}",
        "saved": "{target} przeżywa: uratował(a) {by}",
        "cured": "{target}: trucizna wyleczona ({by})",
        "immune": "{target}: „{action}” od {actor} nie działa (odporność)",
        "block": "{actor} blokuje {target}",
        "appearance": "{actor}: {target} wygląda dziś jak „{appear_as}”",
        "protect": "{actor} chroni {target}",
        "victim_told": "{to} poznaje ofiarę nocy: {target}",
        "tally_weight": "{voter}: głos waży {weight}",
        "delayed": "{actor} truje {target}: śmierć w wynikach nocy {due}",
        "check": "{actor} sprawdza {target}",
        "deprived": "{target} nie głosuje przez {days} dni",
        "death": "{target} ginie ({cause}), rola: {role}",
        "shot": "{actor} strzela do {target}",
        "became": "{target}: {old} → {role}",
        "execution": "Lincz: {target} ginie ({votes} gł.)",
        "no_execution": "Lincz: nikt nie ginie ({reason})",
        "tie": "Remis: {candidates}, zasada „{rule}”",
        "missed_vote": "{target} nie głosował(a) (pominięć: {count})",
        "modkill": "{target} odpada decyzją prowadzącego ({reason})",
        "override": "Prowadzący: {what} {player} — {reason}",
        "draw": "Losowanie „{name}”: {value}{fixed}",
        "winner": "Wygrana: {winner}",
        "room": "{target} nocuje: {room} ({how})",
        "asleep": "{actor} usypia {target}: noc poza pokojami, bez głosu na radzie",
        "holy_ground": "{actor} czyni {room} świętą ziemią",
        "presence": "{room}: morderców {killers}, pozostałych {others} — {outcome}",
        "met": "{room}: mordercy się poznają ({killers})",
        "haunt": "{room}: duchy {ghosts} z {of} — {outcome}",
        "possessed": "{target} zostaje opętany(a) w pokoju {room}",
        "freed": "{target} uwolniony(a) w pokoju {room} ({by})",
        "inspect": "{actor} przeszukuje {room}: morderca {result}",
        "bribe": "{actor} przekupuje {target} (rada {council})",
        "empty_seat": "Narada: puste miejsca — {seats} ({reason})",
        "runoff": "Dogrywka: {candidates}: {counts} → {chosen}",
        "council_removal": "Narada: {target} opuszcza stół ({votes} gł.)",
        "council_tie": "Narada: remis — {candidates}, dogrywka o miejsca ({places})",
        "guess": "{actor} zgaduje cel {target}: {goal} — {right}",
        "stand_in": "{actor} wysyła „{action}” za drużynę zamiast {holder}",
        "rights_passed": "{target} przejmuje prawa przywódcy drużyny {team} (wcześniej: {old})",
        "exposed": "{target} zdemaskowany(-a) przed miastem jako „{role}”",
        "silent_vote_loss": "{target}: głos w dniu {day} się nie liczy (bez ogłoszenia)",
        "evidence": "Ślady: {target} to ofiara roli „{role}”",
        "role_opened": "{target}: rola zostanie ujawniona po śmierci",
        "killer_shield": "{actor} zabił(a) {target} i ma osłonę przy następnej egzekucji",
        "shield": "{actor} osłania {target} na dzień {day}",
        "execution_stopped": "{target} nie ginie: {reason}",
        "point": "{actor} wskazuje {target} (zadziałało: {fired})",
        "role_revealed": "{actor}: rola {target} ujawniona ({role})",
        "question_unanswered": "{actor} przekupuje Radę: brak jeszcze odpowiedzi prowadzącego",
        "question": "{actor} pyta: „{question}” — odpowiedź: {text} (pytania o rolę lub akcję nocną są zabronione)",
        "hire": "{actor} najmuje się u {employer}: {ok}",
        "vote_void": "Głos {voter} się nie liczy (bez ogłoszenia)",
        "missed_penalty": "{target}: +{votes} czerwonych za brak głosu",
    },
}

#: event kind -> words, from the effects' declarations (`EffectDecl.log`).
EFFECT_LOG = {kind: line for decl in EFFECTS.values() for kind, line in decl.log.items()}

FIXED = {"ru": " (задан ведущим)", "en": " (fixed by the host)", "pl": " (ustalone przez prowadzącego)"}


def _plain(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value) or "—"
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return "—" if value is None else str(value)


#: Causes of death as the log names them (posts use the public phrasing in engine/words.py).
CAUSE_NOUNS = {
    "ru": {"kill": "убийство", "hunt": "охота", "hunt_failed": "неудачная охота", "poison": "яд",
           "injection": "смертельный укол", "pistol": "пистолет", "revenge": "месть", "modkill": "решение ведущего",
           "missing": "пропал без вести", "presence": "комната", "shot": "выстрел", "execution": "казнь",
           "guard": "телохранитель"},
    "pl": {"kill": "zabójstwo", "hunt": "polowanie", "hunt_failed": "nieudane polowanie", "poison": "trucizna",
           "injection": "śmiertelny zastrzyk", "pistol": "pistolet", "revenge": "zemsta", "modkill": "decyzja prowadzącego",
           "missing": "zaginięcie", "presence": "pokój", "shot": "strzał", "execution": "egzekucja",
           "guard": "ochroniarz"},
    "en": {"kill": "kill", "hunt": "hunt", "hunt_failed": "failed hunt", "poison": "poison",
           "injection": "lethal injection", "pistol": "pistol", "revenge": "revenge", "modkill": "host's decision",
           "missing": "missing", "presence": "room", "shot": "shot", "execution": "execution",
           "guard": "bodyguard"},
}

#: Event fields that hold ids the host should read as names (role, team, action, cause, reason).
_ROLE_KEYS = ("role", "old", "actor_role", "became")
_TEAM_KEYS = ("winner", "team", "appear_as")


def _named(key: str, value: Any, lang: str, rs: "RoleSet | None") -> Any:
    """An id shown as the host reads it: a role or team name, an action's name, a cause in words."""
    if isinstance(value, bool):
        return words.answer_text(value, lang, rs)
    if not isinstance(value, str):
        return value
    if rs is not None and key in _ROLE_KEYS and value in rs.roles:
        return rs.roles[value].name(lang)
    if rs is not None and key in _TEAM_KEYS and value in rs.teams:
        return rs.teams[value].name(lang)
    if rs is not None and key == "action":
        for ability in rs.abilities.values():
            if ability.id == value:
                return ability.name(lang)
    if key == "cause":
        head, _, killers = value.partition(":")
        declared = words.declared_word(rs, "causes", head, lang) if rs is not None else None
        text = declared or CAUSE_NOUNS.get(lang, CAUSE_NOUNS["en"]).get(head, head)
        if killers and rs is not None:
            names = [rs.roles[r].name(lang) if r in rs.roles else r for r in killers.split("+")]
            text += f" ({', '.join(names)})"
        return text
    if key == "reason":
        return words.refusal_text(value, lang) or words.no_execution_text(value, lang) or value
    return value


def explain(event: Event, lang: str = "ru", rs: "RoleSet | None" = None) -> str:
    """One readable line for an event; an event kind without a line is a bug (KeyError). With the
    role set, ids read as names in the language ("Доктор", not "doctor")."""
    catalogue = CATALOGUE.get(lang, CATALOGUE["en"])
    effect_words = EFFECT_LOG.get(event.kind)  # an effect module's own log words (effects/*.py)
    template = catalogue.get(event.kind) or (word(effect_words, lang) if effect_words else CATALOGUE["en"][event.kind])
    values = {k: _plain(_named(k, v, lang, rs)) for k, v in event.data.items()}
    values["fixed"] = FIXED.get(lang, FIXED["en"]) if event.data.get("fixed") else ""
    try:
        return template.format(**values)
    except KeyError:
        return f"{event.kind}: {_plain(event.data)}"
