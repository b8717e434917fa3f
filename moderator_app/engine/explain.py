"""Explanations of resolution events, one line each, from a message catalogue per language.

Every event kind must have a line in every language (a test walks them), like lykos' catalogue.
"""

from __future__ import annotations

from typing import Any

from .state import Event

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
    },
}

FIXED = {"ru": " (задан ведущим)", "en": " (fixed by the host)", "pl": " (ustalone przez prowadzącego)"}


def _plain(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value) or "—"
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return "—" if value is None else str(value)


def explain(event: Event, lang: str = "ru") -> str:
    """One readable line for an event; an event kind without a line is a bug (KeyError)."""
    catalogue = CATALOGUE.get(lang, CATALOGUE["en"])
    template = catalogue.get(event.kind) or CATALOGUE["en"][event.kind]
    values = {k: _plain(v) for k, v in event.data.items()}
    values["fixed"] = FIXED.get(lang, FIXED["en"]) if event.data.get("fixed") else ""
    try:
        return template.format(**values)
    except KeyError:
        return f"{event.kind}: {_plain(event.data)}"
