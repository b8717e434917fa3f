"""Grammar filters for the post templates, in the template's own language (its folder: `ru/…`).

    {{ p.nick | g("жив", "жива", "в игре", p.gender) }}   masculine | feminine | no gender known
    {{ post.missed_limit | plural("раз", "раза", "раз") }}  forms as in the catalogue (ru/pl: one|few|many)
    {{ d.nick | case("gen") }}                              the nick inflected where it is a word

The gender is the one declared for the player (`gender: f` in the game's players) when given, else
what the nick's words say (`grammar.gender`); with neither, the third wording, which needs none.
"""

from __future__ import annotations

from typing import Any

import jinja2

from . import LANGS, DEFAULT_LANG
from .format import plural_index
from .grammar import gender as nick_gender
from .grammar import inflect


def _lang(ctx: Any) -> str:
    head = str(getattr(ctx, "name", "") or "").replace("\\", "/").split("/", 1)[0]
    return head if head in LANGS else DEFAULT_LANG


@jinja2.pass_context
def g(ctx: Any, nick: Any, masculine: str, feminine: str, neutral: str, declared: Any = None) -> str:
    found = declared if declared in ("m", "f") else getattr(nick, "gender", None) or nick_gender(str(nick), _lang(ctx))
    return {"m": masculine, "f": feminine}.get(found or "", neutral)


@jinja2.pass_context
def plural(ctx: Any, number: Any, *forms: str) -> str:
    try:
        index = plural_index(int(number), _lang(ctx))
    except (TypeError, ValueError):
        index = len(forms) - 1
    return forms[min(index, len(forms) - 1)]


@jinja2.pass_context
def case(ctx: Any, nick: Any, grammatical_case: str) -> str:
    return inflect(str(nick), grammatical_case, _lang(ctx), getattr(nick, "gender", None))


FILTERS = {"g": g, "plural": plural, "case": case}
