"""An entry's data checked against its declared shape (journal.KINDS) when it is applied (#24 item 1).

The engine reads a journal entry's data through a TypedDict (`ActionData`, `VoteData`…): mypy checks
the code, but a journal comes from a script, a file someone sent or an old store, so the keys are
checked here too, from the same declarations. A declared key of the wrong shape (`targets: 5`,
`also: "x"`, `abstain: "no"`) is a message naming the entry and the key, never a TypeError deep in the
engine. A key the shape does not declare is kept as written (the journal never loses what the host
entered; an older or newer app's key opens) and read by nobody; a declared key that is absent is
absent (`total=False`), except the ones the shape marks `Required`.
"""

from __future__ import annotations

import datetime
import types
from collections.abc import Mapping
from functools import cache
from typing import Annotated, Any, NotRequired, Required, Union, get_args, get_origin, get_type_hints, is_typeddict

from ..wording.check_words import Message, say
from .errors import InputError
from .setup_shape import shown

#: a value written where a word belongs: a YAML scalar the engine reads with str() (a nick written 123,
#: a time YAML read as a date)
_SCALARS = (str, int, float, datetime.date, datetime.datetime)


def check_payload(data: Any, shape: type, place: Message) -> None:
    """Raise InputError when `data` does not fit the TypedDict `shape`; `place` names the entry
    ("entry 12 (action)") in the message."""
    if not isinstance(data, Mapping):
        raise InputError(say("replay.entry_not_mapping", place=place))
    problem = _mapping_problem(shape, data, "")
    if problem is not None:
        raise InputError(say("replay.entry_shape", place=place, why=problem))


def _mapping_problem(shape: type, data: Mapping[str, Any], prefix: str) -> Message | None:
    hints = _hints(shape)
    for key in _required(shape):
        if data.get(key) is None:
            return say("replay.entry_needs", key=prefix + key)
    for key, value in data.items():
        hint = hints.get(str(key))
        if hint is None or value is None:  # not declared: kept, read by nobody; None: as absent
            continue
        expected = _expected(hint, value, f"{prefix}{key}")
        if expected is not None:
            return expected
    return None


def _expected(hint: Any, value: Any, key: str) -> Message | None:
    """None when `value` fits `hint`, else the message saying what the key must be."""
    while get_origin(hint) in (Required, NotRequired, Annotated):
        hint = get_args(hint)[0]
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        options = [h for h in get_args(hint) if h is not type(None)]
        fits = [h for h in options if _expected(h, value, key) is None]
        return None if fits else _expected(options[0], value, key)
    if hint is Any:
        return None
    if is_typeddict(hint):
        if not isinstance(value, Mapping):
            return _wrong(key, "mapping", value)
        return _mapping_problem(hint, value, key + ".")
    if origin is list:
        if not isinstance(value, (list, tuple)):  # a tuple: a caller in memory; the journal's JSON has lists
            return _wrong(key, "list", value)
        item = get_args(hint)[0] if get_args(hint) else Any
        for index, each in enumerate(value):
            problem = _expected(item, each, f"{key}[{index}]")
            if problem is not None:
                return problem
        return None
    if origin is dict or hint is dict:
        return None if isinstance(value, Mapping) else _wrong(key, "mapping", value)
    if hint is bool:
        return None if isinstance(value, bool) else _wrong(key, "yes_no", value)
    if hint is int:
        return None if isinstance(value, int) and not isinstance(value, bool) else _wrong(key, "number", value)
    if hint is str:
        return None if isinstance(value, _SCALARS) and not isinstance(value, bool) else _wrong(key, "word", value)
    return None  # a shape this check does not know (a class): the engine's own reading judges it


def _wrong(key: str, shape: str, value: Any) -> Message:
    return say("replay.entry_key", key=key, shape=say(f"replay.shape.{shape}"), value=shown(value))


@cache
def _hints(shape: type) -> dict[str, Any]:
    return get_type_hints(shape, include_extras=True)


@cache
def _required(shape: type) -> tuple[str, ...]:
    """The keys marked `Required` (or not `NotRequired` in a total shape), read from the hints: under
    `from __future__ import annotations` the class's own `__required_keys__` cannot see the markers."""
    total = getattr(shape, "__total__", True)
    return tuple(key for key, hint in _hints(shape).items()
                 if get_origin(hint) is Required or (total and get_origin(hint) is not NotRequired))
