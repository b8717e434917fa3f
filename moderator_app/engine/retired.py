"""Keys that were once declared but that the engine never read (#11: the checker never passes what
the engine ignores), each with why it went and what to write instead.

The checker refuses a retired key with this reason as its hint. A game stored before the key went
keeps its rules text with the key in it (kept_rules): `upgrade_kept` rewrites such a text's mapping
so it loads and plays exactly as it was played — the engine ignored these keys then, too.
"""

from __future__ import annotations

from typing import Any

#: Ability keys: name → why it is gone.
ABILITY_KEYS: dict[str, str] = {
    "chance": "no rule reads a plain 'odds it works'; the odds the engine draws are the effect's own "
              "parameters (evidence_chance, reveal_victim_chance, vote_loss_chance, exposure)",
    "dead_before_night": "a target dead before the night is refused for every ability (C-ORDER-2); "
                         "nothing to write",
}

#: Options: name → (the declared option that replaces it, why).
OPTIONS: dict[str, tuple[str, str]] = {
    "host_mode": ("host_may_play", "its value was never read; write host_may_play: true to offer the "
                                   "playing-host switch (S-TAB-3)"),
}


def reason(section: str, key: Any) -> str | None:
    """Why `key` is no longer accepted in `section` ("abilities" or "options"), or None."""
    if section == "abilities":
        return ABILITY_KEYS.get(str(key))
    if section == "options" and str(key) in OPTIONS:
        return OPTIONS[str(key)][1]
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
        for old, (new, _why) in OPTIONS.items():
            if old in options:  # its presence alone offered the switch
                options.pop(old)
                options.setdefault(new, True)
    return raw
