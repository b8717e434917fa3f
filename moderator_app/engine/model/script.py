"""Game scripts (shared/spec/game-script.md): a readable YAML file -> journal entries.

Every entry keeps the script line it came from, so a wrong nick or action says `file:line:`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..wording.check_words import say
from .errors import InputError
from .journal import Entry
from ..rolesets.yamlio import LineDict, line_of, load_file

PHASE_KINDS = ("night", "day", "council", "unmask")
#: The longest role-set reference a script may name (an id or a file path).
MAX_REF = 200

def load_script(path: Path) -> Any:
    """A game script in any encoding a host's editor saves, bounded (yamlio.load_file)."""
    return load_file(path, "game_script")


def script_entries(doc: Any, *, seed: int | None = None, file: str | None = None) -> list[Entry]:
    """The journal a script describes: setup, then per phase its inputs and a resolve."""
    try:
        return list(_entries(doc, seed))
    except InputError as err:
        err.located(file)
        raise


def _entries(doc: Any, seed: int | None) -> Iterator[Entry]:
    if not isinstance(doc, dict):
        raise InputError(say("script.not_mapping"))
    for key in ("ruleset", "players"):
        if key not in doc:
            raise InputError(say("script.missing_key", key=key), line=line_of(doc))
    players = doc["players"]
    if not isinstance(players, list):
        raise InputError(say("script.players_not_list"), line=line_of(doc, "players"))
    for index, spec in enumerate(players):
        if not isinstance(spec, dict) or "nick" not in spec:
            raise InputError(say("script.player_no_nick"), line=_item_line(players, index))
    if not isinstance(doc["ruleset"], str) or not 0 < len(doc["ruleset"]) <= MAX_REF:
        raise InputError(say("script.bad_ruleset", most=MAX_REF),
                         line=line_of(doc, "ruleset"))
    if seed is None and doc.get("seed") is not None and (isinstance(doc["seed"], bool) or not isinstance(doc["seed"], int)):
        raise InputError(say("script.bad_seed", seed=doc["seed"]), line=line_of(doc, "seed"))
    setup = {
        "ruleset": str(doc["ruleset"]),
        "seed": seed if seed is not None else doc.get("seed"),
        "options": dict(doc.get("options") or {}),
        "players": [_with_line(p, nick=str(p["nick"])) for p in players],
        "deal": dict(doc.get("deal") or {}),
    }
    if doc.get("deal_salt"):  # the provable deal's salt, published in the final reveal (posts/commitment.py)
        setup["deal_salt"] = str(doc["deal_salt"])
    yield Entry("setup", setup, line=line_of(doc))
    phases = doc.get("phases") or []
    if not isinstance(phases, list):
        raise InputError(say("script.phases_not_list"), line=line_of(doc, "phases"))
    for index, item in enumerate(phases):
        line = _item_line(phases, index)
        if not isinstance(item, dict) or len(item) != 1:
            raise InputError(say("script.phase_one_key"), line=line)
        kind, body = next(iter(item.items()))
        if kind not in PHASE_KINDS:
            raise InputError(say("script.unknown_phase", kind=kind), line=line)
        body = body or {}
        if not isinstance(body, dict):
            raise InputError(say("script.phase_not_keys", kind=kind), line=line)
        dated = {key: str(body[key]) for key in ("deadline", "tz") if body.get(key)}  # app.deadlines
        yield Entry("phase", {"kind": kind, "story": body.get("story", ""), **dated}, line=line)
        yield from _phase_body(body, line)
        yield Entry("resolve", {}, line=line)


def _phase_body(body: dict[str, Any], line: int | None) -> Iterator[Entry]:
    for key in body:
        if key not in ("actions", "votes", "runoff", "host", "story", "deadline", "tz"):
            raise InputError(say("script.unknown_phase_key", key=key), line=line_of(body, key, line))
    # Host events first: a substitute, a penalty or an `inactive` mark shapes the requests after it.
    for key, kind in (("host", "host"), ("actions", "action"), ("votes", "vote"), ("runoff", "vote")):
        items = body.get(key) or []
        if not isinstance(items, list):
            raise InputError(say("script.not_list", key=key), line=line_of(body, key, line))
        for index, item in enumerate(items):
            item_line = _item_line(items, index) or line
            if not isinstance(item, dict):
                raise InputError(say("script.item_not_mapping", key=key), line=item_line)
            data = dict(item)
            if key == "runoff":
                data["runoff"] = True
            _check_required(kind, data, item_line)
            yield Entry(kind, data, line=item_line)


_REQUIRED = {"action": ("actor",), "vote": ("voter",), "host": ("event",)}


def _check_required(kind: str, data: dict[str, Any], line: int | None) -> None:
    for key in _REQUIRED[kind]:
        if key not in data:
            raise InputError(say("script.missing_key", key=key), line=line)
    if kind == "action" and "action" not in data and "text" not in data:
        raise InputError(say("script.action_needs"), line=line)
    if kind == "vote" and not ({"target", "text", "abstain", "cancel", "no_lynch"} & set(data)):
        raise InputError(say("script.vote_needs"), line=line)


def _item_line(items: Any, index: int) -> int | None:
    lines = getattr(items, "item_lines", None)
    return lines[index] if lines and index < len(lines) else None


def _with_line(mapping: Any, **changes: Any) -> Any:
    """A copy that keeps the YAML line, so setup errors can name the player's line."""
    copy = LineDict(mapping, **changes)
    copy.line = getattr(mapping, "line", 0)
    copy.key_lines = getattr(mapping, "key_lines", {})
    return copy
