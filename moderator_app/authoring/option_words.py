"""What an option (a ruling's switch) is called in the host's language.

An option's key is the set's id for it (`$tie_rule` in the file); the host reads its words: the
set's own `option_names` (declared per language, checked like every name), else the engine's
declaration of the options it reads itself (schema.ENGINE_OPTIONS), else the key. The editor and
the reference both read this one place.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.rolesets.decl import word
from ..engine.rolesets.schema import ENGINE_OPTIONS


def declared_option_words(raw: Mapping[str, Any], name: str) -> Mapping[str, str]:
    """An option's words per language: the set's, else the engine's; empty when neither has any."""
    own = raw.get("option_names")
    words = own.get(name) if isinstance(own, Mapping) else None
    if isinstance(words, Mapping) and any(str(v).strip() for v in words.values()):
        return {str(k): str(v) for k, v in words.items()}
    engine = ENGINE_OPTIONS.keys().get(name)
    return engine.doc if engine is not None else {}


def engine_words_it(name: str) -> bool:
    """The engine reads this option itself and declares its words (the host does not name it)."""
    return name in ENGINE_OPTIONS.keys()


def option_words(raw: Mapping[str, Any], name: str, lang: str) -> str:
    """The option's words in `lang` along the one fallback chain; its key when nothing declares it."""
    words = declared_option_words(raw, name)
    if not words:
        return name
    text = word(words, lang)
    return text[:1].upper() + text[1:] if text else name
