"""Problem sentences the parser reports to the host: the catalogue's `parser.` keys
(`moderator_app/i18n/*.yaml`), one fallback chain, a key missing everywhere is an error (a bug,
not a message).
"""

from __future__ import annotations

from ..i18n import t


class Said(str):
    """A problem sentence: its text in the language the message was read in (what every caller
    compares and prints), keeping its key and values so the host's screen can say it in the host's
    language ("salon" read as English must not give a Polish host an English sentence)."""

    key: str
    lang: str | None
    values: dict[str, object]

    def __new__(cls, key: str, lang: str | None, values: dict[str, object]) -> "Said":
        self = super().__new__(cls, t(f"parser.{key}", lang, **values))
        self.key, self.lang, self.values = key, lang, values
        return self

    def render(self, lang: str | None) -> str:
        return t(f"parser.{self.key}", lang, **self.values)

    def __reduce__(self):  # copies keep the key, not only the text
        return (Said, (self.key, self.lang, self.values))


def say(key: str, lang: str | None = None, **values: object) -> str:
    """The problem sentence `key` in `lang`, with values filled in."""
    return Said(key, lang, values)


def in_lang(text: object, lang: str | None) -> str:
    """A parser's problem sentence in `lang` where it is one (`Said`); other text as it is."""
    return text.render(lang) if isinstance(text, Said) else str(text)
