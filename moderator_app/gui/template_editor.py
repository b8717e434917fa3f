"""The post-template editor: the host picks a template, edits its text, previews the BBCode it makes
on the open game before saving, and saves it to his template folder (his copy wins over the shipped
one from then on). A mistake is shown as `file:line: message`, and the text he typed is kept. The
"editor" before only copied a `.j2` file into the folder and said where it was.

The preview renders the unsaved text in the posts' own sandbox (posts.render.draft) through the same
function the Posts tab uses for that kind of post, on the open game (no game: no preview).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSplitter, QTextBrowser,
                               QVBoxLayout, QWidget)
from PySide6.QtCore import Qt, Signal

from .. import paths, posts
from ..engine.model.errors import InputError
from ..i18n import LANGUAGE_NAMES, has, t
from ..posts.render import available_templates, draft
from ..posts.preview import to_html

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase


def _last_resolved(game: "Game") -> Phase | None:
    return next((p for p in reversed(game.phases) if p.resolved and p.kind != "unmask"), None)


def preview_post(game: "Game", name: str, lang: str) -> str | None:
    """The post a template of this name makes on the game, through the Posts tab's own functions;
    None when the game has nothing for it yet (no resolved phase, no private result)."""
    stem = name.removesuffix(".bbcode.j2")
    phase = _last_resolved(game)
    if stem in ("opening", "suspi_opening"):
        return posts.render_opening_post(game, lang)
    if stem in ("final_reveal",):
        return posts.render_final_reveal(game, lang)
    if stem == "role_card":
        return posts.render_role_card(game, next(iter(game.players)), lang) if game.players else None
    if stem == "suspi_standings":
        return posts.render_standings([game], lang)
    if stem == "interim_tally":
        current = game.current or phase
        return posts.render_interim_tally(game, current, lang) if current is not None else None
    if stem in ("private", "suspi_dawn"):
        facts = [p.fact for each in reversed(game.phases) if each.result for p in each.result.private]
        return posts.render_private(game, facts[0], lang) if facts else None
    if stem == "suspi_unmask":
        unmask = next((p for p in game.phases if p.kind == "unmask" and p.resolved), None)
        return posts.render_phase_post(game, unmask, lang) if unmask is not None else None
    return posts.render_phase_post(game, phase, lang) if phase is not None else None


def template_title(name: str, lang: str, ui_lang: str) -> str:
    """A template as the picker lists it: what it makes and its language («Первый пост игры — Polski»)."""
    stem = name.removesuffix(".bbcode.j2")
    kind = t(f"template_editor.kind.{stem}", ui_lang) if has(f"template_editor.kind.{stem}") else stem
    return t("template_editor.template", ui_lang, kind=kind, language=LANGUAGE_NAMES.get(lang, lang))


class TemplateEditor(QWidget):
    """Edit, preview and save one post template (`lang/name`)."""

    saved = Signal(Path)  #: the host's copy was written (the Posts tab renders with it)

    def __init__(self, game_of: Callable[[], "Game | None"], lang: str, parent: QWidget | None = None):
        super().__init__(parent)

        self.game_of, self.lang = game_of, lang
        self.setWindowTitle(self.tr("Post templates"))
        self.choice = QComboBox()  # by what each makes, in words; (language, file name) is the item's data
        for each, names in available_templates().items():
            for name in names:
                self.choice.addItem(template_title(name, each, lang), (each, name))
        self.where = QLineEdit()  #: the file the text comes from (the host's copy, or the shipped one)
        self.where.setReadOnly(True)
        self.choice.currentIndexChanged.connect(lambda _i: self.load_chosen())
        self.text = QPlainTextEdit()
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.bbcode = QPlainTextEdit()
        self.bbcode.setReadOnly(True)
        self.rendered = QTextBrowser()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview_button = QPushButton(self.tr("Preview on the open game"))
        self.preview_button.clicked.connect(self.preview)
        self.save_button = QPushButton(self.tr("Save to my template folder"))
        self.save_button.clicked.connect(self.save)
        self.shipped_button = QPushButton(self.tr("Back to the shipped text"))
        self.shipped_button.clicked.connect(self.back_to_shipped)
        top = QHBoxLayout()
        top.addWidget(self.choice, 1)
        for button in (self.preview_button, self.save_button, self.shipped_button):
            top.addWidget(button)
        shown = QSplitter(Qt.Orientation.Vertical)
        shown.addWidget(self.bbcode)
        shown.addWidget(self.rendered)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.text)
        split.addWidget(shown)
        split.setSizes([520, 420])
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.where)
        box.addWidget(split, 1)
        box.addWidget(self.status)
        self.load_chosen()

    def select(self, key: str) -> None:
        """Show the template `lang/name` (the posts' language first when the menu opens it)."""
        wanted = key.split("/", 1)
        for index in range(self.choice.count()):
            if list(self.choice.itemData(index) or ()) == wanted:
                self.choice.setCurrentIndex(index)
                return

    # ----- files -----------------------------------------------------------------------------------
    def chosen(self) -> tuple[str, str]:
        lang, name = self.choice.currentData() or ("ru", "")
        return str(lang), str(name)

    def own_path(self) -> Path:
        lang, name = self.chosen()
        return paths.user_templates_dir() / lang / name

    def shipped_path(self) -> Path:
        lang, name = self.chosen()
        return paths.templates_dir() / lang / name

    def load_chosen(self) -> None:
        own, shipped = self.own_path(), self.shipped_path()
        source = own if own.is_file() else shipped
        try:
            self.text.setPlainText(source.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as err:
            self.status.setText(f"{source}: {err}")
            return
        self.where.setText(str(source))
        self.status.setText(t("template_editor.own" if source == own else "template_editor.shipped", self.lang))
        self.bbcode.clear()
        self.rendered.clear()

    def keep_text(self, text: str) -> None:
        """The text the host had typed in the window this one replaces (a language switch): his
        unsaved words are kept, and said to be unsaved."""
        if text != self.text.toPlainText():
            self.text.setPlainText(text)
            self.status.setText(t("template_editor.unsaved", self.lang))

    def save(self) -> bool:
        path = self.own_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(self.text.toPlainText(), encoding="utf-8")
        except OSError as err:
            self.status.setText(t("template_editor.not_saved", self.lang, why=str(err)))
            return False
        self.where.setText(str(path))
        self.status.setText(t("template_editor.saved", self.lang))
        self.saved.emit(path)
        return True

    def back_to_shipped(self) -> None:
        """Drop the host's copy (the posts use the shipped text again) and show the shipped text."""
        own = self.own_path()
        if own.is_file():
            own.unlink()
        self.load_chosen()

    # ----- preview ---------------------------------------------------------------------------------
    def preview(self) -> None:
        game = self.game_of()
        if game is None:
            self.status.setText(t("template_editor.no_game", self.lang))
            return
        lang, name = self.chosen()
        try:
            with draft(name, lang, self.text.toPlainText(), str(self.own_path())) as edited:
                text = preview_post(game, name, lang)
        except InputError as err:  # a mistake in the text: file:line, the text kept as typed
            self.status.setText(t("template_editor.error", self.lang, where=err.text(self.lang)))
            self._go_to_line(err.line)
            return
        if text is None:
            self.status.setText(t("template_editor.nothing_yet", self.lang))
            return
        if not edited.used:
            self.status.setText(t("template_editor.not_used", self.lang, name=f"{lang}/{name}"))
        else:
            self.status.setText(t("template_editor.previewed", self.lang))
        self.bbcode.setPlainText(text)
        self.rendered.setHtml(to_html(text))

    def _go_to_line(self, line: int | None) -> None:
        if not line:
            return
        block = self.text.document().findBlockByLineNumber(line - 1)
        cursor = self.text.textCursor()
        cursor.setPosition(block.position())
        self.text.setTextCursor(cursor)
