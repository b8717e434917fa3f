"""Public view models: what a thread post may show. Public templates get only these (secrecy by
construction), so even a host-edited template cannot name a role the rules keep closed, a killer,
a check's target, a vote's hidden weight or a deprived voter the rules hide.

Every value is already a plain string, number, bool, list or dict: a template cannot reach the
game object through a view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.voting import colored_votes
from ..engine.wording import words
from ..i18n import name_in
from ..i18n.grammar import Nick
from ..engine.resolution.win import winners
from ..engine.tables.goals import goal_specs, player_goals
from ..engine.resolution.requests import is_deprived
from ..engine.voting.vote_count import count
from ..engine.model.activity import day_totals, rules_of

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Announcement, Death, Phase, Tally


def role_name(game: "Game", role_id: str | None, lang: str) -> str | None:
    if not role_id:
        return None
    role = game.rs.roles.get(role_id)
    return role.name(lang) if role else str(role_id)


def game_title(game: "Game", lang: str) -> str:
    """A post's heading: the game's own title as the host named it; a script's game has none and
    is headed by its role set's name."""
    return getattr(game, "title", None) or game.rs.name(lang)


def role_description(game: "Game", role_id: str, lang: str) -> str:
    """A role's description as this game's players read it: its `description` and, from
    `description_if_dealt`, only the sentences about roles that are in this game's deal."""
    role = game.rs.roles.get(role_id)
    if role is None:
        return ""
    dealt = {p.original_role for p in game.players.values()}
    extra = role.traits.get("description_if_dealt") or {}
    parts = [role.traits.get("description"), *(text for other, text in extra.items() if other in dealt)]
    return " ".join(filter(None, (_in_lang(part, lang) for part in parts)))


def _in_lang(value: Any, lang: str) -> str:
    if isinstance(value, dict):
        return str(name_in(value, lang, ""))
    return str(value or "")


def team_name(game: "Game", team_id: str | None, lang: str) -> str | None:
    """A team's name; a loner's win is his nick, which prints as it is."""
    if not team_id:
        return None
    team = game.rs.teams.get(team_id)
    return team.name(lang) if team else str(team_id)


def public_phase(game: "Game", phase: "Phase", lang: str) -> dict[str, Any]:
    """Everything the thread may learn from this phase's result, and nothing else."""
    result = phase.result
    assert result is not None, f"{phase.label} is not resolved"
    show_deprived = bool(game.rs.vote.get("announce_deprived", False))
    tally = public_tally(game, result.tally, lang) if result.tally is not None else None
    following = _following_execution(result.executed, result.deaths)
    view = {
        "label": phase.label,
        "title": words.phase_label(phase, lang),
        "kind": phase.kind,
        "number": phase.number,
        "story": phase.story,
        "deaths": [_public_death(game, d, lang) for d in result.deaths if d.nick not in following],
        "executed": [_public_death(game, d, lang) for d in result.executed],
        "deaths_after": [_public_death(game, d, lang) for d in result.deaths if d.nick in following],
        "no_execution_reason": result.no_execution_reason if tally is not None else None,
        "no_execution_text": words.no_execution_text(result.no_execution_reason, lang) if tally is not None else "",
        "tally": tally,
        "vote_deprived": list(result.vote_deprived) if show_deprived else [],
        "exposed": [_public_exposure(game, e, lang) for e in result.exposed],
        "announcements": [_public_announcement(game, a, lang) for a in result.announcements],
        "winner": team_name(game, result.winner, lang),
        "co_winners": _co_winners(game, result.winner, lang),
    }
    if phase.kind == "unmask":  # S-ROUND-7: roles, goals and points open only now
        view["reveal"] = _reveal_rows(game, lang)
    # A night always has a result ("nobody died"); a day whose votes go out with the next night
    # (the classic turn) has none of its own unless the host wrote a story for it.
    view["empty"] = phase.kind != "night" and not any(
        view[k] for k in ("story", "deaths", "executed", "deaths_after", "tally", "vote_deprived", "exposed", "announcements", "winner"))
    return view


def _following_execution(executed: "list[Death]", deaths: "list[Death]") -> set[str]:
    """The deaths an execution caused (a lover's heartbreak, a vengeful's shot, and what they caused in
    turn): the post tells them after the lynch, cause before effect (host findings #9)."""
    caused = {d.nick for d in executed}
    following: set[str] = set()
    for death in deaths:  # deaths are applied in order: a follow-on death comes after its cause
        if caused.intersection(death.by):
            following.add(death.nick)
            caused.add(death.nick)
    return following


def _co_winners(game: "Game", winner: str | None, lang: str) -> list[str]:
    """Who won beside the winner (an executed jester, a survivor alive at the end), by name."""
    return [team_name(game, w, lang) or w for w in winners(game, winner)[1:]]


def _reveal_rows(game: "Game", lang: str) -> list[dict[str, Any]]:
    """After the unmasking: each player's role, goals (done or not) and points."""
    specs = goal_specs(game)
    rows = []
    for p in game.players.values():
        goals = [{"name": (specs.get(g["goal"], {}).get("names") or {}).get(lang, g["goal"]), "done": g["done"],
                  "target": g.get("target")} for g in player_goals(game, p.nick)]
        rows.append({"nick": p.nick, "role": role_name(game, p.role, lang), "goals": goals,
                     "points": game.scores.get(p.nick, 0)})
    return sorted(rows, key=lambda r: (-r["points"], _seat(game, r["nick"])))


def public_tally(game: "Game", tally: "Tally", lang: str = "ru") -> dict[str, Any]:
    """C-FLOW-7: names only when the rules allow; counts with public weights (a secret weight,
    like Enoch's blue, never shows: every vote counts its colour's public sign times the voter's
    public `vote_weight`, so the totals add up to what the thread can check)."""
    no_lynch = words.no_lynch_vote(lang)
    votes: list[tuple[str, str | None, str | None]] = [(v, t, tally.colors.get(v)) for v, t in tally.by_voter.items()]
    votes += [(v, None, tally.colors.get(v)) for v in tally.no_lynch]
    votes.sort(key=lambda x: _seat(game, x[0]))
    view = _tally_view(game, votes, tally.totals_only, tally.quorum, no_lynch)
    view["abstained"] = [] if tally.totals_only else sorted(tally.abstained, key=lambda n: _seat(game, n))
    return view


def _tally_view(game: "Game", votes: list[tuple[str, str | None, str | None]], totals_only: bool, quorum: int,
                no_lynch: str) -> dict[str, Any]:
    """A vote without a target is a vote for "no lynch" (its name in the post's language)."""
    signs = game.rs.vote.get("colors")
    counts: dict[str, int] = {}
    rows = []
    for voter, target, color in votes:
        sign = int(signs.get(color, 1)) if isinstance(signs, dict) and color else 1
        weight = colored_votes.public_weight(game, voter)
        shown = target if target is not None else no_lynch
        counts[shown] = counts.get(shown, 0) + (weight if sign > 0 else -weight)
        rows.append({"voter": voter, "target": shown, "color": color, "tag": _color_tag(game, color),
                     "weight": weight, "no_lynch": target is None})
    totals = sorted(counts.items(), key=lambda kv: (-kv[1], _seat(game, kv[0])))
    return {
        "totals_only": totals_only,
        "totals": [{"nick": n, "count": c, "no_lynch": n == no_lynch} for n, c in totals],
        "by_voter": [] if totals_only else rows,
        "quorum": quorum,
    }


def _color_tag(game: "Game", color: str | None) -> str | None:
    """The BBCode colour a vote's colour prints with, or None (printed plain): the role set's
    `vote.color_tags`, else the colour id itself when forums know it (red, blue…) or it is #hex;
    never with `vote.publish: by_voter` (the host publishes names without colours)."""
    if not color or game.rs.vote.get("publish") == "by_voter":
        return None
    tags = game.rs.vote.get("color_tags") or {}
    if isinstance(tags, dict) and color in tags:
        return str(tags[color]) if tags[color] else None
    if color.lower() in words.BBCODE_COLORS or (color.startswith("#") and len(color) in (4, 7)):
        return color
    return None


def interim_tally(game: "Game", phase: "Phase", lang: str) -> dict[str, Any]:
    """The count so far of a day's votes (H-VOTE-5): the last valid vote of each voter, as the
    engine's count reads them (vote_count.count: the weights the result will use, none after a
    majority's hammer, the day's voters at the count)."""
    counted = count(game, phase)
    last = {v.voter: v for v in counted.standing}
    deprived = [n for n in phase.alive_at_start if is_deprived(game, phase, n)]
    totals_only = bool(deprived) and bool(game.rs.option("totals_only_when_deprived"))
    votes = sorted(((v.voter, v.target, v.color) for v in last.values() if v.target or v.no_lynch),
                   key=lambda x: _seat(game, x[0]))
    no_lynch = words.no_lynch_vote(lang)
    view = _tally_view(counted.weighed or game, votes, totals_only, 0, no_lynch)
    alive = counted.voters  # at the count: a later death does not change it, one before it does (a day shot)
    view.update(
        label=phase.label, title=words.phase_label(phase, lang), kind=phase.kind,
        number=phase.number, voted=len([n for n in last if n in alive and not last[n].abstain]), alive=len(alive),
        not_voted=[] if totals_only else [n for n in alive if n not in last],
        abstained=[] if totals_only else [n for n in alive if n in last and last[n].abstain],  # the voter's own choice
    )
    needs = {c.nick: (c.needs, c.to) for c in counted.candidates}  # how many each still needs, and for what
    for total in view["totals"]:
        total["needs"], total["to"] = needs.get(total["nick"], (counted.quorum, "quorum"))
    view.update(final=phase.resolved, quorum=counted.quorum, quorum_rule=game.rs.vote.get("quorum") or "none",
                closed=counted.closed, post_counts=_post_counts(game, phase))
    return view


def _post_counts(game: "Game", phase: "Phase") -> list[dict[str, Any]]:
    """Each living player's posts of the day from the pasted pages (engine.model.activity), in seat order,
    where the forum's rules print them in the vote count (mafiascum style); empty otherwise."""
    if not rules_of(game.rs.options.get("vote_rules")).post_counts:
        return []
    counts = day_totals(game, phase.label)
    if counts is None:
        return []
    return [{"nick": nick, "posts": posts} for nick, posts in sorted(counts.items(), key=lambda kv: _seat(game, kv[0]))]


def _seat(game: "Game", nick: str) -> int:
    player = game.players.get(nick)
    return player.seat if player else len(game.players)


def _public_death(game: "Game", death: "Death", lang: str) -> dict[str, Any]:
    """A corpse: nick, how (never who), and the role only when the rules reveal it."""
    return {
        "nick": death.nick,
        "cause": death.cause.split(":", 1)[0],
        "cause_text": words.cause_text(death.cause, lang, game.rs, Nick(death.nick, _gender(game, death.nick))),
        "role": role_name(game, death.role_revealed, lang),
        "role_forms": _name_forms(game, death.role_revealed, lang),
        "gender": _gender(game, death.nick),
    }


def _name_forms(game: "Game", role_id: str | None, lang: str) -> dict[str, str]:
    """A role name's grammatical forms from the role set (`name_forms: {ru: {ins: …, gen: …}}`)."""
    role = game.rs.roles.get(role_id) if role_id else None
    return dict(((role.get("name_forms") or {}).get(lang) or {})) if role else {}


def _gender(game: "Game", nick: str | None) -> str | None:
    """The player's grammatical gender (`gender: m|f` in the script's players), for verb endings."""
    player = game.players.get(nick) if nick else None
    return str(player.extra["gender"]) if player and player.extra.get("gender") else None


def _public_exposure(game: "Game", exposure: Any, lang: str) -> dict[str, Any]:
    """An exposure names a player (and a role when the rule shows one), nothing else."""
    if not isinstance(exposure, dict):
        return {"nick": str(exposure), "role": None, "kind": "exposed"}
    return {"nick": exposure.get("nick"), "role": role_name(game, exposure.get("role"), lang),
            "kind": exposure.get("kind", "exposed")}


def _public_announcement(game: "Game", item: "Announcement", lang: str) -> dict[str, Any]:
    """Role-name-only news (Golan's interview): the target's nick is never passed on,
    only a `nick` the rule itself made public (a self-reveal, a shield's holder)."""
    actor_role = item["actor_role"] if item["kind"] in ("check", "role") else None  # a public check's actor
    role = item.get("role")
    role_id = str(role) if role else None
    return {"kind": item["kind"], "actor_role": role_name(game, actor_role, lang),
            "role": role_name(game, role_id, lang), "nick": item.get("nick"),
            "role_forms": _name_forms(game, role_id, lang),
            "actor_gender": game.rs.roles[actor_role].get("gender") if actor_role in game.rs.roles else None}
