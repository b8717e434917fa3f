"""What each field of a role set holds, so the editor can offer the right input for it.

The engine reads ability parameters, win conditions, triggers and immunities as plain data; this
module names their types (a whole number, a yes/no switch, a choice among known words, a list of
teams or roles…) for the editor's generated forms, the priority band a number falls in (the table in
engine/resolution/library.py's docstring), and the place in the set a checker line points at. Pure Python.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.resolution import library
from ..engine.rolesets.decl import Param, word
from ..engine.effects import EFFECTS
from ..engine.rolesets.kinds import Bool, Choice, Int, ListOf, MapOf, Name, Names, Number, Ref, Text
from ..engine.rolesets.schema import CYCLE
from ..engine.rolesets.schema_parts import ABILITY_COMMON, IMMUNITY, ROLE_TRAITS, TEAM_KEYS, TRIGGER, VOTE, WIN, ability_params
from ..engine.rolesets.roleset import COMMON_ABILITY_KEYS
from ..engine.rolesets.yamlio import LineDict, LineList, load_yaml
from ..i18n import has, t


@dataclass(frozen=True)
class Field:
    """One editable value: its key, its kind and, for a choice, the values it may take; the help and
    the values' words in three languages come from the engine's declaration of the key."""

    key: str
    #: int | float | bool | choice | text | words | teams | roles | team | role | effect | team_switches
    #: (a switch per team: `enemies_optional`) | role_texts (words per language per role) | yaml
    kind: str
    choices: tuple[Any, ...] = ()
    minimum: float = 0
    help: Mapping[str, str] = field(default_factory=dict)  #: what the key means, per language
    words: Mapping[Any, Mapping[str, str]] = field(default_factory=dict)  #: a choice's words, per value
    default: Any = None  #: the declared default: what the engine reads when the key is absent, so what the input shows

    def help_in(self, lang: str) -> str:
        return word(self.help, lang) if self.help else ""

    def choice_text(self, value: Any, lang: str) -> str:
        """A choice as the host reads it: its words in his language (the YAML value is the item's tooltip)."""
        words = self.words.get(value)
        return word(words, lang) if words else str(value)


#: A list of the set's ids is edited as a checkable list: its shape, per what it names.
LIST_SHAPES = {"team": "teams", "role": "roles", "ability": "abilities"}


def field_of(param: Param) -> Field:
    """The editor's input for a declared key (engine/rolesets/decl.py), derived from its kind."""
    kind = param.kind
    item = kind.item if isinstance(kind, ListOf) else None
    extra: dict[str, Any]
    if isinstance(kind, Bool):
        shape, extra = "bool", {}
    elif isinstance(kind, Int):
        shape, extra = "int", {"minimum": kind.minimum}
    elif isinstance(kind, Number):
        shape, extra = "float", {}
    elif isinstance(kind, Choice):
        shape, extra = "choice", {"choices": kind.values, "words": kind.words}
    elif isinstance(kind, Ref) and kind.what in ("team", "role", "effect"):
        shape, extra = kind.what, {}
    elif isinstance(item, Ref) and item.what in ("team", "role", "ability"):
        shape, extra = LIST_SHAPES[item.what], {}
    elif isinstance(kind, MapOf) and kind.key == Ref("team") and isinstance(kind.value, Bool):
        shape, extra = "team_switches", {}
    elif isinstance(kind, MapOf) and kind.key == Ref("role") and isinstance(kind.value, Names):
        shape, extra = "role_texts", {}
    elif isinstance(kind, (Text, Name)):
        shape, extra = "text", {}
    else:
        shape, extra = "yaml", {}
    return Field(param.name, shape, help=param.doc, default=param.default, **extra)


#: Every ability parameter, common or an effect's own; a key declared nowhere is edited as YAML text.
ABILITY_FIELDS: dict[str, Field] = {
    p.name: field_of(p) for p in (*ABILITY_COMMON.params, *(q for d in EFFECTS.values() for q in d.params))
}
#: Shown for every ability whether set or not: the rules hosts change most.
CORE_ABILITY_KEYS = ("priority", "targets", "charges", "no_self", "no_repeat_target", "repeat_ok_at_alive",
                     "when_actor_killed")
#: Edited in their own per-language boxes, not in the parameter form.
TEXT_KEYS = ("names", "words", "description")

#: Win condition kinds with the parameters each reads (engine/resolution/win.py, declared in schema_parts.WIN).
_WIN_PARAMS = {
    "eliminate": ("enemies", "enemies_optional"), "parity": (), "last_alive": ("with_one_more",),
    "only_left": ("or_alive_after_last_round",), "flag_majority": ("flag", "not_counting"), "none": (),
    "executed": ("ends_game",), "survive": (),
}
WIN_FIELDS: dict[str, tuple[Field, ...]] = {
    str(kind): tuple(field_of(WIN.keys()[k]) for k in _WIN_PARAMS.get(str(kind), ()) if k in WIN.keys())
    for kind in getattr(WIN.keys()["kind"].kind, "values", ())
}

#: The win condition's kind and the lynch's keys, as the generated forms read them (words per value).
WIN_KIND = field_of(WIN.keys()["kind"])
VOTE_FIELDS: dict[str, Field] = {p.name: field_of(p) for p in VOTE.params}
#: A team's keys (schema_parts.TEAM_KEYS): the Teams tab labels its switches with their words.
TEAM_FIELDS: dict[str, Field] = {p.name: field_of(p) for p in TEAM_KEYS.params}

def cycle_field(param: Param) -> Field:
    """The Cycle tab's input for a cycle key: an ordered list of phases (`phases`) and text per phase
    (`deadlines`) have inputs of their own; every other key is an ordinary declared field."""
    kind = param.kind
    if isinstance(kind, ListOf) and isinstance(kind.item, Choice):
        return Field(param.name, "choice_list", kind.item.values, help=param.doc, words=kind.item.words)
    if isinstance(kind, MapOf) and isinstance(kind.value, Text):
        return Field(param.name, "phase_texts", help=param.doc)
    return field_of(param)


#: The cycle's keys only room nights read (their declarations in schema.CYCLE say so): the Cycle tab
#: lists them with their values as not edited there; the set's YAML edits them.
CYCLE_ROOM_KEYS = ("night_mode", "action_phases", "timers")
#: Every other cycle key, generated from its declaration: its words, its choices, its default.
CYCLE_FIELDS: dict[str, Field] = {p.name: cycle_field(p) for p in CYCLE.params if p.name not in CYCLE_ROOM_KEYS}
CYCLE_LISTED: dict[str, Field] = {p.name: cycle_field(p) for p in CYCLE.params if p.name in CYCLE_ROOM_KEYS}


_KEY_ASIDE = re.compile(r"\s*\([^()]*`[^()]*\)")
_KEY = re.compile(r"\s*`[^`]*`")


def host_words(text: str) -> str:
    """A declaration's words as a form shows them: the YAML keys it quotes for the reference (`only_left`)
    are left out, with the aside that names them (the form's tooltip names the key)."""
    return re.sub(r"\s+([;:,.])", r"\1", _KEY.sub("", _KEY_ASIDE.sub("", text))).strip()


def cycle_words(value: Any, lang: str) -> str:
    """A cycle value as the host reads it: phases and room nights by their declared words
    (`[night, council]` → «ночь, совет»; `{night: 120}` → «ночь: 120»)."""
    def one(item: Any) -> str:
        for declared in (*CYCLE_FIELDS.values(), *CYCLE_LISTED.values()):
            if item in declared.words:
                return declared.choice_text(item, lang)
        phase = f"phase.kind.{item}"  # a phase kind the cycle does not list (SUSPI's unmask): the catalogue's word
        return t(phase, lang).lower() if isinstance(item, str) and has(phase) else str(item)
    if isinstance(value, list):
        return ", ".join(one(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{one(k)}: {one(v)}" for k, v in value.items())
    return "—" if value is None else one(value)


#: A role's keys the Roles tab edits in inputs of their own (names, team, the ability list, rule lists).
ROLE_OWN_INPUTS = ("team", "names", "description", "abilities", "triggers", "immune")
#: Every other role trait, with the input its declaration calls for (schema_parts.ROLE_TRAITS).
TRAIT_FIELDS: dict[str, Field] = {p.name: field_of(p) for p in ROLE_TRAITS.params if p.name not in ROLE_OWN_INPUTS}
#: Shown for every role whether set or not; the rest when the role has them or the host adds one.
CORE_TRAIT_KEYS = ("card_role", "knows_roles", "description_if_dealt")


def trait_keys(present: list[str]) -> list[str]:
    """The trait rows of a role: the core ones, then any other declared trait it has."""
    return list(CORE_TRAIT_KEYS) + [k for k in TRAIT_FIELDS if k in present and k not in CORE_TRAIT_KEYS]


def addable_traits(present: list[str]) -> list[str]:
    """Declared traits not yet shown for this role (the "add a trait" picker offers them)."""
    shown = set(trait_keys(present))
    return [k for k in TRAIT_FIELDS if k not in shown]


#: A role's trigger (engine/resolution/resolve.py) and immunity (effects/kill.py) forms, from their declarations.
TRIGGER_FIELDS = tuple(field_of(p) for p in TRIGGER.params)
IMMUNITY_FIELDS = tuple(field_of(p) for p in IMMUNITY.params)


def effect_ids() -> list[str]:
    """The library's effects an ability may use, by id (the YAML value), in a stable order."""
    return sorted(EFFECTS)


def effect_words(effect: str, lang: str) -> str:
    """What an effect does, in the host's language (its declaration's words); "" for an unknown id."""
    return word(EFFECTS[effect].doc, lang) if effect in EFFECTS else ""


def default_priority(effect: str) -> int:
    """The priority an ability of this effect has when it writes none (0 for an unknown id)."""
    return EFFECTS[effect].priority if effect in EFFECTS else 0


def own_params(effect: str) -> frozenset[str]:
    """The keys the effect itself declares (the form shows them bold), beside the common ones."""
    return EFFECTS[effect].param_names if effect in EFFECTS else frozenset()


def option_field(name: str, value: Any) -> Field:
    """The input an option's current value calls for: a switch, a number, a lynch rule's choice
    (its words are the vote's declaration's), else YAML text."""
    if isinstance(value, bool):
        return Field(name, "bool")
    if isinstance(value, int):
        return Field(name, "int")
    if isinstance(value, float):
        return Field(name, "float")
    for key in ("tie", "quorum"):
        if value in VOTE_FIELDS[key].choices:  # a ruling switch for a lynch rule
            return Field(name, "choice", VOTE_FIELDS[key].choices, words=VOTE_FIELDS[key].words)
    return Field(name, "yaml")


def ability_field(key: str, effect: str = "") -> Field:
    """The input for an ability's key; with its effect, the default that effect declares (a pistol's
    one charge: schema_parts.ability_params), which is the one the engine reads."""
    param = ability_params(EFFECTS[effect]).get(key) if effect in EFFECTS else None
    return field_of(param) if param is not None else ABILITY_FIELDS.get(key, Field(key, "yaml"))


def ability_keys(effect: str, present: list[str]) -> list[str]:
    """The parameter rows of an ability: the core rules, the effect's own, then any other set key."""
    own = sorted(own_params(effect))
    keys = list(CORE_ABILITY_KEYS) + [k for k in own if k not in CORE_ABILITY_KEYS]
    return keys + [k for k in present if k not in keys and k not in TEXT_KEYS and k not in ("effect", "id")]


def addable_keys(effect: str, present: list[str]) -> list[str]:
    """Common keys not yet shown for this ability (offered by the "add a parameter" picker)."""
    shown = set(ability_keys(effect, present)) | set(TEXT_KEYS)
    return sorted(k for k in COMMON_ABILITY_KEYS if k not in shown)


_RULE_ID = re.compile(r"\s*\([A-Z]+(?:-[A-Z0-9]+)+\)")
_BAND = re.compile(r"^\|\s*(\d+)(?:-(\d+))?\s*\|\s*(.+?)\s*\|$")


def priority_bands() -> list[tuple[int, int, str]]:
    """(low, high, what) rows of the one priority table, read from engine/resolution/library.py's docstring."""
    rows = []
    for line in (library.__doc__ or "").splitlines():
        match = _BAND.match(line.strip())
        if match:
            low = int(match.group(1))
            rows.append((low, int(match.group(2) or low), match.group(3)))
    return rows


def priority_band(priority: int, lang: str = "en") -> str:
    """The band a priority falls in, as `400-499: kills, checks…`, in `lang` (the catalogue's
    `editor.band.<low>`, translating the table's row); empty outside the table."""
    for low, high, what in priority_bands():
        if low <= priority <= high:
            key = f"editor.band.{low}"
            what = t(key, lang) if has(key) else _RULE_ID.sub("", what)  # the host reads what a band holds, not our rule IDs
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
