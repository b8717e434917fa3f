"""The balance preview panel (#16 items 1-2), shared by the new-game wizard and the role-set editor.

The host presses Simulate: a worker thread plays the games (app/balance.py) — first the table he is
setting up (its player count and deal), then every player count of the deal table — while a progress
bar moves and Stop ends the run, keeping the games already played. The window never waits for it:
results arrive by queued signals. The numbers are shown as text (the same lines `moderator-app
simulate` prints) and as a chart (balance_chart)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, QThread, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QPlainTextEdit, QProgressBar, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from ..app.balance import Played, play, preview, vote_policies
from ..app.balance_text import word
from ..engine.model.errors import InputError
from .balance_chart import PALETTE, BalanceChart, Series

#: What the panel asks its host for when Simulate is pressed: (role set ref, players, deal).
Source = Callable[[], tuple[str, int | None, dict[str, int] | None]]


class SimulationWorker(QThread):
    """Plays the games off the window's thread; `cancel()` stops it after the current game."""

    progressed = Signal(int, int)
    finished_with = Signal(object)  #: app.balance.Played: the focus Summary or None, a Summary per player count
    failed = Signal(str)

    def __init__(self, ruleset: str, players: int | None, deal: dict[str, int] | None, games: int, votes: str,
                 lang: str = "ru"):
        super().__init__()
        self.args = (ruleset, players, deal, games, votes)
        self.lang = lang
        self._stop = False

    def cancel(self) -> None:
        self._stop = True

    def run(self) -> None:
        ruleset, players, deal, games, votes = self.args

        def step(done: int, total: int) -> bool:
            self.progressed.emit(done, total)
            return not self._stop

        try:
            self.finished_with.emit(play(ruleset, games, votes, players=players, deal=deal, progress=step, lang=self.lang))
        except InputError as err:
            self.failed.emit(err.text(self.lang))  # a role-set checker message in the host's language
        except Exception as err:  # noqa: BLE001 — a host-made set the engine cannot play: say so, keep the window
            self.failed.emit(f"{word('engine_error', self.lang)}: {type(err).__name__}: {err}")


class BalancePanel(QWidget):
    def __init__(self, source: Source, lang: str = "ru", parent: QWidget | None = None):
        super().__init__(parent)
        self.source = source
        self.lang = lang
        self.worker: SimulationWorker | None = None
        self.played = Played()
        self.games = QSpinBox()
        self.games.setRange(10, 5000)
        self.games.setSingleStep(50)
        self.games.setValue(200)
        self.votes = QComboBox()
        for words, policy in vote_policies(lang):
            self.votes.addItem(words, policy)
            self.votes.setItemData(self.votes.count() - 1, words, Qt.ItemDataRole.ToolTipRole)
        self.run_button = QPushButton(word("run", lang))
        self.run_button.clicked.connect(self.start)
        self.stop_button = QPushButton(word("cancel", lang))
        self.stop_button.clicked.connect(self.stop)
        self.stop_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setFormat(word("running", lang, done="%v", total="%m"))
        self.chart = BalanceChart()
        self.chart.x_label, self.chart.y_label, self.chart.empty_text = word("chart_x", lang), word("chart_y", lang), word("no_data", lang)
        self.chart.focus_label = word("focus", lang)
        self.numbers = QPlainTextEdit()
        self.numbers.setReadOnly(True)
        self.numbers.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.policy_note = QLabel(word("policy", lang))
        self.policy_note.setWordWrap(True)
        self.policy_note.setStyleSheet("color: #555")
        # two rows, not one: in Polish the labels, the policy names and the buttons in one row are
        # wider than half a 1366-pixel laptop screen
        controls = QFormLayout()
        controls.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        controls.addRow(word("games_each", lang), self.games)
        controls.addRow(word("votes", lang), self.votes)
        self.votes.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.votes.setMinimumContentsLength(20)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.numbers, 2)
        layout.addWidget(self.policy_note)
        app = QCoreApplication.instance()
        if app is not None:  # a run still going when the app quits is stopped, not killed mid-game
            app.aboutToQuit.connect(self.wait)

    # ----- a run ------------------------------------------------------------------------------------
    def start(self) -> None:
        if self.worker is not None:
            return
        try:
            ruleset, players, deal = self.source()
        except InputError as err:
            self.numbers.setPlainText(err.text(self.lang))
            return
        self.ruleset = ruleset
        self.focus_players = players
        self.worker = SimulationWorker(ruleset, players, deal, self.games.value(), str(self.votes.currentData()), self.lang)
        self.worker.progressed.connect(self._progressed)
        self.worker.finished_with.connect(self._finished)
        self.worker.failed.connect(self._failed)
        self.worker.finished.connect(self._worker_ended)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.worker.start()

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.cancel()

    def wait(self, ms: int = 30000) -> None:
        """Stop a run and wait for its thread (closing the window, tests)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait(ms)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _finished(self, played: Played) -> None:
        self.played = played
        self.show_results()

    def _failed(self, message: str) -> None:
        self.numbers.setPlainText(message)

    def _worker_ended(self) -> None:
        self.worker = None
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    # ----- showing -----------------------------------------------------------------------------
    def show_results(self) -> None:
        shown = preview(self.ruleset, self.played, self.lang)
        colour = {team: PALETTE[i % len(PALETTE)] for i, team in enumerate(shown.teams)}  # a team keeps its colour
        series = [Series(name, colour[team], found) for team, name, found in shown.series]
        self.chart.set_series([s for s in series if s.points], focus=self.focus_players)
        self.numbers.setPlainText("\n".join(shown.lines))
