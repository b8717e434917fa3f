"""Durable games: every journal entry is committed to SQLite as it is made; backups, checks, restore.

The names load lazily: the start-up check (`health`, `rows`) runs before SQLAlchemy is imported.
"""

from __future__ import annotations

from typing import Any
from importlib import import_module

_EXPORTS = {
    "GameStore": "db", "GameRow": "db", "GameInfo": "rows", "DB_NAME": "rows",
    "StorageError": "errors", "DataFolderBusy": "errors",
}


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(import_module(f"{__name__}.{_EXPORTS[name]}"), name)
    raise AttributeError(name)


__all__ = sorted(_EXPORTS)
