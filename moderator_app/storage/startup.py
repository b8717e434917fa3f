"""Opening the host's data at start: lock, check, back up, open — or say what is wrong.

The order matters: the folder lock first (a second copy of the app is refused before it reads
anything), then the read-only check, and only a healthy folder is opened for writing, backed up
(`start`) and given the after-each-phase backup hook. A damaged folder returns no store: the GUI
offers the restore, `--check-data` reports it.

The start does not grow with the number of games: after a clean close the check trusts the mark it
left (clean_close.py) instead of reading every page, and the backups are made in a background
thread (backup_worker.py) — the start backup only when the newest backup does not already hold the
database. A backup that fails, at start or after a phase, is a note the window shows.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from .. import paths
from .backup import backups_dir
from .backup_worker import BackupWorker
from .clean_close import drop_mark
from .health import DataState, check_data
from .lock import FolderLock, acquire
from .words import Said
from .db import GameStore
from .errors import StorageError

log = logging.getLogger(__name__)


@dataclass
class OpenedData:
    state: DataState
    store: GameStore | None = None  #: the store when the folder is usable
    lock: FolderLock | None = None
    #: what went wrong without stopping the app (a backup, now or later in the session: the window shows each)
    notes: list[str] = field(default_factory=list)


def open_data(folder: Path | None = None) -> OpenedData:
    """The host's chosen folder (`folder` in tests) through the start-up check: locked, checked, backed up
    and opened — or, without a store, its state says what is wrong (damaged: a restore can help).
    Raises DataFolderBusy when another copy of the app holds the folder; never anything else."""
    folder = Path(folder) if folder is not None else paths.chosen_data_dir()
    state = check_data(folder, depth="shallow")  # the folder and the header only: nothing is read before the lock
    if state.status == "unusable":
        return OpenedData(state)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = acquire(folder)
    except OSError as err:
        return OpenedData(type(state)(folder, "unusable", Said("problem.folder_unusable", detail=str(err.strerror or err))))
    state = check_data(folder, depth="trusted")  # now that no other copy can be writing
    opened = OpenedData(state, lock=lock)
    if state.status not in ("ok", "new"):
        return opened

    drop_mark(state.db)  # written from here on: a crash leaves no mark, the next start checks everything
    try:
        opened.store = GameStore(state.db)
    except StorageError as err:
        opened.state = type(state)(folder, "unusable", err.said, backups=state.backups)
        return opened
    store = opened.store
    store.known_damage = {gid: why for gid, _title, why in state.damaged_games}
    store.checked = True
    opened.notes += store.notes
    store.backups = BackupWorker(state.db, lambda: store.generation)
    store.backups.failed.append(opened.notes.append)
    kept = state.trusted.backup if state.trusted is not None else None
    if kept and (backups_dir(state.db) / kept).is_file():
        store.backups.holds(kept)  # closed cleanly right after a backup: it holds this very database
    elif state.games:
        store.backups.request("start")  # in the background: the window does not wait for a whole copy
    store.after_commit.append(store.backups.request)
    return opened
