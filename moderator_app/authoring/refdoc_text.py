"""The words of the generated role reference (refdoc.py) in Russian, English and Polish.

Effects, win kinds and tie rules a set may use are described here per language; an effect added
to the library later without a line here falls back to the library's own English description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.decl import word
from ..engine.effects import EFFECTS

if TYPE_CHECKING:
    from ..engine.roleset import RoleSet

LABELS: dict[str, dict[str, str]] = {
    "ru": {
        "teams": "Команды", "roles": "Роли", "vote": "Голосование", "options": "Настройки (решения спорных правил)",
        "option": "настройка", "value": "значение", "deal": "Раздача ролей", "players": "игроков",
        "priority": "приоритет", "words": "слова в ЛС", "anyone": "кого угодно", "immune": "Неуязвимость",
        "trigger": "Превращение", "death_of_role": "после смерти роли «{role}» становится «{become}»",
        "knows": "Знает роли", "card_role": "Считает себя", "tie": "Ничья", "quorum": "Кворум",
        "quorum_quarter": "не меньше четверти живых", "self_vote": "Голос за себя", "missed_limit": "Снятие за пропуски голосования",
        "first_day": "Суд линча в первый день", "yes": "да", "no": "нет",
        "param:charges": "зарядов", "param:targets": "целей", "param:no_self": "не на себя",
        "param:no_repeat_target": "не одну цель две ночи подряд", "param:chance": "вероятность",
        "param:unstoppable": "ничем не отменяется", "param:agreement": "согласие", "param:reveals": "показывает",
        "param:phase": "фаза", "param:when_actor_killed": "если исполнитель убит этой ночью",
        "param:cause": "причина смерти", "param:prey_teams": "добыча", "param:first_only": "только первый",
    },
    "en": {
        "teams": "Teams", "roles": "Roles", "vote": "Vote", "options": "Options (the rulings' switches)",
        "option": "option", "value": "value", "deal": "Deal", "players": "players",
        "priority": "priority", "words": "PM words", "anyone": "anyone", "immune": "Immune",
        "trigger": "Becomes", "death_of_role": "when the {role} dies, becomes the {become}",
        "knows": "Knows", "card_role": "Believes to be", "tie": "Tie", "quorum": "Quorum",
        "quorum_quarter": "at least a quarter of the living", "self_vote": "Self-vote", "missed_limit": "Removed after missed votes",
        "first_day": "Lynch on day 1", "yes": "yes", "no": "no",
        "param:charges": "charges", "param:targets": "targets", "param:no_self": "not on self",
        "param:no_repeat_target": "not the same target two nights in a row", "param:chance": "chance",
        "param:unstoppable": "cannot be stopped", "param:reveals": "reveals", "param:when_actor_killed": "if the actor is killed that night",
        "param:cause": "cause of death", "param:prey_teams": "prey", "param:first_only": "first request only",
    },
    "pl": {
        "teams": "Drużyny", "roles": "Role", "vote": "Głosowanie", "options": "Opcje (rozstrzygnięcia zasad)",
        "option": "opcja", "value": "wartość", "deal": "Rozdanie ról", "players": "graczy",
        "priority": "priorytet", "words": "słowa w PW", "anyone": "kogokolwiek", "immune": "Odporność",
        "trigger": "Przemiana", "death_of_role": "po śmierci roli „{role}” staje się „{become}”",
        "knows": "Zna role", "card_role": "Myśli, że jest", "tie": "Remis", "quorum": "Kworum",
        "quorum_quarter": "co najmniej ćwierć żywych", "self_vote": "Głos na siebie", "missed_limit": "Usunięcie za opuszczone głosowania",
        "first_day": "Lincz pierwszego dnia", "yes": "tak", "no": "nie",
        "param:charges": "ładunki", "param:targets": "celów", "param:no_self": "nie na siebie",
        "param:no_repeat_target": "nie ten sam cel dwie noce z rzędu", "param:chance": "szansa",
        "param:unstoppable": "nie do zatrzymania", "param:reveals": "ujawnia", "param:cause": "przyczyna śmierci",
        "param:prey_teams": "zdobycz", "param:first_only": "tylko pierwszy",
    },
}

_EFFECTS: dict[str, dict[str, str]] = {
    "ru": {
        "hunt": "Охота: цель из команды-добычи умирает, иначе умирает охотник",
        "block": "Блок: действия цели этой ночью не срабатывают",
        "appearance": "Цель при проверках выглядит другой командой",
        "protect": "Защита: отменяет покрываемые нападения на цель",
        "kill": "Нападение: цель умирает, если её не защитили",
        "delayed_kill": "Цель умирает на следующем итоге, если её не вылечили той же ночью",
        "check": "Проверка: узнаёт сторону или роль цели",
        "shoot": "Выстрел, который вносит ведущий: цель умирает сразу",
        "deprive_vote": "Цель лишается голоса на несколько дней",
    },
    "pl": {
        "hunt": "Polowanie: cel z drużyny-zdobyczy ginie, inaczej ginie myśliwy",
        "block": "Blokada: akcje celu tej nocy nie działają",
        "appearance": "Cel przy sprawdzeniach wygląda jak inna drużyna",
        "protect": "Ochrona: anuluje objęte nią ataki na cel",
        "kill": "Atak: cel ginie, jeśli nie jest chroniony",
        "delayed_kill": "Cel ginie przy następnym wyniku, jeśli nie został wyleczony tej nocy",
        "check": "Sprawdzenie: poznaje stronę lub rolę celu",
        "shoot": "Strzał wpisywany przez prowadzącego: cel ginie od razu",
        "deprive_vote": "Cel traci głos na kilka dni",
    },
}

_WIN: dict[str, dict[str, str]] = {
    "ru": {"eliminate": "побеждает, когда не осталось живых из: {enemies}",
           "parity": "побеждает, когда живых членов команды не меньше, чем остальных",
           "last_alive": "побеждает, оставшись один", "last_alive_two": "побеждает, оставшись один или вдвоём",
           "only_left": "побеждает, когда в живых остались только её члены", "flag_majority": "побеждает, когда отмеченных живых больше остальных живых",
           "none": "не побеждает командой: играет на свои цели",
           "executed": "побеждает, если его казнят", "survive": "побеждает вместе с победителями, если доживёт до конца"},
    "en": {"eliminate": "wins when none of {enemies} is alive",
           "parity": "wins when its living members are not fewer than everyone else",
           "last_alive": "wins when the last one alive", "last_alive_two": "wins when alone or with one other player",
           "only_left": "wins when only its members are alive", "flag_majority": "wins when the flagged living outnumber the other living",
           "none": "no team win: plays for his own goals",
           "executed": "wins if executed by the vote", "survive": "wins beside the winners if alive at the end"},
    "pl": {"eliminate": "wygrywa, gdy nie żyje nikt z: {enemies}",
           "parity": "wygrywa, gdy żywych członków jest nie mniej niż pozostałych",
           "last_alive": "wygrywa, zostając sam", "last_alive_two": "wygrywa, zostając sam lub we dwóch",
           "only_left": "wygrywa, gdy żyją tylko jej członkowie", "flag_majority": "wygrywa, gdy oznaczonych żywych jest więcej niż pozostałych żywych",
           "none": "nie wygrywa drużynowo: gra o własne cele",
           "executed": "wygrywa, jeśli zostanie stracony", "survive": "wygrywa obok zwycięzców, jeśli dożyje końca"},
}

_TIE: dict[str, dict[str, str]] = {
    "ru": {"second_reached": "казнят того, кто набрал наибольшее число голосов последним", "no_lynch": "никого не казнят",
           "runoff": "переголосование между лидерами", "random": "жребий между лидерами", "host": "решает ведущий"},
    "en": {"second_reached": "the one who reached the top count last is executed", "no_lynch": "nobody is executed",
           "runoff": "a runoff between the leaders", "random": "a random draw among the leaders", "host": "the host decides"},
    "pl": {"second_reached": "ginie ten, kto ostatni osiągnął najwięcej głosów", "no_lynch": "nikt nie ginie",
           "runoff": "dogrywka między liderami", "random": "losowanie między liderami", "host": "decyduje prowadzący"},
}


def effect_text(lang: str, effect: str) -> str:
    if lang in _EFFECTS and effect in _EFFECTS[lang]:
        return _EFFECTS[lang][effect]
    return word(EFFECTS[effect].doc, lang).rstrip(".") if effect in EFFECTS else effect


def tie_text(lang: str, rule: Any) -> str:
    return _TIE[lang].get(str(rule), str(rule))


def win_text(lang: str, win: dict[str, Any], rs: "RoleSet", loner: bool) -> str:
    kind = win.get("kind")
    if kind == "eliminate":
        optional = win.get("enemies_optional") or {}
        enemies = [rs.teams[t].name(lang) if t in rs.teams else str(t) for t in win.get("enemies", []) if optional.get(t, True)]
        return _WIN[lang]["eliminate"].format(enemies=", ".join(enemies))
    if kind == "last_alive" and win.get("with_one_more"):
        return _WIN[lang]["last_alive_two"]
    return _WIN[lang].get(str(kind), str(kind))
