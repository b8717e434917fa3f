"""The loaded role set's typed records: abilities, roles, teams and the whole set.

Kept apart from the loader (`roleset.py`) so that effects and mechanisms can name these types
through `context.py` without importing the loader, which imports the library (`effects/`); they read
the effects' declarations from the registry below both.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import Any, NewType

from ...i18n import name_in  # a role set's own words: the catalogue's one fallback chain
from .decl import Param, Section
from .registry import EFFECTS
from .schema import ENGINE_OPTIONS
from .schema_parts import ability_params


#: An ability's key in its role set (`abilities: {emma_block: …}`), the name roles and rights list it by —
#: not the id a request carries (`id: block`, Emma's and the Hollow's block alike). `RoleSet.abilities`
#: takes keys only, so mypy refuses a request's plain `str` id there: a request's ability is its
#: sender's, found through him (engine.resolution.traits.ability_of).
AbilityKey = NewType("AbilityKey", str)


@dataclass(frozen=True)
class Ability:
    """One action a role can take: an effect from the library plus its parameters."""

    id: str  #: action id used in scripts and requests ("kill", "heal")
    effect: str  #: library effect name ("kill", "protect", "block", ...)
    priority: int  #: resolution order (lower first), see library.PRIORITY_BANDS
    params: dict[str, Any] = field(default_factory=dict)  #: effect parameters, options resolved

    @property
    def declared(self) -> Mapping[str, Param]:
        """The keys its effect accepts, each with its one declaration and default (schema_parts.ability_params)."""
        return ability_params(EFFECTS[self.effect])

    def get(self, key: str, default: Any = None) -> Any:
        """A parameter's value, or its declared default for this ability's effect (a pistol's `charges`: 1,
        a check's: none). The key must be declared for this effect: another effect's key, or a typo, would
        read None for ever (code that reads one effect's key on any ability says so: `get_if_declared`).
        A caller's `default` is only for a key the declaration leaves without one: a second default
        beside the declared one would be a second verdict."""
        param = self.declared.get(key)
        if param is None:
            raise KeyError(f"the effect {self.effect!r} declares no ability key {key!r} "
                           "(engine/effects, schema_parts.ABILITY_COMMON)")
        if default is not None and param.default is not None:
            raise TypeError(f"the ability key {key!r} has its declared default {param.default!r}: pass none")
        value = self.params.get(key)
        if value is None:
            value = param.default
        return default if value is None else value

    def declares(self, key: str) -> bool:
        """Whether this ability's effect has the key at all (common or its own)."""
        return key in self.declared

    def get_if_declared(self, key: str) -> Any:
        """A key some effects declare, read on any ability (a team's `agreement`, a heal's `self_limit`):
        its value where this ability's effect declares it, else None. A key no effect declares is an error."""
        if self.declares(key):
            return self.get(key)
        if key not in _effect_keys():
            raise KeyError(f"no effect declares the ability key {key!r} (engine/effects, schema_parts.ABILITY_COMMON)")
        return None

    def name(self, lang: str) -> str:
        return name_in(self.params.get("names"), lang, self.id)


def _effect_keys() -> frozenset[str]:
    """Every key some effect declares (counted again when an effect registers)."""
    count = len(EFFECTS)
    if count not in _EFFECT_KEYS:
        _EFFECT_KEYS.clear()
        _EFFECT_KEYS[count] = frozenset(key for decl in EFFECTS.values() for key in decl.param_names)
    return _EFFECT_KEYS[count]


#: the keys of `_effect_keys`, by how many effects were registered when they were counted
_EFFECT_KEYS: dict[int, frozenset[str]] = {}


@dataclass(frozen=True)
class Role:
    """A role: its team, its abilities (by the set's keys) and passive traits."""

    id: str
    team: str
    abilities: tuple[AbilityKey, ...]
    traits: dict[str, Any]

    def get(self, key: str, default: Any = None) -> Any:
        return self.traits.get(key, default)

    def name(self, lang: str) -> str:
        return name_in(self.traits.get("names"), lang, self.id)


@dataclass(frozen=True)
class Team:
    id: str
    win: dict[str, Any]
    loner: bool
    traits: dict[str, Any]

    def name(self, lang: str) -> str:
        return name_in(self.traits.get("names"), lang, self.id)


class DeclaredSection(dict[str, Any]):
    """A role set's section (`cycle`, `vote`, `reveal`) whose keys are read by their declared names
    only (engine/rolesets/schema.py): a key its declaration does not have is an error where it is read (a
    typo read None for ever, and the section's docs never listed it). Read-only: a built role set is
    shared by the games of its text (roleset.load_roleset's cache), so a change would leak into all
    of them (a test that set `publish` turned another test's colours off). Written as a dict."""

    def __init__(self, section: Section, values: dict[str, Any]):
        super().__init__(values)
        self.declared = section.param_names

    def __reduce__(self) -> Any:  # copies keep the declaration, without writing into a built set
        return (_section_again, (self.declared, dict(self)))

    def _refuse(self, *_args: Any, **_kwargs: Any) -> Any:
        raise TypeError("a built role set is never changed: the games of its text share it (build another)")

    __setitem__ = __delitem__ = update = pop = popitem = setdefault = clear = __ior__ = _refuse

    def _check(self, key: str) -> None:
        if key not in self.declared:
            raise KeyError(f"the role set's {key!r} is declared by no key of its section (engine/rolesets/schema.py)")

    def get(self, key: str, default: Any = None) -> Any:
        self._check(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> Any:
        self._check(key)
        return super().__getitem__(key)


def _section_again(declared: frozenset[str], values: dict[str, Any]) -> DeclaredSection:
    again = DeclaredSection.__new__(DeclaredSection)
    dict.update(again, values)
    again.declared = declared
    return again


@dataclass
class RoleSet:
    """A whole role set with its options applied."""

    id: str
    raw: dict[str, Any]  #: the file's mapping as loaded (the parser reads trigger words from it)
    options: dict[str, Any]
    cycle: DeclaredSection
    vote: DeclaredSection
    reveal: DeclaredSection
    teams: dict[str, Team]
    roles: dict[str, Role]
    abilities: dict[AbilityKey, Ability]  #: by the set's keys; a request's id is found through its sender
    win_order: list[str]
    deal_table: dict[int, dict[str, int]]
    source: str | None = None

    def name(self, lang: str) -> str:
        return name_in(self.raw.get("names"), lang, self.id)

    def ability_name(self, action_id: str, lang: str) -> str:
        """An ability's name in `lang` found by its id, which requests, events and refusals carry (the set
        keys `abilities` by its own keys): the one lookup every screen, post and log line uses. An id
        the set does not declare reads as itself, no id at all as "?"."""
        ability = next((a for a in self.abilities.values() if a.id == action_id), None)
        return ability.name(lang) if ability is not None else action_id or "?"

    def abilities_with_id(self, action_id: str) -> list[Ability]:
        """Every ability an id may mean when no sender says whose (roles may share one: Emma's and the
        Hollow's `block`); a request's own is its sender's (engine.resolution.traits.ability_of)."""
        return [ability for ability in self.abilities.values() if ability.id == action_id]

    def option(self, name: str) -> Any:
        """An option the engine reads, through its declaration (schema.ENGINE_OPTIONS): the set's
        value, or the declared default. Reading an undeclared option is a programming error."""
        param = ENGINE_OPTIONS.keys()[name]
        return self.options.get(name, param.default)

    def role_abilities(self, role_id: str) -> list[Ability]:
        return [self.abilities[a] for a in self.roles[role_id].abilities]

    def suggested_deal(self, count: int) -> dict[str, int] | None:
        """A deal for `count` players: the table's nearest row at or below it, padded with the
        plain role and topped up so each team gets its minimum share (C-WIN-4)."""
        rows = [n for n in self.deal_table if n <= count]
        if not rows:
            return None
        deal = dict(self.deal_table[max(rows)])
        fillers = self.raw.get("deal_fillers") or {}
        town_filler = next(iter(fillers.values()), None) or _first_plain_role(self)
        deal[town_filler] = deal.get(town_filler, 0) + count - max(rows)
        for team, share in (self.raw.get("min_team_share") or {}).items():
            need = math.ceil(count * float(share)) - sum(n for r, n in deal.items() if self.roles[r].team == team)
            filler = fillers.get(team)
            while need > 0 and filler and deal[town_filler] > 0:  # set just above
                deal[town_filler] -= 1
                deal[filler] = deal.get(filler, 0) + 1
                need -= 1
        return {r: n for r, n in deal.items() if n}


def _first_plain_role(rs: RoleSet) -> str:
    for role in rs.roles.values():
        if not rs.teams[role.team].loner:
            return role.id
    return next(iter(rs.roles))
