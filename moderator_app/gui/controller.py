"""The one object every screen talks to: it owns the GameSession, turns each host action into a
journal entry, and tells the screens to refresh through a single `changed` signal (Anki's
operations pattern). Bad input never raises into Qt: it becomes a `notice` the window shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from ..app.changes import EVERYTHING, POST_LANG, Changes, between, in_phase, snapshot
from ..engine.model.errors import InputError
from ..storage.words import said_in
from . import texts
from .settings import Settings
from ..storage import DataFolderBusy
from .. import paths

if TYPE_CHECKING:  # the engine loads after the first frame (#14 item 9)
    from ..app.changes import Snapshot
    from ..app.runoff import RunoffDue
    from ..app.session import GameRecords, GameSession
    from ..engine.model.game import Change, Game
    from ..engine.model.journal import Entry
    from ..storage.journal_read import GameLook
    from ..storage.startup import OpenedData
    from .games_list import ListedGame

    class HostStore(GameRecords, Protocol):
        """What the window asks of the host's store: storage's GameStore, or the in-memory stand-in
        the screens draw from when the data could not be opened (gui.memory_store)."""

        def list_games(self) -> Sequence[ListedGame]: ...
        def game_count(self) -> int: ...
        def rename(self, game_id: int, title: str) -> None: ...
        def delete_game(self, game_id: int) -> None: ...
        def repair_rules_text(self, text: str) -> None: ...


class GameController(QObject):
    changed = Signal()  #: the game (or which game is open) changed: screens refresh (what changed: take_changes)
    notice = Signal(str)  #: a message for the status bar (errors and what an action did)
    marked = Signal()  #: the host's bookkeeping changed (a post published): other pages refresh when shown
    #: a storage problem that does not stop the app (a backup failed, at start or later, from the backup
    #: thread: a queued signal), or None when a later backup succeeded; the window keeps it in view
    storage_note = Signal(object)

    def __init__(self, settings: Settings):
        super().__init__()
        self.settings = settings
        self._store: HostStore | None = None
        self.session: GameSession | None = None
        self.lang = "ru"
        self.last_error: str | None = None
        self.damaged_game: tuple[int, str] | None = None  #: (id, why) of the last game that failed to open
        self.data_problem: str | None = None  #: why the host's data could not be opened at start
        self.deleted: dict[str, Any] | None = None  #: the last deleted game, for its undo
        self._example_ahead: list[Entry] | None = None  #: the example's journal, shown before it was stored
        self._titles: dict[int, str] = {}  #: game titles the window shows (read once, changed by rename_game)
        self.runoffs: set[tuple[int | None, str]] = set()  #: (game, phase) whose runoff the host started
        #: what the last `changed` stands for: an operation on the game says which phases and players
        #: it changed (app.changes); any other emit (a game opened, renamed, the language) is everything
        self.changes: Changes = EVERYTHING

    def take_changes(self) -> Changes:
        """What changed since the views last redrew; the next emit that says nothing is everything."""
        changes, self.changes = self.changes, EVERYTHING
        return changes

    def _changed_by(self, before: Snapshot) -> None:
        """Emit `changed` for an operation on the open game, with what it changed (app.changes)."""
        self.changes = between(before, snapshot(self.game))
        self.changed.emit()

    # ----- store and session ------------------------------------------------------------------
    @property
    def store(self) -> HostStore:
        """The database is opened on first use, after the first frame (SQLAlchemy is slow to import)."""
        if self._store is None:
            self._store = self._open_checked_store()
            # (the example shown ahead keeps its own until its rows are written: store_example_ahead)
            if self.data_problem is None and self.session is not None and type(self.session.store) is _StoreWhenOpen:
                self.session.store = self._store
        return self._store

    def open_store(self) -> HostStore:
        """The store, opened now if it is not yet (`store` opens it on first use): the start does it in
        a step of its own."""
        return self.store

    def _open_checked_store(self) -> HostStore:
        """The host's data through the start-up check (lock, check, backup); when it cannot be opened
        an empty stand-in keeps the screens drawable and `data_problem` says why (gui.app asks)."""
        # lazy: app.data_folder costs ~430 ms CPU, not needed before the first frame (bench_startup)
        from ..app.data_folder import open_data
        # lazy: gui.memory_store costs ~10 ms CPU, not needed before the first frame (bench_startup)
        from .memory_store import MemoryGameStore

        try:
            opened = open_data()
        except DataFolderBusy as err:
            self.data_problem = err.said
            return MemoryGameStore()
        if opened.store is None:
            self.data_problem = opened.state.problem or opened.state.status
            return MemoryGameStore()
        self._watch(opened)
        return opened.store

    def use_store(self, store: HostStore) -> None:
        """The store the start-up dialog opened after a restore (gui.data_dialog.open_host_data)."""
        self._store = store
        self.data_problem = None
        if self.session is not None and type(self.session.store) is _StoreWhenOpen:
            self.session.store = store

    def use_opened(self, opened: OpenedData) -> None:
        """The host's data as storage.startup opened it (with its store): the store, and its notes said."""
        assert opened.store is not None, "only data that opened is used"
        self.use_store(opened.store)
        self._watch(opened)

    def _watch(self, opened: OpenedData) -> None:
        """What went wrong while opening (a backup, an upgrade put off) and every backup that fails
        later in the session reach the window; a backup that succeeds afterwards clears the warning."""
        backups = getattr(opened.store, "backups", None)
        if backups is not None:  # first: a failure in the thread meanwhile is said twice rather than never
            backups.failed.append(self.storage_note.emit)
            backups.succeeded.append(lambda: self.storage_note.emit(None))
        for note in list(opened.notes):
            self.storage_note.emit(note)

    def close_store(self) -> None:
        """The end of the app: finish the backups asked for and close the database cleanly, so the
        next start need not read all of it again (storage.clean_close)."""
        if self._store is not None and hasattr(self._store, "close"):
            self._store.close()

    @property
    def store_ready(self) -> bool:
        """Whether the database is open (it opens after the first frame: open_where_left)."""
        return self._store is not None

    @property
    def game(self) -> Game | None:
        return self.session.game if self.session is not None else None

    @property
    def game_id(self) -> int | None:
        return self.session.game_id if self.session is not None else None

    @property
    def shown_game(self) -> Game:
        """The open game, for a view that draws one: such views are only asked while one is open."""
        if self.session is None:
            raise RuntimeError("no game is open")
        return self.session.game

    @property
    def shown_id(self) -> int:
        """The open game's id (its settings: published posts, sent PMs, the host's seat)."""
        if self.session is None:
            raise RuntimeError("no game is open")
        return int(self.session.game_id)

    def _session_class(self) -> type[GameSession]:
        # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
        from ..app.session import GameSession

        return GameSession

    def _opened(self, session: GameSession) -> None:
        self._titles.pop(session.game_id, None)  # a restored or imported game may reuse an id
        self.session = session
        self.settings.last_game = session.game_id
        self.changed.emit()

    def show_rebuilt(self, look: GameLook, game: Game) -> None:
        """The last game as the start read and rebuilt it before the store opened (gui.start_loader,
        storage.journal_read.GameLook): shown at once. Its session writes to this controller's store,
        which the start opens a moment later — or at once, should the host act before that."""
        self.session = self._session_class().rebuilt(_StoreWhenOpen(self), look.game_id, look.journal, game, look.redo)
        self._titles[look.game_id] = look.title
        self.changed.emit()

    def show_example_ahead(self, journal: list[Entry], game: Game) -> None:
        """On a first start: the example game as the start loader read and rebuilt it, shown before
        the store has opened (SQLAlchemy's import, ~0.4 s of CPU, came before it). It gets the id the
        empty database gives its first game (`EXAMPLE_AHEAD_ID`); its rows are written when the start
        opens the store (`store_example_ahead`), or at once should the host act on it before that."""
        # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
        from ..app.session import GameSession

        title = self.tr("Example game")
        game.title = title
        self._example_ahead = journal
        self.session = GameSession.shown_example(_ExampleWhenOpen(self), EXAMPLE_AHEAD_ID, journal, game)
        self._titles[EXAMPLE_AHEAD_ID] = title
        self.changed.emit()

    def store_example_ahead(self) -> None:
        """The example shown ahead (`show_example_ahead`) stored, once, and its session kept (the host
        may have acted on it): its rows written to the store, the session pointed at them."""
        session, journal = self.session, self._example_ahead
        self._example_ahead = None
        if journal is None or session is None or not isinstance(session.store, _ExampleWhenOpen):
            return  # none shown ahead, or another game opened since
        # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
        from ..app.session import store_example_rows

        store = self.store  # the session writes to it from now on
        if self.data_problem is not None:
            return  # the start says why; the shown example is never saved into a stand-in
        title = session.game.title or self.tr("Example game")  # (show_example_ahead named it so)
        game_id = store_example_rows(store, journal, title)
        session.store, session.game_id = store, game_id
        self._titles[game_id] = title
        self.settings.last_game = game_id
        if game_id != EXAMPLE_AHEAD_ID:  # never for an empty database; the views follow the id all the same
            self.changed.emit()

    def open_game(self, game_id: int) -> bool:
        if self.store.game(game_id) is None:
            return self._fail(self.tr("The game is no longer in the database."))
        self.damaged_game = None
        try:
            self._opened(self._session_class()(self.store, game_id))
        except Exception as err:  # noqa: BLE001 - damaged rows can fail anywhere in the rebuild
            why = getattr(err, "said", None) or (err.text(self.lang) if isinstance(err, InputError) else f"{type(err).__name__}: {err}")
            self.damaged_game = (game_id, why)  # a storage reason keeps its code: the restore offer renders it again
            failed = self._fail(self.tr("The game cannot be rebuilt from its saved entries: %1").replace("%1", said_in(why, self.lang)))
            self.changed.emit()  # the start page lists the games: at a start it still said «Открываю ваши игры…» (host-findings-5 item 5)
            return failed
        return True

    def import_script(self, path: Path, example: bool = False, title: str | None = None) -> bool:
        try:
            self._opened(self._session_class().import_script(self.store, path, title=title, example=example))
        except (InputError, OSError) as err:
            return self._fail(said_in(err, self.lang))
        return True

    def import_example(self) -> bool:
        """The example game, wound back to the start of its last night: a newcomer sees the tool at
        work (the inbox, who has not sent yet, the Resolve button); Ctrl+Shift+Z replays the rest."""
        # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
        from ..app.session import example_shown, rebuild_game, script_journal

        try:
            journal = script_journal(paths.examples_dir() / "classic-8.yaml")
            game = rebuild_game(journal[:example_shown(journal)], None)
        except (InputError, OSError) as err:
            return self._fail(said_in(err, self.lang))
        return self.store_example(journal, game)

    def store_example(self, journal: list[Entry], game: Game) -> bool:
        """The example game of `import_example`, its journal read and its shown part rebuilt already
        (the first start does that in the start loader's thread)."""
        try:
            self._opened(self._session_class().store_example(self.store, journal, game, self.tr("Example game")))
        except InputError as err:
            return self._fail(said_in(err, self.lang))
        return True

    def new_game(self, title: str, setup: dict[str, Any]) -> bool:
        """A new game; its setup keeps the salt of the provable deal (posts.commitment), so the
        opening post can publish the deal's hash and the final reveal the salt."""
        # lazy: posts.commitment costs ~154 ms CPU, not needed before the first frame (bench_startup)
        from ..posts.commitment import new_salt

        setup = dict(setup, deal_salt=setup.get("deal_salt") or new_salt())
        try:
            self._opened(self._session_class().new(self.store, title, setup))
        except InputError as err:
            return self._fail(said_in(err, self.lang))
        return True

    # ----- the host's games (#14 item 7) ------------------------------------------------------
    def game_title(self, game_id: int) -> str:
        """The game's name (the window title after every action: read from the database once)."""
        if game_id not in self._titles:
            row = self.store.game(game_id)
            self._titles[game_id] = row.title if row else ""
        return self._titles[game_id]

    def rename_game(self, game_id: int, title: str) -> bool:
        title = title.strip()
        if not title:
            return self._fail(self.tr("A game needs a name."))
        self.store.rename(game_id, title)
        self._titles.pop(game_id, None)
        if self.game is not None and self.game_id == game_id:
            self.game.title = title  # the post headings follow the new name
        self.changed.emit()
        return True

    def duplicate_game(self, game_id: int) -> int | None:
        # lazy: app.game_file costs ~139 ms CPU, not needed before the first frame (bench_startup)
        from ..app.game_file import duplicate_game

        row = self.store.game(game_id)
        if row is None:
            self._fail(self.tr("The game is no longer in the database."))
            return None
        try:
            new_id = duplicate_game(self.store, game_id, self.tr("%1 (copy)").replace("%1", row.title))
        except (InputError, OSError) as err:
            self._fail(said_in(err, self.lang))
            return None
        self.changed.emit()
        return new_id

    def delete_game(self, game_id: int) -> bool:
        """Delete a game, keeping it whole in memory so `undo_delete` brings it back."""
        # lazy: app.game_file costs ~139 ms CPU, not needed before the first frame (bench_startup)
        from ..app.game_file import game_document

        try:
            self.deleted = game_document(self.store, game_id, self.settings.marks_of(game_id))
        except (InputError, OSError):
            self.deleted = None  # a game whose role set no longer loads is deleted without undo
        if self.game_id == game_id:
            self.session = None
        if self.settings.last_game == game_id:
            self.settings.last_game = None
        self.store.delete_game(game_id)
        self.changed.emit()
        return True

    def undo_delete(self) -> int | None:
        # lazy: app.game_file costs ~139 ms CPU, not needed before the first frame (bench_startup)
        from ..app.game_file import store_document

        document, self.deleted = self.deleted, None
        if document is None:
            return None
        new_id = store_document(self.store, document)
        self.settings.adopt_marks(new_id, document.get("marks") or {})
        self.changed.emit()
        return new_id

    def export_game(self, game_id: int, path: Path) -> bool:
        # lazy: app.game_file costs ~139 ms CPU, not needed before the first frame (bench_startup)
        from ..app.game_file import write_game_file

        try:
            write_game_file(self.store, game_id, path, marks=self.settings.marks_of(game_id))
        except (InputError, OSError) as err:
            return self._fail(said_in(err, self.lang))
        self.notice.emit(self.tr("Saved the whole game to %1").replace("%1", str(path)))
        return True

    def import_game_file(self, path: Path) -> bool:
        # lazy: app.game_file costs ~139 ms CPU, not needed before the first frame (bench_startup)
        from ..app.game_file import distinct_title, read_game_file, store_document

        try:
            document = read_game_file(path)
            title = distinct_title(str(document.get("title") or path.stem), {g.title for g in self.store.list_games()})
            game_id = store_document(self.store, document, title=title, file=str(path))
        except (InputError, OSError) as err:
            return self._fail(said_in(err, self.lang))
        marks = document.get("marks")
        refused = self.settings.adopt_marks(game_id, marks if isinstance(marks, dict) else {})
        if not isinstance(marks, (dict, type(None))):
            refused = ["marks"]
        opened = self.open_game(game_id)
        if refused:  # nothing vanishes silently: the marks this version cannot take are named
            self.notice.emit(self.tr("The file's marks not taken: %1").replace("%1", ", ".join(refused)))
        return opened

    def open_where_left(self) -> None:
        """Reopen the last game; the very first start imports the example game instead."""
        if not self.store.game_count():  # a count, not the list: the start does not grow with the games
            self.import_example()
        elif self.settings.last_game is not None and self.store.game(self.settings.last_game) is not None:
            self.open_game(self.settings.last_game)
        else:
            self.changed.emit()

    # ----- host actions -----------------------------------------------------------------------
    def apply(self, kind: str, /, **data: Any) -> Change | None:
        """Record one host input; a refused request is still recorded (with its reason)."""
        if self.session is None:
            self._fail(self.tr("Open a game first."))
            return None
        if kind == "phase" and "deadline" not in data:
            data = self._with_deadline(data)
        before = snapshot(self.game)
        try:
            change = self.session.apply(kind, **data)
        except InputError as err:
            self._fail(said_in(err, self.lang))
            return None
        self.last_error = None
        self._changed_by(before)
        self.notice.emit(texts.change_text(self.shown_game, change, self.lang))
        return change

    def apply_all(self, inputs: list[tuple[str, dict[str, Any]]]) -> list[Change | None]:
        """Several host inputs made as one action (the inbox's Accept all): saved in one transaction
        (app.session.apply_all), the screens refreshed once. None stands for an input not recorded
        (its reason is the notice); when saving fails, none is recorded."""
        if self.session is None:
            self._fail(self.tr("Open a game first."))
            return [None] * len(inputs)
        before = snapshot(self.game)
        try:
            results = self.session.apply_all(inputs)
        except InputError as err:  # the commit failed (storage): nothing of the action was saved
            self._fail(said_in(err, self.lang))
            return [None] * len(inputs)
        changes = [None if isinstance(result, InputError) else result for result in results]
        if any(change is not None for change in changes):
            self.last_error = None
            self._changed_by(before)
        for result in results:  # the status bar keeps the last, as when each was made alone
            if isinstance(result, InputError):
                self._fail(said_in(result, self.lang))
            else:
                self.notice.emit(texts.change_text(self.shown_game, result, self.lang))
        return changes

    def record_activity(self, text: str, shape: str | None = None) -> tuple[int, str | None]:
        """A pasted thread page adds its new posts to the game's activity record (app.activity), one
        `activity` journal entry, whatever it was pasted for; a paste of PMs or of posts read before adds none.
        `shape`: page or mail as the inbox read the paste. Returns how many posts were recorded, and the
        paste's id in the record (None: none recorded)."""
        # lazy: app.activity costs ~91 ms CPU, not needed before the first frame (bench_startup)
        from ..app.activity import page_event

        event = page_event(self.game, text, shape=shape) if self.game is not None else None
        if event is not None and self.apply("host", **event) is not None:
            return len(event["posts"]), event["paste"]
        return 0, None

    def withdraw_activity(self, paste: str | None) -> int:
        """Take a pasted page's posts out of the activity record (app.activity.withdrawal): the host removed
        every row of it from the inbox, none recorded, and said it is not this game's page. Returns how
        many posts went (0: none held)."""
        # lazy: app.activity costs ~91 ms CPU, not needed before the first frame (bench_startup)
        from ..app.activity import withdrawal

        found = withdrawal(self.game, paste) if self.game is not None else None
        if found is not None and self.apply("host", **found[0]) is not None:
            return found[1]
        return 0

    # ----- the runoff the rules call for (app.runoff, S-ROUND-5) ---------------------------------
    def runoff(self) -> RunoffDue | None:
        """The open phase's tie that the rules settle by a runoff, or None."""
        # lazy: app.runoff costs ~125 ms CPU, not needed before the first frame (bench_startup)
        from ..app.runoff import runoff_due

        return runoff_due(self.game) if self.game is not None else None

    def runoff_started(self, due: RunoffDue | None) -> bool:
        """The host started it (or runoff votes are recorded already): votes pasted now are runoff votes."""
        return due is not None and (due.votes > 0 or (self.game_id, due.phase) in self.runoffs)

    def resolve_open_phase(self) -> None:
        """Resolve the open phase — unless its votes tie and the runoff the rules call for was never
        asked for: then the runoff starts and nothing is resolved yet (resolving with no runoff vote
        later leaves the seat empty, as the rules say)."""
        due = self.runoff()
        if due is not None and not self.runoff_started(due):
            self.runoffs.add((self.game_id, due.phase))
            self.notice.emit(self.tr("Tie: a runoff among %1. Paste the runoff votes on the Inbox tab.")
                             .replace("%1", texts.among(due.candidates, self.lang, self.game)))
            self.changes = in_phase(due.phase)
            self.changed.emit()
            return
        self.apply("resolve")

    def _with_deadline(self, data: dict[str, Any]) -> dict[str, Any]:
        """A phase opened now gets its dated deadline and time zone (app.deadlines)."""
        at, tz = self.next_deadline(str(data.get("kind")))
        return dict(data, deadline=at, tz=tz) if at else data

    def deadline_habits(self) -> tuple[str, str | None]:
        """(zone, time of day) the game's deadlines keep: the zone of its last deadline, else the
        host's default; his own time of day when he set one (the opening post prints them)."""
        # lazy: app.deadlines costs ~10 ms CPU, not needed before the first frame (bench_startup)
        from ..app.deadlines import phase_zone

        zone = (phase_zone(self.game) if self.game is not None else None) or self.settings.time_zone
        return zone, self.settings.data.get("default_deadline") or None

    def next_deadline(self, kind: str) -> tuple[str | None, str | None]:
        """(deadline, zone) a phase of `kind` opened now gets: the previous deadline's zone, else the
        host's default zone; his default time of day (app.deadlines.opening)."""
        # lazy: app.deadlines costs ~10 ms CPU, not needed before the first frame (bench_startup)
        from ..app.deadlines import opening

        return opening(self.shown_game, kind, host_time=self.settings.data.get("default_deadline"),
                       default_zone=self.settings.time_zone)

    def undo_line(self) -> str | None:
        """The journal's line for the entry undo takes back (the last one), or None."""
        if not self.can_undo:
            return None
        return texts.last_entry_line(self.shown_game, self.lang, self.shown_game.entries)

    def redo_line(self) -> str | None:
        """The journal's line for the entry redo brings back (the first undone one), or None."""
        try:
            session = self.session
            entry = session.next_redo() if session is not None and session.can_redo else None
        except InputError:  # the store cannot be read now: the menu just says "Redo"
            return None
        return texts.last_entry_line(self.shown_game, self.lang, [*self.shown_game.entries, entry]) if entry else None

    def undo(self) -> None:
        try:
            line, before, session = self.undo_line(), snapshot(self.game), self.session
            if line is not None and session is not None and session.undo() is not None:
                self._changed_by(before)
                self.notice.emit(self.tr("Undone: %1").replace("%1", line))
        except InputError as err:  # a commit that failed (storage): nothing changed
            self._fail(said_in(err, self.lang))

    def redo(self) -> None:
        try:
            line, before, session = self.redo_line(), snapshot(self.game), self.session
            if line is not None and session is not None and session.redo() is not None:
                self._changed_by(before)
                self.notice.emit(self.tr("Redone: %1").replace("%1", line))
        except InputError as err:
            self._fail(said_in(err, self.lang))

    @property
    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo

    @property
    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo

    # ----- the playing host (S-TAB-3) -----------------------------------------------------------
    @property
    def host_can_play(self) -> bool:
        """The role set lets the host play a seat (SUSPI's `host_may_play: true`): the switch is offered."""
        return self.game is not None and self.game.rs.options.get("host_may_play") is True

    @property
    def host_seat(self) -> str | None:
        if self.game is None or not self.host_can_play:
            return None
        seat = self.settings.host_seat(self.shown_id)
        return seat if seat in self.game.players else None

    def tell(self, changes: Changes) -> None:
        """A change beside the journal, said by the page that made it (the inbox's waiting rows): the others follow."""
        if changes:
            self.changes = changes
            self.changed.emit()

    def set_post_lang(self, lang: str) -> None:
        """The language the game's posts are written in: what shows them (role cards, the reveal) follows."""
        if lang != self.settings.post_lang:
            self.settings.post_lang = lang
            self.changes = POST_LANG
            self.changed.emit()

    def set_host_seat(self, nick: str | None) -> None:
        if self.game is not None:
            self.settings.set_host_seat(self.shown_id, nick)
            self.changed.emit()

    def secrets_hidden(self) -> bool:
        """The host plays and the unmasking has not been resolved yet (engine.host_view)."""
        # lazy: app.host_view costs ~1 ms CPU, not needed before the first frame (bench_startup)
        from ..app.host_view import is_revealed

        return self.host_seat is not None and not is_revealed({"table": self.shown_game.table})

    def hides(self, nick: str) -> bool:
        """Whether this seat's role and goal stay off the playing host's screen for now."""
        return self.secrets_hidden() and nick != self.host_seat

    def _fail(self, message: str) -> bool:
        self.last_error = message
        self.notice.emit(message)
        return False


#: the id an empty database gives its first game (SQLite's rowid): the example shown before the store opened
EXAMPLE_AHEAD_ID = 1


class _StoreWhenOpen:
    """The store of a session shown before the store opened: asked for anything, the controller
    opens its store then (storage.startup) and the session keeps that store from then on."""

    def __init__(self, controller: GameController):
        self._controller = controller

    def __getattr__(self, name: str) -> Any:
        store = self._controller.store
        if self._controller.data_problem is not None:  # never the stand-in: the host's entry would not be saved
            raise InputError(said_in(self._controller.data_problem, self._controller.lang))
        return getattr(store, name)


class _ExampleWhenOpen(_StoreWhenOpen):
    """The store of the example game shown before the store opened: asked for anything, the example
    is stored first (`GameController.store_example_ahead`), so what the host did to it lands on its rows."""

    def __getattr__(self, name: str) -> Any:
        self._controller.store_example_ahead()
        return super().__getattr__(name)
