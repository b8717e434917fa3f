"""The words of the generated role reference (refdoc.py) in Russian, English and Polish.

Labels, win kinds and tie rules come from the catalogue (`refdoc.` keys of moderator_app/i18n/);
the effects' Russian and Polish lines below override the library's declared description until the
effect modules declare them (an effect without a line falls back to its declared words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.decl import word
from ..i18n import LANGS, catalogue, chain
from ..engine.effects import EFFECTS

if TYPE_CHECKING:
    from ..engine.roleset import RoleSet

def _section(prefix: str) -> dict[str, dict[str, str]]:
    """One catalogue section per language, the fallback chain already applied."""
    return {lang: {key[len(prefix):]: str(text) for each in reversed(chain(lang))
                   for key, text in catalogue(each).items() if key.startswith(prefix)} for lang in LANGS}


#: Headings and labels (`refdoc.label.*` in moderator_app/i18n/*.yaml).
LABELS = _section("refdoc.label.")

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

_WIN = _section("refdoc.win.")  #: win kinds
_TIE = _section("refdoc.tie.")  #: tie rules


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
