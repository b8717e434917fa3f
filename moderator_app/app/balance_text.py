"""The balance preview in words (#16 item 2): the lines `moderator-app simulate` prints and the
balance panel shows, with their words from the catalogue (`balance.*` in moderator_app/i18n)."""

from __future__ import annotations

from typing import Any

from ..engine.simulation.balance import Summary
from ..engine.rolesets.roles import RoleSet
from ..i18n import t

def shown_teams(rs: RoleSet) -> list[str]:
    """The teams that can win (a loner whose win kind is `none` only scores points: SUSPI's Szur)."""
    return [t for t, team in rs.teams.items() if team.win.get("kind") != "none"]


def chart_points(rs: RoleSet, focus: Summary | None, sweep: list[Summary]) -> dict[str, list[tuple[float, ...]]]:
    """Per team, the chart's points (players, share, low, high): the sweep's counts, and at "this
    table" the focus run itself — the very games the text beside the chart counts (the chart read
    ~60% there from the sweep's suggested deal while the text said 89.5% for the host's deal). With a
    focus, only the teams its deal seats are drawn (a team the deal does not have was drawn at 0%)."""
    teams = shown_teams(rs)
    if focus is not None and focus.dealt:
        seated = {rs.roles[role].team for role in focus.dealt if role in rs.roles}
        teams = [team for team in teams if team in seated]
    runs = [s for s in sweep if s.games and (focus is None or s.players != focus.players)]
    if focus is not None and focus.games:
        runs.append(focus)
    runs.sort(key=lambda s: s.players)
    return {team: [(s.players, s.share(team), *s.interval(team)) for s in runs] for team in teams}


def word(key: str, lang: str, **params: Any) -> str:
    """A word of the balance preview from the catalogue (`balance.*` in moderator_app/i18n)."""
    return t(f"balance.{key}", lang, **params)


def summary_lines(summary: Summary, rs: RoleSet, lang: str) -> list[str]:
    """One run as the host reads it: teams with shares and intervals, length, survival."""
    def w(key: str) -> str:
        return word(key, lang)

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
