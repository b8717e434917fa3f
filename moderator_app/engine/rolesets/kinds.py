"""The kinds of values a role-set key accepts; each knows how to judge and describe its values.

A kind's `problem` says why a value does not fit, as a catalogue code with parameters
(`check_words.Message`; the checker adds the file, line and key); `describe` is the "allowed values" cell of the generated reference. A value
written `$name` refers to an option: the option's value is judged instead (`judge`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..wording.check_words import Message, at, either, known_names, say, hinted
from ...i18n import LANGS
from .decl import Kind, Refs, Words


def _shown(value: Any) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def judge(kind: Kind, value: Any, refs: Refs) -> Message | None:
    """`kind.problem`, with a `$option` replaced by the option's value (unknown ones reported)."""
    if isinstance(value, str) and value.startswith("$"):
        if value[1:] not in refs.options:
            return say("unknown_option_ref", ref=value)
        value = refs.options[value[1:]]
        if isinstance(value, str) and value.startswith("$"):
            return None
    return kind.problem(value, refs)


@dataclass(frozen=True)
class Bool:
    def problem(self, value: Any, refs: Refs) -> Message | None:
        return None if isinstance(value, bool) else say("not_bool", value=_shown(value))

    def describe(self) -> str:
        return "`true` / `false`"


@dataclass(frozen=True)
class Int:
    minimum: int = 0

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if isinstance(value, bool) or not isinstance(value, int) or value < self.minimum:
            return say("not_whole", minimum=self.minimum, value=_shown(value))
        return None

    def describe(self) -> str:
        return f"a whole number ≥ {self.minimum}"


@dataclass(frozen=True)
class Number:
    low: float = 0.0
    high: float = 1.0

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not self.low <= value <= self.high:
            return say("not_number", low=_shown(self.low), high=_shown(self.high), value=_shown(value))
        return None

    def describe(self) -> str:
        return f"a number from {_shown(self.low)} to {_shown(self.high)}"


@dataclass(frozen=True)
class Text:
    def problem(self, value: Any, refs: Refs) -> Message | None:
        return None if isinstance(value, str) else say("not_text", value=_shown(value))

    def describe(self) -> str:
        return "text"


@dataclass(frozen=True)
class Choice:
    """One of some fixed values (as written in YAML), each with its words."""

    values: tuple[Any, ...] = ()  #: empty: the keys of `words`, in their order (declared once)
    words: Mapping[Any, Words] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.values:
            object.__setattr__(self, "values", tuple(self.words))
        stray = [v for v in self.words if v not in self.values]
        if stray:  # a value with words but not allowed: a declaration mistake, caught at import
            raise ValueError(f"Choice: words for values it does not allow: {stray}")

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if isinstance(value, (str, bool, int, float)) or value is None:
            if any(value == v and type(value) is type(v) for v in self.values):
                return None
        return say("not_one_of", value=_shown(value), allowed=[_shown(v) for v in self.values])

    def describe(self) -> str:
        return " / ".join(f"`{_shown(v)}`" for v in self.values)


@dataclass(frozen=True)
class Ref:
    """The id of something the set declares: a team, a role, an ability, an effect, a room, a goal."""

    what: str

    def problem(self, value: Any, refs: Refs) -> Message | None:
        known = refs.of(self.what)
        if not isinstance(value, str):
            return say(f"not_id.{self.what}", value=_shown(value))
        if value not in known:
            return say(f"unknown.{self.what}", value=_shown(value))
        return None

    def describe(self) -> str:
        return f"a {self.what} id of the set"


@dataclass(frozen=True)
class Name:
    """A free name the set chooses (a trait, a flag, a cause): text without spaces."""

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if not isinstance(value, str) or not value or any(c.isspace() for c in value):
            return say("not_name", value=_shown(value))
        return None

    def describe(self) -> str:
        return "a name (no spaces)"


@dataclass(frozen=True)
class ListOf:
    item: Kind

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if not isinstance(value, list):
            return say("not_list", value=_shown(value))
        for item in value:
            why = judge(self.item, item, refs)
            if why:
                return why
        return None

    def describe(self) -> str:
        return f"a list of: {self.item.describe()}"


@dataclass(frozen=True)
class MapOf:
    key: Kind
    value: Kind

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if not isinstance(value, dict):
            return say("not_mapping", value=_shown(value))
        for k, v in value.items():
            why = self.key.problem(k, refs) or judge(self.value, v, refs)
            if why:
                return why
        return None

    def describe(self) -> str:
        return f"a mapping {self.key.describe()} → {self.value.describe()}"


@dataclass(frozen=True)
class Names:
    """Words per language: `{ru: …, pl: …, en: …}`; a list of words per language when `many`."""

    many: bool = False

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if not isinstance(value, dict):
            return say("not_names", value=_shown(value))
        for lang, text in value.items():
            if lang not in LANGS and text is None:
                return say("comma_in_names", lang=lang)
            if lang not in LANGS:
                return hinted(say("unknown_language", lang=lang), known_names(LANGS))
            ok = isinstance(text, str) or (self.many and isinstance(text, list) and all(isinstance(t, str) for t in text))
            if not ok:
                return at(lang, say("not_words" if self.many else "not_text", value=_shown(text)))
        return None

    def describe(self) -> str:
        return "per language: `{ru: …, pl: …, en: …}`" + (" (lists of words)" if self.many else "")


@dataclass(frozen=True)
class OneOf:
    """Any of several kinds (a phase, or a list of phases)."""

    kinds: tuple[Kind, ...]

    def problem(self, value: Any, refs: Refs) -> Message | None:
        whys = [judge(k, value, refs) for k in self.kinds]
        return None if any(w is None for w in whys) else either([w for w in whys if w])

    def describe(self) -> str:
        return " or ".join(k.describe() for k in self.kinds)


@dataclass(frozen=True)
class Anything:
    """A value the engine reads freely (free text, templates); only its presence is declared."""

    def problem(self, value: Any, refs: Refs) -> Message | None:
        return None

    def describe(self) -> str:
        return "any value"


BOOL, COUNT, CHANCE, TEXT, NAME, ANY = Bool(), Int(0), Number(0.0, 1.0), Text(), Name(), Anything()
TEAM, ROLE, ABILITY, EFFECT = Ref("team"), Ref("role"), Ref("ability"), Ref("effect")


@dataclass(frozen=True)
class Struct:
    """A small mapping with declared keys of its own (`silent_vote_loss: {targets: 2, who: …}`)."""

    params: tuple[Any, ...]  #: decl.Param each

    def problem(self, value: Any, refs: Refs) -> Message | None:
        if not isinstance(value, dict):
            return say("not_struct", keys=[p.name for p in self.params], value=_shown(value))
        known = {p.name: p for p in self.params}
        for k, v in value.items():
            if k not in known:
                return hinted(say("unknown_key", key=k), known_names(known, most=len(known)))
            why = judge(known[k].kind, v, refs)
            if why:
                return at(k, why)
        return None

    def describe(self) -> str:
        return "a mapping: " + ", ".join(f"`{p.name}` ({p.kind.describe()})" for p in self.params)
