"""Jinja2 rendering of posts: templates per language in templates/<lang>/, BBCode-escaped values."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import jinja2

from .. import paths
from .bbcode import escape_bbcode
from .view import public_phase, role_name

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import Phase


@lru_cache(maxsize=None)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(paths.templates_dir())),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        finalize=escape_bbcode,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
    )
    return env


def _template(name: str, lang: str) -> jinja2.Template:
    env = environment()
    try:
        return env.get_template(f"{lang}/{name}")
    except jinja2.TemplateNotFound:
        return env.get_template(f"ru/{name}")


def render_phase_post(game: "Game", phase: "Phase", lang: str = "ru") -> str:
    """The public result post of a resolved phase."""
    view = public_phase(game, phase, lang)
    return _template("phase_result.bbcode.j2", lang).render(post=view).strip()


def render_private(game: "Game", fact: dict[str, Any], lang: str = "ru") -> str:
    """The text of one private result message, from its fact."""
    fact = dict(fact)
    if fact.get("role"):
        fact["role_name"] = role_name(game, fact["role"], lang)
    return _template("private.bbcode.j2", lang).render(fact=fact).strip()
