"""Walk a role set against its declarations (schema.py, schema_parts.py, effects/): every unknown
key at every level and every value outside its declared kind is a Problem with its line and, for a
misspelling, the closest known name.

The walk is generic: a `Struct` kind checks its keys, a `MapOf` its keys and values, a `ListOf`
its items, anything else is judged by its kind. Abilities are the one special case: the keys an
ability accepts are the common ones plus its effect's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from . import retired
from ..wording.check_words import Message, at, did_you_mean, hinted, known_names, say
from .decl import Kind, Param, Refs
from ..effects import EFFECTS
from .kinds import Choice, ListOf, MapOf, Names, Ref, Struct, judge
from .schema import ENGINE_OPTIONS, SECTIONS, TOP_LEVEL
from .schema_parts import ABILITY_COMMON
from .yamlio import LineList, line_of


class Item(int):
    """A list index in a path (shown `[0]`); a mapping's number key (a deal count) is a plain int."""


@dataclass(frozen=True)
class Found:
    """One problem the walk found (checker.Problem is made from it)."""

    message: Message
    line: int | None
    path: tuple[Any, ...] = ()  #: the keys (and list indexes) down to the value: ("abilities", "bite", "charges")
    severity: str = "error"


def closest(name: Any, known: Iterable[Any]) -> str | None:
    """The known name nearest to a misspelt one (rapidfuzz), or None when nothing is close."""
    choices = [str(k) for k in known]
    if not choices:
        return None
    # lazy: rapidfuzz costs ~11 ms CPU, wanted for a misspelt name only, not to show the last game (bench_startup)
    from rapidfuzz import fuzz, process

    best = process.extractOne(str(name), choices, scorer=fuzz.ratio, score_cutoff=75)
    return best[0] if best else None


def hint(name: Any, known: Iterable[Any]) -> Message | None:
    """"did you mean" the closest known name; else the known names (up to 12); None when none are known."""
    known = list(known)
    near = closest(name, known)
    if near is not None:
        return did_you_mean(near)
    return known_names(known) if known else None


def refs_of(raw: dict[str, Any]) -> Refs:
    """The names a set declares, which its values may refer to."""
    def keys(section: str) -> frozenset[str]:
        value = raw.get(section)
        return frozenset(str(k) for k in value) if isinstance(value, dict) else frozenset()

    def mapping(value: Any) -> dict[Any, Any]:
        return value if isinstance(value, dict) else {}

    rooms = mapping(raw.get("rooms"))
    room_list: list[Any] = rooms["list"] if isinstance(rooms.get("list"), list) else []
    options = mapping(raw.get("options"))
    return Refs(teams=keys("teams"), roles=keys("roles"), abilities=keys("abilities"), effects=frozenset(EFFECTS),
                options=dict(options), goals=keys("goals") | {"bribed"},
                languages=tuple(str(x) for x in raw["languages"]) if isinstance(raw.get("languages"), list) else (),
                rooms=frozenset(str(r.get("id")) for r in room_list if isinstance(r, dict)))


def walk_roleset(raw: dict[str, Any], refs: Refs) -> Iterator[Found]:
    """Every declared-schema problem of a role set mapping."""
    if "ruleset" in raw and "players" in raw and "teams" not in raw:
        yield Found(say("game_script"), line_of(raw))
        return
    yield from _struct(raw, TOP_LEVEL.params, (), line_of(raw), refs, skip={"abilities"})
    options = raw.get("options")
    if isinstance(options, dict):  # the options the engine reads have a declared kind
        declared = ENGINE_OPTIONS.keys()
        for name, value in options.items():
            if name in declared:
                yield from _value(value, declared[name].kind, ("options", name), line_of(options, str(name)), refs)
            elif name in retired.OPTIONS:
                yield _found(("options",), hinted(say("unknown_option", name=name), retired.reason("options", name)),
                             line_of(options, str(name)), ("options", name))
            elif name not in (used := _option_uses(raw)):
                found = _found(("options",), hinted(say("option_unused", name=name), hint(name, [*declared, *sorted(used)])),
                               line_of(options, str(name)), ("options", name))
                yield Found(found.message, found.line, found.path, "warning")
    abilities = raw.get("abilities")
    if isinstance(abilities, dict):
        for ab_id, spec in abilities.items():
            yield from _ability(ab_id, spec, line_of(abilities, str(ab_id)), refs)


def _ability(ab_id: Any, spec: Any, line: int | None, refs: Refs) -> Iterator[Found]:
    where = ("abilities", ab_id)
    if not isinstance(spec, dict):
        yield _found(where, say("ability_not_mapping"), line)
        return
    effect = spec.get("effect")
    decl = EFFECTS.get(effect) if isinstance(effect, str) else None
    params = ABILITY_COMMON.params + (decl.params if decl else ())
    if decl is None:  # the effect itself is reported; its parameters cannot be judged
        params = tuple(p for p in ABILITY_COMMON.params if p.name == "effect")  # judged: its hint names the effects
        yield from _struct({"effect": effect}, params, where, line, refs, lines_from=spec)
        return
    yield from _struct(spec, params, where, line, refs)


def _struct(value: Any, params: tuple[Param, ...], where: tuple[Any, ...], line: int | None, refs: Refs,
            skip: frozenset[str] | set[str] = frozenset(), lines_from: Any = None) -> Iterator[Found]:
    known = {p.name: p for p in params}
    place = lines_from if lines_from is not None else value
    if not isinstance(value, dict):
        yield _found(where, say("not_struct", keys=list(known), value=_short(value)), line)
        return
    for key, item in value.items():
        key_line = line_of(place, str(key), line)
        if key not in known:
            gone = retired.reason(str(where[0]), key) if len(where) == 2 else None
            yield _found(where, hinted(say("unknown_key", key=key), gone or _key_hint(key, known)), key_line, where + (key,))
        elif key not in skip:
            yield from _value(item, known[key].kind, where + (key,), key_line, refs)
    for param in params:
        if param.required and param.name not in value:
            example = say("hint.for_example", key=param.name, value=_flow(param.example)) if param.example is not None else None
            yield _found(where, hinted(say("missing_key", key=param.name), example), line)


def _value(value: Any, kind: Kind, where: tuple[Any, ...], line: int | None, refs: Refs) -> Iterator[Found]:
    if isinstance(value, str) and value.startswith("$"):
        why = judge(kind, value, refs)
        if why:
            from_option = say("hint.from_option", name=value[1:]) if value[1:] in refs.options else None
            yield _found(where, hinted(why, from_option), line)
        return
    if isinstance(kind, Struct):
        yield from _struct(value, kind.params, where, line, refs)
    elif isinstance(kind, MapOf) and isinstance(value, dict):
        for key, item in value.items():
            key_line = line_of(value, str(key), line)
            why = kind.key.problem(key, refs)
            if why:
                yield _found(where, hinted(why, _value_hint(kind.key, key, refs)), key_line, where + (key,))
            else:
                yield from _value(item, kind.value, where + (key,), key_line, refs)
    elif isinstance(kind, ListOf) and isinstance(value, list):
        lines = value.item_lines if isinstance(value, LineList) else []
        for index, item in enumerate(value):
            yield from _value(item, kind.item, where + (Item(index),), lines[index] if index < len(lines) else line, refs)
    else:
        why = judge(kind, value, refs)
        if why:
            yield _found(where, hinted(why, _value_hint(kind, value, refs)), line)
        elif isinstance(kind, Names) and isinstance(value, dict):
            yield from _missing_languages(value, where, line, refs)


def _missing_languages(value: dict[Any, Any], where: tuple[Any, ...], line: int | None, refs: Refs) -> Iterator[Found]:
    """The set's `languages` promise each of them in every name and word list: a missing one is a warning."""
    for lang in refs.languages:
        if lang not in value:
            found = _found(where, say("no_text_in", lang=lang, langs=list(refs.languages)), line)
            yield Found(found.message, found.line, found.path, "warning")


def _key_hint(key: Any, known: dict[str, Param]) -> Message | None:
    """The closest key here; else the section where such a key belongs (`first_day_vote` is a cycle key)."""
    if closest(key, known) is not None:
        return hint(key, known)

    for section in SECTIONS:
        near = closest(key, section.keys()) if not section.open_keys else None
        if near is not None and section.name:
            if near == key:
                return say("hint.belongs_under", key=key, section=section.name)
            return say("hint.did_you_mean_under", near=near, section=section.name)
    return hint(key, known)


def _value_hint(kind: Kind, value: Any, refs: Refs) -> Message | None:
    if isinstance(kind, Choice) and all(isinstance(v, bool) for v in kind.values):
        return say("hint.write_bool")
    if isinstance(kind, Choice) and isinstance(value, str):
        near = closest(value, [str(v) for v in kind.values])
        return did_you_mean(near) if near else None
    if isinstance(kind, Ref) and isinstance(value, (str, int)):
        return hint(value, sorted(refs.of(kind.what)))
    return None


def _option_uses(raw: dict[str, Any]) -> set[str]:
    """The option names the set refers to as `$name` anywhere outside `options:`."""
    used: set[str] = set()

    def visit(value: Any) -> None:
        if isinstance(value, dict):
            for item in value.values():
                visit(item)
        elif isinstance(value, list):
            for item in value:
                visit(item)
        elif isinstance(value, str):
            used.update(re.findall(r"\$([A-Za-z_][\w-]*)", value))

    visit({k: v for k, v in raw.items() if k != "options"})
    return used


def where_text(path: tuple[Any, ...]) -> str:
    """The YAML path as the host finds it in the file: `teams.town.win.kind`, `roles.wolf.abilities[0]`."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, Item) else (f".{part}" if text else str(part))
    return text


def _found(path: tuple[Any, ...], what: Message, line: int | None, place: tuple[Any, ...] | None = None) -> Found:
    """A problem at `path` (its text names it); `place` is where the editor should go, when deeper."""
    where = where_text(path)
    return Found(at(where, what) if where else what, line, place if place is not None else path)


def _flow(value: Any) -> str:
    """A value as YAML writes it inline."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_flow(k)}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return "null" if value is None else str(value)


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:37] + "…"
