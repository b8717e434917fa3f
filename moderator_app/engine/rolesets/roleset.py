"""Role sets are data: a YAML file per set, composed from the ability library.

A value written `$name` in a role set refers to the option `name` (a ruling's switch), so a host
or a game script can flip a ruling without touching the roles.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from ... import paths
from ..wording.check_words import Message, at, hinted, say
from ..model.errors import InputError
from .checkwalk import refs_of, walk_roleset
from ..effects import EFFECTS
from .roles import Ability, AbilityKey, DeclaredSection, Role, RoleSet, Team
from .schema import CYCLE, REVEAL
from .schema_parts import ABILITY_COMMON, NOT_PARAMS, VOTE
from .yamlio import LineDict, line_of, load_file


def _resolve_options(value: Any, options: dict[str, Any], where: Message | str, line: int | None) -> Any:
    if isinstance(value, str) and value.startswith("$"):
        name = value[1:]
        if name not in options:
            raise InputError(at(where, say("unknown_option", name=name)), line=line)
        return options[name]
    if isinstance(value, dict):
        out: Any = LineDict() if isinstance(value, LineDict) else {}
        if isinstance(value, LineDict):
            out.line, out.key_lines = value.line, value.key_lines
        for k, v in value.items():
            out[k] = _resolve_options(v, options, where, line_of(value, str(k), line))
        return out
    if isinstance(value, list):
        return [_resolve_options(v, options, where, line) for v in value]
    return value


def _apply_presets(raw: dict[str, Any], options: dict[str, Any], overrides: dict[str, Any]) -> None:
    """`option_presets: {switch: {value: {other: value}}}`: one switch (a variant) sets other
    rulings too, unless the script overrides them itself (S-GHOST-3)."""
    presets = raw.get("option_presets") or {}
    for switch, by_value in (presets.items() if isinstance(presets, dict) else ()):  # a wrong shape: the checker's
        for value, preset in (by_value.items() if isinstance(by_value, dict) else ()):  # message follows
            if options.get(switch) == value and isinstance(preset, dict):
                options.update({k: v for k, v in preset.items() if k not in overrides})


def _require(mapping: Any, key: str, where: Message) -> Any:
    if not isinstance(mapping, dict) or key not in mapping:
        raise InputError(at(where, say("missing_key", key=key)), line=line_of(mapping))
    return mapping[key]


def _refuse_undeclared(raw: dict[str, Any], options: dict[str, Any], overrides: dict[str, Any]) -> None:
    """The set (with this game's option values) must fit its declarations, or the engine would
    read values it does not know: the first problem is the error, the checker lists them all."""
    effective = dict(raw, options=options)
    found = [f for f in walk_roleset(effective, refs_of(effective)) if f.severity == "error"]  # warnings: the checker
    if found:
        first: Message = found[0].message
        overridden = [k for k in overrides if f"'{k}'" in first]
        if overridden:
            first = say("game_option", what=first, option=overridden[0])
        more = say("hint.more", n=len(found) - 1) if len(found) > 1 else None
        raise InputError(hinted(first, more), line=found[0].line)


def build_roleset(raw: dict[str, Any], overrides: dict[str, Any] | None = None, source: str | None = None) -> RoleSet:
    """Validate a role set mapping and apply option overrides; errors name the line."""
    try:
        return _build(raw, overrides or {}, source)
    except InputError as err:
        err.located(source)
        raise


def _build(raw: dict[str, Any], overrides: dict[str, Any], source: str | None) -> RoleSet:
    if not isinstance(raw, dict):
        raise InputError(say("set_not_mapping"))
    rs_id = str(_require(raw, "id", say("place.set")))
    options = _game_options(raw, overrides, rs_id)
    abilities = _abilities(raw, options)
    teams = _teams(raw, options)
    roles = _roles(raw, options)
    deal_table = _deal_table(raw, options)
    win_order = list(raw.get("win_order") or teams)
    return RoleSet(
        id=rs_id,
        raw=raw,
        options=options,
        cycle=DeclaredSection(CYCLE, _resolve_options(raw.get("cycle") or {}, options, "cycle", line_of(raw, "cycle"))),
        vote=DeclaredSection(VOTE, _resolve_options(raw.get("vote") or {}, options, "vote", line_of(raw, "vote"))),
        reveal=DeclaredSection(REVEAL, _resolve_options(raw.get("reveal") or {}, options, "reveal", line_of(raw, "reveal"))),
        teams=teams,
        roles=roles,
        abilities=abilities,
        win_order=win_order,
        deal_table=deal_table,
        source=source,
    )


def _game_options(raw: dict[str, Any], overrides: dict[str, Any], rs_id: str) -> dict[str, Any]:
    """The set's options with the game's own values (`overrides`, each declared by the set) and presets."""
    declared = raw.get("options") or {}
    options = dict(declared) if isinstance(declared, dict) else {}  # not a mapping: _refuse_undeclared says so
    for key, value in overrides.items():
        if key not in options:
            raise InputError(say("unknown_game_option", name=key, set=rs_id))
        options[key] = value
    _apply_presets(raw, options, overrides)
    _refuse_undeclared(raw, options, overrides)
    return options


# The parts below read a set _refuse_undeclared has passed: the checker's walk (checkwalk.py) has
# refused a missing key, an unknown effect, parameter, team, ability or role, and a priority that is
# not a whole number, with the option values of this game in place. They only build.

def _abilities(raw: dict[str, Any], options: dict[str, Any]) -> dict[AbilityKey, Ability]:
    """Each ability with its effect's parameters; the priority its own or the effect's."""
    abilities: dict[AbilityKey, Ability] = {}
    for key, spec in (raw["abilities"] or {}).items():
        spec = _resolve_options(spec, options, say("place.ability", id=key), line_of(spec))
        effect = spec["effect"]
        params = {k: v for k, v in spec.items() if k not in ("effect", "priority", "id")}
        priority = spec.get("priority", EFFECTS[effect].priority)
        abilities[AbilityKey(key)] = Ability(id=str(spec.get("id", key)), effect=effect, priority=priority, params=params)
    return abilities


def _teams(raw: dict[str, Any], options: dict[str, Any]) -> dict[str, Team]:
    teams: dict[str, Team] = {}
    for key, spec in (raw["teams"] or {}).items():
        spec = _resolve_options(spec, options, say("place.team", id=key), line_of(spec))
        teams[key] = Team(id=key, win=dict(spec["win"]), loner=bool(spec.get("loner")), traits=dict(spec))
    return teams


def _roles(raw: dict[str, Any], options: dict[str, Any]) -> dict[str, Role]:
    """Each role, with its team and abilities."""
    roles: dict[str, Role] = {}
    for key, spec in (raw["roles"] or {}).items():
        spec = _resolve_options(spec, options, say("place.role", id=key), line_of(spec))
        roles[key] = Role(id=key, team=spec["team"], abilities=tuple(AbilityKey(str(k)) for k in spec.get("abilities") or []), traits=dict(spec))
    return roles


def _deal_table(raw: dict[str, Any], options: dict[str, Any]) -> dict[int, dict[str, int]]:
    """Player count -> role counts: the set's rows, then the rows of each variant whose options hold."""
    deal_table: dict[int, dict[str, int]] = {}
    for count, deal in (raw.get("deal") or {}).items():
        deal_table[int(count)] = {r: int(n) for r, n in deal.items()}
    for variant in raw.get("deal_variants") or []:
        if all(options.get(k) == v for k, v in (variant.get("when") or {}).items()):
            deal_table.update({int(c): {r: int(n) for r, n in row.items()} for c, row in (variant.get("rows") or {}).items()})
    return deal_table


#: Parameters every ability may carry whatever its effect (declared in schema_parts.ABILITY_COMMON).
COMMON_ABILITY_KEYS = frozenset(ABILITY_COMMON.keys()) - NOT_PARAMS


def shipped_roleset_ids() -> list[str]:
    return sorted(p.stem for p in paths.rolesets_dir().glob("*.yaml"))


def user_roleset_ids() -> list[str]:
    return sorted(p.stem for p in paths.user_rolesets_dir().glob("*.yaml"))


def roleset_path(ref: str, relative_to: Path | None = None) -> Path:
    """Find a role set by shipped id, host id, or file path."""
    for folder in (paths.user_rolesets_dir(), paths.rolesets_dir()):
        candidate = folder / f"{ref}.yaml"
        if _is_file(candidate):
            return candidate
    candidate = Path(ref)
    if not candidate.is_absolute() and relative_to is not None:
        candidate = relative_to / candidate
    if _is_file(candidate):
        return candidate
    raise InputError(say("unknown_set", ref=ref[:80]))


def _is_file(path: Path) -> bool:
    """is_file that answers no for a name the file system refuses (too long, a NUL byte)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def load_roleset(ref: str, options: dict[str, Any] | None = None, relative_to: Path | None = None) -> RoleSet:
    """Load a role set by id or path and apply option overrides."""
    path = roleset_path(ref, relative_to)
    key = (str(path), path.stat().st_mtime, json.dumps(options or {}, sort_keys=True, default=str))
    if key not in _BUILT_CACHE:  # a built set is never changed after it is built: games share it
        _BUILT_CACHE[key] = build_roleset(copy.deepcopy(_load_raw(path)), options, source=str(path))
    return _BUILT_CACHE[key]


_RAW_CACHE: dict[tuple[str, float], Any] = {}
#: Built role sets by (file, its time stamp, options): a game's setup (and every simulated game)
#: would otherwise copy and build the whole set again.
_BUILT_CACHE: dict[tuple[str, float, str], RoleSet] = {}


def _load_raw(path: Path) -> Any:
    key = (str(path), path.stat().st_mtime)
    if key not in _RAW_CACHE:
        _RAW_CACHE[key] = load_file(path, "role_set")
    return _RAW_CACHE[key]
