"""The host decides whether a game plays on by an edited role set (#11 item 4).

Opening a game whose role-set file changed since the game kept its copy asks once per version of
the file (a kept choice is remembered in the settings; a newer edit asks again): the outcomes
that would change are listed (app.rules_update), and only "Apply the new version" changes the
game; "Keep the game's rules" (the default) leaves it exactly as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.model.errors import InputError
from ..storage.words import said_in
from .i18n import current_lang

if TYPE_CHECKING:  # annotations only: the prompt is imported when a game opens
    from ..app.rules_update import RulesUpdate
    from .controller import GameController

MAX_LINES = 25


def rules_question(update: RulesUpdate) -> str:
    lines = update.differences[:MAX_LINES] + (["…"] if len(update.differences) > MAX_LINES else [])
    head = QCoreApplication.translate(
        "RulesPrompt", "The role set file has changed since this game was set up (kept: %1, file now: %2).").replace(
        "%1", (update.kept_sha or "—")[:12].upper()).replace("%2", (update.file_sha or "—")[:12].upper())
    if update.error:
        return head + "\n\n" + QCoreApplication.translate("RulesPrompt", "The new version cannot be applied: %1").replace(
            "%1", update.error.render(current_lang()))
    if not lines:
        return head + "\n\n" + QCoreApplication.translate("RulesPrompt", "No outcome of this game would change.")
    return head + "\n\n" + QCoreApplication.translate("RulesPrompt", "With the new version:") + "\n" + "\n".join(lines)


def offer_rules_update(parent: QWidget, controller: GameController,
                       ask: Callable[[QMessageBox], bool] | None = None) -> bool:
    """Ask about a changed role-set file; True when the host applied the new version. `ask` shows the
    box and returns whether the host chose to apply (tests click through it)."""
    session = controller.session
    if session is None:
        return False
    try:
        update = session.rules_update(controller.lang)
    except InputError:
        return False
    if not update.changed or controller.settings.rules_kept(controller.shown_id) == update.file_sha:
        return False  # the host already kept the game's rules against this very file
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("RulesPrompt", "The rules have changed"),
                      rules_question(update), parent=parent)
    apply_button = box.addButton(QCoreApplication.translate("RulesPrompt", "&Apply the new version"),
                                 QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QCoreApplication.translate("RulesPrompt", "&Keep the game's rules"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    apply_button.setEnabled(update.setup is not None)
    if ask is not None:
        chosen = ask(box)
    else:
        box.exec()
        chosen = box.clickedButton() is apply_button
    if not chosen:
        controller.settings.set_rules_kept(controller.shown_id, update.file_sha)
        return False
    try:
        session.apply_rules_update(update)
    except InputError as err:
        controller._fail(said_in(err, controller.lang))
        return False
    controller.changed.emit()
    return True
