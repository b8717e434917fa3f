"""The balance preview in words (#16 item 2): one declaration of what the host reads, in Russian,
Polish and English, used by `moderator-app simulate` and by the balance chart in the GUI."""

from __future__ import annotations

from typing import Any

from ..engine.balance import Summary
from ..engine.roleset import RoleSet

WORDS: dict[str, dict[str, str]] = {
    "ru": {
        "title": "Баланс: симуляция партий", "players": "игроков", "games": "партий", "seed": "зерно",
        "team": "Команда", "wins": "побед", "share": "доля", "interval": "95% интервал",
        "unfinished": "не закончены", "length": "средняя длина партии", "phases": "фаз",
        "survival": "доля партий, которые роль переживает", "cancelled": "остановлено: посчитаны сыгранные партии",
        "sweep": "доля побед по числу игроков", "run": "Симулировать", "cancel": "Остановить",
        "policy": "игроки ходят случайно в рамках правил; команды, знающие друг друга, договариваются об убийстве",
        "policy_random": "голоса случайны", "policy_team_aware": "голоса случайны, но не за своих",
        "no_data": "Нажмите «Симулировать», чтобы увидеть баланс.", "running": "Игры: %1 из %2",
        "chart_x": "игроков", "chart_y": "доля побед", "games_each": "партий на каждое число игроков",
        "votes": "голоса", "focus": "этот стол", "tab": "Баланс",
        "no_roleset": "Сначала выберите набор ролей.",
        "no_counts": "В таблице раздач нет ни одной строки: симулировать нечего.",
        "engine_error": "Движок не смог сыграть этот набор",
    },
    "pl": {
        "title": "Balans: symulowane gry", "players": "graczy", "games": "gier", "seed": "ziarno",
        "team": "Drużyna", "wins": "wygrane", "share": "udział", "interval": "przedział 95%",
        "unfinished": "niedokończone", "length": "średnia długość gry", "phases": "faz",
        "survival": "odsetek gier, które rola przeżywa", "cancelled": "zatrzymano: policzono rozegrane gry",
        "sweep": "udział wygranych według liczby graczy", "run": "Symuluj", "cancel": "Zatrzymaj",
        "policy": "gracze działają losowo w granicach zasad; drużyny, które się znają, uzgadniają zabójstwo",
        "policy_random": "głosy losowe", "policy_team_aware": "głosy losowe, ale nie na swoich",
        "no_data": "Naciśnij „Symuluj”, aby zobaczyć balans.", "running": "Gry: %1 z %2",
        "chart_x": "graczy", "chart_y": "udział wygranych", "games_each": "gier na każdą liczbę graczy",
        "votes": "głosy", "focus": "ten stół", "tab": "Balans",
        "no_roleset": "Najpierw wybierz zestaw ról.",
        "no_counts": "Tabela rozdań nie ma żadnego wiersza: nie ma czego symulować.",
        "engine_error": "Silnik nie zdołał rozegrać tego zestawu",
    },
    "en": {
        "title": "Balance: simulated games", "players": "players", "games": "games", "seed": "seed",
        "team": "Team", "wins": "wins", "share": "share", "interval": "95% interval",
        "unfinished": "unfinished", "length": "average game length", "phases": "phases",
        "survival": "share of games each role survives", "cancelled": "stopped: the games played so far are counted",
        "sweep": "win share by player count", "run": "Simulate", "cancel": "Stop",
        "policy": "players act at random within the rules; teams that know each other agree on their kill",
        "policy_random": "random votes", "policy_team_aware": "random votes, never for a teammate",
        "no_data": "Press Simulate to see the balance.", "running": "Games: %1 of %2",
        "chart_x": "players", "chart_y": "win share", "games_each": "games for each player count",
        "votes": "votes", "focus": "this table", "tab": "Balance",
        "no_roleset": "Choose a role set first.",
        "no_counts": "The deal table has no rows: there is nothing to simulate.",
        "engine_error": "The engine could not play this set",
    },
}


def shown_teams(rs: RoleSet) -> list[str]:
    """The teams that can win (a loner whose win kind is `none` only scores points: SUSPI's Szur)."""
    return [t for t, team in rs.teams.items() if team.win.get("kind") != "none"]


def word(key: str, lang: str) -> str:
    return WORDS.get(lang, WORDS["en"]).get(key) or WORDS["en"][key]


def summary_lines(summary: Summary, rs: RoleSet, lang: str) -> list[str]:
    """One run as the host reads it: teams with shares and intervals, length, survival."""
    w = lambda key: word(key, lang)  # noqa: E731
    lines = [f"{rs.name(lang)} · {summary.players} {w('players')} · {summary.games} {w('games')} · {w('seed')} {summary.seed}"]
    if summary.cancelled:
        lines.append(w("cancelled"))
    lines.append(f"{w('team'):<24} {w('wins'):>7} {w('share'):>7}  {w('interval')}")
    for team in shown_teams(rs):
        low, high = summary.interval(team)
        lines.append(f"{rs.teams[team].name(lang):<24} {summary.wins.get(team, 0):>7} {summary.share(team):>7.1%}  "
                     f"{low:.1%} – {high:.1%}")
    lines.append(f"{w('unfinished'):<24} {summary.unfinished:>7}")
    lines.append(f"{w('length')}: {summary.average_phases:.1f} {w('phases')}")
    lines.append(f"{w('survival')}:")
    for role in rs.roles:
        if summary.dealt.get(role):
            lines.append(f"  {rs.roles[role].name(lang):<28} {summary.survived[role] / summary.dealt[role]:>7.1%}")
    return lines


def sweep_lines(summaries: list[Summary], rs: RoleSet, lang: str) -> list[str]:
    """Win shares against the player count, one line per count."""
    teams = shown_teams(rs)
    head = f"{word('players', lang):>8} " + " ".join(f"{rs.teams[t].name(lang)[:18]:>18}" for t in teams)
    lines = [word("sweep", lang), head]
    for s in summaries:
        cells = []
        for team in teams:
            low, high = s.interval(team)
            cells.append(f"{s.share(team):>6.0%} ({low:.0%}–{high:.0%})".rjust(18))
        lines.append(f"{s.players:>8} " + " ".join(cells))
    return lines


def summaries_json(summaries: list[Summary], rs: RoleSet) -> list[dict[str, Any]]:
    return [s.to_json(shown_teams(rs)) for s in summaries]
