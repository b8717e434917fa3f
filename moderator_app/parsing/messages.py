"""Problem sentences the parser reports to the host: the catalogue's `parser.` keys
(`moderator_app/i18n/*.yaml`), one fallback chain, a key missing everywhere is an error (a bug,
not a message).
"""

from __future__ import annotations

from ..i18n import t


def say(key: str, lang: str | None = None, **values: object) -> str:
    """The problem sentence `key` in `lang`, with values filled in."""
    return t(f"parser.{key}", lang, **values)
