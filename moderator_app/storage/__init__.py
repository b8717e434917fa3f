"""Durable games: every journal entry is committed to SQLite as it is made."""

from .db import GameRow, GameStore

__all__ = ["GameRow", "GameStore"]
