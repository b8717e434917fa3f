"""Keys that were once declared but that the engine never read (#11: the checker never passes what
the engine ignores), each with why it went and what to write instead.

The checker refuses a retired key with its reason (in the catalogue) as its hint. A game stored before the key went
keeps its rules text with the key in it (kept_rules): `upgrade_kept` rewrites such a text's mapping
so it loads and plays exactly as it was played — the engine ignored these keys then, too.
"""

from __future__ import annotations

from typing import Any

from ..wording.check_words import Message, say

#: Ability keys that are gone; why, and what to write instead: `checker.retired.abilities.<key>`.
ABILITY_KEYS: tuple[str, ...] = ("chance", "dead_before_night")

#: Options that are gone → the declared option that replaces it; why: `checker.retired.options.<key>`.
OPTIONS: dict[str, str] = {"host_mode": "host_may_play"}


def reason(section: str, key: Any) -> Message | None:
    """Why `key` is no longer accepted in `section` ("abilities" or "options"), or None."""
    if (section == "abilities" and str(key) in ABILITY_KEYS) or (section == "options" and str(key) in OPTIONS):
        return say("hint.retired", why=say(f"retired.{section}.{key}"))
    return None


def upgrade_kept(raw: dict[str, Any]) -> dict[str, Any]:
    """A stored game's kept rules with retired keys turned into what the engine did with them."""
    abilities = raw.get("abilities")
    if isinstance(abilities, dict):
        for spec in abilities.values():
            if isinstance(spec, dict):
                for key in ABILITY_KEYS:
                    spec.pop(key, None)
    options = raw.get("options")
    if isinstance(options, dict):
        for old, new in OPTIONS.items():
            if old in options:  # its presence alone offered the switch
                options.pop(old)
                options.setdefault(new, True)
    return raw
