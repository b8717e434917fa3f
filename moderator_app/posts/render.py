"""Rendering posts: Jinja2 templates per language, the host's own copies first, always sandboxed.

Lookup for a post kind: the role set may name its own template (`posts: {phase_result:
hypermafia_night.bbcode.j2}` or per phase kind `posts: {phase_result: {night: …, day: …}}`);
the host's folder (paths.user_templates_dir()/<lang>/) overrides a shipped template of the same
name; a language without the template falls back along the catalogue's chain (English, then Russian). Every template renders in jinja2's
SandboxedEnvironment with StrictUndefined, every value is BBCode-escaped, and any error becomes
an InputError naming the template file and line.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2
from jinja2.sandbox import SandboxedEnvironment

from .. import paths
from ..engine.errors import InputError
from ..i18n import chain
from ..i18n.jinja import FILTERS as GRAMMAR_FILTERS
from .bbcode import escape_bbcode

if TYPE_CHECKING:
    from ..engine.game import Game

SUFFIX = ".bbcode.j2"
#: Post kinds the app renders and the file each uses unless the role set names another.
KINDS = {
    "phase_result": "phase_result.bbcode.j2",
    "interim_tally": "interim_tally.bbcode.j2",
    "opening": "opening.bbcode.j2",
    "final_reveal": "final_reveal.bbcode.j2",
    "role_card": "role_card.bbcode.j2",
    "private": "private.bbcode.j2",
}


def environment() -> jinja2.Environment:
    return _environment(str(paths.user_templates_dir()), str(paths.templates_dir()))


@lru_cache(maxsize=8)
def _environment(user_dir: str, shipped_dir: str) -> jinja2.Environment:
    env = SandboxedEnvironment(
        loader=jinja2.FileSystemLoader([user_dir, shipped_dir]),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        finalize=escape_bbcode,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
        auto_reload=True,
    )
    env.filters.update(GRAMMAR_FILTERS)  # g, plural, case: see i18n/jinja.py
    return env


def template_name(game: "Game | None", kind: str, variant: str | None = None) -> str:
    """The file a post kind uses in this game's role set.

    `variant` picks from a per-variant mapping: the phase kind for phase results and interim
    counts, the fact kind for private messages. A name may omit the `.bbcode.j2` suffix."""
    chosen: Any = ((game.rs.raw.get("posts") if game is not None else None) or {}).get(kind)
    if isinstance(chosen, dict):
        chosen = chosen.get(variant) or chosen.get("default")
    name = str(chosen) if chosen else KINDS.get(kind, kind)
    return name if name.endswith(".j2") else name + SUFFIX


def load(name: str, lang: str) -> jinja2.Template:
    env = environment()
    candidates = [f"{each}/{name}" for each in chain(lang)]  # the catalogue's one fallback chain
    try:
        return env.select_template(candidates)
    except jinja2.TemplateSyntaxError as err:
        raise InputError(f"template error: {err.message}", file=err.filename or name, line=err.lineno) from None
    except jinja2.TemplateNotFound:
        raise InputError(f"no template '{name}' for language '{lang}'", file=name) from None


def render(name: str, lang: str, **context: Any) -> str:
    """Render a template; a mistake in it (a host's edit) names the file and the line."""
    template = load(name, lang)
    try:
        return template.render(**context).strip()
    except jinja2.TemplateSyntaxError as err:
        raise InputError(f"template error: {err.message}", file=err.filename or template.filename,
                         line=err.lineno) from None
    except Exception as err:  # noqa: BLE001 — any failure inside a template is the template's
        line = _template_line(err, template.filename)
        if line is None:
            raise
        message = err.message if isinstance(err, jinja2.TemplateError) and err.message else str(err)
        raise InputError(f"template error: {message}", file=template.filename, line=line) from None


def _template_line(err: BaseException, filename: str | None) -> int | None:
    """The template line of the innermost template frame (jinja rewrites tracebacks that way)."""
    line = None
    tb = err.__traceback__
    while tb is not None:
        if filename and tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def available_templates() -> dict[str, list[str]]:
    """Shipped template names per language (for the app's "edit a template" list)."""
    root = paths.templates_dir()
    return {d.name: sorted(p.name for p in d.glob(f"*{SUFFIX}")) for d in sorted(root.iterdir()) if d.is_dir()}


def copy_for_editing(name: str, lang: str) -> Path:
    """Copy a shipped template into the host's folder (if not there yet) and return the copy."""
    source = paths.templates_dir() / lang / name
    if not source.is_file():
        source = paths.templates_dir() / "ru" / name
    if not source.is_file() or Path(name).name != name:
        raise InputError(f"no shipped template '{name}'")
    target = paths.user_templates_dir() / lang / name
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    return target
