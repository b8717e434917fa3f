"""The phase board's activity section (#28): every living player's posts of the day and of the game,
his last post and how long he has been silent, the prods sent to him, and what the game's forum rules
call for (app.activity) — a prod PM to copy (marked sent in the journal, in the language of posts,
addressed to the forum account), or the replacement or modkill the rules propose, with the reason,
which fills the host's event form below. Hidden while the rules ask nothing and no page was pasted."""

from __future__ import annotations

import html
from datetime import datetime
from typing import TYPE_CHECKING, Callable

from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..app import activity
from ..i18n import t
from . import texts
from .controller import GameController
from .prompt_rows import add_row, clear_rows
from ..app.correspondence import shown_name

if TYPE_CHECKING:  # annotations only
    from ..app.correspondence import Draft
    from ..engine.model.activity import ActivityRules
    from ..engine.model.game import Game
    from .host_events import HostEventForm

COLUMNS = ("player", "day", "total", "last", "silent", "prods", "call")
#: rows the table shows at least and at most (the board is crowded on a laptop: the rest scroll)
SHOWN_ROWS = (2, 4)
#: the colour of what the rules call for, gravest first
CALL_COLOURS = {"replace": "#a40000", "modkill": "#a40000", "prod": "#8a5a00", "prodded": "#5a5a5a", "low": "#8a5a00"}


class ActivityView(QWidget):
    def __init__(self, controller: GameController, host_form: HostEventForm):
        super().__init__()
        self.controller = controller
        self.host_form = host_form  #: the board's HostEventForm: a proposal fills it
        self.now: datetime | None = None  #: the moment silence is measured to (None: the clock); tests set it
        self.standings: list[activity.Standing] = []
        self.prods: list[Draft] = []
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.summary = QLabel()  #: each player's posts of the day on one wrapped line, the quiet in red
        self.summary.setWordWrap(True)
        self.show_table = QPushButton()  #: the whole table (last post, silence, prods) on demand: the board is crowded
        self.show_table.setCheckable(True)
        self.show_table.toggled.connect(self._toggle_table)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        # the board's own table of seats comes first: this one takes what is left, up to SHOWN_ROWS
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.proposals = QVBoxLayout()
        self.buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.show_table)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addLayout(self.proposals)  # what to do first, the whole table under it
        layout.addWidget(self.table)
        self.table.setVisible(False)
        self.setVisible(False)  # until a refresh finds something to say

    def refresh(self) -> None:
        game, lang = self.controller.game, self.controller.lang
        if game is None or game.ruleset is None or not game.phases:
            self.setVisible(False)
            return
        rules = activity.rules(game)
        read_to = activity.horizon(game)
        if not rules.asked and read_to is None and not activity.minimum(game):
            self.setVisible(False)
            return
        self.setVisible(True)
        self.standings = activity.standings(game, lang, self.now)
        self.prods = activity.prod_drafts(game, self.controller.settings.post_lang, self.now)
        self._show_heading(game, rules, read_to, lang)
        self._show_summary(game, lang)
        self._show_table(game, lang)
        self._show_proposals(lang)

    # ----- what is shown ----------------------------------------------------------------------
    def _show_heading(self, game: Game, rules: ActivityRules, read_to: datetime | None, lang: str) -> None:
        said = [t("activity.read_up_to", lang, when=read_to.strftime("%d.%m %H:%M")) if read_to
                else t("activity.nothing_read", lang)]
        said.append(t("activity.rules", lang, rules=activity.rules_words(rules, lang, activity.minimum(game))) if rules.asked or activity.minimum(game)
                    else t("activity.no_rules", lang))
        self.heading.setText(f"<b>{t('activity.heading', lang)}</b>: " + "; ".join(said))

    def _show_summary(self, game: Game, lang: str) -> None:
        day = activity.board_day(game)
        if day is None or all(s.day is None for s in self.standings):
            self.summary.setVisible(False)
            return
        counts = []
        for s in self.standings:
            said = f"{html.escape(s.nick)} {s.day if s.day is not None else t('activity.unknown', lang)}"
            counts.append(f"<span style='color:{CALL_COLOURS[s.call]}'>{said}</span>" if s.call else said)
        self.summary.setText(t("activity.summary", lang, day=texts.phase_label(day), counts=" · ".join(counts)))
        self.summary.setVisible(True)

    def _show_table(self, game: Game, lang: str) -> None:
        day = activity.board_day(game)
        titles = {c: t(f"activity.column.{c}", lang, day=texts.phase_label(day) if day else "—") for c in COLUMNS}
        self.table.setHorizontalHeaderLabels([titles[c] for c in COLUMNS])
        self._toggle_table(self.show_table.isChecked())
        self.table.setRowCount(len(self.standings))
        unknown = t("activity.unknown", lang)
        for row, s in enumerate(self.standings):
            silent = t("activity.hours", lang, n=int(s.silent.total_seconds() // 3600)) if s.silent is not None else unknown
            cells = [shown_name(game, s.nick), unknown if s.day is None else str(s.day), str(s.total),
                     s.last.strftime("%d.%m %H:%M") if s.last else unknown, silent, str(s.prods),
                     (t(f"activity.call.{s.call}", lang) + ": " + s.reason) if s.call else ""]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == len(cells) - 1 and s.call:
                    item.setForeground(QColor(CALL_COLOURS[s.call]))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        rows = [self.table.rowHeight(r) for r in range(len(self.standings))]
        head = self.table.horizontalHeader().height() + 2
        self.table.setMinimumHeight(head + sum(rows[:SHOWN_ROWS[0]]))  # a few rows; the rest scroll
        self.table.setMaximumHeight(head + sum(rows[:SHOWN_ROWS[1]]))

    def _show_proposals(self, lang: str) -> None:
        """One row per prod to send and per replacement or modkill the rules call for, with its button."""
        clear_rows(self.proposals)
        self.buttons = []
        for draft in self.prods:
            self._add(f"{draft.account}: «{draft.text}»", t("activity.button.copy", lang),
                      lambda _=False, d=draft: self.send_prod(d))
        for s in self.standings:
            if s.call in ("replace", "modkill"):
                self._add("⚑ " + t(f"activity.propose.{s.call}", lang, nick=s.nick, reason=s.reason),
                          t(f"activity.button.{s.call}", lang), lambda _=False, s=s: self.propose(s))

    def _add(self, text: str, button: str, slot: Callable[..., object]) -> None:
        self.buttons.append(add_row(self.proposals, text, button, slot))

    def _toggle_table(self, shown: bool) -> None:
        self.table.setVisible(shown)
        self.show_table.setText(t("activity.button.hide_table" if shown else "activity.button.table", self.controller.lang))

    # ----- the host's actions -----------------------------------------------------------------
    def send_prod(self, draft: Draft) -> None:
        """Copy the prod and mark it sent (a `mail` entry with the moment: its answer is due from then)."""
        QGuiApplication.clipboard().setText(draft.text)
        self.controller.apply("host", **activity.prod_mark(draft, self.now, self.controller.game))
        self.controller.notice.emit(t("activity.copied", self.controller.lang, account=draft.account))

    def propose(self, standing: activity.Standing) -> None:
        """The replacement or modkill the rules call for fills the host's form, the reason with it."""
        if standing.call is None:  # the rules call for nothing: nothing is proposed
            return
        self.host_form.preset(standing.call, standing.nick)
        self.host_form.reason.setText(standing.reason)
