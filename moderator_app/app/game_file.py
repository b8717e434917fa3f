"""One whole game in one file, so a co-host can take it over on another computer (#14 item 7).

The file is JSON: the title, every journal entry as the store keeps it (the setup with its seed
and deal salt, so the deal and every draw come out the same), the draws the game made as the host
played it (`draws`: what `moderator-app verify` compares a replay with, app/verify.py), and the
role set's own text with its SHA-256 — the other computer may not have that role set, or may have another version of it.
Reading a file replays it through the engine before anything is stored, so a damaged or
hand-edited file is refused with a message saying what and where, and the database is untouched.
Duplicating a game and undoing a deletion use the same two functions.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.wording.check_words import Message
from ..engine.model.errors import InputError
from ..engine.model.journal import Entry
from ..engine.model.setup_shape import shown
from ..engine.rolesets.textfile import read_text
from ..engine.rolesets.roleset import roleset_path
from ..engine.model.game import Game
from .replay import text_parser_for
from .. import paths

if TYPE_CHECKING:
    from .session import GameRecords

FORMAT = "moderator-app-game"
VERSION = 1
SUFFIX = ".mafia.json"


def game_document(store: GameRecords, game_id: int, marks: dict[str, Any] | None = None) -> dict[str, Any]:
    """Everything needed to open the game identically elsewhere, as plain JSON data. `marks`: the
    host's bookkeeping of this game (gui.settings.Settings.marks_of: what was published, which role
    PMs went out), so the game opened elsewhere does not ask for a correction already published."""
    row = store.game(game_id)
    if row is None:
        raise InputError(Message("game_file.missing_game", game=game_id))
    entries = store.entries(game_id)
    ref = str(entries[0].data.get("ruleset", ""))
    kept = entries[0].data.get("ruleset_text")  # the rules the game keeps (engine.model.kept_rules), not today's file
    text = kept if isinstance(kept, str) else read_text(roleset_path(ref)).text  # bounded; UTF-8/16 or cp1251
    return {
        "format": FORMAT, "version": VERSION, "title": row.title,
        "roleset": {"ref": ref, "text": text, "sha256": _digest(text)},
        "entries": [{"kind": e.kind, "data": e.data} for e in entries],
        "draws": _draws(entries),
        **({"marks": marks} if marks else {}),
    }


def _draws(entries: list[Entry]) -> list[dict[str, Any]]:
    """Every draw of the game's seeded generator as it came out, in order, the host's fixed ones marked."""
    game = Game()
    game.text_parser = text_parser_for([game])
    for entry in entries:
        game.apply(entry)
    return [{"name": d.name, "value": d.value, "fixed": d.fixed} for d in game.rng.log]


def write_game_file(store: GameRecords, game_id: int, path: Path, marks: dict[str, Any] | None = None) -> None:
    document = game_document(store, game_id, marks)
    path.write_text(json.dumps(document, ensure_ascii=False, indent=1, default=str), encoding="utf-8")


def read_game_file(path: Path) -> dict[str, Any]:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as err:
        raise InputError(Message("game_file.unreadable", why=str(err)), file=str(path)) from err
    except (ValueError, RecursionError) as err:  # RecursionError: JSON nested a hundred thousand deep
        raise InputError(Message("game_file.not_json", why=str(err)), file=str(path)) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise InputError(Message("game_file.not_ours"), file=str(path))
    version = document.get("version") or 0
    if isinstance(version, bool) or not isinstance(version, int):
        raise InputError(Message("game_file.bad_version", version=shown(version)), file=str(path))
    if version > VERSION:
        raise InputError(Message("game_file.too_new", version=version, supported=VERSION), file=str(path))
    for key, kind, shape in (("roleset", dict, "part_mapping"), ("draws", list, "part_list"), ("marks", dict, "part_mapping")):
        if document.get(key) is not None and not isinstance(document[key], kind):
            raise InputError(Message(f"game_file.{shape}", key=key), file=str(path))
    return document


def document_entries(document: dict[str, Any], file: str | None) -> list[Entry]:
    """The file's journal, each entry a mapping with a text `kind` and a mapping `data`, the first the
    setup; anything else is a message naming the entry (#26), never an AttributeError."""
    raw_entries = document.get("entries")
    if not isinstance(raw_entries, list) or not raw_entries:
        raise InputError(Message("game_file.no_setup"), file=file)
    entries = []
    for number, item in enumerate(raw_entries, 1):
        if not isinstance(item, dict) or not isinstance(item.get("kind"), str) \
                or not isinstance(item.get("data") if item.get("data") is not None else {}, dict):
            raise InputError(Message("game_file.entry_shape", number=number), file=file)
        entries.append(Entry(item["kind"], dict(item.get("data") or {})))
    if entries[0].kind != "setup":
        raise InputError(Message("game_file.no_setup"), file=file)
    return entries


def store_document(store: GameRecords, document: dict[str, Any], title: str | None = None,
                   file: str | None = None) -> int:
    """A game document becomes a stored game; validated by a full replay first."""
    entries = document_entries(document, file)
    setup = dict(entries[0].data, ruleset=_local_roleset(document.get("roleset") or {}, file))
    entries[0] = Entry("setup", setup)

    game = Game()
    game.text_parser = text_parser_for([game])
    for number, entry in enumerate(entries, 1):
        try:
            game.apply(entry)
        except InputError as err:
            raise InputError(Message("game_file.entry", number=number, kind=entry.kind, why=err.message),
                             file=file) from err
    # one transaction: a crash or a full disk never leaves half a game (#12 item 3)
    return store.create_game(title or str(document.get("title") or "game"), entries[0], entries=entries[1:])


def _local_roleset(roleset: dict[str, Any], file: str | None) -> str:
    """The role set reference that loads the file's role set text here: the same reference when it
    finds the same text, else a copy in the host's role sets named by the text's hash."""
    ref, text = str(roleset.get("ref") or ""), roleset.get("text")
    if not isinstance(text, str):
        if not ref:
            raise InputError(Message("game_file.no_roleset"), file=file)
        return ref  # an older file without the text: the reference must load here
    digest = _digest(text)
    if roleset.get("sha256") and roleset["sha256"] != digest:
        raise InputError(Message("game_file.roleset_changed"), file=file)
    try:
        if ref and _digest(roleset_path(ref).read_text(encoding="utf-8")) == digest:
            return ref
    except (InputError, OSError):
        pass
    name = re.sub(r"[^\w-]+", "-", Path(ref).stem)[:60].strip("-")  # a file name any file system takes
    stem = f"{name or 'roleset'}-{digest[:8]}"
    target = paths.user_rolesets_dir() / f"{stem}.yaml"
    if not target.is_file():
        target.write_text(text, encoding="utf-8")
    return stem


def distinct_title(title: str, taken: set[str]) -> str:
    """The title, or "title (2)", "(3)"… when a game of that name exists (a file imported twice)."""
    if title not in taken:
        return title
    number = 2
    while f"{title} ({number})" in taken:
        number += 1
    return f"{title} ({number})"


def duplicate_game(store: GameRecords, game_id: int, title: str) -> int:
    return store_document(store, game_document(store, game_id), title=title)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
