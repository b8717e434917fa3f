"""The open phase's deadline on the board: date, time and zone, a countdown, and the editor that
records a new deadline as a `deadline` host event (app.deadlines). Times are shown as the forum's
readers read them («02.12 22:30 МСК»); zones by their names in the interface's language. A
deadline before the previous phase's is asked about, never taken silently."""

from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import QDate, QDateTime, QTime, QTimer
from PySide6.QtWidgets import QDateTimeEdit, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from ..app import deadlines
from .controller import GameController
from .i18n import current_lang
from .zone_picker import ZonePicker


class DeadlineBox(QWidget):
    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.countdown = QLabel()
        self.when = QDateTimeEdit()
        self.when.setDisplayFormat("dd.MM.yyyy HH:mm")
        self.when.setCalendarPopup(True)
        self.when.setSpecialValueText("—")  # no phase to come (the game is over, the set has no deadlines)
        self.zone = ZonePicker()
        #: asked before a deadline earlier than the previous phase's is set (a test answers it)
        self.ask: Callable[[str], bool] = lambda text: QMessageBox.question(self, self.tr("Set deadline"), text) == QMessageBox.StandardButton.Yes
        self.set_button = QPushButton(self.tr("Set deadline"))
        self.set_button.clicked.connect(self.set_deadline)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.countdown, 1)
        layout.addWidget(QLabel(self.tr("Deadline:")))
        layout.addWidget(self.when)
        layout.addWidget(self.zone)
        layout.addWidget(self.set_button)
        self.timer = QTimer(self)
        self.timer.setInterval(30_000)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def _open(self) -> bool:
        game = self.controller.game
        return game is not None and game.current is not None and not game.current.resolved

    def refresh(self) -> None:
        game, open_now = self.controller.game, self._open()
        for widget in (self.when, self.zone, self.set_button):
            widget.setEnabled(open_now)
        at, tz = deadlines.phase_setting(game) if game is not None and open_now else (None, None)
        shown = deadlines.phase_deadline(game) if game is not None and open_now else self._next_deadline()
        if shown is None and not open_now:
            self.when.setDateTime(self.when.minimumDateTime())  # reads "—", not the current time
        else:
            self.when.setDateTime(_qt_time(shown) if shown else QDateTime.currentDateTime())
        self.zone.fill()  # names in the interface's language, which may have changed
        self.zone.set_zone(tz or self._next_zone())
        self.tick(at)

    def tick(self, _at: object = None, now: datetime | None = None) -> None:
        game = self.controller.game
        left = deadlines.remaining(game, now) if game is not None and self._open() else None
        if left is None and not self._open() and game is not None and game.winner is None:
            upcoming = self._next_deadline()
            when = deadlines.when_text(upcoming, self._next_zone(), current_lang()) if upcoming else "—"
            self.countdown.setText(self.tr("Deadline of the next phase: %1").replace("%1", when))
            return
        if left is None:
            self.countdown.setText(self.tr("No deadline set.") if self._open() else "")
            return
        deadline = deadlines.phase_deadline(game) if game is not None else None
        stamp = deadlines.when_text(deadline, deadlines.phase_setting(game)[1], current_lang()) if game and deadline else ""
        minutes = int(left.total_seconds() // 60)
        if minutes < 0:
            self.countdown.setText(self.tr("<b>Deadline passed</b> (%1): later entries are marked late.").replace("%1", stamp))
            return
        self.countdown.setText(self.tr("<b>%1 h %2 min</b> left until the deadline (%3)")
                               .replace("%1", str(minutes // 60)).replace("%2", f"{minutes % 60:02d}").replace("%3", stamp))

    def _next_deadline(self) -> datetime | None:
        """The deadline the next phase will get when opened (shown greyed while no phase is open: the
        box showed the current time beside "Deadline of the next phase: 21:00")."""
        game = self.controller.game
        if game is None or game.winner is not None:
            return None
        at, _tz = self.controller.next_deadline(game.next_phase_kind())
        return datetime.strptime(at, deadlines.FORMAT) if at else None

    def _next_zone(self) -> str | None:
        game = self.controller.game
        return (deadlines.phase_zone(game) if game is not None else None) or self.controller.settings.time_zone

    def set_deadline(self) -> None:
        game = self.controller.game
        if game is None or not self._open():
            return
        tz = self.zone.zone()
        if tz is None:
            self.controller.notice.emit(self.tr("Not a time zone: %1").replace("%1", self.zone.currentText()))
            return
        at = _py_time(self.when.dateTime()).strftime(deadlines.FORMAT)
        problem = deadlines.earlier_than_previous(game, at, tz, current_lang())
        if problem and not self.ask(problem + "\n\n" + self.tr("Set it anyway?")):
            self.controller.notice.emit(problem)
            return
        self.controller.apply("host", event="deadline", at=at, tz=tz)


def _qt_time(at: datetime) -> QDateTime:
    """A deadline (a naive wall-clock time) as the picker's value."""
    return QDateTime(QDate(at.year, at.month, at.day), QTime(at.hour, at.minute, at.second))


def _py_time(at: QDateTime) -> datetime:
    """The picker's value as a naive wall-clock time (its zone is the zone box's)."""
    day, time = at.date(), at.time()
    return datetime(day.year(), day.month(), day.day(), time.hour(), time.minute(), time.second())
