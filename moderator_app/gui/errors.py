"""Errors in the open (#14 item 8): an exception raised inside a Qt slot would otherwise vanish
(PySide6 prints it to a console the host never sees). `ErrorGuard` takes `sys.excepthook` while
the window lives: it writes the traceback to `errors.log` in the data folder, reloads the open
game from the store (the store is the truth, so whatever the slot half-did is thrown away) and
shows the host a short message saying what happened, that nothing changed, and where the log is.

Bad input is not an error here: the controller turns InputError into a status-bar notice.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget
from .. import paths
import logging

if TYPE_CHECKING:  # annotations only
    from .controller import GameController

LOG_NAME = "errors.log"


def error_log_path() -> Path:
    return paths.data_dir() / LOG_NAME


def _logger() -> logging.Logger:
    """One rotating file (1 MB × 3) in the data folder; opened on the first error only (logging
    is imported then too: the first frame does not wait for it)."""
    # lazy: logging.handlers costs ~8 ms CPU, not needed before the first frame (bench_startup)
    from logging.handlers import RotatingFileHandler

    logger = logging.getLogger("moderator_app.errors")
    path = error_log_path()
    if not any(getattr(h, "baseFilename", None) == str(path) for h in logger.handlers):
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
            handler.close()
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.ERROR)
        logger.propagate = False
    return logger


class ErrorGuard(QObject):
    """Installed by the main window; `uninstall` gives the previous hook back (tests, closing)."""

    def __init__(self, parent: QWidget, controller: GameController):
        super().__init__(parent)
        self.window = parent
        self.controller = controller
        self.previous: Callable[..., Any] | None = None
        self.last_message: str | None = None
        #: shows the message; a non-modal box, so a test or a running slot is never blocked
        self.show_message: Callable[[str], None] = self._box
        #: rebuilding after an error: a screen that fails again while it refreshes is logged, not rebuilt
        #: again (each failure rebuilt and refreshed anew, until the stack overflowed: a crash, no message)
        self._reloading = False

    def install(self) -> None:
        if sys.excepthook != self.handle:
            self.previous = sys.excepthook
            sys.excepthook = self.handle

    def uninstall(self) -> None:
        if self.previous is not None and sys.excepthook == self.handle:
            sys.excepthook = self.previous
        self.previous = None

    def handle(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            (self.previous or sys.__excepthook__)(kind, error, tb)
            return
        where = self._log(kind, error, tb)
        if self._reloading:
            return
        self._reloading = True
        try:
            self._reload()
        finally:
            self._reloading = False
        message = (self.tr("Something went wrong: %1\nNothing was changed: the game is as it was before this action.\n"
                      "The details are in %2")
                   .replace("%1", f"{kind.__name__}: {error}").replace("%2", where))
        self.last_message = message
        self.show_message(message)

    def _log(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> str:
        text = "".join(traceback.format_exception(kind, error, tb))
        try:
            _logger().error("unhandled exception in a slot\n%s", text)
            return str(error_log_path())
        except OSError as err:  # the data folder itself is the trouble: say so, print the traceback
            print(text, file=sys.stderr)
            return self.tr("(the log could not be written: %1)").replace("%1", str(err))

    def _reload(self) -> None:
        """Rebuild the open game from the store; whatever a failed slot changed in memory is dropped."""
        session = self.controller.session
        if session is None:
            return
        try:
            session.game = session._rebuild()
        except Exception as err:  # noqa: BLE001 — a second failure must not hide the first message
            _logger().error("reloading after the error failed: %s", err)
        self.controller.changed.emit()

    def _box(self, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Error"), message, QMessageBox.StandardButton.Ok, self.window)
        box.setModal(False)
        box.open()
