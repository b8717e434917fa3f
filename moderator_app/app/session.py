"""A host's session with one game: the single entry point for host actions (GUI and tests).

Every action is validated by the engine first, then committed to the store, and only a committed
entry stays in the game: when the commit fails (a full disk, a lock held too long) the game is
rebuilt from the entries it had, the `StorageError` tells the host why, and the entry can be made
again. A crash loses nothing that was acknowledged. A new game and an imported script are each one
transaction (no half-set game). Undo and redo go through the store and rebuild the game from its
journal — the same path as a replay or a reload. The setup keeps the role set's text
(engine.model.kept_rules), so a reload never reads the file again.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.model.errors import InputError
from ..engine.model.game import Change, Game
from ..engine.model.journal import Entry
from ..engine.model.kept_rules import keep_rules
from .rolesets import pickable_ids
from ..engine.model.script import load_script, script_entries
from .replay import text_parser_for

#: the store has not been asked yet
_UNKNOWN = object()

if TYPE_CHECKING:  # annotations only
    from .rules_update import RulesUpdate


class StoredGame(Protocol):
    """A game's row as a session reads it: its title (the post headings)."""

    @property
    def title(self) -> str: ...


class SessionStore(Protocol):
    """What a session asks of its store: storage's GameStore, or a stand-in of the window's (the
    in-memory store of `--smoke`, the store of a game shown before the database opened: gui.controller)."""

    def game(self, game_id: int) -> StoredGame | None: ...
    def entries(self, game_id: int) -> list[Entry]: ...
    def append(self, game_id: int, entry: Entry) -> None: ...
    def append_all(self, game_id: int, entries: list[Entry]) -> None: ...
    def undo(self, game_id: int) -> Entry | None: ...
    def redo(self, game_id: int) -> Entry | None: ...
    def next_redo(self, game_id: int) -> Entry | None: ...
    def replace_setup(self, game_id: int, setup: Entry) -> None: ...


class GameRecords(SessionStore, Protocol):
    """A store games are made in as well (a new game, an import, a copy, the example): storage's
    GameStore, or the window's in-memory stand-in (gui.memory_store)."""

    def create_game(self, title: str, setup: Entry, example: bool = False, entries: list[Entry] | None = None,
                    undone: int = 0) -> int: ...


class GameSession:
    def __init__(self, store: SessionStore, game_id: int):
        self.store = store
        self.game_id = game_id
        self._redo: Entry | None | object = _UNKNOWN  #: what redo brings back, once known
        self._journal: list[Entry] = []  #: the store's journal of this game, as read back (set by _rebuild)
        self.game = self._rebuild()
        self._keep_rules_of_an_older_game()

    # ----- opening ------------------------------------------------------------------------
    @classmethod
    def new(cls, store: GameRecords, title: str, setup: dict[str, Any], example: bool = False) -> "GameSession":
        probe = Game()
        probe.apply(Entry("setup", setup))  # validate before anything is stored
        # with the seed chosen, so a reload deals the same, and the rules' text, so it plays the same
        entry = Entry("setup", keep_rules(dict(probe.setup_data), probe.rs))
        return cls(store, store.create_game(title, entry, example=example))

    @classmethod
    def import_script(cls, store: GameRecords, path: Path, title: str | None = None, example: bool = False) -> "GameSession":
        """A whole game script becomes a stored game (validated entry by entry first)."""
        journal = script_journal(path)
        game_id = store.create_game(title or path.stem, journal[0], example=example, entries=journal[1:])  # one transaction
        return cls(store, game_id)

    @classmethod
    def store_example(cls, store: GameRecords, journal: list[Entry], game: Game, title: str) -> "GameSession":
        """The example game (`script_journal` of the example script) stored in one transaction, wound
        back to the start of its last night (`example_shown`): its later entries are stored undone,
        so Ctrl+Shift+Z replays them. `game` is the journal's shown part rebuilt (the start does that
        in a background thread)."""
        game_id = store_example_rows(store, journal, title)
        game.title = title
        return cls.shown_example(store, game_id, journal, game)

    @classmethod
    def shown_example(cls, store: SessionStore, game_id: int, journal: list[Entry], game: Game) -> "GameSession":
        """A session over the example's shown part (`example_shown`), the next entry to redo."""
        shown = example_shown(journal)
        return cls.rebuilt(store, game_id, journal[:shown], game, journal[shown] if shown < len(journal) else None)

    @classmethod
    def rebuilt(cls, store: SessionStore, game_id: int, journal: list[Entry], game: Game, redo: Entry | None) -> "GameSession":
        """A session over a game already rebuilt from the store's `journal` (by `rebuild_game`: the start
        does it in a background thread, before the store has opened), `redo` what redo would bring back.
        The game must keep its rules: an older game adopts them when opened the usual way."""
        session = cls.__new__(cls)
        session.store, session.game_id = store, game_id
        session._journal, session.game, session._redo = list(journal), game, redo
        return session

    def _rebuild(self, entries: list[Entry] | None = None) -> Game:
        """The game from the store's journal, or from entries already in memory. It carries the game's
        title for the post headings."""
        if entries is None:
            self._journal = self.store.entries(self.game_id)
        if entries is not None and getattr(self, "game", None) is not None:
            title = self.game.title  # rebuilt after a failed commit: the store is not asked again
        else:
            row = self.store.game(self.game_id)
            title = row.title if row is not None else None
        return rebuild_game(list(self._journal if entries is None else entries), title)

    def _saved(self, entries: list[Entry]) -> None:
        """Entries just committed join the journal as a reload would read them back (their JSON)."""
        self._journal += [Entry.from_json(entry.to_json()) for entry in entries]
        self._redo = None  # a new entry drops what was undone

    # ----- host actions -------------------------------------------------------------------
    def apply(self, kind: str, /, **data: Any) -> Change:
        """Validate, record and save one host input. InputError leaves game and store untouched."""
        entry = Entry(kind, data)
        before = list(self.game.entries)
        try:
            change = self.game.apply(entry)
            stored = Entry(kind, change.understood or data)
            self.store.append(self.game_id, stored)
        except Exception:
            # a handler may have changed state before it failed, or the commit failed: back to
            # exactly the committed entries, rebuilt without asking the (perhaps locked) store
            self.game = self._rebuild(before)
            raise
        self._saved([stored])
        return change

    def apply_all(self, inputs: list[tuple[str, dict[str, Any]]]) -> list[Change | InputError]:
        """Several host inputs made as one action (the inbox's Accept all): each goes through the
        engine in turn, then all are saved in ONE transaction (one sync to disk, not one each).
        An input the engine refuses as bad input is left out and its InputError stands in its place;
        when the commit fails, the game goes back to exactly the committed entries and the error is
        raised: nothing of the action is saved, and the host may make it again."""
        before = list(self.game.entries)
        results: list[Change | InputError] = []
        stored: list[Entry] = []
        for kind, data in inputs:
            kept = list(self.game.entries)
            try:
                change = self.game.apply(Entry(kind, data))
            except InputError as err:
                self.game = self._rebuild(kept)  # a handler may have changed state before it failed
                results.append(err)
                continue
            except Exception:
                self.game = self._rebuild(before)
                raise
            results.append(change)
            stored.append(Entry(kind, change.understood or data))
        if stored:
            try:
                self.store.append_all(self.game_id, stored)
            except Exception:
                self.game = self._rebuild(before)
                raise
            self._saved(stored)
        return results

    def undo(self) -> Entry | None:
        """Take back the last entry: the store marks it undone, and the game is replayed from the
        journal without it (the journal this session holds is the store's, entry for entry)."""
        entry = self.store.undo(self.game_id)
        if entry is not None:
            if self._journal and self._journal[-1].to_json() == entry.to_json():
                self._journal.pop()
                self.game = self._rebuild(self._journal)
            else:  # not the entry this session saved last: read the journal again
                self.game = self._rebuild()
            self._redo = entry  # the first undone entry is the one just undone
        return entry

    def redo(self) -> Entry | None:
        """Bring back the first undone entry: the game takes it as the next entry, exactly as a
        replay of the journal would (a replay is a fold of the entries)."""
        entry = self.store.redo(self.game_id)
        if entry is not None:
            try:
                self.game.apply(entry)
                self._journal.append(entry)
            except Exception:  # noqa: BLE001 - whatever went wrong, the store's journal is the truth
                self.game = self._rebuild()
            self._redo = _UNKNOWN
        return entry

    @property
    def can_undo(self) -> bool:
        return len(self.game.entries) > 1

    def next_redo(self) -> Entry | None:
        """The entry redo would bring back, without bringing it back. This session is the folder's
        only writer (storage.lock), so it knows after its own undo and apply; else it asks the store."""
        if self._redo is _UNKNOWN:
            self._redo = self.store.next_redo(self.game_id)
        return self._redo  # type: ignore[return-value]

    @property
    def can_redo(self) -> bool:
        return self.next_redo() is not None

    # ----- the game's rules (#11 item 4) --------------------------------------------------------
    def _keep_rules_of_an_older_game(self) -> None:
        """A game set up before games kept their rules was always replayed against the file: it adopts
        the file's text as it is now, once, in one transaction, noted in its setup (the Log shows "rules
        kept from now on"). Only when replaying by the kept text gives the very same outcomes."""
        # lazy: app.rules_update costs ~127 ms CPU, not needed to show the last game (bench_startup)
        from .rules_update import adopt_file_rules

        adopted = adopt_file_rules(self)
        if adopted is not None:
            self.game = adopted

    def rules_update(self, lang: str = "ru") -> RulesUpdate:
        """Whether the role-set file changed since this game kept its copy, and what would change."""
        # lazy: app.rules_update costs ~127 ms CPU, not needed to show the last game (bench_startup)
        from .rules_update import preview

        return preview(self, lang)

    def apply_rules_update(self, update: RulesUpdate) -> None:
        """Play on by the new version of the file (the host saw `update.differences`)."""
        # lazy: app.rules_update costs ~127 ms CPU, not needed to show the last game (bench_startup)
        from .rules_update import apply

        apply(self, update)


def rebuild_game(journal: list[Entry], title: str | None) -> Game:
    """A game from its journal: one pass in phase order (engine.model.phase_order), the same game as entering
    the entries one by one. Plain Python, no store: the start runs it in a thread (gui.start_loader)."""
    game = Game()
    game.text_parser = text_parser_for([game])
    game.replay_in_phase_order(journal)
    game.title = title
    return game


def script_journal(path: Path) -> list[Entry]:
    """A game script's journal as the store keeps it: every entry validated by playing it (a request
    as the engine understood it), the setup keeping its role set's text. InputError names the line."""
    entries = script_entries(load_script(path), file=str(path))
    game = Game()
    game.base_dir = path.parent
    game.text_parser = text_parser_for([game])
    try:
        stored = [Entry(e.kind, game.apply(e).understood or e.data) for e in entries]
    except InputError as err:  # the game's own errors name the script's file as its shape errors do
        raise err.located(file=str(path)) from None
    setup_data = dict(entries[0].data, seed=game.seed)
    if setup_data["ruleset"] not in pickable_ids() and game.rs.source:
        setup_data["ruleset"] = str(Path(game.rs.source).resolve())  # a file beside the script
    # each entry as the store gives it back (its JSON): the journal a reload would read
    return [Entry.from_json(e.to_json()) for e in [Entry("setup", keep_rules(setup_data, game.rs)), *stored[1:]]]


def store_example_rows(store: GameRecords, journal: list[Entry], title: str) -> int:
    """The example game's rows in one transaction, its entries after `example_shown` stored undone; its id."""
    shown = example_shown(journal)
    return store.create_game(title, journal[0], example=True, entries=journal[1:], undone=len(journal) - shown)


def example_shown(journal: list[Entry]) -> int:
    """How many entries of the example game a newcomer first sees: up to the start of its last night
    (the inbox, who has not sent yet, the Resolve button); the rest is there to redo."""
    nights = [i for i, e in enumerate(journal) if e.kind == "phase" and e.data.get("kind") == "night"]
    return nights[-1] + 1 if nights else len(journal)
