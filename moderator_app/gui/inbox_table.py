"""The inbox's review table: one row per message understood, editable in place.

Each row's sender, action, targets, room and colour are combo boxes restricted to what can be
recorded: living players as targets, the sender's own abilities as actions, senders shown as
"account (nick)". A cell shows its choice as text, and the row's combo boxes are made when the
host points at the row or moves into it with the keys (#14 item 9: five boxes of forty names
on each of forty rows took seconds to build, on every paste and every accept). A row shows its time (late ones marked), how sure the parser is, and what
stops it or which rule it breaks. The rows live in `rows` (app.inbox.rows.Row); widgets only
edit them.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QComboBox, QTableWidget, QTableWidgetItem

from ..app.deadlines import phase_deadline
from ..app.inbox import aliases
from ..app.inbox.past import game_for, game_in, is_past, phase_named, pickable_phases, voting
from ..app.inbox.rows import Row
from ..app.inbox.verdict import blocker
from ..app.inbox.choices import aims_two, copies_a_role, game_choices, has_colors, has_rooms, row_room
from ..app.inbox.fate import fate_words, is_good, ready, refusal, row_verdicts, targets_to_pick
from ..app.inbox.late import mark_late
from ..app.inbox.seats import night_abilities
from ..app.inbox.rows import NIGHT_POST, mark_host_posts
from ..app.inbox.record import is_skip
from ..engine.model.errors import InputError
from ..i18n import t
from . import texts

ABSTAIN = "\u0000abstain"
NO_LYNCH = "\u0000no_lynch"
WITHDRAW = "\u0000withdraw"  #: a bare unvote ("##unvote", «снимаю голос»): shown as such, not as a blank "—"
HOST = "\u0000host"  #: "this account is mine": a page's author no seat has is the host (app.inbox.rows.mark_host_posts)
#: "phase" comes last in the model (tests and helpers keep their column numbers) and is shown second
COLUMNS = ("include", "sender", "action", "target", "target2", "room", "color", "time", "sure", "problem", "phase")


_FLAGS: dict[bool, Any] = {}


def _cell(text: str, enabled: bool = True) -> QTableWidgetItem:
    """A new cell showing `text`: read-only (a new item's flags without "editable"), or with no flags
    at all when not `enabled`; the flags are worked out once (each Python enum operation cost ~10 µs,
    several per cell, ~400 cells for a page of votes: #14 item 9). Not `clone()` of a made cell:
    PySide's copy of an item later handed to the table crashed the app (a double free)."""
    if enabled not in _FLAGS:
        _FLAGS[enabled] = QTableWidgetItem().flags() & ~Qt.ItemFlag.ItemIsEditable if enabled else Qt.ItemFlag.NoItemFlags
    item = QTableWidgetItem(text)
    item.setFlags(_FLAGS[enabled])
    return item


class ReviewTable(QTableWidget):
    def __init__(self, controller: Any, on_change: Callable[[], None]):
        super().__init__(0, len(COLUMNS))
        self.controller = controller
        self.on_change = on_change
        self.rows: list[Row] = []
        self.offered: list[str] = []  #: the phases the rows' Phase boxes offer, as last drawn (_offered)
        self.verdicts: dict[int, Any] = {}  #: id(row) -> what the engine would do with it (app.inbox.fate)
        self.setHorizontalHeaderLabels([self.tr("✓"), self.tr("From"), self.tr("Action"), self.tr("Target"),
                                        self.tr("Second target"), self.tr("Room"), self.tr("Colour"), self.tr("Time"),
                                        self.tr("Sure"), self.tr("Problem"), self.tr("Phase")])
        self.horizontalHeader().moveSection(COLUMNS.index("phase"), 1)  # shown beside the tick
        self.horizontalHeader().setStretchLastSection(True)
        self.setWordWrap(True)
        self.verticalHeader().setVisible(False)
        self._pickers: dict[tuple[int, int], tuple[list[tuple[str, Any]], Any, bool]] = {}  #: cell -> its combo's making
        #: while the table fills: each game's (a row of an earlier phase has its own) common choices (_choices)
        self._shared: dict[Any, tuple[Any, Any]] | None = None
        self.setMouseTracking(True)  # cellEntered: the row under the pointer gets its combo boxes
        self.cellEntered.connect(lambda index, _column: self.editors_for(index))
        self.currentCellChanged.connect(lambda index, *_cells: self.editors_for(index))
        self.cellPressed.connect(self._open_pressed)  # the click that made the row's editors opens its own

    # ----- filling ----------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.controller.game

    def set_rows(self, rows: list[Row]) -> None:
        for index in range(self.rowCount()):  # old editors go at once (Qt deletes them later)
            for column in range(self.columnCount()):
                if (widget := self.cellWidget(index, column)) is not None:
                    widget.hide()
                    self.removeCellWidget(index, column)
        self.rows = rows
        self.verdicts = row_verdicts(self.game, rows) if self.game is not None else {}
        self._pickers.clear()
        self.setRowCount(len(rows))
        self._show_rows(range(len(rows)))
        self._fit(rows)

    def redraw(self, phases: "frozenset[str] | None") -> list[int]:
        """Draw again the rows of `phases` (None: every row) after an operation changed them (app.changes),
        and the Problem of any other row the engine now reads otherwise; the other rows' cells and editors,
        the host's selection and the scroll stay. Which rows were drawn again.

        The engine is asked again about those rows, with the rows «Accept all» would record before them (as
        `judge` asks): a row of a phase the operation left as it was is read as it was (its dry run, a copy of
        the game per row, was most of the redraw)."""
        self._judge_again(phases)
        drawn = [index for index, row in enumerate(self.rows) if phases is None or row.phase in phases]
        return self._redraw(drawn)

    def _judge_again(self, phases: "frozenset[str] | set[str | None] | None") -> None:
        """Ask the engine again about the rows of `phases` (None: all), with the rows «Accept all» would record
        before them; the others keep what it said (only for rows still listed)."""
        game = self.game
        if game is None:
            self.verdicts = {}
            return
        fresh = row_verdicts(game, self.rows if phases is None else
                             [row for row in self.rows if row.phase in phases or ready(game, row)])
        self.verdicts = {id(row): fresh[id(row)] if id(row) in fresh else self.verdicts.get(id(row)) for row in self.rows}

    def add_rows(self, rows: list[Row]) -> None:
        """A paste's rows, added below the others: only they are drawn, and the Problem of any row of their phases
        the engine now reads otherwise (a later request replaces an earlier one); the host's place stays."""
        start = len(self.rows)
        self.rows = self.rows + rows
        self.setRowCount(len(self.rows))
        self._judge_again({row.phase for row in rows})
        self._redraw(list(range(start, len(self.rows))))

    def _redraw(self, drawn: list[int]) -> list[int]:
        offered = self.offered != self._offered()
        self._show_rows(drawn)
        if offered:
            self._offer_phases([index for index in range(len(self.rows)) if index not in drawn])
        for index, row in enumerate(self.rows):
            if index not in drawn:
                hidden = row.actor is not None and self.controller.hides(row.actor) and row.kind == "action"
                shown = self.item(index, COLUMNS.index("problem"))
                if shown is None or shown.text() != ("" if hidden else self.problem_text(row)[0]):
                    self._show_problem(index, hidden)
        if drawn:
            self._fit(self.rows)
        return drawn

    def _offered(self) -> list[str]:
        """The phases a row's Phase box offers (every row alike): when they change, every row is drawn again."""
        return [p.label for p in pickable_phases(self.game)] if self.game is not None else []

    def _show_rows(self, indices: "range | list[int]") -> None:
        self._shared = {}
        try:
            for index in indices:
                self.show_row(index)
        finally:
            self._shared = None
        self.offered = self._offered()

    def _fit(self, rows: list[Row]) -> None:
        """Each column shown as the rows need it, as wide as its text."""
        rooms = has_rooms(self.game)
        colors = has_colors(self.game)
        # each column shows when a row needs it: a closed day's leftover (or the host's post) hides no night column
        votes = any(r.kind == "vote" and not r.host_post for r in rows)
        actions = any(r.kind == "action" for r in rows)
        self.setColumnHidden(COLUMNS.index("room"), not rooms or not actions)
        self.setColumnHidden(COLUMNS.index("color"), not colors or not votes)
        self.setColumnHidden(COLUMNS.index("target2"), not any(r.kind == "action" and (len(r.targets) > 1 or self._aims_two(r))
                                                               for r in rows))
        self.setColumnHidden(COLUMNS.index("action"), not actions and bool(rows))
        self.setColumnHidden(COLUMNS.index("phase"), not self._phases_differ(rows))
        self.resizeColumnsToContents()
        for cell in {cell for _row, cell in self._pickers}:  # room for the combo box's frame and arrow
            self.setColumnWidth(cell, self.columnWidth(cell) + self._combo_extra())
        self.setColumnWidth(COLUMNS.index("problem"), 240)  # the last column stretches; its text wraps
        self.resizeRowsToContents()

    def _phases_differ(self, rows: list[Row]) -> bool:
        """The Phase column shows once a phase has closed: a row may belong to it (or the host may name it)."""
        game = self.game
        return game is not None and bool(rows) and (len(game.phases) > 1 or any(is_past(game, r) for r in rows))

    def _aims_two(self, row: Row) -> bool:
        return aims_two(self.game, row.actor, row.action)

    def _choices(self, game: Any) -> dict[str, Any]:
        """What every row of `game` offers alike (the seats, the living targets, a vote's extra choices,
        rooms, colours): worked out once per filling of the table, not once per row (#14 item 9)."""
        kept = self._shared.get(id(game)) if self._shared is not None else None
        if kept is not None and kept[0] is game:
            made: dict[str, Any] = kept[1]
            return made
        offered = game_choices(game, self.controller.lang)
        made = {"people": offered.people, "living": [(n, n) for n in offered.living],
                "vote_extra": [(self.tr("(abstain)"), ABSTAIN), (f"({offered.no_lynch})", NO_LYNCH),
                               (self.tr("(withdraws the vote)"), WITHDRAW)],
                "rooms": offered.rooms, "colors": offered.colors, "default_color": offered.default_color,
                "self_vote": offered.self_vote,
                "color_names": {"red": self.tr("red"), "blue": self.tr("blue")}}
        if self._shared is not None:
            self._shared[id(game)] = (game, made)
        return made

    def _phase_choices(self) -> list[tuple[str, Any]]:
        """The phases a row can be moved to (the same for every row: once per filling of the table)."""
        kept = self._shared.get("phases") if self._shared is not None else None
        if kept is None:
            kept = (None, [(texts.phase_label(p), p.label) for p in pickable_phases(self.game)])
            if self._shared is not None:
                self._shared["phases"] = kept
        return list(kept[1])

    def _phases_for(self, row: Row) -> list[tuple[str, Any]]:
        """What the row's Phase box offers: the phases a row may name, and its own if it is no longer one."""
        phases = self._phase_choices()
        if row.phase not in [label for _text, label in phases]:
            phases.append(("⚠ " + texts.label_title(str(row.phase)), row.phase))
        return phases

    def _offer_phases(self, indices: list[int]) -> None:
        """A phase opened or went: the rows' Phase boxes offer the phases as they are now (a box already made is
        made again when the host reaches its row); the cell itself is drawn again only if it reads otherwise."""
        cell = COLUMNS.index("phase")
        self._shared = {}
        try:
            for index in indices:
                row = self.rows[index]
                items = self._phases_for(row)
                shown = self.item(index, cell)
                if shown is None or shown.text() != next((text for text, data in items if data == row.phase), ""):
                    self._combo(index, "phase", items, row.phase)
                    continue
                self._pickers[(index, cell)] = (items, row.phase, True)
                if (widget := self.cellWidget(index, cell)) is not None:
                    widget.hide()
                    self.removeCellWidget(index, cell)
        finally:
            self._shared = None
        self.setColumnHidden(cell, not self._phases_differ(self.rows))

    def show_row(self, index: int) -> None:
        row = self.rows[index]
        game = game_for(self.game, row)  # a row of an earlier phase: the game as it stood then
        choices = self._choices(game)
        for key in [key for key in self._pickers if key[0] == index]:  # the row's old choices go
            del self._pickers[key]
            if (widget := self.cellWidget(*key)) is not None:
                widget.hide()
                self.removeCellWidget(*key)
        lang, hidden = self.controller.lang, row.actor is not None and self.controller.hides(row.actor) and row.kind == "action"
        include = RowCheck(self, row)
        include.setChecked(row.include)
        include.toggled.connect(lambda on, r=row: self._set(r, "include", on))
        self.setCellWidget(index, 0, include)
        self._combo(index, "phase", self._phases_for(row), row.phase)
        people = choices["people"]
        mine = [(t("hostplay.inbox.host_account", lang, name=row.sender), HOST)] if row.actor is None and row.sender \
            and not row.host_post else []  # a page's author no seat has may be the host himself
        self._combo(index, "sender", ([(self._unknown_sender(row), None)] if row.actor is None else []) + people + mine,
                    row.actor)
        if row.kind == "action":
            own = [(ab.name(lang), ab.id) for ab in night_abilities(game, row.actor)]
            if row.action and row.action not in [a for _n, a in own]:
                own.append(("⚠ " + texts.action_name(game, row.action, lang), row.action))
            if copies_a_role(game, row.actor, row.action) and row.role:
                copied = texts.role_name(game, row.role, lang) + (f": {texts.action_name(game, row.as_action, lang)}"
                                                                  if row.as_action else "")
                own = [(f"{name} ({copied})" if key == row.action else name, key) for name, key in own]
            if hidden:  # the list of a seat's abilities would name his role (S-TAB-3)
                own = [(self.tr("hidden"), row.action)]
            self._combo(index, "action", ([("—", None)] if row.action is None else []) + own, row.action,
                        enabled=not hidden)
        own_vote = row.kind != "vote" or choices["self_vote"]  # C-LYNCH-1: not for himself
        # a self-vote the rules refuse is not offered, but one that was read is shown as read ("—" hid it)
        living = [pair for pair in choices["living"] if own_vote or pair[1] != row.actor or pair[1] in row.targets]
        extra = choices["vote_extra"] if row.kind == "vote" else []
        first = ABSTAIN if row.abstain else NO_LYNCH if row.no_lynch else (
            row.targets[0] if row.targets else WITHDRAW if row.kind == "vote" and row.cancel else None)
        self._combo(index, "target", [("—", None)] + living + extra, first, enabled=not hidden)
        self._combo(index, "target2", [("—", None)] + living, row.targets[1] if len(row.targets) > 1 else None,
                    enabled=not hidden)
        rooms = choices["rooms"]
        self._combo(index, "room", [("—", None)] + rooms, row_room(game, row.room))
        colors, color_names = choices["colors"], choices["color_names"]
        self._combo(index, "color", [(color_names.get(c, c), c) for c in colors], row.color or choices["default_color"])
        when = texts.forum_time(row.at)
        late = t("deadline.late", lang, nick=texts.gendered(game, row.actor or "")) if row.late else ""
        self._text(index, "time", (when + " " + late) if row.late else when, "#a40000" if row.late else None)
        self._text(index, "sure", "" if hidden else f"{round(row.confidence * 100)}%",
                   "#a40000" if row.confidence < 0.8 and not hidden else None)
        self._show_problem(index, hidden)

    def _show_problem(self, index: int, hidden: bool) -> None:
        row = self.rows[index]
        problem, bad = self.problem_text(row)
        color = "#a40000" if bad else ("#8a6d00" if row.note else "#1d6b1d")  # amber: the app read it its own way
        self._text(index, "problem", "" if hidden else problem, color)
        shown = self.item(index, COLUMNS.index("problem"))
        if shown is not None:
            shown.setToolTip("" if hidden else problem)  # the whole reason, if cut

    def judge(self) -> None:
        """Ask the engine again what each row would become (a row edited, ticked or unticked changes what
        the others become: a later request of the same player replaces an earlier one), and say it."""
        self.verdicts = row_verdicts(self.game, self.rows) if self.game is not None else {}
        for index, row in enumerate(self.rows):
            hidden = row.actor is not None and self.controller.hides(row.actor) and row.kind == "action"
            self._show_problem(index, hidden)

    def _unknown_sender(self, row: Row) -> str:
        """A row no seat sent: the host's own post says so, another author is named, not "?"."""
        if row.host_post:
            return t("hostplay.inbox.host_sender", self.controller.lang, name=row.sender or "")
        return f"{row.sender} ?" if row.sender else "?"

    def _combo(self, index: int, column: str, items: list[tuple[str, Any]], current: Any, enabled: bool = True) -> None:
        """The cell shows the choice; its combo box is made on demand (editors_for, combo)."""
        cell = COLUMNS.index(column)
        if self.cellWidget(index, cell) is not None:
            self.cellWidget(index, cell).hide()
            self.removeCellWidget(index, cell)
        self._pickers[(index, cell)] = (items, current, enabled)
        shown = next((text for text, data in items if data == current), items[0][0] if items else "")
        item = _cell(shown, enabled)
        self.setItem(index, cell, item)

    def _combo_extra(self) -> int:
        """How much wider a combo box is than its text (frame, arrow), in this style."""
        if not hasattr(self, "_extra"):
            probe = QComboBox()
            probe.addItem("M")
            self._extra = max(probe.sizeHint().width() - probe.fontMetrics().horizontalAdvance("M") - 8, 0)
        return self._extra

    def _make_combo(self, index: int, cell: int) -> QComboBox:
        items, current, enabled = self._pickers[(index, cell)]
        combo = RowCombo(self, self.rows[index])
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(combo.findData(current), 0))
        combo.setEnabled(enabled)
        column = COLUMNS[cell]
        combo.activated.connect(lambda _i, c=combo, col=column, r=self.rows[index]: self._edited(r, col, c.currentData()))
        self.setCellWidget(index, cell, combo)
        if self.rowHeight(index) < combo.sizeHint().height():  # a low row clipped the nick's underscores:
            self.setRowHeight(index, combo.sizeHint().height())  # «Что_то_с_чем_то» read «Что то с чем то»
        return combo

    def _open_pressed(self, index: int, cell: int) -> None:
        """A click on a cell whose combo box was not made yet reached the table, not the box: open the box
        it meant (the click was swallowed and the host had to click again)."""
        if (index, cell) in self._pickers:
            self.editors_for(index)
            widget = self.cellWidget(index, cell)
            if isinstance(widget, QComboBox) and widget.isEnabled():
                widget.showPopup()

    def editors_for(self, index: int) -> None:
        """The row's combo boxes, made when the host reaches the row (pointer or keys)."""
        for (row, cell) in [key for key in self._pickers if key[0] == index]:
            if self.cellWidget(row, cell) is None:
                self._make_combo(row, cell)

    def _text(self, index: int, column: str, text: str, color: str | None) -> None:
        item = _cell(text)
        if color:
            item.setForeground(QColor(color))
        self.setItem(index, COLUMNS.index(column), item)

    def combo(self, index: int, column: str) -> QComboBox | None:
        """The cell's combo box (made now if the host has not reached its row yet); None where the
        row has no choice in that column (a vote's action)."""
        cell = COLUMNS.index(column)
        widget = self.cellWidget(index, cell)
        if widget is None and (index, cell) in self._pickers:
            widget = self._make_combo(index, cell)
        return widget if isinstance(widget, QComboBox) else None

    # ----- editing ----------------------------------------------------------------------------
    def _set(self, row: Row, key: str, value: Any) -> None:
        setattr(row, key, value)
        if key == "include":  # the host's tick or untick answers a guess the reader held back
            row.held = False
        self.judge()
        self.on_change()

    def _edited(self, row: Row, column: str, value: Any) -> None:
        # here, not at the top: the parser loads after the inbox page is built (#25; see gui.inbox)
        # lazy: app.inbox.read costs ~0 ms CPU, not needed for the first click (test_first_click_lean)
        from ..app.inbox.read import read_row

        index = self.rows.index(row)
        if column == "sender" and value == HOST:  # remembered as the host's account: his posts now and on later pastes
            self.controller.settings.add_host_account(str(row.sender))
            for changed in mark_host_posts(self.rows, str(row.sender)):
                if changed != index:
                    self.show_row(changed)
            row = self.rows[index]
        elif column == "phase":  # the host names the phase: read again as it stood then, never moved silently
            phase, where = phase_named(self.game, value), game_in(self.game, value)
            if phase is None or where is None:
                return
            fresh = read_row(where, row.source, row.body, row.sender, None, voting(phase), actor=row.actor)
            fresh.at, fresh.phase, fresh.sender_by_host = row.at, value, row.sender_by_host
            fresh.include = _ticked_again(row, fresh)
            mark_late(where, fresh)
            self.rows[index] = row = fresh
        elif column == "sender":  # read again with this sender's role words
            fresh = read_row(game_for(self.game, row), row.source, row.body, row.sender, None, row.kind == "vote", actor=value)
            fresh.at, fresh.late, fresh.phase = row.at, row.late, row.phase
            fresh.include = _ticked_again(row, fresh)
            if row.target_by_host or row.targets and not fresh.targets:  # the target read or picked stays (#23)
                fresh.targets, fresh.target_by_host = list(row.targets), row.target_by_host
            fresh.sender_by_host = row.actor is None or row.sender_by_host  # the parser could not tell who
            self.rows[index] = row = fresh
        elif column == "action":
            row.action, row.note = value, None
        elif column in ("target", "target2"):
            slot = 0 if column == "target" else 1
            if column == "target" and row.kind == "vote":
                row.abstain, row.no_lynch = value == ABSTAIN, value == NO_LYNCH
                row.cancel = value == WITHDRAW or (row.cancel and value is None)
                value = None if value in (ABSTAIN, NO_LYNCH, WITHDRAW) else value
            targets = list(row.targets) + [None] * (2 - len(row.targets))
            targets[slot] = value
            row.targets = [t for t in targets if t]
            row.target_by_host = row.target_by_host or column == "target"
            if column == "target" and (row.kind == "action" or getattr(row.problem, "key", None) in ANSWERED):
                row.problem = None  # "«лунного» fits several players" / "whom is it for?" answered by the pick
        else:
            setattr(row, column, value)
        if column not in ("sender", "phase"):
            row.confidence = 1.0  # the host said so
            if row.held and not row.include:  # a guess the host has answered is his reading now: ticked
                row.include, row.held = True, False
        self.show_row(index)
        self.judge()
        if column in COLUMNS:  # a longer choice («Biblioteka» for «—») keeps its whole name in view
            cell = COLUMNS.index(column)
            self.setColumnWidth(cell, max(self.columnWidth(cell), self.sizeHintForColumn(cell) + self._combo_extra()))
        self.editors_for(index)  # the host is on this row
        self.on_change()

    # ----- verdicts ---------------------------------------------------------------------------
    def verdict(self, row: Row) -> Any:
        """The engine's verdict on recording the row (engine.model.dry_run), as last asked (`judge`)."""
        return self.verdicts.get(id(row))

    def problem_text(self, row: Row) -> tuple[str, bool]:
        """What the host reads in the Problem column, and whether it is a problem: each part a sentence of
        its own (host findings 2 item 14: «— проверьте.; «…»» read as one broken line)."""
        lang = self.controller.lang
        notes = self._notes(row, lang)
        stop = blocker(self.game, row)
        if stop == "host_post":
            return t("hostplay.inbox.host_post", lang), False
        if row.note == "no_vote" and stop is not None and not row.targets:  # chatter: listed, needs nothing
            return t("hostplay.inbox.no_vote_post", lang), False
        if stop is None and is_skip(row):  # «хода нет»: recorded as the sender's declared skip, not a request
            return self._sentences(t("hostplay.inbox.skip_row", lang), *notes), False
        if row.note == NIGHT_POST:  # a thread post at night: seen, never a request; a vote in it the engine refuses
            said = self.verdict(row) if stop is None else None
            refused = refusal(said)
            return self._sentences(t("paste_shape.night_post", lang), *([texts.reason(refused)] if refused else [])), False
        if stop is not None:
            said = getattr(row.problem, "key", None)  # the parser saying what the blocker says: once is enough
            parser = [in_lang(row.problem, lang)] if row.problem and said not in _SAME_AS.get(stop, ()) else []
            return self._sentences(self._stopped(row, stop), *parser, *notes), True
        notes += self._held(row)
        if row.late:
            notes.append(self.tr("after the deadline: tick it to record anyway"))
            if row.kind == "vote" and (at := phase_deadline(self.game)) and (row.at or "")[:16] == at.strftime("%Y-%m-%d %H:%M"):
                notes.append(t("vote_rules.deadline.before", lang))  # the deadline's own minute: the forum's rule
        words, problem = self._judged(row, notes, lang)
        return words, problem and not (row.note == "no_vote" and not row.include)  # unmarked: no vote by the rules

    def _notes(self, row: Row, lang: str) -> list[str]:
        """How the app read the row its own way (a fitted action, a guessed sender or name), and why it waits."""
        notes = []
        if row.note and row.note.startswith("read_as:"):
            notes.append(self.tr("“%1” is not this role's: read as “%2”").replace(
                "%1", texts.action_name(self.game, row.note.split(":", 1)[1], lang))
                .replace("%2", texts.action_name(self.game, row.action or "", lang)))
        elif row.note == "bare_nick":
            notes.append(self.tr("only a nick: read as the role's one action"))
        elif row.note == "sender_guess":
            notes.append(self.tr("sender guessed: the only one who can do this and has not sent yet"))
        elif row.note == "page_skipped":
            notes.append(t("hostplay.inbox.page_skipped", lang))
        elif row.note == "bold_vote":
            notes.append(self.tr("read from the bold nick only: check it"))
        elif aliases.name_guess(row):
            notes.append(self.tr("«%1» read as %2: a guess from how the nick is written, check it")
                         .replace("%1", row.written or "").replace("%2", row.targets[0]))
        if row.runoff:
            notes.append(self.tr("a runoff vote"))
        return notes

    def _held(self, row: Row) -> list[str]:
        """Why a row that could be recorded is unticked: the reader held a guess back (read.hold_unsure)."""
        if row.held and not row.include:
            return [self.tr("not ticked: a guess — tick it if it is right")]
        return []

    def _stopped(self, row: Row, stop: str) -> str:
        """Why the row cannot be recorded as it stands (app.inbox.verdict.blocker), in words."""
        if stop == "phase_gone":
            return self.tr("its phase (%1) is no longer in the game (undone): it is never recorded "
                           "into another phase").replace("%1", texts.label_title(str(row.phase)))
        if stop == "not_in_runoff":
            return (self.tr("not among the runoff's candidates (%1): the runoff would pass over it")
                    .replace("%1", ", ".join(getattr(self.controller.runoff(), "candidates", []))))
        return {"not_player": self.tr("not a player"), "no_sender": self.tr("who sent it? pick the sender"),
                "no_vote_target": self.tr("whom is the vote for?"), "no_action": self.tr("which action? pick it"),
                "not_own_ability": self.tr("not this role's ability: pick one of its own"),
                "no_role": self.tr("which role is copied?"), "no_target": self.tr("no target: pick one"),
                "host_event": self.tr("the host enters this on the board (a host event), not as a request")}[stop]

    def _judged(self, row: Row, notes: list[str], lang: str) -> tuple[str, bool]:
        """A row that can be recorded: what the engine says of it (one verdict), the parser's doubt, the notes."""
        parser = [in_lang(row.problem, lang)] if row.problem else []
        said = self.verdict(row)
        if isinstance(said, InputError):  # the engine cannot read the row as it stands
            return self._sentences(said.text(lang), *notes), True  # in the host's language (was English in a Polish window)
        reason = refusal(said)
        if is_past(self.game, row):  # an earlier phase's row: recorded there, its consequences shown first
            named = phase_named(self.game, row.phase)
            label = texts.phase_label(named) if named is not None else texts.label_title(str(row.phase))
            if reason:
                return self._sentences(self.tr("breaks a rule of %1: %2 (a resolved phase takes no refused request)")
                                       .replace("%1", label).replace("%2", texts.reason(reason)), *notes), True
            return self._sentences(self.tr("belongs to %1, already resolved: «Accept selected» first shows what changes "
                                           "in the published results").replace("%1", label), *parser, *notes), True
        if reason and targets_to_pick(self.game, row):  # «Accept all» leaves it: the host picks (host findings #12)
            return self._sentences(self.tr("breaks a rule: %1. «Accept all» leaves it to you: keep the target meant, "
                                           "or accept it alone to record it refused").replace("%1", texts.reason(reason)),
                                   *notes), True
        if reason:  # the rule's refusal, and the forum's
            return self._sentences(self.tr("breaks a rule: %1 (recorded as refused)").replace("%1", texts.reason(reason)),
                                   *parser, *notes), True
        if said is not None and not is_good(said):  # replaced by a later request, void, not counted
            return self._sentences(fate_words(said.fate, said.code, lang, said.settled), *parser, *notes), True
        if row.problem:  # the parser's or the forum rules' reason (an unmarked vote, one change too many…)
            return self._sentences(*parser, *notes), True
        return self._sentences(self.tr("follows the rules"), *notes), bool(row.late or row.held and not row.include)

    def _sentences(self, *parts: str) -> str:
        """The parts as sentences, the players' nicks as written (see `sentences`)."""
        return sentences(parts, set(self.game.players) if self.game is not None else set())


def sentences(parts: "tuple[str, ...] | list[str]", nicks: "set[str] | frozenset[str]" = frozenset()) -> str:
    """Parts of a problem text as sentences: each opens with a capital (unless it opens with a nick, kept as
    written) and ends with a full stop unless it ends with its own mark. One part alone is a label, as it is."""
    kept = [str(p).strip() for p in parts if str(p).strip()]
    if len(kept) == 1:
        return kept[0]
    out = []
    for part in kept:
        if part[0].islower() and not any(part.startswith(nick) for nick in nicks):
            part = part[0].upper() + part[1:]
        out.append(part if part[-1] in ".!?…" else part + ".")
    return " ".join(out)


def _ticked_again(row: Row, fresh: Row) -> bool:
    """A row read again (the host named its sender or phase): a guess stays unticked (read.hold_unsure); a sure
    reading keeps the host's tick or untick, and a guess held back before is ticked once it reads surely."""
    return False if fresh.held else row.include or row.held


#: the parser's sentences a vote's target picked by the host answers (a forum rule's refusal stays)
ANSWERED = ("no_action", "no_vote_target", "no_player",
            # a join («Присоединяюсь к Соболю»: for him, or as he votes?) the host answered (host-findings-4 item 6)
            "joins_vote", "joins_vote_of", "joins_listed", "joins_listed_of",
            # «X уже вне игры … укажите цель вручную» (app.inbox.gone): the host did (host-findings-5 item 14)
            "target_out")

#: a blocker and the parser's sentences that say the same thing ("whom is the vote for?" / "Не понял, за кого голос.")
_SAME_AS = {"no_vote_target": ("no_vote_target", "no_action"), "no_action": ("no_action",)}


@contextmanager
def kept_in_view(table: "ReviewTable") -> Iterator[None]:
    """The table filled again (a phase opened, rows of a closed one gone) keeps what the host was on: the rows
    he selected that are still listed, the current one, and how far he had scrolled."""
    chosen = {id(table.rows[i.row()]) for i in table.selectedIndexes() if 0 <= i.row() < len(table.rows)}
    current = table.rows[table.currentRow()] if 0 <= table.currentRow() < len(table.rows) else None
    column = table.currentColumn()
    scrolled = (table.verticalScrollBar().value(), table.horizontalScrollBar().value())
    yield
    selection = table.selectionModel()
    at = next((index for index, row in enumerate(table.rows) if row is current), None)
    if at is not None:
        table.setCurrentCell(at, max(column, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
    table.clearSelection()
    for index, row in enumerate(table.rows):
        if id(row) in chosen:
            selection.select(table.model().index(index, 0), QItemSelectionModel.SelectionFlag.Select
                             | QItemSelectionModel.SelectionFlag.Rows)
    table.verticalScrollBar().setValue(scrolled[0])
    table.horizontalScrollBar().setValue(scrolled[1])
    if at is not None:  # fewer rows above it: it is brought back into view
        table.scrollTo(table.model().index(at, max(column, 0)))


def _select_its_row(table: "ReviewTable", row: Row) -> None:
    """A press on a row's own widget selects that row (the buttons act on the selected rows)."""
    if row in table.rows:
        table.selectRow(table.rows.index(row))


class RowCombo(QComboBox):
    """A row's choice box: pressing it also selects its row, so «Убрать выбранные» / «Принять
    выбранные» act on the row the host clicked (the click used to open the box and select nothing)."""

    def __init__(self, table: "ReviewTable", row: Row):
        super().__init__()
        self.table, self.row = table, row

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        _select_its_row(self.table, self.row)
        super().mousePressEvent(event)


class RowCheck(QCheckBox):
    """A row's tick: ticking it also selects its row, so «Принять выбранные» takes the row the host
    just ticked (it said «Сначала выберите строку»)."""

    def __init__(self, table: "ReviewTable", row: Row):
        super().__init__()
        self.table, self.row = table, row

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        _select_its_row(self.table, self.row)
        super().mousePressEvent(event)


def in_lang(text: Any, lang: str) -> str:
    """A parser's problem sentence in the host's language (parsing.messages.Said renders itself;
    the parser is not imported here: the inbox page is built before it loads)."""
    return text.render(lang) if callable(getattr(text, "render", None)) else str(text)


class TickAll(QCheckBox):
    """Tick or untick every row of the inbox at once (rows the host cannot record keep their own
    mark: his own posts stay unticked); the box shows whether all, some or none are ticked."""

    def __init__(self, table: ReviewTable, on_change: Callable[[], None]):
        super().__init__(t("hostplay.inbox.tick_all", table.controller.lang))
        self.table = table
        self.on_change = on_change
        self.setTristate(False)
        self.clicked.connect(self._tick)

    def _rows(self) -> list[Row]:
        return [row for row in self.table.rows if not row.host_post]

    def _tick(self) -> None:
        on = not all(row.include for row in self._rows())
        for index, row in enumerate(self.table.rows):
            if not row.host_post and row.include != on:
                row.include, row.held_late, row.held = on, False, False
                box = self.table.cellWidget(index, 0)
                if isinstance(box, QCheckBox):
                    box.blockSignals(True)
                    box.setChecked(on)
                    box.blockSignals(False)
        self.table.judge()
        self.on_change()

    def follow(self) -> None:
        """Show the rows' state: all ticked, some, none."""
        rows = self._rows()
        ticked = sum(1 for row in rows if row.include)
        self.setEnabled(bool(rows))
        self.setText(t("hostplay.inbox.tick_all", self.table.controller.lang))
        self.setCheckState(Qt.CheckState.Checked if rows and ticked == len(rows)
                           else Qt.CheckState.PartiallyChecked if ticked else Qt.CheckState.Unchecked)
