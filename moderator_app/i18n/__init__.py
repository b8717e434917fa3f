"""Every word a host or a player reads, from one catalogue per language: `ru.yaml`, `pl.yaml`, `en.yaml`
(the words of an effect, a private fact or a log line are declared beside it in the engine and read
along the same fallback chain: `EffectDecl`, `FactDecl`, `EventDecl`).

Use it like this (the whole API):

    from moderator_app.i18n import t
    t("refusal.same_target_twice", "pl")                        # "ten sam cel dwie noce z rzędu"
    t("refusal.target_dead", "ru", target="Вася")               # "Вася уже мёртв"

Adding a string: put the same dotted key into all three files (nested YAML: `refusal:` then
`target_dead:`); `tests/i18n/test_catalogue.py` fails when a key is missing in one language or a
placeholder differs. Group keys by the module that speaks them (`cli.`, `parser.`, `checker.`…).

Placeholders are Python's `{name}`; a few format specs cover grammar (`i18n/format.py`):

    {n:plural:день|дня|дней}      the form for the number n by the language's rules
                                  (ru, pl: one|few|many; en: one|other)
    {nick:case:acc}               the nick inflected where it is a word: nom gen dat acc ins loc
    {nick:gender:пал|пала|…}      masculine | feminine | wording for an unknown gender
    {kind:key:phase.kind}         the value looked up as a key under a prefix (`phase.kind.day`)

ONE fallback chain (`FALLBACK`): the asked language, then English, then Russian. A key found in
no language raises `MissingText` (a bug, not a message); a caller showing data it does not
control (a new engine cause) asks `has(key)` first. A role set's own words (role, team, action
names) go through `name_in(names, lang, default)` with the same chain.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from .format import fill, use_catalogue
import json
import os

LANGS = ("ru", "pl", "en")
#: Each language by its own name (a language menu shows these whatever the interface language).
LANGUAGE_NAMES = {"ru": "Русский", "pl": "Polski", "en": "English"}
DEFAULT_LANG = "ru"
FALLBACK = ("en", "ru")  #: after the asked language; English is the contract's language and the lingua franca


class MissingText(KeyError):
    """A key found in no language's catalogue."""


def folder() -> Path:
    return Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def catalogue(lang: str) -> dict[str, Any]:
    """One language's flat catalogue, `{"refusal.dead_actor": "…"}`, loaded once."""
    path = folder() / f"{lang}.yaml"
    if not path.is_file():
        return {}
    cached = _cached(path)
    if cached is not None:
        return cached
    import yaml  # lazy: yaml costs ~17 ms CPU, not needed before the first frame (bench_startup)

    data = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    flat: dict[str, Any] = {}
    _flatten(data or {}, "", flat)
    _cached(path, flat)
    return flat


def _cached(path: Path, flat: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """The flattened catalogue as JSON in the cache folder, named by the YAML's size and time: the
    window's first frame reads it in a millisecond instead of importing and running PyYAML (#14 item 9).
    Without `flat`: read it (None when absent or stale); with it: write it (a failure is harmless)."""
    try:
        stat = path.stat()
        base = os.environ.get("MODERATOR_APP_CACHE")
        if base is None:
            import platformdirs  # lazy: platformdirs costs ~4 ms CPU, not needed before the first frame (bench_startup)

            base = platformdirs.user_cache_dir("moderator-app")
        cache = Path(base) / "i18n" / f"{path.stem}-{stat.st_size}-{stat.st_mtime_ns}.json"
        if flat is None:
            return json.loads(cache.read_text(encoding="utf-8")) if cache.is_file() else None
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_text(json.dumps(flat, ensure_ascii=False), encoding="utf-8")
    except (OSError, ValueError):
        return None
    return None


def _flatten(node: Mapping[str, Any], prefix: str, out: dict[str, Any]) -> None:
    for key, value in node.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            _flatten(value, name + ".", out)
        else:
            out[name] = value


def chain(lang: str | None) -> tuple[str, ...]:
    """The languages asked in order for `lang`: itself, then FALLBACK."""
    first = lang if lang in LANGS else DEFAULT_LANG
    return (first, *(x for x in FALLBACK if x != first))


def raw(key: str, lang: str | None) -> str:
    """The unformatted text of `key` along the fallback chain; MissingText if no language has it."""
    for each in chain(lang):
        value = catalogue(each).get(key)
        if value is not None:
            return str(value)
    raise MissingText(key)


def has(key: str) -> bool:
    return any(key in catalogue(lang) for lang in LANGS)


def t(key: str, lang: str | None, /, **params: Any) -> str:
    """The text of `key` in `lang` with `params` filled in (see the module docstring for specs)."""
    return fill(raw(key, lang), lang if lang in LANGS else DEFAULT_LANG, params)


def name_in(names: Mapping[str, Any] | None, lang: str | None, default: str) -> str:
    """A role set's own word (`names: {ru: …, pl: …}`) in `lang` along the same chain, else `default`."""
    names = names or {}
    for each in chain(lang):
        if names.get(each):
            return str(names[each])
    return default



use_catalogue(lambda key, lang: t(key, lang) if has(key) else None)  # `{x:key:section}` specs read the catalogue

__all__ = ["LANGS", "LANGUAGE_NAMES", "DEFAULT_LANG", "FALLBACK", "MissingText", "t", "has", "raw", "name_in", "chain", "catalogue"]
