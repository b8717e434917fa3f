"""One copy of the app per data folder: the window's side of storage.lock.

Two copies on one folder each keep the game in memory and append to the same journal: what one
records the other never sees ("ещё не прислал" for a vote the other copy took), and the posts one
writes disagree with the game the journal replays (found driving the real window, hostdrill).
The lock itself is storage's OS lock (the command line and the start-up check take the same one);
here it is taken before the first frame, so a second copy says which process has the folder and
closes without painting a window. The OS drops the lock when a process ends, however it ends.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..storage.errors import DataFolderBusy
from ..storage.lock import LOCK_NAME, FolderLock, acquire
import re
from PySide6.QtWidgets import QMessageBox


def hold_data_folder(folder: Path) -> FolderLock | None:
    """The folder's lock, held until released or the process ends; None when another running copy
    holds it."""
    try:
        return acquire(folder)
    except DataFolderBusy:
        return None


def holder_text(folder: Path) -> str:
    """What the host reads when another copy has the folder (what it needs is imported here: the
    usual start, with the folder free, paints without it)."""
    import socket  # lazy: socket costs ~5 ms CPU, not needed before the first frame (bench_startup)

    try:
        found = re.search(r"pid (\d+)", (folder / LOCK_NAME).read_text(encoding="utf-8", errors="replace"))
    except OSError:
        found = None
    text = QCoreApplication.translate(
        "SingleCopy", "The app is already open with this data folder:\n%1\n(process %2 on %3).\n\n"
        "A second copy would not see what the first one records, and the two would disagree about the "
        "game. Switch to the window that is open.")
    pid = found.group(1) if found else "?"
    return text.replace("%1", str(folder)).replace("%2", pid).replace("%3", socket.gethostname() or "?")


def refuse_second_copy(folder: Path) -> None:
    QMessageBox.warning(None, QCoreApplication.translate("SingleCopy", "Already open"), holder_text(folder))
