"""BBCode escaping: a nick or host text can never open or close a tag in a post.

Every `{{ … }}` value of every template (shipped or host-edited) passes through `escape_bbcode`
(the environment's `finalize`), so `[/b][url=…]` as a nick prints literally. Tags are written only
in a template's literal text. The escape puts a zero-width space after each "[": no forum engine
(phpBB, SMF, vBulletin, IPB, XenForo) reads "[\u200bb]" as a tag, and a reader sees "[b]".
It is idempotent, and `Markup` is not trusted: a host template's `|safe` cannot unescape a nick.
The one value passed as it is is `Written`: BBCode the posts layer composed from declared words
with every value in it escaped already (a private fact's words, posts/fact_words.py); a template
cannot make one (anything it does to it returns a plain string, escaped as usual).

Bidirectional text is isolated (#12 item 7): a value holding right-to-left letters or explicit
direction controls (U+202E RIGHT-TO-LEFT OVERRIDE…) is wrapped in FIRST STRONG ISOLATE … POP
DIRECTIONAL ISOLATE, which ends any embedding or override left open inside it, so a nick can
never reverse the rest of the line ("Вася" voted for "Петя" reading backwards). Isolate marks
inside the value are dropped first, so it cannot close the isolate early.
"""

from __future__ import annotations

import re

ZERO_WIDTH_SPACE = "\u200b"
_OPEN_BRACKET = re.compile(r"\[(?!\u200b)")


FSI, PDI = "\u2068", "\u2069"
_BIDI = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]")


class Written(str):
    """BBCode composed by the posts layer: its tags are the declared words' own, its values escaped."""


def escape_bbcode(value: object) -> str:
    """Make user text inert in BBCode: "[b]" prints as text, not as a tag; right-to-left text isolated."""
    if value is None:
        return ""
    if type(value) is Written:
        return value
    return isolate_bidi(_OPEN_BRACKET.sub("[" + ZERO_WIDTH_SPACE, str(value)))


def isolate_bidi(text: str) -> str:
    """Text with right-to-left letters or direction controls outside any isolate, wrapped so it
    cannot reorder what follows it; balanced isolates kept, an unmatched PDI dropped, an open one
    closed. Other text unchanged. Idempotent."""
    if not _BIDI.search(text):
        return text
    out: list[str] = []
    depth, outside = 0, False
    for char in text:
        if char in "\u2066\u2067\u2068":
            depth += 1
        elif char == PDI:
            if not depth:
                continue  # it would close our isolate early
            depth -= 1
        elif not depth and _BIDI.match(char):
            outside = True
        out.append(char)
    body = "".join(out) + PDI * depth
    return FSI + body + PDI if outside else body


def unescape_bbcode(text: str) -> str:
    """The text a reader sees (the zero-width spaces the escape added removed)."""
    return text.replace("[" + ZERO_WIDTH_SPACE, "[")
