"""The "every key" part of docs/rolesets.md, generated from the declarations: each section of a role
set (schema.py, schema_parts.py, schema_rooms.py) and each effect (engine/effects/) with every key,
the values it allows, its default and an example written exactly as YAML writes them."""

from __future__ import annotations

from typing import Any

from ..engine.rolesets.decl import Param, word
from ..engine.effects import EFFECTS
from ..engine.rolesets.kinds import Struct
from ..engine.rolesets.schema import SECTIONS


def yaml_inline(value: Any) -> str:
    """A value as it is written in a role set (`true`, `null`, `[a, b]`, `{kind: parity}`)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{yaml_inline(k)}: {yaml_inline(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(yaml_inline(v) for v in value) + "]"
    return str(value)


def _cell(text: str) -> str:
    return text.replace("|", "/").replace("\n", " ")


def _rows(params: tuple[Param, ...]) -> list[str]:
    rows = ["| key | allowed values | default | example | what |", "|---|---|---|---|---|"]
    for param in params:
        allowed = "see below" if isinstance(param.kind, Struct) and len(param.kind.params) > 3 else param.kind.describe()
        default = f"`{yaml_inline(param.default)}`" if param.default is not None else ("required" if param.required else "—")
        example = param.example if param.example is not None else param.default
        shown = f"`{param.name}: {yaml_inline(example)}`" if example is not None else "—"
        rows.append(f"| `{param.name}` | {_cell(allowed)} | {default} | {_cell(shown)} | {_cell(word(param.doc, 'en'))} |")
    return rows


def parameters_markdown() -> str:
    """Every section and every effect with all their keys (a test fails when the page is stale)."""
    out: list[str] = []
    for section in SECTIONS:
        title = section.name or "top level"
        out += [f"#### `{title}`", "", word(section.doc, "en").capitalize() + ".", ""]
        out += _rows(section.params) + [""]
    for name in sorted(EFFECTS):
        decl = EFFECTS[name]
        out += [f"#### effect `{name}` (priority {decl.priority})", "", word(decl.doc, "en"), ""]
        out += (_rows(decl.params) if decl.params else ["No parameters of its own."]) + [""]
        if decl.defaults:  # read by the engine, the editor and the simulator alike (schema_parts.ability_params)
            own = ", ".join(f"`{key}: {yaml_inline(value)}`" for key, value in sorted(decl.defaults.items()))
            out += [f"Its own defaults for keys every ability may carry: {own}.", ""]
    return "\n".join(out)
