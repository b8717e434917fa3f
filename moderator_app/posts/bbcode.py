"""BBCode escaping: a nick or host text can never open or close a tag in a post.

Every `{{ … }}` value of every template (shipped or host-edited) passes through `escape_bbcode`
(the environment's `finalize`), so `[/b][url=…]` as a nick prints literally. Tags are written only
in a template's literal text. The escape puts a zero-width space after each "[": no forum engine
(phpBB, SMF, vBulletin, IPB, XenForo) reads "[\u200bb]" as a tag, and a reader sees "[b]".
It is idempotent, and `Markup` is not trusted: a host template's `|safe` cannot unescape a nick.
"""

from __future__ import annotations

import re

ZERO_WIDTH_SPACE = "\u200b"
_OPEN_BRACKET = re.compile(r"\[(?!\u200b)")


def escape_bbcode(value: object) -> str:
    """Make user text inert in BBCode: "[b]" prints as text, not as a tag."""
    if value is None:
        return ""
    return _OPEN_BRACKET.sub("[" + ZERO_WIDTH_SPACE, str(value))


def unescape_bbcode(text: str) -> str:
    """The text a reader sees (the zero-width spaces the escape added removed)."""
    return text.replace("[" + ZERO_WIDTH_SPACE, "[")
