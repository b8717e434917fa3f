"""A BBCode -> HTML preview of a post, for the app to show before the host copies it.

Built on the `bbcode` package's parser, with the tags forum posts use beyond its defaults
(`[spoiler]`, `[size]`, `[quote=Author]`), and `[s]` as `<s>`: the package writes `<strike>`, which
Qt's rich text (the app's preview) does not draw, so a correction's replaced facts showed unstruck. Text is HTML-escaped; the cosmetic replacements the
package would make ("--" into a dash) are off, so the preview shows what the forum will show.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

import bbcode

_SIZE = re.compile(r"^\d{1,3}(px|pt|%)?$")
_LEGACY_PX = [10, 10, 13, 16, 18, 24, 32, 48]


def _quote(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    author = options.get("quote") or ""
    head = f"<cite>{html.escape(author)}:</cite><br />" if author else ""
    return f"<blockquote>{head}{value}</blockquote>"


def _spoiler(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    # Qt's rich text (the app's preview) knows no <details>: a framed block reads the same there
    title = html.escape(options.get("spoiler") or "Spoiler")
    return (f'<div style="border:1px dashed #999; padding:4px; margin:4px 0;">'
            f"<b>{title}:</b><br />{value}</div>")


def _strike(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    return f"<s>{value}</s>"


def _code(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    return f"<pre>{value}</pre>"


def _size(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    size = str(options.get("size") or "").strip()
    if not _SIZE.match(size):
        return value
    if size[-1].isdigit():  # [size=5] is an old 1..7 scale; phpBB's [size=150] is a percentage
        number = int(size)
        css = f"{_LEGACY_PX[number]}px" if number < len(_LEGACY_PX) else f"{number}%"
    else:
        css = size
    return f'<span style="font-size:{css};">{value}</span>'


@lru_cache(maxsize=1)
def _parser() -> bbcode.Parser:
    parser = bbcode.Parser(replace_cosmetic=False)
    parser.add_formatter("quote", _quote, strip=True, swallow_trailing_newline=True)
    parser.add_formatter("spoiler", _spoiler, strip=True, swallow_trailing_newline=True)
    parser.add_formatter("size", _size)
    for name in ("s", "strike"):
        parser.add_formatter(name, _strike)
    parser.add_formatter("code", _code, render_embedded=False, transform_newlines=False, replace_links=False,
                         replace_cosmetic=False, swallow_trailing_newline=True)
    return parser


def to_html(bbcode_text: str) -> str:
    """The post as HTML (a fragment: no <html> or <body>)."""
    html_text: str = _parser().format(bbcode_text)  # the bbcode package ships no types
    return html_text
