"""YAML loading that remembers line numbers (errors say `file:line: message`) and is bounded.

A shared file is hostile until read: its encoding is detected (textfile.py), its size is bounded,
and the YAML node graph is measured before anything is built, so an alias bomb (a few hundred
bytes of anchors that expand to billions of values), an alias that contains itself, or nesting
thousands deep is a message, never a hang or a RecursionError. `load_mapping` also refuses a
document that is not a mapping with a message naming what it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..wording.check_words import hinted, say
from ..model.errors import InputError
from .textfile import MAX_BYTES, read_text
from .yaml_words import context_words, problem_words

#: Values a document may hold once its aliases are expanded (the largest shipped set: ~3,000).
MAX_VALUES = 200_000
#: How deep mappings and lists may nest (a role set needs about 6).
MAX_DEPTH = 64


class LineDict(dict[Any, Any]):
    """A mapping from YAML that knows the line it started on and each key's line."""
    # keys are any plain scalar the document wrote (`1:`, `null:`); the checker refuses the odd ones with their line

    line: int = 0
    key_lines: dict[str, int]


class LineList(list[Any]):
    """A sequence from YAML that knows the line of each item."""

    line: int = 0
    item_lines: list[int]


def plain_data(value: Any) -> Any:
    """The same data in plain dicts and lists, without the line-keeping types (yaml.safe_dump writes only plain types)."""
    if isinstance(value, dict):
        return {k: plain_data(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain_data(v) for v in value]
    return value


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """Safe loading only (a role set is data and can never run code); libyaml's parser when present,
    about eight times faster than the pure-Python one, which start-up feels."""


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if isinstance(key, bool) and not key_node.style and key_node.value.lower() not in ("true", "false"):
            key = key_node.value  # YAML 1.1 reads a bare `on:`/`yes:` key as a bool; our keys are names
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise InputError(say("yaml.key_not_plain"), line=key_node.start_mark.line + 1)
        if key in result:
            raise InputError(say("yaml.duplicate_key", key=key), line=key_node.start_mark.line + 1)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[str(key)] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def load_plain(text: str) -> Any:
    """The app's own shipped data (a forum's vote rules preset) as plain values: safe loading, with
    libyaml when present — the pure-Python parser took ~5 ms of CPU a preset, twice on the way to a
    host's first click (the board's vote rules line; #25)."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def load_yaml(text: str, file: str | None = None) -> Any:
    """Parse YAML text; a syntax error or an unbounded document becomes an InputError with the
    file and line."""
    if len(text) > MAX_BYTES:
        raise InputError(say("yaml.too_long", size=len(text), most=MAX_BYTES), file=file)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _measure(node)
        return loader.construct_document(node)
    except InputError as err:
        err.located(file)
        raise
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        broken = say("yaml.broken", detail=problem_words(str(err.problem or err)))  # PyYAML's words, in the host's
        if err.context and err.context_mark and err.context_mark is not mark:
            broken = hinted(broken, say("yaml.context", context=context_words(err.context), line=err.context_mark.line + 1))
        raise InputError(broken, file=file, line=line) from None
    except yaml.YAMLError as err:
        raise InputError(say("yaml.broken", detail=str(err)), file=file) from None
    except RecursionError:
        raise InputError(say("yaml.too_deep", most=MAX_DEPTH), file=file) from None
    finally:
        loader.dispose()


def load_file(path: Path, what: str, *, max_bytes: int = MAX_BYTES) -> Any:
    """A YAML file in any encoding a host's editor saves (textfile.py), bounded; must be a mapping.
    `what` names the document in a message: a catalogue code under `checker.what.` ("role_set")."""
    decoded = read_text(path, max_bytes=max_bytes)
    return load_mapping(decoded.text, what, file=str(path))


def load_mapping(text: str, what: str, file: str | None = None) -> Any:
    """`load_yaml`, and the document must be a mapping of keys: `what` names it in the message."""
    doc = load_yaml(text, file=file)
    if not isinstance(doc, dict):
        shapes: list[tuple[type, str]] = [(type(None), "empty"), (list, "list"), (str, "text"),
                                          (bool, "bool"), (int, "number"), (float, "number")]
        seen = next((say(f"yaml.shape.{v}") for t, v in shapes if isinstance(doc, t)), type(doc).__name__)
        raise InputError(say("yaml.not_mapping", what=say(f"what.{what}"), seen=seen), file=file, line=1)
    return doc


def _measure(root: yaml.Node) -> None:
    """Refuse a node graph too big once aliases are expanded, too deep, or containing itself.
    Each distinct node is visited once (sizes are memoised), so the bomb costs nothing to measure."""
    size: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, int, bool]] = [(root, 1, False)]
    while stack:
        node, depth, done = stack.pop()
        key = id(node)
        if done:
            on_path.discard(key)
            children = _children(node)
            size[key] = 1 + sum(size[id(c)] for c in children)
            if size[key] > MAX_VALUES:
                raise InputError(say("yaml.too_many_values", most=MAX_VALUES), line=node.start_mark.line + 1)
            continue
        if key in size:
            continue
        if key in on_path:
            raise InputError(say("yaml.alias_loop"), line=node.start_mark.line + 1)
        if depth > MAX_DEPTH:
            raise InputError(say("yaml.too_deep", most=MAX_DEPTH), line=node.start_mark.line + 1)
        on_path.add(key)
        stack.append((node, depth, True))
        for child in _children(node):
            if id(child) not in size:
                stack.append((child, depth + 1, False))


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def line_of(node: Any, key: str | None = None, default: int | None = None) -> int | None:
    """The line of a YAML node, or of one of its keys."""
    if isinstance(node, LineDict):
        if key is not None and key in node.key_lines:
            return node.key_lines[key]
        return node.line
    if isinstance(node, LineList):
        return node.line
    return default
