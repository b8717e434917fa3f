"""The inbox: the host pastes what arrived — one PM, a list of PMs under their headers, or a page
of thread posts — and every message understood becomes a row of the review table
(inbox_table.ReviewTable), editable in place. One action records them: "Accept all"
(Ctrl+Enter with the paste box empty) or "Accept selected" (the rows the host ticked, a late
one too: choosing it is his decision; with none ticked, the highlighted ones). Rows come only from pasted text, so an
empty inbox records nothing; a row that cannot be recorded stays listed with its reason.

A paste is read at once; typed text is read with Ctrl+Enter. Each paste adds its rows to the
table, so a host may paste PMs one by one as they arrive and accept them together.

A row of a phase already resolved (read then and left here, or a late night PM whose forum time puts
it in a closed night: app.inbox.past) names its phase and is recorded only there. «Accept all»
leaves it; «Accept selected» first shows what it would change in the published results (or why it
cannot be recorded: the row keeps that reason) and turns into «Record into Night 1»; recorded, the
game is resolved again from that phase and the Posts tab holds the correction post.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ..app.board import next_phase_kind
from ..app.changes import EVERYTHING, Changes, inbox_waiting
from ..app.inbox.aliases import follow_book, offer
from ..app.inbox.past import is_past, past_labels
from ..app.inbox.verdict import blocker
from ..app.inbox.fate import ready
from ..app.inbox.late import deadline_moved
from ..app.inbox.record import entry_of, without_repeats
from ..app.inbox.rows import NIGHT_POST, Row
from ..i18n import t
from . import inbox_store, texts
from .controller import GameController
from .inbox_past import PastRows
from .inbox_shape import ShapeLine
from .inbox_table import ReviewTable, TickAll, kept_in_view

if TYPE_CHECKING:
    from ..engine.model.state import Phase
    from ..parsing.paste_shape import Shape


def _seen_only(row: Row) -> bool:
    """A row listed only to be seen: the host's own post, a post with no vote the host left unticked, a
    thread post pasted at night (never a request), a PM that says the sender does nothing tonight («хода нет»)."""
    return (row.host_post or row.note == "no_vote" and not row.include and not row.targets
            or row.note == NIGHT_POST and not row.include
            or row.skip and not row.targets and not row.room)


class PasteBox(QPlainTextEdit):
    """The paste area: a paste is read into rows at once and the box empties for the next one. A
    browser's copy also carries the page's HTML: it is kept for that reading, so a vote in bold or
    colour stays marked where the forum's rules count only such votes (parsing.paste_marks)."""

    def __init__(self, on_paste: Callable[[], None]):
        super().__init__()
        self.on_paste = on_paste
        self.html: str | None = None  #: the HTML of the paste being read, if the clipboard had it

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802 - Qt's name
        super().insertFromMimeData(source)
        self.html = source.html() if source.hasHtml() else None
        try:
            self.on_paste()
        finally:
            self.html = None


class InboxView(PastRows, QWidget):
    #: `refresh` is told what changed (app.changes): only the rows of the phases it changed are drawn again
    takes_changes = True
    #: the correction post of a phase recorded into: ("posts", ("phase", index))
    go_to = Signal(str, object)

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.shown_game: int | None = None  #: whose rows the table holds (they are kept per game)
        self.paste = PasteBox(self.read_pasted)
        self.paste.setPlaceholderText(self.tr("Paste private messages or a page of thread posts here (Ctrl+V): "
                                              "they are read at once. Typed text: Ctrl+Enter reads it."))
        self.paste.setMaximumHeight(140)
        self.phase_label = QLabel()
        self.shape_line = ShapeLine()  #: how the last paste was read (page or PMs), and the other reading
        self.shape_line.switch.connect(self.read_last_as)
        self.last_paste: dict[str, Any] | None = None  #: the last paste's text, HTML, shape and rows, for the other reading
        self._kept_for_phase = False  #: text pasted before any phase was open waits in the box for the first phase
        self._recording = False  #: rows are being recorded (_record): it fills the table once they are
        #: per phase, the rows waiting as the other pages last read them (inbox_store.waiting_by_phase)
        self.waiting: dict[str, tuple[object, ...]] | None = None
        #: the game's aliases as the rows last followed them (`_follow_aliases`): one undone or redone is read anew
        self._aliases_seen: tuple[tuple[str, str], ...] | None = None
        self.table = ReviewTable(controller, self._edited)
        self.table.currentCellChanged.connect(lambda *_cells: self._show_offer())
        self.tick_all = TickAll(self.table, self._changed)  #: tick or untick every row at once
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.amend_note = QLabel()  #: what rows of a resolved phase change, before «Record into …»
        self.amend_note.setWordWrap(True)
        self.amend_note.hide()
        self.armed: list[int] | None = None  #: the rows (ids) whose consequences the note shows
        self.table.itemSelectionChanged.connect(self._forget_preview)
        self.show_fix = QPushButton(self.tr("Show the correction"))
        self.show_fix.hide()
        self.show_fix.clicked.connect(self._show_correction)
        self.fixed_phase: int | None = None
        self.accept = QPushButton(self.tr("&Accept all (Ctrl+Enter)"))
        self.accept_row = QPushButton(self.tr("Accept s&elected"))  #: the ticked rows, else the highlighted ones
        self.remove_row = QPushButton(self.tr("Remo&ve selected"))
        self.remember = QPushButton()  #: "Remember «Robik» = IAmRobik": the host's correction, kept for the game
        self.remember.clicked.connect(self.remember_alias)
        self.remember.hide()
        self.withdraw = QPushButton()  #: "Don't count the page's posts (5)": offered when a page's rows are all removed
        self.withdraw.clicked.connect(self.withdraw_pasted)
        self.withdraw.hide()
        self.withdraw_offer: list[str] = []  #: the pastes (ids) it offers to withdraw from the activity record
        self.next_step = QPushButton()  #: resolve the open phase, or open the next one, without leaving the inbox
        self.next_step.clicked.connect(self.take_next_step)
        QShortcut(QKeySequence("Ctrl+Shift+Return"), self, self.take_next_step)
        remove_keys = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table, self.remove_current)
        remove_keys.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # Delete in the table: the selected rows go
        self.accept.clicked.connect(self.accept_all)
        self.accept_row.clicked.connect(self.accept_selected)
        self.remove_row.clicked.connect(self.remove_current)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.read_or_accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.tick_all)
        for button in (self.accept, self.accept_row, self.remove_row, self.show_fix):
            buttons.addWidget(button)
        said = QHBoxLayout()  # the offer to remember a name goes beside the summary: a long nick there
        said.addWidget(self.summary, 1)  # squeezed the row of buttons (seen at the window)
        said.addWidget(self.remember)
        said.addWidget(self.withdraw)
        buttons.addStretch()
        buttons.addWidget(self.next_step)
        layout = QVBoxLayout(self)
        layout.addWidget(self.phase_label)
        layout.addWidget(self.paste, 1)
        layout.addWidget(self.shape_line)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.amend_note)
        layout.addLayout(said)
        layout.addLayout(buttons)

    # ----- what is open -----------------------------------------------------------------------
    def phase(self) -> Phase | None:
        game = self.controller.game
        return game.current if game is not None and game.current is not None and not game.current.resolved else None

    def is_vote(self) -> bool:
        phase = self.phase()
        return phase is not None and phase.kind in ("day", "council")

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Redraw for `changes` (app.changes): the rows of the phases that changed, and the other rows' Phase boxes
        when a phase opened or went (rows gone or another game: all of them, the host's selection and scroll
        kept); the paste box as he left it."""
        if self.controller.game is None:
            return
        phase = self.phase()
        over = self._over()
        due = self.controller.runoff() if phase else None
        if phase is not None and due is not None and self.controller.runoff_started(due):  # S-ROUND-5: votes pasted now are runoff votes
            self.phase_label.setText(self.tr("<b>%1</b>: runoff among %2 — paste the runoff votes.")
                                     .replace("%1", texts.phase_label(phase))
                                     .replace("%2", texts.among(due.candidates, self.controller.lang, self.controller.game)))
        else:
            self.phase_label.setText(self.tr("<b>%1</b>: paste what arrived.").replace("%1", texts.phase_label(phase)) if phase
                                     else self.tr("The game is over: nothing more to paste.") if over
                                     else t("hostplay.inbox.no_phase", self.controller.lang))
        if self._recording:
            return  # rows are being recorded: the table is filled once they are (_record)
        rows = self.table.rows
        if self.shown_game != self.controller.game_id:  # another game: its own waiting rows
            self.shown_game = self.controller.game_id
            self.withdraw_offer = []
            self._show_withdraw()
            rows = inbox_store.load(self.controller.settings, self.shown_game)
            self.waiting = inbox_store.waiting_by_phase(rows)  # as stored: the other pages read them so
            self._aliases_seen = None
            changes = EVERYTHING
        if self._follow_aliases(rows):  # an alias undone gives its rows back, one redone reads them again
            changes = EVERYTHING
        open_label = phase.label if phase is not None else None
        kept = [r for r in rows if not _seen_only(r) or r.phase == open_label]  # seen, its phase over
        deadline_moved(self.controller.game, kept)  # the host may have moved it: late marks follow (its phase changed)
        if changes.everything or len(kept) != len(self.table.rows):
            with kept_in_view(self.table):
                self.table.set_rows(kept)  # rows of a closed phase stay listed, marked
        else:  # the rows of the phases that changed; the host's selection, scroll and editors stay
            self.table.redraw(None if changes.players or changes.unmasked else changes.phases)
        self._changed()
        if phase is not None and self._kept_for_phase:
            self._kept_for_phase = False
            if self.paste.toPlainText().strip():  # pasted before any phase was open: read now, into this one
                self.read_pasted()

    # ----- reading ----------------------------------------------------------------------------
    def read_pasted(self) -> None:
        """Read the box's text into rows added to the table, and empty the box."""
        text = self.paste.toPlainText()
        game = self.controller.game
        if game is not None and game.current is None and text.strip():  # nothing can hold it yet: said, kept in the box
            self.controller.notice.emit(t("activity.no_phase_yet", self.controller.lang))
            self._kept_for_phase = True  # read when the first phase opens (host-findings-4: it waited for a second paste)
        if game is None or game.current is None or not text.strip():
            self._changed()
            return
        self._read(text, self.paste.html, None)

    def read_last_as(self, kind: str) -> None:
        """The host says the last paste is the other thing (a page, or PMs): its rows still waiting go, and
        it is read again that way; the posts it added to the activity record go with them (undone)."""
        last, game = self.last_paste, self.controller.game
        if last is None or game is None or game.current is None:
            return
        self.table.set_rows([row for row in self.table.rows if all(row is not old for old in last["rows"])])
        if last["activity"] and len(game.entries) == last["activity"]:  # nothing recorded since: taken back
            self.controller.undo()
        else:  # something recorded since: its posts are withdrawn all the same (app.activity.withdrawal)
            self.controller.withdraw_activity(last.get("paste"))
        # lazy: parsing.paste_shape costs ~36 ms CPU (its regular expressions), not needed for the first click (test_first_click_lean)
        from ..parsing.paste_shape import forced

        self._read(last["text"], last["html"], forced(last["shape"], kind))

    def _read(self, text: str, html: str | None, shape: Shape | None) -> None:
        """Read a paste into rows (as `shape` says, else as its own shape tells) and say how it was read."""
        # lazy: the parser (~90 ms of CPU to import) loads after the page is built, so a host's first
        # click on the Inbox tab does not wait for it (#25; the start loader imports it; test_first_click_lean)
        # lazy: app.inbox.paste costs ~230 ms CPU, not needed for the first click (test_first_click_lean)
        from ..app.inbox.paste import paste_shape, read_paste

        game = self.controller.game
        between = self.phase() is None  # a late PM between phases: read into the phase it belongs to (#23)
        hosts = tuple(self.controller.settings.host_accounts)
        shape = shape or paste_shape(game, text, host_names=hosts)  # page or PMs by its shape, never by the phase
        # a page pasted for any reason adds its posts (app.activity): first, so the rows' notice is the last word
        posts, paste = self.controller.record_activity(text, shape.kind)
        voting = self.is_vote() if not between else game.current.kind in ("day", "council")
        rows, repeated = without_repeats(game, self.table.rows, read_paste(
            game, text, voting, host_names=hosts, html=html, shape=shape.kind))
        for row in rows:
            row.paste = paste  # removing every row of it offers to withdraw the posts it recorded (remove_current)
        self.last_paste = {"text": text, "html": html, "shape": shape, "rows": rows, "paste": paste,
                           "activity": len(game.entries) if posts else 0}
        self.shape_line.show_shape(shape, self.controller.lang, voting)
        self.show_fix.hide()
        open_phase = self.phase()
        if open_phase is not None and self.controller.runoff_started(self.controller.runoff()):
            for row in rows:
                row.runoff = row.kind == "vote" and row.phase == open_phase.label
        self.paste.blockSignals(True)
        self.paste.clear()
        self.paste.blockSignals(False)
        self.table.add_rows(rows)  # the rows listed before, the host's selection and scroll stay
        if between and rows:
            self.table.selectRow(self.table.rows.index(rows[0]))  # the host's next step: «Accept selected»
            self.controller.notice.emit(t("hostplay.inbox.between", self.controller.lang,
                                          phase=texts.phase_label(game.current)))
        elif repeated:  # the same page copied again as it grew: its old posts are not read twice
            self.controller.notice.emit(t("hostplay.inbox.repeated", self.controller.lang, count=repeated, new=len(rows)))
        elif not rows and posts:  # a page with no votes or requests: its posts still count (#28)
            self.controller.notice.emit(t("activity.only_posts", self.controller.lang, count=posts))
        elif not rows:
            self.controller.notice.emit(self.tr("Nothing to read in the pasted text."))
        self._changed()

    def _edited(self) -> None:
        """The host changed a row: a preview shown for the rows as they were no longer holds."""
        self._forget_preview()
        self._changed()

    def read_or_accept(self) -> None:
        if self.paste.toPlainText().strip():
            self.read_pasted()
        else:
            self.accept_all()

    def accept_input(self) -> None:
        """Read what is in the box, then accept everything ready (the bench and scripts use it)."""
        self.read_pasted()
        self.accept_all()

    # ----- recording --------------------------------------------------------------------------
    def ready(self, row: Row) -> bool:
        """Recorded by «Accept all»: a row of the open phase that nothing stops."""
        return ready(self.controller.game, row)

    def accept_all(self) -> None:
        self._record([r for r in self.table.rows if self.ready(r)])

    def accept_selected(self) -> None:
        """Record the rows the host chose: the ticked ones when any is ticked (a late one or one of a past phase
        too: ticking it is his decision), else the highlighted ones. A host ticks boxes and presses «выбранные»:
        the row his last tick highlighted was recorded alone, and the status blamed the table (host-findings-5
        item 10). A chosen row that cannot be recorded yet stays; the status line says what was recorded and why
        the others were not."""
        ticked = [row for row in self.table.rows if row.include and not row.host_post]
        chosen = ticked or [self.table.rows[i] for i in self.selected_rows()]
        if not chosen:
            self.controller.notice.emit(self.tr("Select a row first."))
            return
        blocked = [row for row in chosen if blocker(self.controller.game, row) is not None]
        ready = [row for row in chosen if all(row is not b for b in blocked)]
        if not ready:
            self.controller.notice.emit(self.tr("The selected rows cannot be recorded yet: see their Problem column."))
            return
        past = [row for row in ready if is_past(self.controller.game, row)]
        if past and self.armed != [id(row) for row in ready]:
            self._preview(ready, past)  # a resolved phase: its consequences first, then «Record into …»
            return
        before = len(self.controller.game.entries) if self.controller.game is not None else 0
        self._record(ready)
        if self.controller.game is None or len(self.controller.game.entries) == before:
            return  # nothing recorded: _record said why
        lang = self.controller.lang
        said = [t("hostplay.inbox.chosen_ticked" if ticked else "hostplay.inbox.chosen_selected", lang,
                  count=sum(1 for row in ready if all(row is not kept for kept in self.table.rows)))]
        if blocked:
            said.append(t("hostplay.inbox.chosen_blocked", lang, count=len(blocked)))
        unticked = sum(1 for row in self.table.rows if not row.include and not row.host_post)
        if ticked and unticked:
            said.append(t("hostplay.inbox.chosen_unticked", lang, count=unticked))
        self.controller.notice.emit(" ".join(said))

    def selected_rows(self) -> list[int]:
        """The rows the host selected (any cell of them), else the current row."""
        rows = {index.row() for index in self.table.selectedIndexes()} or {self.table.currentRow()}
        return sorted(i for i in rows if 0 <= i < len(self.table.rows))

    def remove_current(self) -> None:
        """Take every selected row out of the inbox and say how many went."""
        gone = set(self.selected_rows())
        if not gone:
            self.controller.notice.emit(self.tr("Select a row first."))
            return
        # lazy: app.activity costs ~91 ms CPU, not needed for the first click (test_first_click_lean)
        from ..app.activity import pastes_gone

        removed = [row for i, row in enumerate(self.table.rows) if i in gone]
        self.table.set_rows([row for i, row in enumerate(self.table.rows) if i not in gone])
        # a page none of whose rows went into the game: its posts still count, unless the host says it is not
        # this game's page (host-findings-4 item 18); tidying a page's rows away must not lose its posts
        self.withdraw_offer = list(dict.fromkeys(self.withdraw_offer + pastes_gone(removed, self.table.rows)))
        self._changed()
        counted = self._show_withdraw()
        if counted:
            self.controller.notice.emit(t("activity.still_counted", self.controller.lang, removed=len(gone), count=counted))
        else:
            self.controller.notice.emit(self.tr("Removed from the inbox: %1.").replace("%1", str(len(gone))))

    def _show_withdraw(self) -> int:
        """Offer to withdraw the removed pages' posts while they still count; how many do."""
        if not self.withdraw_offer:
            self.withdraw.hide()
            return 0
        # lazy: app.activity costs ~91 ms CPU, not needed for the first click (test_first_click_lean)
        from ..app.activity import withdrawal

        held = {paste: found[1] for paste in self.withdraw_offer
                if (found := withdrawal(self.controller.game, paste)) is not None}
        self.withdraw_offer = list(held)
        counted = sum(held.values())
        self.withdraw.setText(t("activity.withdraw_button", self.controller.lang, count=counted))
        self.withdraw.setVisible(bool(held))
        return counted

    def withdraw_pasted(self) -> None:
        """The host says the removed page was not this game's: its posts leave the activity record."""
        withdrawn = sum(self.controller.withdraw_activity(paste) for paste in self.withdraw_offer)
        self.withdraw_offer = []
        self._show_withdraw()
        if withdrawn:
            self.controller.notice.emit(t("activity.withdrawn", self.controller.lang, count=withdrawn))

    def _record(self, rows: list[Row]) -> None:
        game = self.controller.game
        past = [row for row in rows if game is not None and is_past(game, row)]
        if not rows or self.phase() is None and len(past) < len(rows):
            self.controller.notice.emit(self.tr("Nothing to accept: paste a message first."))
            return
        into = past_labels(game, past)
        self._recording = True  # the table is filled once, below, without the rows recorded
        try:
            changes = self.controller.apply_all([entry_of(row, game) for row in rows])  # one save, one refresh
        finally:
            self._recording = False
        done = [row for row, change in zip(rows, changes) if change is not None]
        kept = {row.paste for row in done}
        for row in self.table.rows:  # a page some rows of which are recorded is the game's: its posts stay
            if row.paste in kept:
                row.paste = None
        self._forget_preview()
        if into and any(row in done for row in past):
            self._recorded_into(into)
        with kept_in_view(self.table):  # his own posts, chatter: seen
            self.table.set_rows([r for r in self.table.rows if r not in done and not _seen_only(r)])
        left = len(self.table.rows)
        self._changed(told=bool(done))  # the entries recorded told the other pages already: one refresh
        if left:
            self.controller.notice.emit(self.tr("%1 recorded; %2 still in the inbox (see why in the table).")
                                        .replace("%1", str(len(done))).replace("%2", str(left)))

    # ----- aliases the host confirms once ----------------------------------------------------------
    def alias_offer(self) -> tuple[str, str] | None:
        """What the remember button offers: the selected row's correction, else the last one made."""
        game, rows = self.controller.game, self.table.rows
        if game is None:
            return None
        current = self.table.currentRow()
        order = ([rows[current]] if 0 <= current < len(rows) else []) + rows[::-1]
        return next((found for row in order if (found := offer(game, row)) is not None), None)

    def remember_alias(self) -> None:
        """Record the offered alias in the game's journal (host event `alias`): later pastes read it."""
        found = self.alias_offer()
        if found is None:
            return
        written, nick = found
        if self.controller.apply("host", event="alias", player=nick, written=written) is not None:
            self.controller.notice.emit(self.tr("Remembered for this game: «%1» is %2.").replace("%1", written)
                                        .replace("%2", nick))
            if self._follow_aliases(self.table.rows):  # the rows listed say it too (unless the refresh read them)
                self.table.set_rows(self.table.rows)
                self._changed()
        self._show_offer()

    def _follow_aliases(self, rows: list[Row]) -> bool:
        """When the game's aliases changed since the rows last followed them (one confirmed, undone or redone,
        here or before a restart): the rows read as the journal says now (app.inbox.aliases.follow_book); any changed."""
        game = self.controller.game
        seen = tuple(game.aliases.items()) if game is not None else None
        if game is None or seen == self._aliases_seen:
            return False
        self._aliases_seen = seen
        return follow_book(game, rows) > 0

    def _show_offer(self) -> None:
        found = self.alias_offer()
        self.remember.setVisible(found is not None)
        if found is not None:
            self.remember.setText(self.tr("Remember «%1» = %2").replace("%1", found[0]).replace("%2", found[1]))
            self.remember.setToolTip(self.tr("The next pastes of this game read «%1» as %2 at once.")
                                     .replace("%1", found[0]).replace("%2", found[1]))

    # ----- the phase's next step ----------------------------------------------------------------
    def waiting_rows(self) -> list[Row]:
        """Rows of the open phase resolving now would lose (inbox_store.waits): ticked for recording, guesses the
        reader held back (Row.held), posts the page passed over that read as votes («проверьте и отметьте»)."""
        phase = self.phase()
        return [r for r in self.table.rows if phase is not None and inbox_store.waits(r) and r.phase == phase.label]

    def _over(self) -> bool:
        """No phase to open next: the game is won (and unmasked, in a set with secret goals: app.board)."""
        return self.controller.game is not None and next_phase_kind(self.controller.game) is None

    def _next_kind(self) -> str:
        """The phase the next step opens (app.board: the unmasking after a win with secret goals)."""
        return next_phase_kind(self.controller.game) or "" if self.controller.game is not None else ""

    def take_next_step(self) -> None:
        game, phase = self.controller.game, self.phase()
        if game is None or phase is None and self._over():
            return
        if phase is not None:
            waiting = self.waiting_rows()
            if waiting and not all(self.ready(row) for row in waiting):
                self.controller.notice.emit(self.tr("Record, untick or remove the messages in the inbox first."))
                return
            if waiting:  # every message waiting is ready: recorded first, as «Accept all» would (#23 item 6)
                self._record(waiting)
                if self.waiting_rows() or self.phase() is None:
                    return
            self.controller.resolve_open_phase()  # a tie the rules settle by a runoff starts the runoff first
        else:
            self.controller.apply("phase", kind=self._next_kind())

    def _show_next_step(self) -> None:
        game, phase = self.controller.game, self.phase()
        if game is None or phase is None and self._over():
            self.next_step.setText(self.tr("The game is over"))
            self.next_step.setEnabled(False)
            return
        due = self.controller.runoff() if phase is not None else None
        text = (self.tr("Start the runoff: %1").replace("%1", ", ".join(due.candidates))
                if due is not None and not self.controller.runoff_started(due)
                else self.tr("Resolve %1").replace("%1", texts.phase_label(phase)) if phase is not None
                else self.tr("Open %1").replace("%1", texts.phase_kind(self._next_kind())))
        rows = self.waiting_rows() if phase is not None else []
        blocked = any(not self.ready(row) for row in rows)
        if rows and not blocked and due is None:  # «Record 5 and resolve Night 1»: one step for both
            text = t("hostplay.inbox.record_and", self.controller.lang, count=len(rows), step=text[:1].lower() + text[1:])
        self.next_step.setText(text + " (Ctrl+Shift+Enter)")
        self.next_step.setEnabled(not blocked)
        self.next_step.setToolTip(self.tr("Record, untick or remove the messages in the inbox first.") if blocked else "")

    def _changed(self, told: bool = False) -> None:
        """The rows changed: kept, said to the other pages if they wait otherwise (unless the entries just recorded
        from them `told` the pages already: those redraw after this, and read the rows kept), and summed up."""
        if self.shown_game is not None and self.shown_game == self.controller.game_id:
            inbox_store.save(self.controller.settings, self.shown_game, self.table.rows)
            waiting = inbox_store.waiting_by_phase(self.table.rows)
            before, self.waiting = self.waiting, waiting
            if before is not None and before != waiting and not told:  # the board's owed moves, what holds Resolve
                self.controller.tell(inbox_waiting(before, waiting))
        self._show_next_step()
        self._show_offer()
        rows, game = self.table.rows, self.controller.game
        ready = sum(1 for r in rows if self.ready(r))
        # the host's own posts and "no action tonight" PMs need nothing from him
        yours = sum(1 for r in rows if r.host_post or r.note == "no_vote" and not r.include
                    or r.note == NIGHT_POST and not r.include) if game is not None else 0
        self.summary.setText(self.tr("%1 in the inbox: %2 ready to record, %3 need you.")
                             .replace("%1", str(len(rows))).replace("%2", str(ready))
                             .replace("%3", str(len(rows) - ready - yours)) if rows and game is not None else "")
        self.tick_all.follow()
        self.accept.setEnabled(self.phase() is not None and ready > 0)
        self.accept_row.setEnabled((self.phase() is not None or any(is_past(game, r) for r in rows)) and bool(rows)
                                   if game is not None else False)
        self.accept_row.setToolTip(t("hostplay.inbox.chosen_tip", self.controller.lang))
        self.remove_row.setEnabled(bool(rows))
