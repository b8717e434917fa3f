"""One copy of the app per data folder.

Two copies on one folder each keep the game in memory and append to the same journal: what one
records the other never sees ("ещё не прислал" for a vote the other copy took), and the posts one
writes disagree with the game the journal replays (found driving the real window, hostdrill).
The first copy holds a lock file in the data folder; a second copy says which process has it and
closes. The lock names its process, so a copy that crashed or was killed leaves no stale lock: Qt
sees the process is gone and takes the lock over.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtWidgets import QMessageBox

LOCK_NAME = "moderator-app.lock"


def hold_data_folder(folder: Path) -> QLockFile | None:
    """The folder's lock, held for as long as the returned object lives; None when another running
    copy holds it."""
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # held all session long: stale only when its process is gone
    return lock if lock.tryLock(200) else None


def holder_text(folder: Path) -> str:
    """What the host reads when another copy has the folder."""
    info = QLockFile(str(folder / LOCK_NAME)).getLockInfo()  # PySide6: (pid, host, app name)
    pid, host = (info[-3], info[-2]) if isinstance(info, tuple) and len(info) >= 3 else ("?", "?")
    text = QCoreApplication.translate(
        "SingleCopy", "The app is already open with this data folder:\n%1\n(process %2 on %3).\n\n"
        "A second copy would not see what the first one records, and the two would disagree about the "
        "game. Switch to the window that is open.")
    return text.replace("%1", str(folder)).replace("%2", str(pid)).replace("%3", host or "?")


def refuse_second_copy(folder: Path) -> None:
    QMessageBox.warning(None, QCoreApplication.translate("SingleCopy", "Already open"), holder_text(folder))
