"""Problem sentences the parser reports to the host: the catalogue's `parser.` keys
(`moderator_app/i18n/*.yaml`), one fallback chain, a key missing everywhere is an error (a bug,
not a message).
"""

from __future__ import annotations

from ..i18n import name_in, t


class Said(str):
    """A problem sentence: its text in the language the message was read in (what every caller
    compares and prints), keeping its key and values so the host's screen can say it in the host's
    language ("salon" read as English must not give a Polish host an English sentence)."""

    key: str
    lang: str | None
    values: dict[str, object]
    section: str

    def __new__(cls, key: str, lang: str | None, values: dict[str, object], section: str = "parser") -> "Said":
        self = super().__new__(cls, t(f"{section}.{key}", lang, **_in(values, lang)))
        self.key, self.lang, self.values, self.section = key, lang, values, section
        return self

    def render(self, lang: str | None) -> str:
        return t(f"{self.section}.{self.key}", lang, **_in(self.values, lang))

    def __reduce__(self) -> tuple[type[Said], tuple[str, str | None, dict[str, object], str]]:  # copies keep the key, not only the text
        return (Said, (self.key, self.lang, self.values, self.section))


def _in(values: dict[str, object], lang: str | None) -> dict[str, object]:
    """Values that are words themselves (`word`, `Named`) said in `lang` too."""
    return {k: v.render(lang) if isinstance(v, (Said, Named)) else v for k, v in values.items()}


class Named(str):
    """A role set's own word (an ability's `names: {ru: …}`) as a value of a sentence: it follows the
    sentence into the host's language, its id where the set names it in no language."""

    names: dict[str, str]
    default: str

    def __new__(cls, names: dict[str, str] | None, lang: str | None, default: str) -> "Named":
        self = super().__new__(cls, name_in(names, lang, default))
        self.names, self.default = dict(names or {}), default
        return self

    def render(self, lang: str | None) -> str:
        return name_in(self.names, lang, self.default)

    def __reduce__(self) -> tuple[type[Named], tuple[dict[str, str], None, str]]:
        return (Named, (self.names, None, self.default))


def word(key: str, lang: str | None = None) -> str:
    """A word of another catalogue section ("vote_rules.mark.bold") as a value of a sentence: it
    follows the sentence into the host's language."""
    section, _, rest = key.partition(".")
    return Said(rest, lang, {}, section)


def say(key: str, lang: str | None = None, **values: object) -> Said:
    """The problem sentence `key` in `lang`, with values filled in."""
    return Said(key, lang, values)


def in_lang(text: object, lang: str | None) -> str:
    """A parser's problem sentence in `lang` where it is one (`Said`); other text as it is."""
    return text.render(lang) if isinstance(text, Said) else str(text)
