"""A game keeps its rules (#11 item 4).

At setup the exact text of the role-set file the game was dealt with, and its sha256, go into the
setup entry; replay, undo and reload build the role set from that copy, never from the file, so a
host who edits a set later cannot rewrite a finished game. When the file has changed, the host may
apply the new version explicitly — after seeing which outcomes it would change (`app.session`).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..rolesets import retired
from ..wording.check_words import say
from .errors import InputError
from ..rolesets.roles import RoleSet
from ..rolesets.roleset import build_roleset, load_roleset, roleset_path
from ..rolesets.textfile import read_text
from ..rolesets.yamlio import load_yaml

TEXT_KEY = "ruleset_text"
HASH_KEY = "ruleset_sha256"
#: When a game set up before games kept their rules adopted the file's text (app.session): the log says so.
KEPT_SINCE_KEY = "ruleset_kept_since"


def sha256_of(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_rules_text(path: Path) -> str:
    """The role-set file's text as the loader reads it (any encoding textfile detects)."""
    return read_text(path).text


def keep_rules(setup: dict[str, Any], rs: RoleSet) -> dict[str, Any]:
    """The setup with the text of the role set it was dealt with and its hash."""
    if setup.get(TEXT_KEY) is not None or not rs.source:
        return dict(setup)
    text = read_rules_text(Path(rs.source))
    return dict(setup, **{TEXT_KEY: text, HASH_KEY: sha256_of(text)})


def adopt_rules(setup: dict[str, Any], text: str, when: str) -> dict[str, Any]:
    """An older game's setup (no kept text; it was always replayed against the file) with the file's
    text as it is now, its hash and when it was adopted — nothing about its outcomes changes."""
    return dict(setup, **{TEXT_KEY: text, HASH_KEY: sha256_of(text), KEPT_SINCE_KEY: when})


def roleset_for_setup(data: dict[str, Any], options: dict[str, Any], base_dir: Path | None) -> RoleSet:
    """The role set of a setup entry: its kept copy when it has one, else the file (older games)."""
    ref = str(data.get("ruleset", ""))
    text = data.get(TEXT_KEY)
    if text is None:
        return load_roleset(ref, options, relative_to=base_dir)
    if not isinstance(text, str) or sha256_of(text) != data.get(HASH_KEY):
        raise InputError(say("replay.kept_rules_hash"))
    key = (ref, str(data.get(HASH_KEY)), json.dumps(options, sort_keys=True, default=str))
    if key not in _BUILT:  # undo, redo and every reload rebuild the game: the set is read once
        where = f"{ref} (sha256 {str(data.get(HASH_KEY))[:12]})"
        raw = load_yaml(text, file=where)
        if not isinstance(raw, dict):
            raise InputError(say("replay.kept_rules_shape"), file=where)
        _BUILT[key] = build_roleset(retired.upgrade_kept(raw), options, source=where)  # a game stored before a key retired
    return _BUILT[key]


#: Built role sets by (reference, sha256 of the kept text, options). A built set is never changed
#: after it is built (as roleset.load_roleset's cache): the games of one text share it.
_BUILT: dict[tuple[str, str, str], RoleSet] = {}


def current_file_text(data: dict[str, Any], base_dir: Path | None = None) -> str | None:
    """The role-set file's text as it is now (None when the file is gone or unreadable)."""
    try:
        return read_rules_text(roleset_path(str(data.get("ruleset", "")), base_dir))
    except InputError:
        return None


def short_hash(data: dict[str, Any]) -> str | None:
    value = data.get(HASH_KEY)
    return str(value)[:12] if value else None
