"""A game store that lives in memory: the stand-in the window draws from when the host's data
cannot be opened (gui.controller: `data_problem` says why), so the screens stay drawable without
importing SQLAlchemy. It is what the window asks of a store (gui.controller.HostStore) and keeps
storage.db.GameStore's contract (undo marks, redo stack dropped by a new entry).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # entries pass through unread: the store needs their type only for its signatures
    from ..engine.model.journal import Entry


@dataclass
class MemoryGameRow:
    id: int
    title: str
    ruleset: str
    example: bool = False
    damaged: str | None = None
    created: datetime = field(default_factory=lambda: datetime.now(timezone.utc))
    updated: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


@dataclass
class MemoryEntryRow:
    """One journal entry of a game, and whether it is undone (redo brings it back)."""

    entry: Entry
    undone: bool = False


class MemoryGameStore:
    """GameStore's interface over plain lists: the entry rows of each game."""

    def __init__(self) -> None:
        self.games: dict[int, MemoryGameRow] = {}
        self.rows: dict[int, list[MemoryEntryRow]] = {}

    def create_game(self, title: str, setup: Entry, example: bool = False, entries: list[Entry] | None = None,
                    undone: int = 0) -> int:
        """The last `undone` entries stored undone, as GameStore.create_game does (the example's)."""
        game_id = len(self.games) + 1
        entries = entries or []
        self.games[game_id] = MemoryGameRow(game_id, title, str(setup.data.get("ruleset", "")), example)
        self.rows[game_id] = [MemoryEntryRow(setup)] + [MemoryEntryRow(entry, seq > len(entries) - undone)
                                                        for seq, entry in enumerate(entries, 1)]
        return game_id

    def list_games(self) -> list[MemoryGameRow]:
        return sorted(self.games.values(), key=lambda g: g.updated, reverse=True)

    def game_count(self) -> int:
        return len(self.games)

    def game(self, game_id: int) -> MemoryGameRow | None:
        return self.games.get(game_id)

    def entries(self, game_id: int) -> list[Entry]:
        return [row.entry for row in self.rows[game_id] if not row.undone]

    def append(self, game_id: int, entry: Entry) -> None:
        self.append_all(game_id, [entry])

    def append_all(self, game_id: int, entries: list[Entry]) -> None:
        self.rows[game_id] = [row for row in self.rows[game_id] if not row.undone] + [MemoryEntryRow(entry) for entry in entries]
        self._touch(game_id)

    def repair_rules_text(self, text: str) -> None:
        """Nothing to put back: a game here keeps its rules' text inside its setup entry, never apart."""

    def replace_setup(self, game_id: int, setup: Entry) -> None:
        self.rows[game_id][0].entry = setup
        self._touch(game_id)

    def undo(self, game_id: int) -> Entry | None:
        live = [row for row in self.rows[game_id][1:] if not row.undone]
        if not live:
            return None
        live[-1].undone = True
        self._touch(game_id)
        return live[-1].entry

    def redo(self, game_id: int) -> Entry | None:
        undone = [row for row in self.rows[game_id] if row.undone]
        if not undone:
            return None
        undone[0].undone = False
        self._touch(game_id)
        return undone[0].entry

    def next_redo(self, game_id: int) -> Entry | None:
        return next((row.entry for row in self.rows[game_id] if row.undone), None)

    def can_redo(self, game_id: int) -> bool:
        return any(row.undone for row in self.rows[game_id])

    def rename(self, game_id: int, title: str) -> None:
        self.games[game_id].title = title

    def delete_game(self, game_id: int) -> None:
        self.games.pop(game_id, None)
        self.rows.pop(game_id, None)

    def _touch(self, game_id: int) -> None:
        self.games[game_id].updated = datetime.now(timezone.utc)
