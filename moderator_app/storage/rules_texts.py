"""Each role set's text stored once, keyed by its sha256 (schema version 1).

A game keeps the rules it was dealt with (engine.model.kept_rules): its setup entry holds the text and
its sha256. Stored as it is, every game carried its own ~9–16 KB copy — 20,000 games of three sets
made a database of hundreds of megabytes, most of it the same three texts. Now the setup row keeps
only the hash and the text sits once in `rules_text`, shared by every game dealt with it:

- `pack` on the way in takes the text out of the setup (only when it matches its hash: a copy that
  does not is kept as it is, for the engine to refuse as damage);
- `unpack` on the way out puts it back, checked against the hash: a damaged or missing text is a
  `StorageError` naming the game, never a game played by other rules;
- `same_text_on_disk` finds a role-set file (shipped or the host's) with the very same text, so the
  host can be offered it in place of a damaged row (the hash proves it is the same text);
- an older folder's inline copies move into the table once, when it is opened (migrate.py).
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from ..engine.model.journal import Entry
from ..engine.model.kept_rules import HASH_KEY, TEXT_KEY, read_rules_text, sha256_of
from .errors import StorageError
from ..engine.model.errors import InputError
from ..engine.rolesets.roleset import roleset_path, shipped_roleset_ids, user_roleset_ids

log = logging.getLogger(__name__)

TABLE = "CREATE TABLE IF NOT EXISTS rules_text (sha256 VARCHAR NOT NULL PRIMARY KEY, text VARCHAR NOT NULL)"
#: a checked text replaces a stored one of the same hash only when they differ (a repair)
UPSERT = ("INSERT INTO rules_text (sha256, text) VALUES (?, ?) "
          "ON CONFLICT(sha256) DO UPDATE SET text = excluded.text WHERE rules_text.text != excluded.text")

#: the hash a game's setup row names (None: no row, unreadable JSON, or no kept text)
SETUP_HASH = ("SELECT CASE WHEN json_valid(data) THEN json_extract(data, '$.data.ruleset_sha256') END "
              "FROM entry WHERE game_id = ? AND seq = 0")
#: a text no game's setup names any more goes (a game deleted, its rules replaced). Only setup rows
#: (seq 0) name a text: an undone entry never is one. A setup row whose JSON cannot be read might
#: name it, so then nothing goes. The game's deletion undo keeps the whole text in memory
#: (app.game_file.game_document) and stores it again.
DROP_UNUSED = ("DELETE FROM rules_text WHERE sha256 = ? AND NOT EXISTS (SELECT 1 FROM game g CROSS JOIN entry e "
               "ON e.game_id = g.id AND e.seq = 0 WHERE CASE WHEN json_valid(e.data) "
               "THEN json_extract(e.data, '$.data.ruleset_sha256') = rules_text.sha256 ELSE 1 END)")


def pack(entry: Entry) -> tuple[str, tuple[str, str] | None]:
    """The row's JSON and the (sha256, text) to store beside it, when the entry keeps a sound text."""
    text, digest = entry.data.get(TEXT_KEY), entry.data.get(HASH_KEY)
    if entry.kind != "setup" or not isinstance(text, str) or digest != sha256_of(text):
        return entry.to_json(), None
    data = {key: value for key, value in entry.data.items() if key != TEXT_KEY}
    return Entry("setup", data).to_json(), (str(digest), text)


def packed_hash(entry: Entry) -> str | None:
    """The hash of a setup whose text is stored apart (None: the text is inline, or never kept)."""
    if entry.kind != "setup" or TEXT_KEY in entry.data or not entry.data.get(HASH_KEY):
        return None
    return str(entry.data[HASH_KEY])


def unpack(entry: Entry, read_text: Callable[[str], str | None], game_id: int, title: str) -> Entry:
    """The setup with its text back in place, checked against its hash."""
    digest = packed_hash(entry)
    if digest is None:
        return entry
    text = read_text(digest)
    if text is None:
        raise StorageError("rules_text_missing", retry=False, id=game_id, title=title, sha=digest[:12], digest=digest)
    if sha256_of(text) != digest:
        log.warning("the stored rules text %s of game %s does not match its hash", digest, game_id)
        raise StorageError("rules_text_damaged", retry=False, id=game_id, title=title, sha=digest[:12], digest=digest)
    data: dict[str, Any] = {}
    for key, value in entry.data.items():  # the text back where keep_rules put it: the very same JSON
        if key == HASH_KEY:
            data[TEXT_KEY] = text
        data[key] = value
    return Entry("setup", data)


def same_text_on_disk(digest: str) -> tuple[str, str] | None:
    """(role set id or file, text) of a shipped or host-made role-set file whose text has this hash."""
    for ref in shipped_roleset_ids() + user_roleset_ids():
        try:
            text = read_rules_text(roleset_path(ref))
        except (InputError, OSError):
            continue
        if sha256_of(text) == digest:
            return ref, text
    return None
