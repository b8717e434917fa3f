"""Everything the parser derives from a role set and a player list, built once and cached.

`Context` holds the phrase index, the nick index, ability order and which actions aim at a room
or at nobody. The cache is keyed by the role set object's identity and the player tuple, so
parsing a whole inbox against one game costs one build (a role set edited in place must be
passed as a new object, e.g. reloaded or copied, for its new words to count).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import morph
from .names import NickIndex
from .text import Token
from .triggers import Phrase, build_index

ROOM_ACTIONS = {"room", "inspect", "holy_ground", "haunt"}
NO_TARGET_ACTIONS = {"question"}
_POLISH_HINTS = set("ąćęłńóśźż")
_POLISH_WORDS = {"na", "do", "się", "nie", "idę", "w", "jest", "głosuję", "i", "z", "dziś"}
_cache: dict[tuple[int, tuple[str, ...]], tuple[dict[str, Any], "Context"]] = {}


@dataclass
class Context:
    """A role set and a player list, prepared for parsing."""

    roleset: dict[str, Any]
    phrases: list[Phrase]
    nicks: NickIndex
    order: dict[str, int]
    """Action id -> its place in the role set (earlier wins an ambiguous word)."""
    room_actions: set[str]
    no_target_actions: set[str]
    role_actions: dict[str, list[str]]
    """Role id -> the action ids of its abilities."""

    @property
    def action_phrases(self) -> list[Phrase]:
        """Phrases other than role names (role names only count inside a copy)."""
        return [p for p in self.phrases if p.kind != "role"]

    @property
    def role_phrases(self) -> list[Phrase]:
        """Role names, for Abraham's copy."""
        return [p for p in self.phrases if p.kind == "role"]

    def colors(self) -> bool:
        """True when the role set's vote has red and blue colours."""
        return bool((self.roleset.get("vote") or {}).get("colors"))


def context_for(roleset: dict[str, Any], players: list[str]) -> Context:
    """The cached Context for this role set object and player list."""
    cache_key = (id(roleset), tuple(players))
    cached = _cache.get(cache_key)
    if cached and cached[0] is roleset:
        return cached[1]
    abilities = roleset.get("abilities") or {}
    ids = {key: str(ab.get("id", key)) for key, ab in abilities.items()}
    order: dict[str, int] = {}
    for n, action in enumerate(ids.values()):
        order.setdefault(action, n)
    room_actions = set(ROOM_ACTIONS)
    no_target = set(NO_TARGET_ACTIONS)
    for key, ab in abilities.items():
        target = str(ab.get("target", ab.get("targets", "")))
        if target == "room":
            room_actions.add(ids[key])
        elif target in ("none", "0"):
            no_target.add(ids[key])
    role_actions = {
        str(role_id): [ids.get(a, str(a)) for a in (role.get("abilities") or [])]
        for role_id, role in (roleset.get("roles") or {}).items()
    }
    ctx = Context(roleset, build_index(roleset), NickIndex(players), order, room_actions, no_target,
                  role_actions)
    if len(_cache) > 64:
        _cache.clear()
    _cache[cache_key] = (roleset, ctx)
    return ctx


def detect_lang(tokens: list[Token]) -> str:
    """ru for a mostly Cyrillic message, pl for Polish letters or words, else en."""
    cyrillic = sum(morph.is_cyrillic(t.low) for t in tokens)
    if cyrillic * 2 >= len(tokens) and cyrillic:
        return "ru"
    if any(set(t.low) & _POLISH_HINTS or t.low in _POLISH_WORDS for t in tokens):
        return "pl"
    return "en" if tokens else "ru"
