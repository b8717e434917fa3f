"""Durable games: every journal entry is committed to SQLite as it is made; backups, checks, restore.

The names load lazily: the start-up check (`health`, `rows`) runs before SQLAlchemy is imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from importlib import import_module

if TYPE_CHECKING:  # the checker sees the real classes (else a GameStore anywhere was an unchecked Any)
    from .db import GameRow as GameRow, GameStore as GameStore
    from .errors import DataFolderBusy as DataFolderBusy, StorageError as StorageError
    from .rows import DB_NAME as DB_NAME, GameInfo as GameInfo

_EXPORTS = {
    "GameStore": "db", "GameRow": "db", "GameInfo": "rows", "DB_NAME": "rows",
    "StorageError": "errors", "DataFolderBusy": "errors",
}


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(import_module(f"{__name__}.{_EXPORTS[name]}"), name)
    raise AttributeError(name)


__all__ = sorted(_EXPORTS)
