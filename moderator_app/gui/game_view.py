"""The open game: a heading with the role set, seed and what to do next, and one tab per part of
the host's evening. Only the visible tab refreshes on a change; the others when they are shown."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from . import texts
from .controller import GameController
from .inbox import InboxView
from .log_view import LogView
from .phase_board import PhaseBoard
from .posts_view import PostsView
from .resolve_view import ResolveView
from .role_pms import RolePmsView


class GameView(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.heading = QLabel()
        self.role_pms = RolePmsView(controller)
        self.inbox = InboxView(controller)
        self.board = PhaseBoard(controller)
        self.resolve = ResolveView(controller)
        self.posts = PostsView(controller)
        self.log = LogView(controller)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.role_pms, self.tr("&1 Role PMs"))
        self.tabs.addTab(self.board, self.tr("&2 Phase board"))
        self.tabs.addTab(self.inbox, self.tr("&3 Inbox"))
        self.tabs.addTab(self.resolve, self.tr("&4 Resolve"))
        self.tabs.addTab(self.posts, self.tr("&5 Posts"))
        self.tabs.addTab(self.log, self.tr("&6 Log and reveal"))
        self.tabs.setCurrentWidget(self.board)
        self.tabs.currentChanged.connect(self._tab_shown)
        self._stale: set[int] = set()
        self._shown_game: int | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tabs, 1)

    def refresh(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self._shown_game != self.controller.game_id:
            self._shown_game = self.controller.game_id
            self.tabs.setCurrentWidget(self.role_pms if not game.phases else self.board)
        phase = game.current
        if game.winner:
            where = self.tr("game over")
        elif phase is None:
            where = self.tr("roles dealt, no phase yet")
        else:
            where = texts.phase_label(phase) + ("" if not phase.resolved else self.tr(" (resolved)"))
        alive = len(game.living())
        self.heading.setText(self.tr("<b>%1</b> · %2 · seed %3 · %4 of %5 alive")
                             .replace("%1", game.rs.name(self.controller.lang)).replace("%2", where)
                             .replace("%3", str(game.seed)).replace("%4", str(alive)).replace("%5", str(len(game.players))))
        self._stale = set(range(self.tabs.count()))
        self._tab_shown(self.tabs.currentIndex())

    def _tab_shown(self, index: int) -> None:
        if index in self._stale and self.controller.game is not None:
            self._stale.discard(index)
            self.tabs.widget(index).refresh()
