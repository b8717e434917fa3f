"""Opening the host's data at start: lock, check, back up, open — or say what is wrong.

The order matters: the folder lock first (a second copy of the app is refused before it reads
anything), then the read-only check, and only a healthy folder is opened for writing, backed up
(`start`) and given the after-each-phase backup hook. A damaged folder returns no store: the GUI
offers the restore, `--check-data` reports it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import paths
from .backup import make_backup
from .health import DataState, check_data
from .lock import FolderLock, acquire
from .words import Said

log = logging.getLogger(__name__)


@dataclass
class OpenedData:
    state: DataState
    store: Any = None  #: a GameStore when the folder is usable
    lock: FolderLock | None = None
    notes: list[str] = field(default_factory=list)  #: what went wrong without stopping the app (a backup)


def open_data(folder: Path | None = None) -> OpenedData:
    """Raises DataFolderBusy when another copy of the app holds the folder; never anything else."""
    folder = Path(folder) if folder is not None else paths.chosen_data_dir()
    state = check_data(folder)
    if state.status == "unusable":
        return OpenedData(state)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = acquire(folder)
    except OSError as err:
        return OpenedData(type(state)(folder, "unusable", Said("problem.folder_unusable", detail=str(err.strerror or err))))
    state = check_data(folder)  # again, now that no other copy can be writing
    opened = OpenedData(state, lock=lock)
    if state.status not in ("ok", "new"):
        return opened
    from .db import GameStore
    from .errors import StorageError

    try:
        opened.store = GameStore(state.db)
    except StorageError as err:
        opened.state = type(state)(folder, "unusable", err.said, backups=state.backups)
        return opened
    opened.store.known_damage = {gid: why for gid, _title, why in state.damaged_games}
    opened.notes += opened.store.notes
    if state.games:
        _backup(opened, "start")
    opened.store.after_commit.append(lambda reason: _backup(opened, reason))
    return opened


def _backup(opened: OpenedData, reason: str) -> None:
    """A failed backup never fails the host's entry: it is noted and shown."""
    import sqlite3

    try:
        make_backup(opened.state.db, reason)
    except (OSError, sqlite3.Error) as err:
        log.warning("backup failed: %s", err)
        opened.notes.append(Said("backup_failed", reason=Said(f"backup_reason.{reason}"), detail=str(err)))
