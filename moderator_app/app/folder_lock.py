"""One copy of the app per data folder, in the window's terms: take the folder, or learn which
process has it. Storage's OS lock (storage/lock.py) is the one lock the command line and the start-up
check take too; this is what the window asks of it before its first frame, so it stays as light
as that lock (no database, no engine: tests/gui/test_first_frame_lean.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from ..storage.errors import DataFolderBusy
from ..storage.lock import LOCK_NAME, acquire

if TYPE_CHECKING:
    from ..storage.lock import FolderLock


def hold(folder: Path) -> "FolderLock | None":
    """The folder's lock, held until released or the process ends; None when another running copy
    holds it."""
    try:
        return acquire(folder)
    except DataFolderBusy:
        return None


def can_hold(folder: Path) -> bool:
    """A folder that exists or can be made, whose lock file can be opened; anything else (a file in its
    place, a read-only folder, a lock file that is not a file) is left to the start-up check, which
    explains it instead of a PermissionError traceback (storage.startup, #26)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / LOCK_NAME, "a", encoding="utf-8"):  # opening takes no lock: another copy's stays
            pass
        return folder.is_dir()
    except OSError:
        return False


def holder_pid(folder: Path) -> str | None:
    """The process that holds the folder, as its lock file says (None when it says nothing readable)."""
    try:
        found = re.search(r"pid (\d+)", (folder / LOCK_NAME).read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return None
    return found.group(1) if found else None
