"""YAML loading that remembers line numbers, so errors can say `file:line: message`."""

from __future__ import annotations

from typing import Any

import yaml

from .errors import InputError


class LineDict(dict):
    """A mapping from YAML that knows the line it started on and each key's line."""

    line: int = 0
    key_lines: dict[str, int]


class LineList(list):
    """A sequence from YAML that knows the line of each item."""

    line: int = 0
    item_lines: list[int]


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
            raise InputError("a mapping key must be a plain value", line=key_node.start_mark.line + 1)
        if key in result:
            raise InputError(f"duplicate key '{key}'", line=key_node.start_mark.line + 1)
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


def load_yaml(text: str, file: str | None = None) -> Any:
    """Parse YAML text; a syntax error becomes an InputError with the file and line."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - SafeLoader subclass
    except InputError as err:
        err.located(file)
        raise
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        context = ""
        if err.context and err.context_mark and err.context_mark is not mark:
            context = f" ({err.context} from line {err.context_mark.line + 1})"
        raise InputError(f"broken YAML: {err.problem or err}{context}", file=file, line=line) from None
    except yaml.YAMLError as err:
        raise InputError(f"broken YAML: {err}", file=file) from None


def line_of(node: Any, key: str | None = None, default: int | None = None) -> int | None:
    """The line of a YAML node, or of one of its keys."""
    if isinstance(node, LineDict):
        if key is not None and key in node.key_lines:
            return node.key_lines[key]
        return node.line
    if isinstance(node, LineList):
        return node.line
    return default
