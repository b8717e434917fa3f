"""The host's own forum vote rules as a form asks them (#13 item 4): one input per key of the game's
`vote_rules` option as engine/rolesets/schema_vote_rules.py declares it, and the option's mapping
read back from the inputs' values. The keys are the declaration's; each label is the catalogue's
`vote_rules.field.<key>` (the declaration's own text is written for role-set authors, with YAML
values) and each value's words the catalogue's `vote_rules.*` (the same that describe a preset), so
the form, the presets' lines and the checker cannot disagree. The window's form (gui/vote_rules_form.py)
only lays these inputs out (#24 item 4: the GUI reads the declaration here, not in the engine).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.rolesets.kinds import Bool, Choice, Int, OneOf, Struct
from ..engine.rolesets.schema_vote_rules import VOTE_RULES
from ..i18n import t

if TYPE_CHECKING:
    from ..parsing.rules import VoteRules

COST_WORDED = ("repeat", "then")
"""The keys whose values are worded as a missed vote's cost (`parser.cost.<value>`, the vote count's words)."""


def value_words(key: str, value: Any) -> str:
    """The catalogue key of the words for a declared choice's value: `vote_rules.<key>.<value>`, a cost's
    (COST_WORDED) `parser.cost.<value>`, "nothing" (None) `vote_rules.repeat_none`. The values come from
    the declaration only; a value without words fails in `rule_inputs` (tests/app/test_vote_rules_form.py)."""
    if value is None:
        return "vote_rules.repeat_none"
    return f"parser.cost.{value}" if key in COST_WORDED else f"vote_rules.{key}.{value}"


def _struct(kind: Any) -> Struct | None:
    """The mapping a key holds when it holds one (`missed_vote`, `activity`), else None."""
    kinds = kind.kinds if isinstance(kind, OneOf) else (kind,)
    return next((k for k in kinds if isinstance(k, Struct)), None)


NESTED = {p.name: struct for p in VOTE_RULES.params if (struct := _struct(p.kind)) is not None}
"""The keys that hold a mapping of their own: one input per declared part of each."""
PARENT = {part.name: name for name, struct in NESTED.items() for part in struct.params}
PARAMS = {p.name: p for p in (*VOTE_RULES.params, *(q for s in NESTED.values() for q in s.params)) if p.name not in NESTED}
"""One input per declared key; what a missed vote costs and what activity asks, one per declared part."""


def _kinds(key: str) -> tuple[Any, ...]:
    kind = PARAMS[key].kind
    return kind.kinds if isinstance(kind, OneOf) else (kind,)


def lowest(key: str) -> int:
    """A number's lowest value, one under the least its declaration allows: no limit (changes), no
    such cost (votes against, points), no such rule (posts a day, hours before a prod)."""
    return min(getattr(k, "minimum", 0) for k in _kinds(key) if isinstance(k, Int)) - 1


def declared_values(key: str) -> tuple[Any, ...] | None:
    """The values a key's declaration allows when it is a choice ("nothing" first), None for a number."""
    choices = [k for k in _kinds(key) if isinstance(k, Choice)]
    if len(choices) < len(_kinds(key)):
        return None
    return tuple(sorted((v for k in choices for v in k.values), key=lambda v: v is not None))


@dataclass(frozen=True)
class RuleInput:
    """One input of the form: what it asks and in which shape, in the host's language."""

    key: str
    shape: str  #: "switch" (yes/no), "choice" (one of `choices`) or "number" (from `lowest` up)
    label: str
    choices: tuple[tuple[Any, str], ...] = ()  #: (value, its words), "nothing" first
    lowest: int = 0  #: a number's "none" (the key's null); `none_words` say so
    none_words: str = ""


def rule_inputs(lang: str) -> tuple[RuleInput, ...]:
    """Every input, in the declaration's order. A declared value without words fails here (KeyError),
    so every form's test catches it."""
    inputs = []
    for key, param in PARAMS.items():
        label = t(f"vote_rules.field.{key}", lang)
        values = declared_values(key)
        if isinstance(param.kind, Bool):
            inputs.append(RuleInput(key, "switch", label))
        elif values is not None:
            inputs.append(RuleInput(key, "choice", label, tuple((v, t(value_words(key, v), lang)) for v in values)))
        else:
            none = "vote_rules.changes_free" if key == "changes" else "vote_rules.cost_none"
            inputs.append(RuleInput(key, "number", label, lowest=lowest(key), none_words=t(none, lang)))
    return tuple(inputs)


def form_values(rules: "VoteRules") -> dict[str, Any]:
    """A preset's settings as the inputs show them (the host adjusts what his forum does differently)."""
    return {key: (getattr(rules, PARENT[key]) or {}).get(key) if key in PARENT else getattr(rules, key) for key in PARAMS}


def option_mapping(values: Mapping[str, Any]) -> dict[str, Any]:
    """The option's mapping from the inputs' values (None: a number left at its "none"): only the
    declared keys; a cost only where the host set one; `activity` only where he asks for some."""
    chosen: dict[str, Any] = {key: values.get(key) for key in VOTE_RULES.keys() if key in PARAMS}
    for name in NESTED:
        part = {key: v for key, parent in PARENT.items() if parent == name and (v := values.get(key)) not in (None, False)}
        if part or name == "missed_vote":
            chosen[name] = part or None
    return chosen
