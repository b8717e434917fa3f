"""BBCode escaping: a nick or host text can never open or close a tag in a post."""

from __future__ import annotations

from markupsafe import Markup

_ESCAPES = {"[": "[[]", "]": "[]]"}  # phpBB/SMF show "[[]" as a literal bracket only inside [noparse]
_NOPARSE = "\u200b"  # a zero-width space after "[" breaks a tag on every forum engine we know


def escape_bbcode(value: object) -> Markup:
    """Make user text inert in BBCode: "[b]" prints as text, not as a tag."""
    if isinstance(value, Markup):
        return value
    text = "" if value is None else str(value)
    return Markup(text.replace("[", "[" + _NOPARSE))
