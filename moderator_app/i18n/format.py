"""Filling a catalogue text: Python's `{name}` placeholders plus four grammar specs.

    {n:plural:день|дня|дней}   plural form for the number (CLDR integer rules, written out below
                               because three languages' rules fit in ten lines — no Babel needed)
    {nick:case:gen}            a nick inflected into a case where it is a word (`grammar.inflect`)
    {nick:gender:m|f|neutral}  a form by the nick's gender (a `grammar.Nick` carries a declared one,
                               else the nick's words tell), the third form when unknown
    {kind:key:phase.kind}      the value as a key under a prefix, itself translated

A value that is a list prints joined with ", " (an empty one as "—"); None prints as "—".
A value that ends its sentence with its own full stop (a nick «Вася.», a list ending in one) is not
given the text's second one: «Также победили: Вася.», never «Вася..» (`after_value`; the posts'
templates follow the same rule, posts/render.py).
"""

from __future__ import annotations

import re
import string
from typing import Any, Callable, Mapping

_keyed: Callable[[str, str], str | None] = lambda key, lang: None
"""The catalogue's text for `key` in `lang`, or None where it has none: given by the catalogue
(i18n/__init__, `use_catalogue`) when it loads, so this module imports nothing of it back."""


def use_catalogue(keyed: Callable[[str, str], str | None]) -> None:
    global _keyed
    _keyed = keyed


CASES = ("nom", "gen", "dat", "acc", "ins", "loc")


def plural_index(n: int, lang: str) -> int:
    """Index of the plural form: ru/pl one=0 few=1 many=2; en one=0 other=1."""
    n = abs(int(n))
    if lang == "en":
        return 0 if n == 1 else 1
    if lang == "ru" and n % 10 == 1 and n % 100 != 11:
        return 0
    if lang == "pl" and n == 1:
        return 0
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return 1
    return 2


def plain(value: Any) -> str:
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(plain(v) for v in value) or "—"
    return "—" if value is None else str(value)


class _Filler(string.Formatter):
    def __init__(self, lang: str, escape: Callable[[str], str] | None = None) -> None:
        self.lang, self.escape = lang, escape

    def format_field(self, value: Any, format_spec: str) -> str:
        if self.escape is None:
            return self._field(value, format_spec)
        kind = format_spec.partition(":")[0]
        if isinstance(value, (list, tuple)) and kind in ("", "case"):  # each item escaped on its own
            return ", ".join(self.escape(self._field(v, format_spec)) for v in value) or "—"
        return self.escape(self._field(value, format_spec))

    def _field(self, value: Any, format_spec: str) -> str:
        kind, _, arg = format_spec.partition(":")
        if kind == "plural":
            forms = arg.split("|")
            return forms[min(plural_index(_number(value), self.lang), len(forms) - 1)]
        if kind == "case":
            from .grammar import inflect  # lazy: i18n.grammar costs ~4 ms CPU, not needed before the first frame (bench_startup)

            if arg not in CASES:
                raise ValueError(f"unknown case '{arg}' (one of {', '.join(CASES)})")
            # a `Nick` keeps its declared gender into the declension («Кэт», a woman, stays undeclined)
            return plain([inflect(v if isinstance(v, str) else str(v), arg, self.lang) for v in value]) \
                if isinstance(value, (list, tuple)) else inflect(value if isinstance(value, str) else plain(value), arg, self.lang)
        if kind == "gender":
            from .grammar import gender  # lazy: i18n.grammar costs ~4 ms CPU, not needed before the first frame (bench_startup)

            forms = arg.split("|")
            found = getattr(value, "gender", None) or gender(plain(value), self.lang)
            index = {"m": 0, "f": 1}.get(found or "", 2)
            return forms[min(index, len(forms) - 1)]
        if kind == "key":
            found = _keyed(f"{arg}.{value}", self.lang)
            return found if found is not None else plain(value)
        if format_spec and isinstance(value, (int, float)) and not isinstance(value, bool):
            return format(value, format_spec)  # a number's own spec: `{size:,}` groups its thousands
        return format(plain(value), format_spec) if format_spec else plain(value)


def _number(value: Any) -> int:
    if isinstance(value, (list, tuple, set)):
        return len(value)
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


#: the text's full stop after a value, behind any closing tags (`[/b].`); an ellipsis (`..`) is left alone
_STOP_AFTER = re.compile(r"^((?:\[/[a-z]+\])*)\.(?!\.)")
_ISOLATES = "\u2068\u2069"  #: bidi isolate marks a value may be wrapped in (posts/bbcode.isolate_bidi)


def after_value(value: str, text: str) -> str:
    """`text` that follows a filled `value`, without its full stop when the value already ends with
    one: a nick «Вася.» or a list of nicks ending in it closes the sentence itself."""
    if not value.rstrip(_ISOLATES).endswith("."):
        return text
    return _STOP_AFTER.sub(r"\1", text, count=1)


def fill(text: str, lang: str, params: Mapping[str, Any], escape: Callable[[str], str] | None = None) -> str:
    """`text` with `params` filled in; a placeholder without a value is a bug (KeyError). With
    `escape`, each filled value (each item of a list) passes through it: the posts make a nick inert
    in BBCode while the text's own tags stay tags (posts/fact_words.py)."""
    filler = _Filler(lang, escape)
    out: list[str] = []
    value = ""
    for literal, field, spec, conversion in filler.parse(text):
        out.append(after_value(value, literal) if value else literal)
        if field is None:  # the text's end, or a literal brace (`{{`) splitting it
            value = ""
            continue
        found, _ = filler.get_field(field, (), params)
        found = filler.convert_field(found, conversion)
        value = filler.format_field(found, filler.vformat(spec or "", (), params))
        out.append(value)
    return "".join(out)
