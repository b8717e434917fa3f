"""An inbox row's problem sentence kept over a restart as its catalogue key and values, not as text
(no Qt here). The parser's sentences (`parsing.messages.Said`) are said in the host's language when
shown; stored as plain text they came back in the language and the wording of the day they were
pasted — a Russian sentence under an English interface, or an old wording with a rule's code in it
("(bold_or_tag)"). `encode` keeps the key and values; `decode` makes the sentence again; a plain
sentence stored by an earlier version is recognised against the catalogue's sentences (`revive`),
and a value that is a word's code ("bold_or_tag") becomes that word again.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ...i18n import LANGS, catalogue
from ...parsing.messages import Named, Said, word

SECTIONS = ("parser",)
"""The catalogue sections whose sentences an inbox row's problem may be."""
WORD_SECTIONS = ("vote_rules.mark",)
"""Words that are values of those sentences ("{need}": a rule's mark), by their code."""


def encode(value: Any) -> Any:
    """A sentence (or a word in one) as JSON: its key and values; anything else as it is."""
    if isinstance(value, Said):
        return {"said": value.key, "section": value.section, "lang": value.lang, "text": str(value),
                "values": {k: encode(v) for k, v in value.values.items()}}
    if isinstance(value, Named):
        return {"named": value.names, "default": value.default}
    return value


def decode(value: Any) -> Any:
    """What `encode` kept, as the sentence again; a plain stored sentence through `revive`."""
    if isinstance(value, dict) and "said" in value:
        values = {k: decode(v) for k, v in (value.get("values") or {}).items()}
        try:
            return Said(str(value["said"]), value.get("lang"), values, str(value.get("section") or "parser"))
        except Exception:  # a key this version no longer has: the words of the paste's day, as stored
            return revive(str(value.get("text") or value["said"]))
    if isinstance(value, dict) and "named" in value:
        return Named(value.get("named"), None, str(value.get("default") or ""))
    if isinstance(value, str):
        return revive(value)
    return value


def revive(text: str) -> str:
    """A plain sentence an earlier version stored, as the catalogue's sentence it is (in any language,
    with its values), so it is said in the host's language; else the text as it is."""
    for pattern, key, section, lang, names in _patterns():
        found = pattern.fullmatch(text.strip())
        if found:
            values = {n: _as_word(found.group(n)) for n in names}
            return Said(key, lang, values, section)
    return text


def _as_word(value: str) -> Any:
    """A value that is a word's code or the word itself in any language, as that word."""
    for section in WORD_SECTIONS:
        for lang in LANGS:
            for key, text in catalogue(lang).items():
                if key.startswith(section + ".") and value in (key[len(section) + 1:], str(text)):
                    return word(key, lang)
    return value


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[re.Pattern[str], str, str, str, list[str]]]:
    """Each sentence of SECTIONS in each language with simple `{name}` values, as a pattern."""
    found = []
    for lang in LANGS:
        for full, text in catalogue(lang).items():
            section, _, key = full.rpartition(".")
            if section not in SECTIONS or not isinstance(text, str) or re.search(r"\{[^}]*:", text):
                continue
            names = re.findall(r"\{(\w+)\}", text)
            if len(set(names)) != len(names):
                continue
            pattern = re.escape(text)
            for name in names:
                pattern = pattern.replace(re.escape("{" + name + "}"), f"(?P<{name}>.+?)", 1)
            found.append((re.compile(pattern, re.S), key, section, lang, names))
    return found
