"""Data folders as the app wrote them before role-set texts were stored once (schema version 0):
every setup entry carries its own copy of the role-set text. The migration tests and the storage
benchmark build such folders with plain SQL, exactly the tables and indexes that version made.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.kept_rules import keep_rules
from moderator_app.engine.simulation.simulate import play_game

#: role set -> seats (SUSPI at 8: four rooms, as in examples/suspi-evening-1.yaml)
SETS = {"forum-mafia-classic": 9, "hypermafia-peregrine": 12, "suspi": 8}


def played(ruleset: str, players: int, seed: int) -> list[Entry]:
    """One simulated game's journal (engine.simulation.simulate), its setup keeping the rules' text as a
    host's game does (app.session)."""
    game = play_game(ruleset, players, seed, record=True).game
    setup = Entry("setup", keep_rules(dict(game.setup_data), game.rs))
    return [setup, *game.entries[1:]]


def pool(per_set: int) -> list[tuple[str, list[Entry]]]:
    """(title, journal) of `per_set` simulated games of each shipped role set."""
    return [(f"{ruleset} {seed}", played(ruleset, players, seed)) for ruleset, players in SETS.items()
            for seed in range(per_set)]

SCHEMA_V0 = [
    "CREATE TABLE game (id INTEGER NOT NULL, title VARCHAR NOT NULL, ruleset VARCHAR NOT NULL, "
    "created DATETIME NOT NULL, updated DATETIME NOT NULL, example BOOLEAN NOT NULL, PRIMARY KEY (id))",
    "CREATE TABLE entry (id INTEGER NOT NULL, game_id INTEGER NOT NULL, seq INTEGER NOT NULL, kind VARCHAR NOT NULL, "
    "data VARCHAR NOT NULL, undone BOOLEAN NOT NULL, PRIMARY KEY (id), FOREIGN KEY(game_id) REFERENCES game (id))",
    "CREATE UNIQUE INDEX ix_entry_game_seq ON entry (game_id, seq)",
    "CREATE INDEX ix_entry_game_id ON entry (game_id)",
]


def write_legacy_folder(folder: Path, games: list[tuple[str, list[Entry]]], copies: int = 1) -> Path:
    """A version-0 database in `folder` holding `copies` rounds of `games` ((title, entries), the
    setup keeping its rules' text inline), in one transaction. Returns the database's path."""
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "games.sqlite3"
    conn = sqlite3.connect(db)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        for statement in SCHEMA_V0:
            conn.execute(statement)
        start = datetime(2026, 1, 1, tzinfo=timezone.utc)
        gid = 0
        with conn:
            for _ in range(copies):
                for title, entries in games:
                    gid += 1
                    when = (start + timedelta(minutes=gid)).strftime("%Y-%m-%d %H:%M:%S.%f")
                    conn.execute("INSERT INTO game (id, title, ruleset, created, updated, example) VALUES (?, ?, ?, ?, ?, 0)",
                                 (gid, f"{title} #{gid}", str(entries[0].data.get("ruleset", "")), when, when))
                    conn.executemany("INSERT INTO entry (game_id, seq, kind, data, undone) VALUES (?, ?, ?, ?, 0)",
                                     [(gid, seq, e.kind, e.to_json()) for seq, e in enumerate(entries)])
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return db
