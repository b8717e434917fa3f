"""The one-time storage upgrade, shown while it runs (#14 item 7, storage leftover).

Opening a data folder of an older version upgrades it once (storage/migrate.py, told through app.data_folder): with 20,000 games
that is about half a minute of a checked backup, moving every game's rules and giving the disk space
back, in the window's thread after the first frame. Without a word the window looked hung. Here
each step told drives a modal progress dialog in the host's language: what is being done, and
how many games' rules are moved out of how many. Events are processed between steps so the dialog
paints; it is modal and has no cancel button (the upgrade is one transaction: stopping it half-way
would only mean doing it again at the next start).
"""

from __future__ import annotations

from contextlib import ExitStack

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from ..app.data_folder import upgrade_told
from ..storage.words import Said, said_in


class MigrationProgress:
    """`with MigrationProgress(window, lang): open the store` — a dialog appears only if an upgrade runs."""

    def __init__(self, parent: QWidget | None, lang: str):
        self.parent, self.lang = parent, lang
        self.dialog: QProgressDialog | None = None
        self.total = 0
        self.shown: list[str] = []  #: every text the dialog showed (tests read it)
        self._listening = ExitStack()

    def __enter__(self) -> "MigrationProgress":
        self._listening.enter_context(upgrade_told(self.tell))
        return self

    def __exit__(self, *_exc: object) -> None:
        self._listening.close()
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None

    def tell(self, stage: str, count: int) -> None:
        dialog = self._dialog()
        if stage == "counted":
            self.total = count
            return
        if stage == "backup":
            text, value, top = self._words("backup"), count, 100
        elif stage == "moving":
            text, value, top = self._words("moving", done=count, total=self.total), count, max(self.total, 1)
        else:
            text, value, top = self._words("vacuum"), 0, 0  # no steps to count: a busy bar
        dialog.setLabelText(f"{self._words('once')}\n\n{text}")
        dialog.setRange(0, top)
        dialog.setValue(min(value, top))
        self.shown.append(text)
        QApplication.processEvents()

    def _words(self, key: str, **params: int) -> str:
        return said_in(Said(f"migration.{key}", **params), self.lang)

    def _dialog(self) -> QProgressDialog:
        if self.dialog is None:
            self.dialog = QProgressDialog(self.parent)
            self.dialog.setWindowTitle(self._words("title"))
            self.dialog.setCancelButton(None)
            self.dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
            self.dialog.setMinimumDuration(0)
            self.dialog.setMinimumWidth(460)
            self.dialog.setAutoClose(False)
            self.dialog.setAutoReset(False)
            self.dialog.show()
        return self.dialog
