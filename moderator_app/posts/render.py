"""Rendering posts: Jinja2 templates per language, the host's own copies first, always sandboxed.

Lookup for a post kind: the role set may name its own template (`posts: {phase_result:
hypermafia_night.bbcode.j2}` or per phase kind `posts: {phase_result: {night: …, day: …}}`);
the host's folder (paths.user_templates_dir()/<lang>/) overrides a shipped template of the same
name; a language without the template falls back along the catalogue's chain (English, then Russian). Every template renders in jinja2's
SandboxedEnvironment with StrictUndefined, every value is BBCode-escaped, and any error becomes
an InputError naming the template file and line.

A host's template is bounded (#12 item 6, #26 item 3): rendering stops after `RENDER_SECONDS` of
the thread's CPU time or `MAX_OUTPUT` characters with a message naming the line — nested huge
loops, `'x' * 10**9`, a huge power, `indent`/`center` with a huge width, a chain of `~`. The
sandbox already refuses unsafe calls; template_bounds.py checks the bounds while it renders.
`join` isolates each item's right-to-left text (bbcode.isolate_bidi), not the list as a whole.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2

from .. import paths
from ..engine.model.errors import InputError
from ..i18n import chain
from ..i18n.format import after_value
from ..i18n.jinja import FILTERS as GRAMMAR_FILTERS
from . import template_bounds
from .bbcode import escape_bbcode, isolate_bidi
from .template_bounds import MAX_OUTPUT, BoundedSandbox, TemplateLimit

if TYPE_CHECKING:
    from ..engine.model.game import Game

#: CPU seconds one post may take to render (the thread's own time: a loaded machine does not count)
RENDER_SECONDS = template_bounds.RENDER_SECONDS
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


def _join(value: Any, separator: str = "", attribute: Any = None) -> str:
    """Jinja's `join`, with each item's right-to-left text isolated on its own."""
    items = [getattr(v, attribute) if attribute else v for v in value] if attribute else list(value)
    texts = [str(item) for item in items]
    template_bounds.refuse_size(sum(map(len, texts)) + len(str(separator)) * len(texts))
    return str(separator).join(isolate_bidi(text) for text in texts)


class _Value(str):
    """A `{{ … }}` output piece, escaped (the environment's `finalize`): the text after it may drop a
    full stop the value already ends with (i18n.format.after_value: «Вася.» ends the sentence)."""

    def __str__(self) -> str:
        return self


def _value(value: Any) -> str:
    return _Value(escape_bbcode(value))


def environment() -> jinja2.Environment:
    return _environment(str(paths.user_templates_dir()), str(paths.templates_dir()))


@lru_cache(maxsize=8)
def _environment(user_dir: str, shipped_dir: str) -> jinja2.Environment:
    env = BoundedSandbox(
        loader=jinja2.FileSystemLoader([user_dir, shipped_dir]),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        finalize=_value,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
        auto_reload=True,
    )
    env.filters["join"] = _join
    env.filters.update(GRAMMAR_FILTERS)  # g, plural, case: see i18n/jinja.py
    env.bound_filters()
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


class draft:
    """While open, the template `lang/name` is the text `source` the host is editing (not saved yet),
    compiled in the same sandbox and named `filename` in errors (the template editor's preview).
    `used` tells afterwards whether a render asked for it (the open game's set may use another)."""

    def __init__(self, name: str, lang: str, source: str, filename: str):
        self.key, self.source, self.filename, self.used = f"{lang}/{name}", source, filename, False

    def __enter__(self) -> "draft":
        _drafts.current = self
        return self

    def __exit__(self, *_exc: Any) -> None:
        _drafts.current = None


_drafts = threading.local()


def _drafted(env: jinja2.Environment, candidates: list[str]) -> jinja2.Template | None:
    current = getattr(_drafts, "current", None)
    if current is None:
        return None
    found = next((c for c in candidates if c == current.key or env.loader is not None and _exists(env, c)), None)
    if found != current.key:
        return None
    current.used = True
    code = env.compile(current.source, name=current.key, filename=current.filename)
    return env.template_class.from_code(env, code, env.make_globals(None))


def _exists(env: jinja2.Environment, name: str) -> bool:
    try:
        env.get_template(name)
        return True
    except jinja2.TemplateNotFound:
        return False


def load(name: str, lang: str) -> jinja2.Template:
    env = environment()
    candidates = [f"{each}/{name}" for each in chain(lang)]  # the catalogue's one fallback chain
    try:
        drafted = _drafted(env, candidates)
        if drafted is not None:
            return drafted
        return env.select_template(candidates)
    except jinja2.TemplateSyntaxError as err:
        raise InputError(f"template error: {err.message}", file=err.filename or name, line=err.lineno) from None
    except jinja2.TemplateNotFound:
        raise InputError(f"no template '{name}' for language '{lang}'", file=name) from None


def mentions(name: str, lang: str, field: str) -> bool:
    """Does the template that would render (a host's copy, a draft, or the shipped one) name `field`?
    A host's copy written before a field existed does not: the caller then keeps its content where
    such a copy shows it."""
    current = getattr(_drafts, "current", None)
    if current is not None and current.key in [f"{each}/{name}" for each in chain(lang)]:
        return field in current.source
    template = load(name, lang)
    try:
        return field in Path(str(template.filename)).read_text(encoding="utf-8")
    except OSError:
        return True


def render(name: str, lang: str, **context: Any) -> str:
    """Render a template; a mistake in it (a host's edit) names the file and the line."""
    template = load(name, lang)
    template_bounds.start(RENDER_SECONDS)
    try:
        pieces, size, value = [], 0, ""
        for piece in template.generate(**context):
            size += len(piece)
            if size > MAX_OUTPUT:
                raise TemplateLimit(f"the post grew past {MAX_OUTPUT:,} characters")
            template_bounds.check()
            if value and type(piece) is not _Value:
                piece = after_value(value, piece)  # «Также победили: Вася.» — not «Вася..»
            value = piece if type(piece) is _Value else ""
            pieces.append(piece)
        return "".join(pieces).strip()
    except TemplateLimit as err:
        raise InputError(f"template error: {err}", file=template.filename, line=_template_line(err, template.filename)) from None
    except jinja2.TemplateSyntaxError as err:
        raise InputError(f"template error: {err.message}", file=err.filename or template.filename,
                         line=err.lineno) from None
    except Exception as err:  # noqa: BLE001 — any failure inside a template is the template's
        line = _template_line(err, template.filename)
        if line is None:
            raise
        message = err.message if isinstance(err, jinja2.TemplateError) and err.message else str(err)
        raise InputError(f"template error: {message}", file=template.filename, line=line) from None
    finally:
        template_bounds.stop()


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
