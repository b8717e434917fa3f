"""The settings screen (#14 item 7): interface language, data folder, default deadline and zone, template
folder. Every value is saved in the data folder's gui.json (gui/settings.py); the data folder
itself is named by a pointer file in the config folder (paths.data_dir_pointer) and is used from
the next start on — the games open now stay where they are until then.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QTime, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QTimeEdit, QWidget, QComboBox)

from .controller import GameController
from ..i18n import LANGS, LANGUAGE_NAMES, t
from ..i18n.zones import system_zone, zone_name
from .zone_picker import ZonePicker
from .. import paths
import os



class SettingsDialog(QDialog):
    language_chosen = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None):
        super().__init__(parent)

        self.controller = controller
        self.setWindowTitle(self.tr("Settings"))
        self.ask_folder: Callable[[str, str], str] = lambda title, start: QFileDialog.getExistingDirectory(self, title, start)
        settings = controller.settings
        self.language = QComboBox()
        for lang in LANGS:
            self.language.addItem(LANGUAGE_NAMES[lang], lang)
        self.language.setCurrentIndex(list(LANGS).index(controller.lang) if controller.lang in LANGS else 0)
        self.data_folder = QLineEdit(str(paths.chosen_data_dir()))
        self.data_note = QLabel()
        self.data_note.setWordWrap(True)
        self.deadline = QTimeEdit(QTime.fromString(settings.default_deadline, "HH:mm"))
        self.deadline.setDisplayFormat("HH:mm")
        self.zone = ZonePicker()
        self.zone.set_zone(settings.time_zone)  # the computer's zone, proposed until the host chooses
        self.zone.setToolTip(t("zone.system", controller.lang, zone=zone_name(system_zone(), controller.lang)))
        self.template_folder = QLineEdit(str(paths.user_templates_dir()))
        self.host_accounts = QLineEdit(", ".join(settings.host_accounts))
        self.host_accounts.setToolTip(t("hostplay.inbox.settings_accounts_tip", controller.lang))
        form = QFormLayout(self)
        form.addRow(self.tr("Interface language:"), self.language)
        form.addRow(self.tr("Data folder (games, settings, error log):"),
                    self._with_browse(self.data_folder, self.tr("Choose the data folder")))
        form.addRow("", self.data_note)
        form.addRow(self.tr("Default deadline of a phase:"), self.deadline)
        form.addRow(self.tr("Time zone of deadlines:"), self.zone)
        form.addRow(self.tr("Folder of your post templates:"),
                    self._with_browse(self.template_folder, self.tr("Choose the template folder")))
        form.addRow(t("hostplay.inbox.settings_accounts", controller.lang), self.host_accounts)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.data_folder.textChanged.connect(self._explain_data_folder)
        self._explain_data_folder()

    def _with_browse(self, edit: QLineEdit, title: str) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(edit, 1)
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(lambda: self._browse(edit, title))
        row.addWidget(browse)
        return box

    def _browse(self, edit: QLineEdit, title: str) -> None:
        chosen = self.ask_folder(title, edit.text())
        if chosen:
            edit.setText(chosen)

    def _explain_data_folder(self) -> None:
        if os.environ.get("MODERATOR_APP_DATA"):
            self.data_folder.setEnabled(False)
            self.data_note.setText(self.tr("Set by MODERATOR_APP_DATA: change the variable to move it."))
        elif Path(self.data_folder.text()) != paths.chosen_data_dir():
            self.data_note.setText(self.tr("Used from the next start; copy games.sqlite3 and gui.json there "
                                           "to take your games and settings along."))
        else:
            self.data_note.setText("")

    def save(self) -> None:
        settings = self.controller.settings
        if self.zone.zone() is None:  # nothing saved: the host corrects the zone and saves again
            self.controller.notice.emit(self.tr("Not a time zone: %1").replace("%1", self.zone.currentText()))
            return
        settings.default_deadline = self.deadline.time().toString("HH:mm")
        settings.time_zone = str(self.zone.zone())
        settings.host_accounts = self.host_accounts.text().split(",")
        default_templates = paths.chosen_data_dir() / "templates"
        chosen_templates = self.template_folder.text().strip()
        settings.template_folder = (chosen_templates if chosen_templates and Path(chosen_templates) != default_templates
                                    else None)
        folder = self.data_folder.text().strip()
        if self.data_folder.isEnabled() and folder and Path(folder) != paths.chosen_data_dir():
            pointer = paths.data_dir_pointer()
            pointer.parent.mkdir(parents=True, exist_ok=True)
            pointer.write_text(folder, encoding="utf-8")
        lang = self.language.currentData()
        self.accept()
        if lang != self.controller.lang:
            self.language_chosen.emit(lang)
        self.controller.notice.emit(self.tr("Settings saved."))
