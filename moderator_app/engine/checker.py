"""The role set checker: every problem of a role set at once, each as `FILE:LINE: message`.

`build_roleset` stops at the first error; a host editing a set (the editor's live panel, the
`moderator-app rolesets check FILE` command) wants the whole list. A role set is data only: it is
read with YAML safe loading, and any explicit tag other than YAML's plain types is refused before
loading, so a shared file can never construct Python objects.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import yaml

from .errors import InputError
from .effects import EFFECTS
from .yamlio import LineList, line_of, load_yaml

#: Every key a role set may have at its top level (docs/rolesets.md describes each).
TOP_LEVEL_KEYS = (
    "id", "names", "description", "languages", "cycle", "options", "reveal", "teams", "win_order",
    "min_team_share", "vote", "abilities", "roles", "deal", "deal_fillers", "notes",
    # room nights and SUSPI's table (engine/rooms.py, goals.py, scoring.py, evening.py)
    "rooms", "presence", "possession", "goals", "scoring", "evening", "posts", "option_presets",
    "deal_variants",
    # the set's own words for its cause and answer codes (engine/words.py declared_word)
    "causes", "answers",
)
#: Win condition kinds the engine knows (engine/win.py).
WIN_KINDS = ("eliminate", "parity", "last_alive", "only_left", "flag_majority", "none", "executed", "survive")
#: Lynch tie rules (engine/votes.py).
TIE_RULES = ("second_reached", "no_lynch", "runoff", "random", "host")
QUORUM_RULES = ("quarter", "none")
#: Role triggers (engine/resolve.py).
TRIGGER_KINDS = ("death_of_role",)
#: Ability parameters that count something: whole numbers, never negative.
COUNT_PARAMS = ("charges", "targets", "min_targets", "max_targets", "penalty_targets", "delay", "days", "nights")
#: YAML tags a role set may carry (plain data); anything else is refused.
SAFE_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "seq", "map")}


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a role set, where it is, and whether it blocks using the set."""

    message: str
    line: int | None = None
    file: str | None = None
    severity: str = "error"  #: "error" (the set cannot be used) or "warning" (it can, but look)

    def __str__(self) -> str:
        where = f"{self.file or '<role set>'}:{self.line}: " if self.line else f"{self.file or '<role set>'}: "
        prefix = "warning: " if self.severity == "warning" else ""
        return where + prefix + self.message


def check_file(path: Path) -> list[Problem]:
    """Check a role set file; an unreadable file is one problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        return [Problem(f"cannot read: {err.strerror}", file=str(path))]
    return check_text(text, source=str(path))


def check_text(text: str, source: str | None = None) -> list[Problem]:
    """Check role set YAML text: refused tags and broken YAML first, then the data."""
    refused = _refused_tags(text, source)
    if refused:
        return refused
    try:
        raw = load_yaml(text, file=source)
    except InputError as err:
        return [Problem(err.message, err.line, source)]
    return check_roleset(raw, source)


def check_roleset(raw: Any, source: str | None = None) -> list[Problem]:
    """Every problem of a role set mapping, sorted by line."""
    if not isinstance(raw, dict):
        return [Problem("a role set must be a mapping of keys (id, teams, roles, abilities, ...)", 1, source)]
    found = list(_structure(raw))
    if not any(p.severity == "error" for p in found):
        found += _engine_verdict(raw, source)
    return sorted((Problem(p.message, p.line, source, p.severity) for p in found), key=lambda p: (p.line or 0))


def _refused_tags(text: str, source: str | None) -> list[Problem]:
    problems = []
    try:
        for token in yaml.scan(text):
            if isinstance(token, yaml.TagToken):
                handle, suffix = token.value
                tag = (handle or "") + suffix
                full = "tag:yaml.org,2002:" + suffix if handle == "!!" else tag
                if full not in SAFE_TAGS:
                    problems.append(Problem(
                        f"the tag '{tag}' is refused: a role set is data only and can never run code",
                        token.start_mark.line + 1, source,
                    ))
    except yaml.YAMLError:
        return []  # load_yaml reports broken YAML with its line
    return problems


def _structure(raw: dict) -> Iterator[Problem]:
    for key in raw:
        if key not in TOP_LEVEL_KEYS:
            close = difflib.get_close_matches(str(key), TOP_LEVEL_KEYS, n=1)
            hint = f"did you mean '{close[0]}'?" if close else f"known: {', '.join(TOP_LEVEL_KEYS)}"
            yield Problem(f"unknown key '{key}' ({hint})", line_of(raw, str(key)))
    for key in ("id", "teams", "roles", "abilities"):
        if key not in raw:
            yield Problem(f"missing key '{key}'", 1)
    options = raw.get("options") or {}
    yield from _option_references(raw, options if isinstance(options, dict) else {}, line_of(raw))
    abilities = _mapping(raw, "abilities")
    teams = _mapping(raw, "teams")
    roles = _mapping(raw, "roles")
    for ab_id, spec in abilities.items():
        yield from _ability(str(ab_id), spec, options, line_of(abilities, str(ab_id)))
    for team_id, spec in teams.items():
        yield from _team(str(team_id), spec, teams, line_of(teams, str(team_id)))
    for role_id, spec in roles.items():
        yield from _role(str(role_id), spec, teams, roles, abilities, line_of(roles, str(role_id)))
    for team_id in raw.get("win_order") or []:
        if team_id not in teams:
            yield Problem(f"win_order: unknown team '{team_id}'", line_of(raw, "win_order"))
    yield from _vote(raw.get("vote") or {}, options)
    yield from _deal(raw, roles)


def _mapping(raw: dict, key: str) -> dict:
    value = raw.get(key)
    return value if isinstance(value, dict) else {}


def _option_references(node: Any, options: dict, line: int | None) -> Iterator[Problem]:
    """Every `$name` string must name an option of the set."""
    if isinstance(node, str) and node.startswith("$") and node[1:] not in options:
        yield Problem(f"unknown option reference '{node}' (options: {', '.join(map(str, options)) or 'none'})", line)
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _option_references(value, options, line_of(node, str(key), line))
    elif isinstance(node, list):
        lines = node.item_lines if isinstance(node, LineList) else []
        for index, value in enumerate(node):
            yield from _option_references(value, options, lines[index] if index < len(lines) else line)


def _value(value: Any, options: dict) -> Any:
    """An option reference's default value; unknown references stay as written."""
    if isinstance(value, str) and value.startswith("$") and value[1:] in options:
        return options[value[1:]]
    return value


def _is_ref(value: Any) -> bool:
    return isinstance(value, str) and value.startswith("$")


def _ability(ab_id: str, spec: Any, options: dict, home: int | None) -> Iterator[Problem]:
    where = f"ability '{ab_id}'"
    if not isinstance(spec, dict):
        yield Problem(f"{where}: must be a mapping with an effect", home)
        return
    effect = spec.get("effect")
    if effect is None:
        yield Problem(f"{where}: missing key 'effect' (one of: {', '.join(sorted(EFFECTS))})", home)
    elif effect not in EFFECTS:
        yield Problem(f"{where}: unknown effect '{effect}' (known: {', '.join(sorted(EFFECTS))})", line_of(spec, "effect"))
    else:
        from .roleset import COMMON_ABILITY_KEYS

        allowed = EFFECTS[effect].param_names | COMMON_ABILITY_KEYS | {"effect", "priority", "id"}
        for key in spec:
            if key not in allowed:
                yield Problem(f"{where}: effect '{effect}' takes no parameter '{key}'", line_of(spec, str(key)))
    priority = _value(spec.get("priority", 0), options)
    if not _is_ref(priority) and (not isinstance(priority, int) or isinstance(priority, bool)):
        yield Problem(f"{where}: priority must be a whole number, not '{priority}'", line_of(spec, "priority"))
    for key in COUNT_PARAMS:
        value = _value(spec.get(key), options)
        if value is None or _is_ref(value):
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            yield Problem(f"{where}: {key} must be a whole number 0 or more, not '{value}'", line_of(spec, key))
    chance = _value(spec.get("chance"), options)
    if chance is not None and not _is_ref(chance):
        if isinstance(chance, bool) or not isinstance(chance, (int, float)) or not 0 <= chance <= 1:
            yield Problem(f"{where}: chance must be a number from 0 to 1, not '{chance}'", line_of(spec, "chance"))


def _team(team_id: str, spec: Any, teams: dict, home: int | None) -> Iterator[Problem]:
    where = f"team '{team_id}'"
    win = spec.get("win") if isinstance(spec, dict) else None
    if not isinstance(win, dict):
        yield Problem(f"{where}: no win condition (add win: {{kind: {' | '.join(WIN_KINDS)}}})", home)
        return
    kind = win.get("kind")
    if kind not in WIN_KINDS:
        yield Problem(f"{where}: unknown win kind '{kind}' (known: {', '.join(WIN_KINDS)})", line_of(win, "kind"))
    for enemy in list(win.get("enemies") or []) + list(win.get("enemies_optional") or {}):
        if enemy not in teams:
            yield Problem(f"{where}: unknown enemy team '{enemy}'", line_of(win, "enemies"))


def _role(role_id: str, spec: Any, teams: dict, roles: dict, abilities: dict, home: int | None) -> Iterator[Problem]:
    where = f"role '{role_id}'"
    if not isinstance(spec, dict):
        yield Problem(f"{where}: must be a mapping with a team", home)
        return
    if "team" not in spec:
        yield Problem(f"{where}: missing key 'team'", home)
    elif spec["team"] not in teams:
        yield Problem(f"{where}: unknown team '{spec['team']}'", line_of(spec, "team"))
    for ab_id in spec.get("abilities") or []:
        if ab_id not in abilities:
            yield Problem(f"{where}: unknown ability '{ab_id}'", line_of(spec, "abilities"))
    for key in ("knows_roles",):
        for other in spec.get(key) or []:
            if other not in roles:
                yield Problem(f"{where}: {key} names unknown role '{other}'", line_of(spec, key))
    if spec.get("card_role") is not None and spec["card_role"] not in roles:
        yield Problem(f"{where}: card_role names unknown role '{spec['card_role']}'", line_of(spec, "card_role"))
    for trig in spec.get("triggers") or []:
        line = line_of(trig, None, line_of(spec, "triggers"))
        if not isinstance(trig, dict) or trig.get("on") not in TRIGGER_KINDS:
            on = trig.get("on") if isinstance(trig, dict) else trig
            yield Problem(f"{where}: unknown trigger '{on}' (known: {', '.join(TRIGGER_KINDS)})", line)
            continue
        for key in ("role", "become"):
            if trig.get(key) not in roles:
                yield Problem(f"{where}: trigger {key} names unknown role '{trig.get(key)}'", line)
    for rule in spec.get("immune") or []:
        line = line_of(rule, None, line_of(spec, "immune"))
        if not isinstance(rule, dict):
            yield Problem(f"{where}: an immunity must be a mapping like {{effect: kill, from_team: mafia}}", line)
            continue
        if rule.get("effect", "kill") not in EFFECTS:
            yield Problem(f"{where}: immunity to unknown effect '{rule.get('effect')}'", line)
        if rule.get("from_team") is not None and rule["from_team"] not in teams:
            yield Problem(f"{where}: immunity from unknown team '{rule['from_team']}'", line)


def _vote(vote: Any, options: dict) -> Iterator[Problem]:
    if not isinstance(vote, dict):
        return
    tie = _value(vote.get("tie"), options)
    if tie is not None and not _is_ref(tie) and tie not in TIE_RULES:
        yield Problem(f"vote: unknown tie rule '{tie}' (known: {', '.join(TIE_RULES)})", line_of(vote, "tie"))
    quorum = _value(vote.get("quorum"), options)
    if quorum is not None and not _is_ref(quorum) and quorum not in QUORUM_RULES:
        yield Problem(f"vote: unknown quorum '{quorum}' (known: {', '.join(QUORUM_RULES)})", line_of(vote, "quorum"))


def _deal(raw: dict, roles: dict) -> Iterator[Problem]:
    deal = _mapping(raw, "deal")
    used: set[str] = set()
    for count, row in deal.items():
        line = line_of(deal, str(count))
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            yield Problem(f"deal: '{count}' is not a player count", line)
            continue
        if not isinstance(row, dict):
            yield Problem(f"deal for {count}: must map roles to how many", line)
            continue
        total = 0
        for role_id, n in row.items():
            used.add(str(role_id))
            if role_id not in roles:
                yield Problem(f"deal for {count}: unknown role '{role_id}'", line_of(row, str(role_id), line))
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                yield Problem(f"deal for {count}: '{role_id}: {n}' must be a whole number 0 or more", line_of(row, str(role_id), line))
            else:
                total += n
        if total != count:
            yield Problem(f"deal for {count}: the roles add up to {total} players, not {count}", line)
    fillers = _mapping(raw, "deal_fillers")
    for team_id, role_id in fillers.items():
        if role_id not in roles:
            yield Problem(f"deal_fillers: unknown role '{role_id}' for team '{team_id}'", line_of(fillers, str(team_id)))
    if deal:
        used.update(str(role_id) for role_id in fillers.values())
        for spec in roles.values():
            for trig in (spec.get("triggers") or []) if isinstance(spec, dict) else []:
                if isinstance(trig, dict):
                    used.add(str(trig.get("become")))
        for role_id in roles:
            if role_id not in used:
                yield Problem(f"role '{role_id}' is in no deal row", line_of(roles, str(role_id)), severity="warning")


def _engine_verdict(raw: dict, source: str | None) -> list[Problem]:
    """What the engine's own loader still refuses once the structure is sound."""
    import copy

    from .roleset import build_roleset

    try:
        build_roleset(copy.deepcopy(raw), source=source)
    except InputError as err:
        return [Problem(err.message, err.line)]
    except (TypeError, ValueError, AttributeError, KeyError) as err:
        return [Problem(f"the engine cannot use this set: {err}")]
    return []
