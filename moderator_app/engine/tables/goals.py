"""Secret goals (S-GOAL-*): dealt at setup and tracked from the recorded rooms and council votes.

A goal's `track` in the role set says what completes it; this module knows only those kinds
(alone_in_room, with_target, room_size, only_pair_in_room, votes_against, voted_for_trait,
abstained_at_council), never a goal or role by name. A night counts only when the player lives
through it (a goal is completed while alive, S-WIN-5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..wording.check_words import say
from ..model.errors import InputError

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Phase


def goal_specs(game: "Game") -> dict[str, dict[str, Any]]:
    return dict(game.rs.raw.get("goals") or {})


def deal_goals(game: "Game") -> None:
    """Script goals stay; every other player who may hold one gets one from the seeded generator."""
    specs = goal_specs(game)
    if not specs:
        return
    for p in game.players.values():
        goal = p.extra.get("goal")
        if goal is not None and goal not in specs:
            raise InputError(say("replay.unknown_goal", nick=p.nick, goal=goal, known=", ".join(specs)))
        if goal and (specs[goal].get("needs_target") or specs[goal].get("pair")) and p.extra.get("goal_target") not in game.players:
            raise InputError(say("replay.goal_needs_target", nick=p.nick, goal=goal))
    count = len(game.players)
    for p in game.players.values():
        if p.extra.get("goal") or game.rs.roles[p.role].get("no_goal"):
            continue
        free = [q.nick for q in game.players.values() if q.nick != p.nick and not q.extra.get("goal")
                and not game.rs.roles[q.role].get("no_goal")]
        deck = [g for g, spec in specs.items() if not spec.get("extra_only") and count >= int(spec.get("min_players", 0))
                and (free or not spec.get("pair"))]
        goal = game.rng.choice(f"goal:{p.nick}", deck)
        p.extra["goal"] = goal
        if specs[goal].get("pair"):
            partner = game.players[game.rng.choice(f"goal_pair:{p.nick}", free)]
            partner.extra["goal"], partner.extra["goal_target"] = goal, p.nick
            p.extra["goal_target"] = partner.nick
        elif specs[goal].get("needs_target"):
            others = [q for q in game.players if q != p.nick]
            p.extra["goal_target"] = game.rng.choice(f"goal_target:{p.nick}", others)


def player_goals(game: "Game", nick: str) -> list[dict[str, Any]]:
    """The player's goal card and extra goals (a bribe's), each with done and the phase it was met."""
    p = game.players[nick]
    items: list[dict[str, Any]] = []
    if p.extra.get("goal"):
        items.append({"goal": p.extra["goal"], "target": p.extra.get("goal_target")})
    items += [{"goal": g["goal"], "council": g.get("council"), "extra": True} for g in p.extra.get("extra_goals", [])]
    specs = goal_specs(game)
    for item in items:
        item["done_in"] = _done_in(game, nick, item, specs.get(item["goal"], {}).get("track") or {})
        item["done"] = item["done_in"] is not None
    return items


def _survived(phase: "Phase", nick: str) -> bool:
    result = phase.result
    return result is not None and all(d.nick != nick for d in result.deaths + result.executed)


def _done_in(game: "Game", nick: str, item: dict[str, Any], track: dict[str, Any]) -> str | None:
    nights_needed = int(track.get("nights", 1))
    nights = 0
    for phase in game.phases:
        if phase.result is None or nick not in phase.alive_at_start:
            continue
        if (phase.kind == "night" or track.get("survive")) and not _survived(phase, nick):
            continue
        if phase.kind == "night" and phase.result.rooms:
            room = next((r for r, ns in phase.result.rooms.items() if nick in ns), None)
            if room is not None and _night_counts(game, nick, item, track, room, phase.result.rooms[room]):
                nights += 1
                if nights >= nights_needed:
                    return phase.label
        elif phase.result.tally is not None and _council_counts(game, nick, item, track, phase):
            return phase.label
    return None


def _night_counts(game: "Game", nick: str, item: dict[str, Any], track: dict[str, Any], room: str, nicks: list[str]) -> bool:
    kind, others = track.get("kind"), [n for n in nicks if n != nick]
    if kind == "alone_in_room":
        return not others and track.get("room") in (None, room)
    if kind == "with_target":
        return item.get("target") in others
    if kind == "only_pair_in_room":
        return others == [item.get("target")]
    if kind == "room_size":
        size = int(track.get("others", 2))
        for players, bigger in sorted((track.get("others_from_players") or {}).items()):
            if len(game.players) >= int(players):
                size = int(bigger)
        return len(others) == size
    return False


def _council_counts(game: "Game", nick: str, item: dict[str, Any], track: dict[str, Any], phase: "Phase") -> bool:
    tally = phase.result.tally if phase.result is not None else None
    if tally is None:
        return False
    kind = track.get("kind")
    if kind == "votes_against":
        return tally.counts.get(nick, 0) >= int(track.get("at_least", 3))
    if kind == "voted_for_trait":
        target = tally.by_voter.get(nick)
        if not target:
            return False
        return bool(game.rs.roles[game.players[target].original_role].get(str(track.get("trait"))))
    if kind == "abstained_at_council":
        return phase.number == item.get("council") and nick not in tally.by_voter
    return False
