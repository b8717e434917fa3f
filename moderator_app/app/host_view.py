"""The "playing host" mode (S-TAB-3): the host plays too, so the host's own screen shows only
what a player in that seat may know until the reveal (the unmasking); a game master who does
not play sees everything. This is data filtering over the result object (report.game_report),
so the GUI calls it and renders whatever comes back.
"""

from __future__ import annotations

from typing import Any

#: Player fields that stay secret for other seats until the reveal.
SECRET_PLAYER_FIELDS = ("role", "team", "possessed", "goal", "goal_target", "goals")
#: Report fields a playing host may not see: the generator's draws name the presence victims'
#: rooms, the possessed and the announced-killers offset; the seed re-derives the dealt goals.
SECRET_REPORT_FIELDS = ("draws", "seed", "scores")


def is_revealed(report: dict[str, Any]) -> bool:
    """Secrets open once the unmasking is resolved (S-ROUND-7)."""
    return bool((report.get("table") or {}).get("revealed"))


def host_view(report: dict[str, Any], mode: str, nick: str | None = None) -> dict[str, Any]:
    """The report as the host may see it: `master` sees all; `playing` (as `nick`) sees the public
    posts, his own seat's secrets and private messages, and the rest only after the reveal."""
    if mode == "master" or is_revealed(report):
        return report
    if mode != "playing" or not nick:
        raise ValueError("the playing-host view needs mode 'playing' and the host's own nick")
    view = {k: v for k, v in report.items() if k not in SECRET_REPORT_FIELDS}
    view["players"] = [p if p["nick"] == nick else {k: v for k, v in p.items() if k not in SECRET_PLAYER_FIELDS}
                       for p in report.get("players", [])]
    view["phases"] = [_phase(ph, nick) for ph in report.get("phases", [])]
    table = dict(report.get("table") or {})
    table.pop("draws", None)
    table["cards"] = [c for c in table.get("cards", []) if c.get("nick") == nick]
    view["table"] = table
    return view


def _phase(phase: dict[str, Any], nick: str) -> dict[str, Any]:
    own_room = _own_room(phase, nick)
    return {
        "phase": phase.get("phase"),
        "deaths": [{**d, "cause": None, "role_revealed": d.get("role_revealed")} for d in phase.get("deaths", [])],
        "executed": list(phase.get("executed", [])),
        "vote_deprived": [],
        "exposed": list(phase.get("exposed", [])),
        "rejected": [r for r in phase.get("rejected", []) if r.get("actor") == nick],
        "private": [p for p in phase.get("private", []) if p.get("to") == nick],
        "rooms": own_room,
        "public_post": phase.get("public_post", ""),
        "log": [],
    }


def _own_room(phase: dict[str, Any], nick: str) -> dict[str, list[str]]:
    """The seat's room as its dawn report tells it: a victim learns only the room (S-ROUND-2),
    a sleeper is in none; without a dawn report (not a room night) nothing."""
    for pm in phase.get("private", []):
        fact = pm.get("fact") or {}
        if pm.get("to") == nick and fact.get("kind") == "dawn":
            return {fact["room"]: [nick, *fact.get("with", [])]} if fact.get("room") else {}
    return {}
