"""What the host sees when the data cannot simply be opened: another copy of the app holds the
folder, the folder is unusable, the database is damaged (restore in one click, saying which entries
are lost), or one game's rows cannot be read (restore that game from a backup). A game whose stored
role-set text is damaged or missing is first offered a role-set file with the very same text (the
same sha256), when the host has one: nothing else of the game is touched.

All decisions come from storage, asked through app.data_folder; this is only their window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ..storage.errors import DataFolderBusy, StorageError
from ..storage.words import said_in
from .i18n import current_lang
from ..app.data_folder import open_data, restore_newest, restore_one_game, same_rules_file, start_empty
from ..app.rolesets import set_name

if TYPE_CHECKING:  # annotations only
    from ..storage.health import DataState
    from ..storage.startup import OpenedData
    from .controller import GameController


class DataProblemDialog(QDialog):
    """A damaged database: restore from the latest backup, start an empty one (the damaged file is
    kept aside), or quit. `choice` is "restore", "fresh" or "" (quit). The storage layer's reason is
    rendered in `lang` (the interface language unless given)."""

    def __init__(self, state: DataState, parent: QWidget | None = None, lang: str | None = None):
        super().__init__(parent)
        lang = lang or current_lang()
        self.choice = ""
        self.setWindowTitle(self.tr("The games database needs attention"))
        newest = state.backups[0].name if state.backups else ""
        text = self.tr("<b>The games database cannot be opened.</b><br>%1<br><br>Folder: %2").replace(
            "%1", _html(_sentence(said_in(state.problem or "", lang)))).replace("%2", _html(str(state.folder)))
        if newest:
            text += "<br>" + self.tr("Latest backup: %1 (%2 in all)").replace("%1", newest).replace("%2", str(len(state.backups)))
        else:
            text += "<br>" + self.tr("There is no backup to restore from.")
        self.message = QLabel(text)
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.restore_button = QPushButton(self.tr("&Restore the latest backup"))
        self.restore_button.setEnabled(bool(state.backups))
        self.fresh_button = QPushButton(self.tr("Start an &empty database (keep the damaged file aside)"))
        self.quit_button = QPushButton(self.tr("&Quit"))
        for button, role, choice in ((self.restore_button, QDialogButtonBox.ButtonRole.AcceptRole, "restore"),
                                     (self.fresh_button, QDialogButtonBox.ButtonRole.AcceptRole, "fresh"),
                                     (self.quit_button, QDialogButtonBox.ButtonRole.RejectRole, "")):
            buttons.addButton(button, role)
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
        self.restore_button.setDefault(bool(state.backups))
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(620, 220)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept() if choice else self.reject()


def open_host_data(parent: QWidget | None, ask: Callable[[DataProblemDialog], object] | None = None) -> OpenedData | None:
    """The host's data opened for writing, or None when the app should close. `ask` shows the
    dialog (tests pass a function that clicks)."""
    ask = ask or (lambda dialog: dialog.exec())
    while True:
        try:
            opened = open_data()
        except DataFolderBusy as err:
            show_message(parent, QCoreApplication.translate("DataDialog", "Already open"), said_in(err, current_lang()), critical=True)
            return None
        if opened.store is not None:
            return opened
        if opened.state.status != "damaged":
            show_message(parent, QCoreApplication.translate("DataDialog", "The data folder cannot be used"),
                         said_in(opened.state.problem or "", current_lang()), critical=True)
            return None
        dialog = DataProblemDialog(opened.state, parent)
        ask(dialog)
        try:
            if dialog.choice == "restore":
                lines = restore_newest(opened.state.folder, current_lang())
                show_message(parent, QCoreApplication.translate("DataDialog", "Restored"), "\n".join(lines))
            elif dialog.choice == "fresh":
                aside = start_empty(opened.state.folder)
                show_message(parent, QCoreApplication.translate("DataDialog", "Empty database"),
                             QCoreApplication.translate("DataDialog", "The damaged file is kept as %1").replace("%1", str(aside)))
            else:
                return None
        except (StorageError, OSError) as err:
            show_message(parent, QCoreApplication.translate("DataDialog", "Restore failed"), said_in(err, current_lang()), critical=True)
            return None
        finally:
            if opened.lock is not None:
                opened.lock.release()


def offer_game_restore(parent: QWidget, controller: GameController, game_id: int, why: str) -> bool:
    """One game cannot be rebuilt: offer to restore it alone from the newest backup that reads."""
    lang = controller.lang or current_lang()
    if offer_same_rules_text(parent, controller, game_id, why, lang):
        return True
    why = said_in(why, lang)
    question = QCoreApplication.translate(
        "DataDialog", "This game's saved entries cannot be read: %1\n\nRestore it from the latest backup that "
        "holds it? The other games are not touched.").replace("%1", why)
    if not confirm(parent, QCoreApplication.translate("DataDialog", "Damaged game"), question,
                   QCoreApplication.translate("DataDialog", "&Restore this game")):
        return False
    try:
        lines = restore_one_game(controller.store, game_id, lang)
    except StorageError as err:
        show_message(parent, QCoreApplication.translate("DataDialog", "Restore failed"), err.text(lang), critical=True)
        return False
    show_message(parent, QCoreApplication.translate("DataDialog", "Restored"), "\n".join(lines))
    return controller.open_game(game_id)


def offer_same_rules_text(parent: QWidget, controller: GameController, game_id: int, why: str, lang: str) -> bool:
    """The game's stored rules text is damaged or gone, and a role-set file here has the very text its
    hash names: offer to put it back (app.data_folder). False when there is nothing to offer."""
    found = same_rules_file(why)
    if found is None:
        return False
    ref, text = found
    question = QCoreApplication.translate(
        "DataDialog", "%1\n\nThe role set file «%2» holds the very same text (the same sha256). Put it back "
        "and open the game? Nothing else of the game changes.").replace("%1", said_in(why, lang)).replace("%2", set_name(ref, lang))
    if not confirm(parent, QCoreApplication.translate("DataDialog", "Damaged game"), question,
                   QCoreApplication.translate("DataDialog", "&Use the file's text")):
        return False
    try:
        controller.store.repair_rules_text(text)
    except StorageError as err:
        show_message(parent, QCoreApplication.translate("DataDialog", "Restore failed"), err.text(lang), critical=True)
        return False
    return controller.open_game(game_id)




def show_message(parent: QWidget | None, title: str, text: str, critical: bool = False) -> None:
    icon = QMessageBox.Icon.Critical if critical else QMessageBox.Icon.Information
    QMessageBox(icon, title, text, parent=parent).exec()


def confirm(parent: QWidget | None, title: str, text: str, action: str) -> bool:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=parent)
    yes = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is yes


def _sentence(text: str) -> str:
    """The storage layer's reason stands alone here: a capital first letter."""
    return text[:1].upper() + text[1:]


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
