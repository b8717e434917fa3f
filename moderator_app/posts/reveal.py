"""View models of the posts that open and close a game: the opening post and the final reveal.

The opening post is public and carries only the rules, the table and the deal's hash. The final
reveal is published when the game is over, so it shows everything: every role, every sub-mask,
the winner, the scores, every night request by phase and the deal's salt to check the hash.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..engine.model.activity import slot_totals
from ..engine.model.phase_order import NO_ACTION
from ..engine.tables.rooms import room_name, room_specs
from ..engine.tables.table import killer_count_secret
from ..engine.voting.votes import lynch_day
from ..engine.voting.majority import by_majority, ends_at_majority
from . import commitment as deal_commitment
from ..engine.wording import words
from ..engine.effects import EVENTS
from ..engine.model.events import OVERRIDE
from ..i18n import name_in, t
from ..i18n.format import fill
from ..i18n.grammar import Nick
from ..i18n.refusal import refusal_text
from .submasks import reveal_pairs
from .view import game_title, role_description, role_name, team_name
import re
from datetime import datetime
from ..i18n.zones import when_text
from ..engine.tables.goals import goal_specs
from ..engine.model import fates

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase


def _time_read(text: str, zone: str | None, lang: str) -> str:
    """A cycle's time of day («21:00», "22:00 of the day after the start") as the thread reads it in
    the game's zone: «21:00 МСК», "9 PM CET" (i18n.zones), «… следующего дня после старта»; without a
    zone (a script) the time alone; text that is no time of day as written."""
    match = re.fullmatch(r"\s*(\d{1,2}):(\d{2})\s*(of the day after the start)?\s*", text)
    if match is None or int(match[1]) > 23 or int(match[2]) > 59:
        return text
    at = datetime.now().replace(hour=int(match[1]), minute=int(match[2]), second=0, microsecond=0)
    when = when_text(at, zone, lang, date=False) if zone is not None else f"{at:%H:%M}"
    return t("zone.day_after_start", lang, when=when) if match[3] else when


def _deadlines(game: "Game", lang: str, zone: str | None, day_time: str | None) -> list[dict[str, str]]:
    """Each phase's deadline in the cycle's order, a first phase's own first («Ночь 1: до 22:00 МСК
    следующего дня после старта», HyperMafia's H-GEN-8: it was left out of the post); the host's own
    time of day replaces them all, as it does when the phases open (app.deadlines)."""
    out = []
    for key, value in (game.rs.cycle.get("deadlines") or {}).items():
        kind = key.removeprefix("first_")
        if kind not in words.PHASE_KINDS or (day_time and kind != key):
            continue
        phase = words.phase_title(kind, 1, lang) if kind != key else words.phase_name(kind, lang)
        out.append({"phase": phase, "kind": key, "time": _time_read(day_time or str(value), zone, lang)})
    return out


def _listed_as(game: "Game", role_id: str, seated: list[Any]) -> str:
    """The role a seat is listed as in the opening post: its card role (`card_role`, same team) when no seat
    holds that card role itself — a paranoid cop whose card says «Комиссар» read «Комиссар-параноик» in the
    list of roles and so learnt his sanity (host-findings-4). Where the card role is dealt too (the classic
    Foundling among citizens) the list names the role, as before: no seat can tell it is his."""
    rs = game.rs
    card = str(rs.roles[role_id].get("card_role") or "")
    if not card or card not in rs.roles or rs.roles[card].team != rs.roles[role_id].team:
        return role_id
    return role_id if any(p.original_role == card for p in seated) else card


def opening(game: "Game", lang: str, digest: str | None, show_roles: bool = True, zone: str | None = None,
            day_time: str | None = None) -> dict[str, Any]:
    """The opening post's facts; its deadlines in `zone` (the game's) and at the host's own time of
    day `day_time` when he set one (Settings), as the phases will get them (app.deadlines)."""
    rs = game.rs
    seated = sorted(game.players.values(), key=lambda p: p.seat)
    cycle = rs.cycle
    start = str(cycle.get("start") or (cycle.get("phases") or ["night"])[0])
    deadlines = _deadlines(game, lang, zone, day_time)
    hunt_from = str((cycle.get("deadlines") or {}).get("hunt_from") or "")
    closed_at = rs.reveal.get("closed_at_alive")
    return {
        "set_name": rs.name(lang),
        "title": game_title(game, lang),
        "players": [p.nick for p in seated],
        "count": len(seated),
        "roles": _roles_dealt(game, seated, lang) if show_roles else [],
        "start": start,
        "start_text": words.phase_name(start, lang),
        "first_day_vote": cycle.get("first_day_vote") is not False,
        "vote_with_night": cycle.get("vote_resolves_with") == "next_night",
        "deadlines": deadlines,
        "hunt_from": _time_read(hunt_from, zone, lang) if hunt_from else "",
        "self_vote": bool(rs.vote.get("self_vote", False)),
        "colors": [words.color_name(c, lang) for c in sorted(rs.vote.get("colors") or {})] if isinstance(rs.vote.get("colors"), dict) else [],
        "quorum_quarter": rs.vote.get("quorum") == "quarter",
        "quorum_majority": by_majority(rs.vote),
        "ends_at_majority": ends_at_majority(rs.vote),
        "tie": str(rs.vote.get("tie") or ""),
        "tie_text": words.no_execution_text("tie", lang),
        "totals_only_when_deprived": bool(rs.option("totals_only_when_deprived")),
        "missed_limit": rs.vote.get("missed_limit"),
        "roles_closed_at": int(closed_at) if closed_at is not None else None,
        "commitment": digest,
        **_room_table(game, lang),
    }


def _roles_dealt(game: "Game", seated: list[Any], lang: str) -> list[dict[str, Any]]:
    """The roles in the game as the opening post lists them (each as a seat's card shows it), with how
    many of each: none where the count of killers is the table's secret (S-TAB-2)."""
    counts = Counter(_listed_as(game, p.original_role, seated) for p in seated)
    exact = not killer_count_secret(game)
    return [{"name": role_name(game, role_id, lang), "count": counts[role_id] if exact else None,
             "team": team_name(game, role.team, lang), "description": role_description(game, role_id, lang)}
            for role_id, role in game.rs.roles.items() if counts[role_id]]


def _room_table(game: "Game", lang: str) -> dict[str, Any]:
    """A room-night table's facts (SUSPI): rooms by name, the announced killer count, talk timers, links."""
    return {
        "rooms": [room_name(game.rs, r, lang) for r in game.table.get("rooms", [])],
        "killers_announced": game.table.get("killers_announced"),
        "timers": [{"phase": words.phase_name(k, lang), "kind": k,
                    "time": f"{int(v) // 60}:{int(v) % 60:02d}"} for k, v in (game.table.get("timers") or {}).items()],
        "links": [dict(link) for link in game.table.get("links", [])],
    }


def final_reveal(game: "Game", lang: str, salt: str | None) -> dict[str, Any]:
    rs = game.rs
    held = _roles_held(game)
    players = []
    for p in sorted(game.players.values(), key=lambda p: p.seat):
        players.append({
            "seat": p.seat + 1, "nick": p.nick, "account": p.account,
            "role": role_name(game, p.original_role, lang),
            "final_role": role_name(game, p.role, lang) if p.role != p.original_role else None,
            "team": team_name(game, p.team, lang), "alive": p.alive, "gender": p.extra.get("gender"),
            "replaced": list(p.extra.get("replaced") or []),
            "died_in": words.label_title(lynch_day(game, p.died[0]) if p.died[1] == "execution" else p.died[0], lang)
            if p.died else None,
            "died_cause": words.cause_text(p.died[1], lang, game.rs, Nick(p.nick, p.extra.get("gender"))) if p.died else None,
        })
    scores = getattr(game, "scores", None) or {}
    canonical = deal_commitment.canonical_deal(game)
    deal = {"canonical": canonical, "salt": salt, "digest": None, "command": None}
    if salt:
        deal.update(digest=deal_commitment.commit(canonical, salt), command=deal_commitment.shell_command(canonical, salt))
    return {
        "set_name": rs.name(lang),
        "title": game_title(game, lang),
        "winner": team_name(game, game.winner, lang),
        "finished": game.winner is not None,
        "players": players,
        "submasks": [{"account": a, "nick": n} for a, n in reveal_pairs(game.players.values())],
        "slots": slot_totals(game),  # each seat's holders and their posts, from the pasted pages
        "scores": [{"nick": n, "score": s} for n, s in sorted(scores.items(), key=lambda kv: -kv[1])],
        "phases": [log for log in (_phase_log(game, ph, lang, held[ph.label]) for ph in game.phases)
                   if log["actions"] or log["decisions"]],
        "seed": game.seed,
        "deal": deal,
        "draws": draws_published(game, lang),
        "legend": id_legend(game, lang),
    }


def id_names(game: "Game", lang: str) -> dict[str, str]:
    """The role set's ids the deal line and the draws print (roles, goals, rooms) → their names in
    `lang`: the committed line stays ids (its hash is checked), players read the names beside it."""
    names = {spec["id"]: name_in(spec.get("names"), lang, spec["id"]) for spec in room_specs(game.rs)}
    names.update({gid: name_in(spec.get("names"), lang, gid) for gid, spec in goal_specs(game).items()
                  if isinstance(spec, dict)})
    names.update({rid: role.name(lang) for rid, role in game.rs.roles.items()})
    return {k: v for k, v in names.items() if v and v != k}


def id_legend(game: "Game", lang: str) -> list[dict[str, str]]:
    """The ids that appear in this game's deal line and draws, each with its name in `lang`."""
    names = id_names(game, lang)
    used = [p.original_role for p in sorted(game.players.values(), key=lambda p: p.seat)]
    for draw in game.rng.log:
        values = draw.value if isinstance(draw.value, (list, tuple)) else [draw.value]
        used += [str(v) for v in values if isinstance(v, str)]
    return [{"id": i, "name": names[i]} for i in dict.fromkeys(used) if i in names]


def draws_published(game: "Game", lang: str) -> list[dict[str, Any]]:
    """Every draw of the seeded generator with its outcome, the host's fixed ones marked: what
    `moderator-app verify` replays from the committed seed (app/verify.py)."""
    names = id_names(game, lang)
    out = []
    for draw in game.rng.log:
        value = draw.value
        if isinstance(value, bool):
            text = t(f"answer.{'yes' if value else 'no'}", lang)
        elif isinstance(value, (list, tuple)):
            text = ", ".join(map(str, value))
        else:
            text = str(value)
        shown = ", ".join(names.get(str(v), str(v)) for v in value) if isinstance(value, (list, tuple)) else names.get(text, "")
        out.append({"name": draw.name, "value": text, "host": draw.fixed, "shown": shown if shown != text else ""})
    return out


def _roles_held(game: "Game") -> dict[str, dict[str, str]]:
    """Per phase label, the role each player held during that phase: his first role, changed by the
    role changes of the phases before it (a recruit acts as a goon from the next night on)."""
    held = {nick: p.original_role for nick, p in game.players.items()}
    out = {}
    for phase in game.phases:
        out[phase.label] = dict(held)
        for event in phase.result.events if phase.result else []:
            change = EVENTS[event.kind].role_change(event.data)
            if change is not None and change[0] in held:
                held[change[0]] = change[1]
    return out


def _phase_log(game: "Game", phase: "Phase", lang: str, held: dict[str, str]) -> dict[str, Any]:
    """Every request of the phase that counted, as it was sent, by the role its player held then (a
    refused one with its reason, a void one with why it did nothing; one a later request of the same
    player replaced is left out: it never acted)."""
    actions = []
    ordered: list[Any] = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
    said = {entry.key: row for entry, row in zip(ordered, fates.rows(game, phase))}
    for req in sorted(phase.requests, key=lambda r: r.key):
        row = said.get(req.key)
        if row is not None and row.get("fate") == fates.REPLACED:
            continue  # the request that took its place is listed: only what counted (#23 item 2)
        player = game.players.get(req.actor)
        actions.append({
            "actor": req.actor,
            "role": role_name(game, held.get(req.actor) or player.original_role, lang) if player else None,
            "action": game.rs.ability_name(req.action, lang),
            # a room is where the request goes (SUSPI): "Wybór pokoju → Oranżeria", not a bare action
            "targets": [*req.targets, *([room_name(game.rs, req.extra["room"], lang)] if req.extra.get("room") else [])],
            "refused": refusal_text(req.refused, lang, game.rs) or None,
            "void": words.fate_text(fates.VOID, row.get("code"), lang) if row and row.get("fate") == fates.VOID else None,
        })
    for host in phase.host:  # «хода нет»: a player's declared skip is listed as what he did (#23)
        if host.get("event") == NO_ACTION and host.get("player") in game.players:
            player = game.players[str(host["player"])]
            actions.append({"actor": player.nick, "role": role_name(game, held.get(player.nick) or player.original_role, lang),
                            "action": t("host_event.no_action", lang), "targets": [], "refused": None, "void": None})
    return {"title": words.phase_label(phase, lang), "label": phase.label, "actions": actions,
            "decisions": _decisions(phase, lang)}


def _decisions(phase: "Phase", lang: str) -> list[str]:
    """The host's overrides this phase's result applied, each with its reason, as the log words them
    («Ведущий: Эрик выживает (…)»): without them the list shows a kill and the victim alive to the end
    with no reason (host-findings-2 item 10). One the engine refused (it changed nothing) is left out."""
    lines = []
    for host in phase.host:
        what = host.get("what") or ""
        if host.get("event") == "override" and not host.get("refused") and what in OVERRIDE.variants:
            line = name_in(OVERRIDE.variants[what], lang, "")
            lines.append(fill(line, lang, {"player": host.get("player") or "", "reason": host.get("reason") or ""}))
    return lines
