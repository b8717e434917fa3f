"""The posts of the game: the opening post with the hash of the deal (posts.commitment), each
resolved phase's public result and private messages, and at the end the final reveal with the
deal's salt — BBCode source beside a rendered preview, each copied to the clipboard with one click."""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QListWidget, QPlainTextEdit, QPushButton,
                               QTextBrowser, QVBoxLayout, QWidget)

from ..i18n import LANGS, LANGUAGE_NAMES
from ..engine.model.errors import InputError
from . import texts
from .controller import GameController
from ..posts import preview, render_final_reveal, render_interim_tally, render_opening_post, render_phase_post, render_private
from ..posts.commitment import Commitment
from ..app.pending import lynch_day, pending_lynch
from ..app.board import lynch_outcome, shows_count
from ..app.changes import EVERYTHING, Changes
from ..app.corrections import correction, published_facts, render_correction

if TYPE_CHECKING:  # annotations only
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

OPENING, FINAL = "opening", "final"  #: the phase picker's two entries that are not phases


def preview_html(bbcode: str) -> str | None:
    """HTML from the posts layer's previewer when it is there; None means show plain text."""
    if importlib.util.find_spec("moderator_app.posts.preview") is None:
        return None

    to_html = getattr(preview, "to_html", None)
    return to_html(bbcode) if to_html is not None else None


class PostsView(QWidget):
    #: `refresh` is told what changed (app.changes): a change to another phase keeps the host's choice and its posts
    takes_changes = True

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.posts: list[tuple[str, str]] = []  #: (label, BBCode)
        self.publishes: dict[int, int] = {}  #: post row -> phase index whose facts copying it publishes
        self.notes: set[int] = set()  #: rows that explain to the host instead of being posts
        self.phase_pick = QComboBox()
        self.phase_pick.currentIndexChanged.connect(self.show_posts)
        self.lang_pick = QComboBox()
        for code in LANGS:
            self.lang_pick.addItem(LANGUAGE_NAMES[code], code)
        self.lang_pick.setCurrentIndex(max(0, self.lang_pick.findData(controller.settings.post_lang)))
        self.lang_pick.currentIndexChanged.connect(lambda _i: self._set_lang(self.lang_pick.currentData()))
        self.items = QListWidget()
        self.items.setWordWrap(True)  # "Исправленное ЛС для ЛесникЪ (Быстрый Сыч)" was cut at the list's edge
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items.currentRowChanged.connect(self.show_post)
        self.source = QPlainTextEdit()
        self.source.setReadOnly(True)
        self.preview = QTextBrowser()
        self.copy_button = QPushButton(self.tr("&Copy this post"))
        self.copy_button.clicked.connect(self.copy)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Phase:")))
        top.addWidget(self.phase_pick, 1)
        top.addWidget(QLabel(self.tr("Posts in:")))
        top.addWidget(self.lang_pick)
        panes = QHBoxLayout()
        panes.addWidget(self.items, 1)
        panes.addWidget(self.source, 2)
        panes.addWidget(self.preview, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(panes, 1)
        layout.addWidget(self.copy_button)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Redraw for `changes`: a new phase to pick (or another game) lists them again and shows the latest;
        otherwise the phase the host picked stays, and its posts are rendered again only if they changed."""
        game = self.controller.game
        if game is None:
            return
        self.lang_pick.blockSignals(True)  # each game keeps its own post language
        self.lang_pick.setCurrentIndex(max(0, self.lang_pick.findData(self.controller.settings.post_lang)))
        self.lang_pick.blockSignals(False)
        entries = self._entries(game)
        if not changes.everything and entries == [(self.phase_pick.itemText(i), self.phase_pick.itemData(i))
                                                  for i in range(self.phase_pick.count())]:
            if self._changed_here(game, changes):
                self.show_posts()
            return
        self.phase_pick.blockSignals(True)
        self.phase_pick.clear()
        for title, data in entries:
            self.phase_pick.addItem(title, data)
        self.phase_pick.setCurrentIndex(self.phase_pick.count() - 1)
        self.phase_pick.blockSignals(False)
        self.show_posts()

    def _entries(self, game: Game) -> list[tuple[str, object]]:
        """What the phase picker offers: the start, each resolved phase, the end once the game is won."""
        entries: list[tuple[str, object]] = [(self.tr("Start of the game"), OPENING)]
        entries += [(texts.phase_label(phase), index) for index, phase in enumerate(game.phases) if phase.resolved]
        return entries + ([(self.tr("End of the game"), FINAL)] if game.winner else [])

    def _changed_here(self, game: Game, changes: Changes) -> bool:
        """The picked phase's posts may read otherwise: its result, a seat, what was published changed
        (the start and the end read the whole game: always)."""
        index = self.phase_pick.currentData()
        if index in (OPENING, FINAL) or not isinstance(index, int) or index >= len(game.phases):
            return True
        return changes.marks or bool(changes.players) or game.phases[index].label in changes.phases

    def _set_lang(self, lang: str) -> None:
        self.controller.set_post_lang(lang)  # the role cards and the reveal follow (app.changes.POST_LANG)
        self.show_posts()

    def show_posts(self) -> None:
        game, index = self.controller.game, self.phase_pick.currentData()
        self.posts = []
        self.publishes = {}
        self.notes = set()
        self.items.clear()
        if game is None or index is None:
            self.source.clear()
            self.preview.clear()
            self.copy_button.setEnabled(False)
            return
        try:
            self._collect(game, index, self.lang_pick.currentData())
        except InputError as err:  # a host's edited template with a mistake names its file and line
            self.posts.append((self.tr("Template error"), str(err)))
        self.items.addItems([label for label, _ in self.posts])
        self.copy_button.setEnabled(True)
        self.items.setCurrentRow(0)

    def _collect(self, game: Game, index: int | str, lang: str) -> None:
        salt = game.setup_data.get("deal_salt")
        if index == OPENING:
            commitment = Commitment.of(game, str(salt)) if salt else None
            zone, day_time = self.controller.deadline_habits()
            self.posts.append((self.tr("Opening post (thread)"), render_opening_post(game, lang, commitment, zone=zone,
                                                                                     day_time=day_time)))
            return
        if index == FINAL:
            self.posts.append((self.tr("Final reveal (thread)"), self.tr("You play in this game: the final reveal "
                                                                         "stays hidden until the unmasking.")
                               if self.controller.secrets_hidden() else render_final_reveal(game, lang)))
            return
        assert isinstance(index, int), index  # the picker's other entries are phase indexes (_entries)
        phase = game.phases[index]
        self._correction(game, index, lang)
        result = render_phase_post(game, phase, lang)
        if result:
            self.publishes[len(self.posts)] = index
            self.posts.append((self.tr("Result post (thread)"), result))
        else:
            self.notes.add(len(self.posts))  # an explanation for the host, not a post: not copied
            self.posts.append((self.tr("Result post — nothing to publish"), self._why_empty(game, phase)))
        self._vote_count(game, phase, lang)
        by_player: dict[str, list[str]] = {}  # one PM per player: a dawn report and a search result go together
        for private in phase.result.private if phase.result is not None else []:  # (the picker lists resolved phases)
            by_player.setdefault(private.to, []).append(render_private(game, private.fact, lang))
        for nick, facts in by_player.items():
            to = texts.pm_addressee(game, nick, self.controller.lang)
            if self.controller.hides(nick):  # a playing host reads only his own PMs
                self.posts.append((self.tr("PM to %1").replace("%1", to),
                                   self.tr("You play in this game: copy this PM and send it without reading it.")))
                continue
            self.posts.append((self.tr("PM to %1").replace("%1", to), "\n\n".join(facts)))

    def _why_empty(self, game: Game, phase: Phase) -> str:
        """M4: a classic day publishes nothing of its own; say so, and what its lynch will be."""
        pending = pending_lynch(game) if lynch_day(game) is phase and not self.controller.secrets_hidden() else None
        if pending is not None:
            who = lynch_outcome(pending, self.controller.lang)
            return (self.tr("The votes of %1 are published with the result of night %2. If the night changes "
                            "nothing, the lynch: %3.").replace("%1", texts.phase_label(phase))
                    .replace("%2", pending.night_label.split()[-1]).replace("%3", who))
        return self.tr("%1 made nothing public: no post is due.").replace("%1", texts.phase_label(phase))

    def _vote_count(self, game: Game, phase: Phase, lang: str) -> None:
        if shows_count(game, phase) and not self.controller.secrets_hidden():
            self.posts.append((self.tr("Final vote count (thread)"), render_interim_tally(game, phase, lang)))

    def _correction(self, game: Game, index: int, lang: str) -> None:
        """Item 6: the published result no longer stands — the correction post, and each changed PM."""
        if self.controller.secrets_hidden():
            return
        phase = game.phases[index]
        copied = self.controller.settings.published(self.controller.shown_id, phase.label)
        fix = correction(game, index, copied)
        if fix.public:
            self.publishes[len(self.posts)] = index
            # never copied here: it strikes out facts (a living player's role) the thread may never have
            # seen, so its label says when it is due (host-findings-2 item 6)
            label = (self.tr("Correction of the result (thread)") if copied is not None
                     else self.tr("Correction of the result (thread) — only if the result is already out"))
            self.posts.append((label, render_correction(game, fix, lang)))
        for changed in fix.private:
            facts = [render_private(game, fact, lang) for fact in changed["now"]] or [self.tr("(no result now)")]
            self.posts.append((self.tr("Corrected PM to %1").replace("%1", texts.pm_addressee(game, changed["to"],
                                                                                              self.controller.lang)),
                               self.tr("Correction:") + "\n" + "\n\n".join(facts)))

    def show_item(self, what: object) -> None:
        """A prompt on the board asked for a post: the opening post, or a PM of the last result."""
        kind, to = what if isinstance(what, tuple) else (what, None)
        if kind == "phase":  # a phase by its index: its first post (a correction comes first)
            self.phase_pick.setCurrentIndex(max(self.phase_pick.findData(to), 0))
            self.items.setCurrentRow(0)
            return
        target = OPENING if kind == "opening" else None
        if target is None:
            resolved = [i for i in range(self.phase_pick.count()) if isinstance(self.phase_pick.itemData(i), int)]
            if not resolved:
                return
            self.phase_pick.setCurrentIndex(resolved[-1])
        else:
            self.phase_pick.setCurrentIndex(self.phase_pick.findData(target))
        if to is not None:
            wanted = self.tr("PM to %1").replace("%1", texts.pm_addressee(self.controller.shown_game, to, self.controller.lang))
            for row, (label, _text) in enumerate(self.posts):
                if label == wanted:
                    self.items.setCurrentRow(row)

    def show_post(self, row: int) -> None:
        if not 0 <= row < len(self.posts):
            return
        bbcode = self.posts[row][1]
        self.copy_button.setEnabled(row not in self.notes)
        self.source.setPlainText(bbcode)
        html = preview_html(bbcode)
        if html is None:
            self.preview.setPlainText(bbcode)
        else:
            self.preview.setHtml(html)

    def copy(self) -> None:
        row = self.items.currentRow()
        if 0 <= row < len(self.posts):
            QGuiApplication.clipboard().setText(self.posts[row][1])
            if self.phase_pick.currentData() == OPENING and row == 0:  # the deal's hash is out: the board stops asking
                self.controller.settings.set_published(self.controller.shown_id, "opening", {})
            if row in self.publishes:  # what the host copies is what he publishes: corrections compare with it

                index = self.publishes[row]
                phase = self.controller.shown_game.phases[index]
                self.controller.settings.set_published(self.controller.shown_id, phase.label, published_facts(phase))
            self.controller.marked.emit()
            self.controller.notice.emit(self.tr("Copied: %1").replace("%1", self.posts[row][0]))
