"""The games list read from plain SQL rows, without SQLAlchemy: the store, the start-up check and
`--check-data` judge a game's rows the same way, and the check stays cheap to import."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from .words import Said
from .journal_read import decode_entry
import hashlib

DB_NAME = "games.sqlite3"


@dataclass
class GameInfo:
    """One game as the start page lists it; `damaged` says why its rows cannot be read."""

    id: int
    title: str
    ruleset: str
    updated: datetime | None
    example: bool = False
    damaged: str | None = None


def read_game_list(execute: Callable[..., Any], deep: bool = True) -> list[GameInfo]:
    """Every game, most recent first, each checked: a game whose rows cannot be read (a flipped byte,
    a missing entry, no setup, its role-set text gone) is marked damaged instead of failing the list.

    `deep` (the start-up check, `--check-data`, restore) judges every entry's JSON, that the entries
    run 0..n, and every stored role-set text; without it (the games list) only each game's row and
    its setup row (one index lookup) are read — no journal, no text — so the list stays quick with
    tens of thousands of games; the store adds what the start-up check found (GameStore.known_damage)."""
    games: list[GameInfo] = []
    for gid, title, ruleset, updated, example in execute("SELECT id, title, ruleset, updated, example FROM game ORDER BY updated DESC"):
        damaged = None
        try:
            when = datetime.fromisoformat(str(updated)).replace(tzinfo=timezone.utc)
        except (TypeError, ValueError):
            when, damaged = None, Said("game.no_date")
        games.append(GameInfo(int(gid), str(title), str(ruleset), when, bool(example), damaged))
    # SQLite judges the rows in C and returns one row per game: the start page stays quick
    shape = {gid: (count, low, high, first_bad) for gid, count, low, high, first_bad in execute(DEEP)} if deep else {}
    for gid, seq in (undecodable(execute) if deep else {}).items():  # damage SQLite's json_valid lets through
        count, low, high, first_bad = shape[gid]
        shape[gid] = (count, low, high, seq if first_bad is None else min(first_bad, seq))
    setups = _setups(execute, deep)
    for info in games:
        if info.damaged:
            continue
        if info.id not in setups:
            info.damaged = Said("game.entry_missing", n=0) if info.id in shape else Said("game.no_setup")
            continue
        count, low, high, first_bad = shape.get(info.id, (1, 0, 0, setups[info.id][0]))
        gap = None if low == 0 and count == high + 1 else _first_gap(execute, info.id)
        if gap is not None and (first_bad is None or gap < first_bad):
            info.damaged = Said("game.entry_missing", n=gap)
        elif first_bad is not None:
            info.damaged = Said("game.entry_unreadable", n=first_bad)
        elif setups[info.id][1]:
            info.damaged = Said(f"game.{setups[info.id][1]}")
    return games


#: per game: entries, lowest and highest seq, the first entry whose JSON is unreadable or whose kind is out of place
DEEP = ("SELECT game_id, count(*), min(seq), max(seq), min(CASE WHEN json_valid(data) AND json_extract(data, '$.kind') = kind "
        "AND ((kind = 'setup') = (seq = 0)) THEN NULL ELSE seq END) FROM entry GROUP BY game_id")
#: each game's setup row (found through the index): sound or not, and the hash of a text stored apart
SETUP = ("SELECT g.id, e.kind = 'setup' AND json_valid(e.data) AND json_extract(e.data, '$.kind') = 'setup', "
         "CASE WHEN json_valid(e.data) AND json_type(e.data, '$.data.ruleset_text') IS NULL "
         "THEN json_extract(e.data, '$.data.ruleset_sha256') END FROM game g CROSS JOIN entry e ON e.game_id = g.id AND e.seq = 0")
#: (CROSS JOIN keeps the game table outside: one index lookup per game, never a scan of every entry)


#: every entry as the bytes stored, so a byte that is not UTF-8 is found here, not by a later read
ALL_ENTRIES = "SELECT game_id, seq, CAST(data AS BLOB) FROM entry"


def undecodable(execute: Callable[..., Any]) -> dict[int, int]:
    """{game: its first entry that does not decode}: each stored entry decoded as the journal reads it
    (UTF-8, then JSON, then a `kind`). SQLite's json_valid passes a byte 0xFF inside a string (#26)."""
    bad: dict[int, int] = {}
    for gid, seq, blob in execute(ALL_ENTRIES):
        if gid in bad and bad[gid] <= seq:
            continue
        try:
            decode_entry(blob)
        except ValueError:
            bad[gid] = seq
    return bad


def _setups(execute: Callable[..., Any], deep: bool) -> dict[int, tuple[int | None, str | None]]:
    """{game: (0 when its setup row is unreadable, else None; why its role-set text cannot be had)}."""
    texts = bool(execute("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'rules_text'").fetchone()[0])
    stored = {row[0] for row in execute("SELECT sha256 FROM rules_text")} if texts else set()
    damaged = damaged_texts(execute) if deep and texts else set()
    result: dict[int, tuple[int | None, str | None]] = {}
    for gid, sound, digest in execute(SETUP):
        why = None
        if digest is not None:
            why = "rules_text_damaged" if digest in damaged else None if digest in stored else "rules_text_missing"
        result[gid] = (None if sound else 0, why)
    return result


def damaged_texts(execute: Callable[..., Any]) -> set[str]:
    """Hashes whose stored text no longer matches them (there are only a few texts to hash)."""
    return {digest for digest, text in execute("SELECT sha256, text FROM rules_text")
            if not isinstance(text, str) or hashlib.sha256(text.encode("utf-8")).hexdigest() != digest}


def _first_gap(execute: Callable[..., Any], game_id: int) -> int:
    """The first seq a game lacks (only asked for a game whose rows do not run 0..n)."""
    expected = 0
    for (seq,) in execute("SELECT seq FROM entry WHERE game_id = ? ORDER BY seq", (game_id,)):
        if seq != expected:
            return expected
        expected += 1
    return expected
