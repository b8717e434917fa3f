"""One copy of the app per data folder: what the window says when another copy holds it.

Two copies on one folder each keep the game in memory and append to the same journal: what one
records the other never sees ("ещё не прислал" for a vote the other copy took), and the posts one
writes disagree with the game the journal replays (found driving the real window, hostdrill).
The lock itself is storage's OS lock (the command line and the start-up check take the same one);
the window takes it before the first frame (app.folder_lock), so a second copy says which process has the folder and
closes without painting a window. The OS drops the lock when a process ends, however it ends.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..app.folder_lock import holder_pid


def holder_text(folder: Path) -> str:
    """What the host reads when another copy has the folder (what it needs is imported here: the
    usual start, with the folder free, paints without it)."""
    import socket  # lazy: socket costs ~5 ms CPU, not needed before the first frame (bench_startup)

    text = QCoreApplication.translate(
        "SingleCopy", "The app is already open with this data folder:\n%1\n(process %2 on %3).\n\n"
        "A second copy would not see what the first one records, and the two would disagree about the "
        "game. Switch to the window that is open.")
    return text.replace("%1", str(folder)).replace("%2", holder_pid(folder) or "?").replace("%3", socket.gethostname() or "?")


def refuse_second_copy(folder: Path) -> None:
    QMessageBox.warning(None, QCoreApplication.translate("SingleCopy", "Already open"), holder_text(folder))
