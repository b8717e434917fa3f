"""One writer per data folder: a second copy of the app is refused with a clear message.

An OS lock (fcntl `flock` on Linux and macOS, `msvcrt.locking` on Windows) on `app.lock` in the
data folder, held for the life of the process. The OS drops it when the process ends, however it
ends (SIGKILL, power loss), so a stale lock never blocks the host; the file only carries the pid
and start time for the message. Qt's QLockFile is not used: the engine and the command line take
the same lock without importing Qt.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path
from typing import IO

from .errors import DataFolderBusy

LOCK_NAME = "app.lock"
_held: dict[Path, "FolderLock"] = {}


class FolderLock:
    def __init__(self, folder: Path, handle: IO[str]):
        self.folder = folder
        self._handle: IO[str] | None = handle

    def release(self) -> None:
        if self._handle is not None:
            _unlock(self._handle)
            self._handle.close()
            self._handle = None
            _held.pop(self.folder, None)


def acquire(folder: Path) -> FolderLock:
    """Take the data folder for this process (again: the same lock), or raise DataFolderBusy."""
    folder = Path(folder).resolve()
    if folder in _held:
        return _held[folder]
    path = folder / LOCK_NAME
    handle = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held open for the process's life
    try:
        _lock(handle)
    except OSError:
        handle.seek(0)
        found = re.match(r"pid (\d+) since (.+)", handle.read().strip())
        handle.close()
        raise DataFolderBusy(str(folder), *(found.groups() if found else ("?", "?"))) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"pid {os.getpid()} since {time.strftime('%Y-%m-%d %H:%M:%S')}")
    handle.flush()
    lock = FolderLock(folder, handle)
    _held[folder] = lock
    return lock


if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds
    import msvcrt

    def _lock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[str]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
