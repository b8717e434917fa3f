"""A setup entry's shape, checked before the engine reads it (#26: hostile input is a message).

A setup comes from a game script, a game file someone sent, or the store; the engine reads its
fields as words (`role`, `goal`…), numbers (`seed`, deal counts) and mappings. A mapping where a
word belongs (`role: {a: 1}`), a text seed or a list of strings for players used to escape as a
TypeError deep inside the deal; here each is a message naming the field and, in a script, its line.
"""

from __future__ import annotations

import json
from typing import Any

from ..wording.check_words import say
from .errors import InputError

#: the player fields the engine reads as a single word or name (a nick, an id, an account)
WORD_FIELDS = ("nick", "role", "goal", "goal_target", "account", "team")


def shown(value: Any) -> str:
    """A short quotation of a wrong value for the message."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "…"


def is_word(value: Any) -> bool:
    return isinstance(value, (str, int)) and not isinstance(value, bool)


def check_setup(data: Any) -> None:
    """Raise InputError (with the line when the script has one) for a field of the wrong shape."""
    if not isinstance(data, dict):
        raise InputError(say("script.not_mapping"))
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)) \
            and not (isinstance(seed, str) and seed.strip().isdigit()):
        raise InputError(say("script.bad_seed", seed=seed if isinstance(seed, str) else shown(seed)), line=_line(data, "seed"))
    for key in ("options", "deal", "draws"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            raise InputError(say("script.not_mapping_of", key=key), line=_line(data, key))
    for role, count in (data.get("deal") or {}).items():
        if isinstance(count, bool) or not isinstance(count, int):
            raise InputError(say("script.deal_not_count", field=f"deal.{role}", value=shown(count)), line=_line(data, "deal"))
    players = data.get("players")
    if players is not None and not isinstance(players, list):
        raise InputError(say("script.players_not_list"), line=_line(data, "players"))
    for spec in players or []:
        if not isinstance(spec, dict):
            raise InputError(say("script.player_no_nick"), line=_line(data, "players"))
        for field in WORD_FIELDS:
            value = spec.get(field)
            if value is not None and not is_word(value):
                who = f"{spec.get('nick')}: " if is_word(spec.get("nick")) else ""
                raise InputError(say("script.not_word", field=f"{who}{field}", value=shown(value)), line=_line(spec, field))


def _line(mapping: Any, key: str) -> int | None:
    lines = getattr(mapping, "key_lines", None) or {}
    return lines.get(key) or getattr(mapping, "line", None)
