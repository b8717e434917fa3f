"""The main window: start page, new-game page and the open game's tabs in one stack, the menus
(game, edit with undo/redo, language, tools) and the status bar where every action reports.
"""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Callable

from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6 import QtWidgets  # its dialogs are looked up when first used, not before the first frame
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget

from .controller import GameController
from ..i18n import LANGS, LANGUAGE_NAMES
from .i18n import Translators
from .errors import ErrorGuard
from .storage_warning import StorageWarning
from .start_page import StartPage
from pathlib import Path

if TYPE_CHECKING:  # built on first use, after the first frame (#14 item 9)
    from ..app.session import GameSession
    from .game_view import GameView
    from .new_game import NewGamePage
    from .roleset_editor import RolesetEditor
    from .start_loader import StartLoader
    from .template_editor import TemplateEditor



class MainWindow(QMainWindow):
    def __init__(self, controller: GameController, translators: Translators):
        super().__init__()
        self.controller = controller
        self.translators = translators
        self.editor_window: RolesetEditor | None = None
        self.template_window: TemplateEditor | None = None  #: the post-template editor, when open
        self.shown_session: GameSession | None = None
        self.start_loader: StartLoader | None = None  #: the start's loader thread (gui.app.show_first_frame)
        self.ask_open_path: Callable[[], str] = lambda: QtWidgets.QFileDialog.getOpenFileName(
            self, self.tr("Import a game script"), "", self.tr("Game scripts (*.yaml *.yml)"))[0]
        self.show_info: Callable[[str, str], object] = lambda title, text: QtWidgets.QMessageBox.information(self, title, text)

        self.error_guard = ErrorGuard(self, controller)
        self.error_guard.install()
        self._build()
        controller.changed.connect(self.refresh)
        controller.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))

        self.storage_warning = StorageWarning(controller.lang)  # a failed backup stays in view (#14 item 7)
        self.statusBar().addPermanentWidget(self.storage_warning)
        controller.storage_note.connect(self.storage_warning.show_problem)
        self.resize(1200, 800)
        self.refresh()

    # ----- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        self.stack = QStackedWidget()
        self.start_page = StartPage(self.controller)
        self._new_game_page: NewGamePage | None = None  # built on first use: it loads every role set (#14 item 9)
        self._game_view: GameView | None = None  # built when a game opens or in the warm-up, after the first frame (#14 item 9)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.start_page.new_game_requested.connect(self.show_new_game)
        self.start_page.import_requested.connect(self.import_script)
        self.stack.currentChanged.connect(lambda _i: self.update_title())
        self._build_menus()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        game_menu = bar.addMenu(self.tr("&Game"))
        self.action_start = self._action(game_menu, self.tr("&Games…"), self.show_start, QKeySequence("Ctrl+O"))
        self.action_new = self._action(game_menu, self.tr("&New game…"), self.show_new_game, QKeySequence.StandardKey.New)
        self.action_import = self._action(game_menu, self.tr("&Import game script…"), self.import_script)
        self.action_example = self._action(game_menu, self.tr("Open the &example game"), self.controller.import_example)
        self.action_open_file = self._action(game_menu, self.tr("Open a game &file…"), self.start_page.open_file)
        self.action_save_file = self._action(game_menu, self.tr("&Save the whole game to a file…"), self.save_game_file,
                                             QKeySequence.StandardKey.SaveAs)
        game_menu.addSeparator()
        self.action_settings = self._action(game_menu, self.tr("Se&ttings…"), self.open_settings)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.action_undo = self._action(edit_menu, self.tr("&Undo"), self.controller.undo, QKeySequence("Ctrl+Z"))
        self.action_redo = self._action(edit_menu, self.tr("&Redo"), self.controller.redo, QKeySequence("Ctrl+Shift+Z"))
        language_menu = bar.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        for lang in LANGS:
            action = self._action(language_menu, LANGUAGE_NAMES[lang], lambda _=False, code=lang: self.set_language(code))
            action.setCheckable(True)
            action.setChecked(lang == self.translators.lang)
            group.addAction(action)
        tools_menu = bar.addMenu(self.tr("&Tools"))
        self.action_roleset_editor = self._action(tools_menu, self.tr("&Role set editor…"), self.open_roleset_editor)
        self.action_roleset_editor.setEnabled(importlib.util.find_spec("moderator_app.gui.roleset_editor") is not None)
        self.action_edit_template = self._action(tools_menu, self.tr("Edit a post &template…"), self.edit_template)

    def _action(self, menu: QMenu, text: str, slot: Callable[..., object],  # triggered may pass `checked`
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:  # setShortcuts: setShortcut's overloads build Qt's whole namespace of enums
            action.setShortcuts([shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut)])  # (~20 ms, a fifth of a bare window) before the first frame (#14 item 9)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    @property
    def game_view(self) -> GameView:
        if self._game_view is None:
            # lazy: gui.game_view costs ~4 ms CPU, not needed before the first frame (bench_startup)
            from .game_view import GameView

            self._game_view = GameView(self.controller)
            self.stack.insertWidget(1, self._game_view)  # after the start page, as it always stood
        return self._game_view

    @property
    def new_game_page(self) -> NewGamePage:
        if self._new_game_page is None:
            # lazy: gui.new_game costs ~331 ms CPU, not needed before the first frame (bench_startup)
            from .new_game import NewGamePage

            self._new_game_page = NewGamePage(self.controller)
            self._new_game_page.cancelled.connect(self.refresh)
            self.stack.addWidget(self._new_game_page)
        return self._new_game_page

    # ----- state ------------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.controller.session
        if session is None:
            self.start_page.refresh()
            self.stack.setCurrentWidget(self.start_page)
        else:
            # a game just opened is shown; a change made from the list of games keeps the list shown
            if session is not self.shown_session or self.stack.currentWidget() is self._new_game_page:
                self.stack.setCurrentWidget(self.game_view)
            self.game_view.refresh(self.controller.take_changes())
        self.update_title()
        self.action_save_file.setEnabled(session is not None)
        self.shown_session = session
        self.name_undo_redo()

    def name_undo_redo(self) -> None:
        """The Edit menu says what undo and redo would do: «Отменить: голос Васи → Петя»."""
        undo, redo = self.controller.undo_line(), self.controller.redo_line()
        self.action_undo.setEnabled(undo is not None)
        self.action_redo.setEnabled(redo is not None)
        self.action_undo.setText(self.tr("&Undo: %1").replace("%1", _menu_safe(undo)) if undo else self.tr("&Undo"))
        self.action_redo.setText(self.tr("&Redo: %1").replace("%1", _menu_safe(redo)) if redo else self.tr("&Redo"))
        self.action_undo.setStatusTip(undo or "")  # the whole line, when the item's text is cut
        self.action_redo.setStatusTip(redo or "")

    def update_title(self) -> None:
        """The title names what the window shows: the open game (by its current name), a new game,
        or the list of games — never a game that is no longer shown. The app's name is not in it: the
        platform appends the application's display name ("Игры — Ведущий"), set here in the interface
        language (a title with the name as well read "Moderator — Game — Moderator")."""
        QtWidgets.QApplication.setApplicationDisplayName(self.tr("Moderator"))
        page, session = self.stack.currentWidget(), self.controller.session
        if page is self._game_view and page is not None and session is not None:
            self.setWindowTitle(self.controller.game_title(session.game_id))
        elif page is self._new_game_page and page is not None:
            self.setWindowTitle(self.tr("New game"))
        else:
            self.setWindowTitle(self.tr("Games"))

    def save_game_file(self) -> None:
        session = self.controller.session
        if session is None:
            return
        row = self.controller.store.game(session.game_id)
        path = self.start_page.ask_save_path(f"{row.title if row else 'game'}.mafia.json")
        if path:
            self.controller.export_game(session.game_id, Path(path))

    def open_settings(self) -> None:
        # lazy: gui.settings_page costs ~12 ms CPU, not needed before the first frame (bench_startup)
        from .settings_page import SettingsDialog

        self.settings_dialog = SettingsDialog(self.controller, self)
        self.settings_dialog.language_chosen.connect(self.set_language)
        self.settings_dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 — Qt's name
        self.error_guard.uninstall()
        for tool in (self.editor_window, self.template_window):  # the window's own tools go with it
            if tool is not None:
                tool.close()
                tool.deleteLater()
        self.editor_window = self.template_window = None
        super().closeEvent(event)

    def show_start(self) -> None:
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)

    def show_new_game(self) -> None:
        self.new_game_page.reset()
        self.stack.setCurrentWidget(self.new_game_page)

    def import_script(self) -> None:
        path = self.ask_open_path()
        if path:
            self.controller.import_script(Path(path))

    def set_language(self, lang: str) -> None:
        """Switch the interface language now: the widgets are rebuilt in the new language."""
        self.controller.lang = self.translators.switch(lang)
        self.controller.settings.lang = self.controller.lang
        self.storage_warning.retranslate(self.controller.lang)
        old, was_list = self.stack, self.stack.currentWidget() is self.start_page
        page = self._new_game_page
        form = page.form_state() if page is not None and self.stack.currentWidget() is page else None
        self._build()
        old.deleteLater()
        # the rebuilt window shows what the old one did: the open game (not the list of games,
        # left unfilled and saying there are none), the list filled in the new language, or the
        # new-game form with everything the host had entered
        self.shown_session = None
        self.refresh()
        if was_list:
            self.show_start()
        elif form is not None:
            self.show_new_game()
            self.new_game_page.restore_form(form)
        if self.editor_window is not None and self.editor_window.isVisible():
            self._reopen_editor()  # its title and tabs kept the old language, beside a window in the new one
        if self.template_window is not None and self.template_window.isVisible():
            self._reopen_template_editor()  # its title, buttons and words kept the old language too

    def edit_template(self) -> None:
        """The post-template editor: edit, preview on the open game, save to the host's folder
        (gui.template_editor); the posts use his copy from then on (posts.render looks there first)."""
        self._open_template_editor(f"{self.controller.settings.post_lang}/opening.bbcode.j2")

    def _open_template_editor(self, key: str) -> "TemplateEditor":
        # lazy: gui.template_editor costs ~159 ms CPU, not needed before the first frame (bench_startup)
        from .template_editor import TemplateEditor

        editor = TemplateEditor(lambda: self.controller.game, self.controller.lang)
        editor.select(key)
        editor.saved.connect(lambda _path: self.controller.changed.emit())
        editor.resize(1000, 680)
        editor.show()
        self.template_window = editor
        return editor

    def _reopen_template_editor(self) -> None:
        """The template editor in the interface's new language, on the same template with the text
        as the host left it (his unsaved words are kept, not read again from the file)."""
        old = self.template_window
        assert old is not None
        geometry, text = old.geometry(), old.text.toPlainText()
        editor = self._open_template_editor("/".join(old.chosen()))
        editor.setGeometry(geometry)
        editor.keep_text(text)
        old.close()
        old.deleteLater()

    def open_roleset_editor(self) -> None:
        # lazy: gui.roleset_editor costs ~209 ms CPU, not needed before the first frame (bench_startup)
        from .roleset_editor import RolesetEditor

        self.editor_window = editor = RolesetEditor(lang=self.controller.lang)
        editor.setWindowTitle(self.tr("Role set editor"))
        editor.resize(900, 700)
        editor.show()

    def _reopen_editor(self) -> None:
        """The editor in the interface's new language, on the set being edited (nothing is lost)."""
        old = self.editor_window
        assert old is not None
        geometry, model, tab = old.geometry(), old.model, old.tabs.currentIndex()
        self.open_roleset_editor()
        assert self.editor_window is not None
        self.editor_window.setGeometry(geometry)
        self.editor_window.load_model(model)
        self.editor_window.tabs.setCurrentIndex(tab)
        old.close()
        old.deleteLater()


def _menu_safe(line: str, limit: int = 60) -> str:
    """A journal line as a menu item's text: no accelerator marks from nicks, at most `limit` characters."""
    line = line.replace("&", "&&")
    return line if len(line) <= limit else line[:limit - 1] + "…"
