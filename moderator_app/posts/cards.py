"""Private view models: the role card a player gets at the start and his private results.

A card shows what the player may know: the role his card says (`card_role` — the Foundling reads
"Citizen"), its description and team, the teammates his team or role knows (`knows_each_other` on
a team, `knows_roles` on a role) and the game account and password of his sub-mask.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine.tables.rooms import room_name
from ..engine.wording import words
from ..i18n import name_in
from .fact_words import fact_text
from .view import game_title, role_description, role_name, team_name
from ..engine.tables.goals import goal_specs, player_goals

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.rolesets.roles import AbilityKey


def _text(traits: dict[str, Any], key: str, lang: str) -> str:
    value = traits.get(key)
    if isinstance(value, dict):
        return str(value.get(lang) or value.get("ru") or value.get("en") or "")
    return str(value or "")


def role_card(game: "Game", nick: str, lang: str) -> dict[str, Any]:
    player = game.player(nick)
    rs = game.rs
    real = rs.roles[player.role]
    shown = rs.roles.get(str(real.get("card_role") or real.id), real)
    unaware = shown.id != real.id
    teammates: list[dict[str, Any]] = []
    if not unaware and rs.teams[real.team].traits.get("knows_each_other"):
        teammates = [
            {"nick": p.nick, "role": role_name(game, p.role, lang)}
            for p in _seated(game)
            if p.nick != nick and p.team == player.team and not rs.roles[p.role].get("card_role")
        ]
    known_roles = [] if unaware else list(real.get("knows_roles") or [])
    known = [{"nick": p.nick, "role": role_name(game, p.role, lang)}
             for p in _seated(game) if p.nick != nick and p.role in known_roles]
    return {
        "nick": player.nick,
        "account": player.account,
        "password": player.extra.get("password"),
        "set_name": rs.name(lang),
        "title": game_title(game, lang),
        "role": shown.name(lang),
        "description": role_description(game, shown.id, lang),
        "team": team_name(game, shown.team, lang),
        "loner": rs.teams[shown.team].loner,
        "abilities": [_ability_view(game, key, lang) for key in shown.abilities],
        "teammates": teammates,
        "known": known,
        "goals": _goal_views(game, nick, lang),
        "alive": player.alive,
    }


def _goal_views(game: "Game", nick: str, lang: str) -> list[dict[str, Any]]:
    """The secret goals on the player's card (SUSPI, S-GOAL-*), with the name the card bears for a
    spy or a romance: the board showed them and the PM never told the player."""
    specs = goal_specs(game)
    return [{"name": name_in(specs.get(item["goal"], {}).get("names"), lang, str(item["goal"])),
             "description": name_in(specs.get(item["goal"], {}).get("description"), lang, ""),
             "target": item.get("target")} for item in player_goals(game, nick) if not item.get("extra")]


def _ability_view(game: "Game", key: "AbilityKey", lang: str) -> dict[str, Any]:
    ability = game.rs.abilities[key]
    charges = ability.get("charges")
    return {"id": ability.id, "name": ability.name(lang), "description": _text(ability.params, "description", lang),
            "charges": int(charges) if charges is not None else None}


def _seated(game: "Game") -> list[Any]:
    return sorted(game.players.values(), key=lambda p: p.seat)


def private_fact(game: "Game", fact: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """One private fact: `words`, its whole text as its declaration words it (posts/fact_words.py), and
    its fields with their codes put in words (role names, answers, causes) for a host's own template."""
    view = dict(fact)
    view.setdefault("kind", "")
    view["words"] = fact_text(game, fact, lang)
    if fact.get("role"):
        view["role_name"] = role_name(game, str(fact["role"]), lang)
    if "result" in fact:
        view["result_text"] = words.answer_text(fact["result"], lang, game.rs)
    if fact.get("method"):
        view["method_text"] = ", ".join(words.cause_noun(m, lang, game.rs) for m in str(fact["method"]).split("+"))
    if fact.get("team"):
        view["team_name"] = team_name(game, str(fact["team"]), lang)
    for key in ("killers", "with"):
        if key in fact:
            view[key] = list(fact.get(key) or [])
    view["from_nick"] = fact.get("from")
    view["with_nicks"] = list(fact.get("with") or [])
    if fact.get("goal"):  # a goal prints by its name too; the id stays in goal_id
        view["goal_id"] = fact["goal"]
        view["goal"] = name_in(((game.rs.raw.get("goals") or {}).get(fact["goal"]) or {}).get("names"), lang, str(fact["goal"]))
    if fact.get("room"):  # a room prints by its name in the post's language; the id stays in room_id
        view["room_id"] = fact["room"]
        view["room"] = room_name(game.rs, str(fact["room"]), lang)
    return view
