"""The open game: a heading with the role set, seed and what to do next, and one tab per part of
the host's evening.

A tab's module is imported and its widget built the first time the tab is shown (the first frame
needs only the phase board or the role PMs; posts, the parser and the log wait). Only the visible
tab refreshes on a change; the others when they are shown. A page that `takes_changes` is told what the
operations changed since it last redrew (app.changes), so it redraws only that part. `game_view.posts` and
the other page attributes build their page on first use, so code and tests may reach any page at any time.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QLabel, QSizePolicy, QTabWidget, QVBoxLayout,
                               QWidget)

from ..app.changes import EVERYTHING, MARKS, NOTHING, Changes
from . import texts
from .controller import GameController
from .pickers import fit_to_names
from .start_loader import after_import, imported_later

#: (attribute, module, class) per tab, in tab order
PAGES = (
    ("role_pms", "role_pms", "RolePmsView"),
    ("board", "phase_board", "PhaseBoard"),
    ("inbox", "inbox", "InboxView"),
    ("resolve", "resolve_view", "ResolveView"),
    ("posts", "posts_view", "PostsView"),
    ("log", "log_view", "LogView"),
)
#: What each page shows, as the operations' changes it redraws for (app.changes): a page that
#: shows none of what changed keeps its drawing (marked stale only when it does).
SHOWS: dict[str, Callable[[Changes], bool]] = {
    "role_pms": lambda c: c.everything or c.unmasked or c.post_lang or bool(c.deal),  # the deal: seats, roles, accounts
    "board": bool,  # the open phase, its prompts, deadline and mail: anything
    "inbox": lambda c: c.everything or c.journal or bool(c.phases or c.players),  # verdicts of the rows
    "resolve": lambda c: c.everything or c.journal or bool(c.phases or c.waiting),  # each phase's log, what holds it
    "posts": lambda c: c.everything or c.marks or bool(c.phases or c.players),  # results and what is published
    "log": lambda c: c.everything or c.journal or c.post_lang,  # the journal, and the reveal written from it
}


class GameView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.heading = QLabel()
        self.heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # a long title never widens the window
        self.playing_host = QCheckBox(self.tr("I play too (hide secrets until the unmasking)"))
        self.playing_host.setToolTip(self.tr("The host's screen shows only his own seat's role and goal, "
                                             "as a player would see it, until the unmasking is resolved."))
        self.host_seat = QComboBox()
        self.host_seat.setToolTip(self.tr("Your own seat"))
        fit_to_names(self.host_seat)
        self.playing_host.toggled.connect(self._set_playing_host)
        self.host_seat.activated.connect(lambda _i: self._set_playing_host(True))
        self.titles = [self.tr("&1 Role PMs"), self.tr("&2 Phase board"), self.tr("&3 Inbox"), self.tr("&4 Resolve"),
                       self.tr("&5 Posts"), self.tr("&6 Log and reveal")]
        self._pages: dict[str, Any] = {}  #: a page class named in PAGES, built on first use: refresh() redraws it
        self.tabs = QTabWidget()
        for title in self.titles:
            self.tabs.addTab(QWidget(), title)  # a placeholder until the tab is first shown
        self.tabs.setCurrentIndex(1)
        self.tabs.currentChanged.connect(self._tab_shown)
        self._stale: dict[int, Changes] = {}  #: tab -> what changed since its page last redrew
        # a method, not a lambda: Qt drops the connection when a language switch deletes this view
        # (a lambda outlived it: "Internal C++ object (QTabWidget) already deleted" on the next copy)
        controller.marked.connect(self._mark_stale)
        self._shown_game: int | None = None
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.playing_host)
        top.addWidget(self.host_seat)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)

    def _mark_stale(self) -> None:
        """Bookkeeping changed (a post published): the other tabs refresh when next shown."""
        self._owe(self._showing(MARKS) - {self.tabs.currentIndex()}, MARKS)

    def _owe(self, tabs: set[int], changes: Changes) -> None:
        """The tabs' pages redraw for `changes` too when next shown (added to what they owe already)."""
        for index in tabs:
            self._stale[index] = self._stale.get(index, NOTHING) | changes

    def _showing(self, changes: Changes) -> set[int]:
        """The tabs whose page shows something of `changes` (SHOWS)."""
        return {index for index, (name, _module, _cls) in enumerate(PAGES) if SHOWS[name](changes)}

    # ----- pages, built on first use ----------------------------------------------------------
    def page(self, name: str) -> Any:
        if name not in self._pages:
            index = [p[0] for p in PAGES].index(name)
            _attr, module, cls = PAGES[index]
            widget = getattr(importlib.import_module(f"{__package__}.{module}"), cls)(self.controller)
            self._pages[name] = widget
            if hasattr(widget, "go_to"):  # a prompt on one page shows something on another
                widget.go_to.connect(self.go_to)
            current = self.tabs.currentIndex()
            self.tabs.blockSignals(True)
            placeholder = self.tabs.widget(index)
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, widget, self.titles[index])
            self.tabs.setCurrentIndex(current)
            self.tabs.blockSignals(False)
            if placeholder is not None:
                placeholder.deleteLater()
            self._stale[index] = EVERYTHING  # nothing drawn yet
        return self._pages[name]

    role_pms = property(lambda self: self.page("role_pms"))
    board = property(lambda self: self.page("board"))
    inbox = property(lambda self: self.page("inbox"))
    resolve = property(lambda self: self.page("resolve"))
    posts = property(lambda self: self.page("posts"))
    log = property(lambda self: self.page("log"))

    def go_to(self, name: str, what: object) -> None:
        """Show a page and, where the page can, the thing asked for (posts: a post)."""
        widget = self.page(name)
        self.tabs.setCurrentWidget(widget)
        if hasattr(widget, "show_item"):
            widget.show_item(what)

    def built_pages(self) -> list[str]:
        return list(self._pages)

    # ----- state ------------------------------------------------------------------------------
    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Redraw the heading, and the pages that show what `changes` changed: the shown one now,
        the others when next shown."""
        game = self.controller.game
        if game is None:
            return
        if self._shown_game != self.controller.game_id:
            self._shown_game = self.controller.game_id
            changes = EVERYTHING  # another game: nothing drawn is its
            self.tabs.setCurrentIndex(0 if not game.phases else 1)
        self._show_host_seat()
        phase = game.current
        if game.winner:
            where = self.tr("game over")
        elif phase is None:
            where = self.tr("roles dealt, no phase yet")
        else:
            where = texts.phase_label(phase) + ("" if not phase.resolved else self.tr(" (resolved)"))
        alive = len(game.living())
        rules = game.rs.name(self.controller.lang)
        title = self.controller.game_title(self.controller.game_id) if self.controller.game_id is not None else ""
        named = bool(title) and title != rules  # the game's own name first, its role set beside it
        self.heading.setText(self.tr("<b>%1</b>%2 · %3 · seed %4 · %5 of %6 alive")
                             .replace("%1", title if named else rules).replace("%2", f" ({rules})" if named else "")
                             .replace("%3", where).replace("%4", str(game.seed)).replace("%5", str(alive))
                             .replace("%6", str(len(game.players))))
        self.heading.setToolTip(self.heading.text())  # the whole line, if the window cuts it
        self._owe(self._showing(changes), changes)
        self._tab_shown(self.tabs.currentIndex())

    def _show_host_seat(self) -> None:
        seat, can_play = self.controller.host_seat, self.controller.host_can_play
        for widget in (self.playing_host, self.host_seat):
            widget.blockSignals(True)
        self.playing_host.setChecked(seat is not None)
        self.host_seat.clear()
        self.host_seat.addItems(list(self.controller.shown_game.players))
        if seat is not None:
            self.host_seat.setCurrentText(seat)
        for widget in (self.playing_host, self.host_seat):
            widget.blockSignals(False)
        self.playing_host.setVisible(can_play)
        self.host_seat.setVisible(can_play and seat is not None)

    def _set_playing_host(self, on: bool) -> None:
        """On: the host plays in the chosen seat and sees what that seat sees until the unmasking."""
        self.controller.set_host_seat(self.host_seat.currentText() if on else None)

    def _tab_shown(self, index: int) -> None:
        if index < 0 or self.controller.game is None:
            return
        name, module, _cls = PAGES[index]
        if name not in self._pages and imported_later(f"{__package__}.{module}"):
            # the start loader is importing the page's modules: the tab answers the click now and its
            # page follows, instead of the window standing still until the import is over (#25)
            after_import(f"{__package__}.{module}", self, lambda: self._tab_shown(self.tabs.currentIndex()))
            return
        widget = self.page(name)
        if index in self._stale:
            changes = self._stale.pop(index)
            if getattr(widget, "takes_changes", False):
                widget.refresh(changes)
            else:
                widget.refresh()
