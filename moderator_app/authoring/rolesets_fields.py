"""What each field of a role set holds, so the editor can offer the right input for it.

The engine reads ability parameters, win conditions, triggers and immunities as plain data; this
module names their types (a whole number, a yes/no switch, a choice among known words, a list of
teams or roles…) for the editor's generated forms, the priority band a number falls in (the table in
engine/library.py's docstring), and the place in the set a checker line points at. Pure Python.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..engine import library
from ..engine.checker import TRIGGER_KINDS
from ..engine.effects import EFFECTS
from ..engine.roleset import COMMON_ABILITY_KEYS
from ..engine.yamlio import LineDict, LineList, load_yaml


@dataclass(frozen=True)
class Field:
    """One editable value: its key, its kind and, for a choice, the words it may take."""

    key: str
    kind: str  #: int | float | bool | choice | text | words | teams | roles | effect | yaml
    choices: tuple[str, ...] = ()
    minimum: float = 0


def _f(key: str, kind: str, *choices: str, minimum: float = 0) -> Field:
    return Field(key, kind, choices, minimum)


#: Typed ability parameters; a key not named here is edited as YAML text.
ABILITY_FIELDS: dict[str, Field] = {f.key: f for f in (
    _f("priority", "int", minimum=0), _f("targets", "int"), _f("min_targets", "int"), _f("charges", "int"),
    _f("no_self", "bool"), _f("no_repeat_target", "bool"), _f("repeat_ok_at_alive", "int"),
    _f("chance", "float"), _f("when_actor_killed", "choice", "act", "self_only", "void"),
    _f("dead_before_night", "choice", "act", "void"), _f("phase", "choice", "night", "day", "host", "council"),
    _f("reveals", "choice", "side", "role"), _f("against", "choice", "healable", "all"),
    _f("when", "choice", "own_death", "anytime"), _f("target", "choice", "player", "room"),
    _f("actor", "choice", "alive", "dead"), _f("agreement", "choice", "team", "none"),
    _f("cause", "text"), _f("cause_role", "text"), _f("side_team", "text"), _f("appear_as", "text"),
    _f("not_before", "text"), _f("finds_trait", "text"), _f("prey_teams", "teams"), _f("share_with_roles", "roles"),
    _f("first_only", "bool"), _f("unstoppable", "bool"), _f("cures_delayed", "bool"), _f("killer_info", "bool"),
    _f("public_only", "bool"), _f("wins_mutual", "bool"), _f("silent_vote_loss", "bool"), _f("announce", "bool"),
    _f("enabled", "bool"), _f("reveal_role", "bool"), _f("weaker", "bool"), _f("shares_kills", "bool"),
    _f("change_each_night", "bool"), _f("stops_team_action_only_on_holder", "bool"),
    _f("delay", "int"), _f("days", "int"), _f("nights", "int"), _f("max_targets", "int"), _f("penalty_targets", "int"),
    _f("self_limit", "int"), _f("vote_loss_chance", "float"), _f("evidence_chance", "float"),
    _f("reveal_victim_chance", "float"),
)}
#: Shown for every ability whether set or not: the rules hosts change most.
CORE_ABILITY_KEYS = ("priority", "targets", "charges", "no_self", "no_repeat_target", "repeat_ok_at_alive", "chance",
                     "when_actor_killed")
#: Edited in their own per-language boxes, not in the parameter form.
TEXT_KEYS = ("names", "words", "description")

#: Win condition kinds with the parameters each reads (engine/win.py).
WIN_FIELDS: dict[str, tuple[Field, ...]] = {
    "eliminate": (_f("enemies", "teams"), _f("enemies_optional", "yaml")),
    "parity": (),
    "last_alive": (_f("with_one_more", "bool"),),
    "only_left": (_f("or_alive_after_last_round", "bool"),),
    "flag_majority": (_f("flag", "text"), _f("not_counting", "teams")),
    "none": (),
    "executed": (_f("ends_game", "bool"),),
    "survive": (),
}

#: A role's trigger (engine/resolve.py) and immunity (engine/effects.py) forms.
TRIGGER_FIELDS = (_f("on", "choice", *TRIGGER_KINDS), _f("role", "role"), _f("become", "role"), _f("fallback", "bool"))
IMMUNITY_FIELDS = (_f("effect", "effect"), _f("from_team", "team"))


def ability_field(key: str) -> Field:
    return ABILITY_FIELDS.get(key, Field(key, "yaml"))


def ability_keys(effect: str, present: list[str]) -> list[str]:
    """The parameter rows of an ability: the core rules, the effect's own, then any other set key."""
    own = sorted(EFFECTS[effect].param_names) if effect in EFFECTS else []
    keys = list(CORE_ABILITY_KEYS) + [k for k in own if k not in CORE_ABILITY_KEYS]
    return keys + [k for k in present if k not in keys and k not in TEXT_KEYS and k not in ("effect", "id")]


def addable_keys(effect: str, present: list[str]) -> list[str]:
    """Common keys not yet shown for this ability (offered by the "add a parameter" picker)."""
    shown = set(ability_keys(effect, present)) | set(TEXT_KEYS)
    return sorted(k for k in COMMON_ABILITY_KEYS if k not in shown)


_BAND = re.compile(r"^\|\s*(\d+)(?:-(\d+))?\s*\|\s*(.+?)\s*\|$")


def priority_bands() -> list[tuple[int, int, str]]:
    """(low, high, what) rows of the one priority table, read from engine/library.py's docstring."""
    rows = []
    for line in (library.__doc__ or "").splitlines():
        match = _BAND.match(line.strip())
        if match:
            low = int(match.group(1))
            rows.append((low, int(match.group(2) or low), match.group(3)))
    return rows


def priority_band(priority: int) -> str:
    """The band a priority falls in, as `400-499: kills, checks…`; empty outside the table."""
    for low, high, what in priority_bands():
        if low <= priority <= high:
            return f"{low}-{high}: {what}" if high != low else f"{low}: {what}"
    return ""


def place_of(text: str, line: int | None) -> tuple[Any, ...]:
    """The path of keys (`("abilities", "inject", "charges")`) a line of the saved text belongs to."""
    if not line:
        return ()
    try:
        node = load_yaml(text)
    except Exception:  # noqa: BLE001 - a broken text has no places; the message still shows
        return ()
    path: list[Any] = []
    while isinstance(node, (LineDict, LineList)):
        if isinstance(node, LineDict):
            keyed = [(n, k) for k, n in node.key_lines.items() if n <= line]
            if not keyed:
                break
            _, key = max(keyed)
            real = next((k for k in node if str(k) == key), key)
            path.append(real)
            node = node[real]
        else:
            indexed = [(n, i) for i, n in enumerate(node.item_lines) if n <= line]
            if not indexed or not isinstance(node[max(indexed)[1]], (LineDict, LineList)):
                if indexed:
                    path.append(max(indexed)[1])
                break
            index = max(indexed)[1]
            path.append(index)
            node = node[index]
    return tuple(path)
