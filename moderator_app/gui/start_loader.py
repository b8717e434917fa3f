"""What the window needs after its first frame, loaded in a background thread that touches no Qt
object, so the event loop keeps answering the host (#25).

Measured (tests/bench/bench_startup.py, 2 shared cores): importing the store's SQLAlchemy and sqlmodel
took ~0.5 s of CPU, the parser ~0.2 s, the engine ~0.1 s; done in the window's thread after the first
frame, they held the event loop for 0.66–1.2 s at a stretch. In this thread the window waits at most
for the longest single step the interpreter cannot switch out of (a module's byte code unmarshalled,
a C extension loaded): 10–35 ms (with the collector held, measured: none over 11 ms) — save for
morfeusz2's dictionary, one call of ~60 ms of CPU through its SWIG wrapper, which never lets go of
the interpreter (on a machine loaded 10 deep it held the window up to 1.1 s: it is built through the
library itself instead, i18n.analysers.build_polish_dictionary), and a garbage collector's full
pass, which is why the start holds the collector (gui.warm_up.hold_collector). A thread does not make the work cheaper — under the GIL it takes the
same CPU, and a little more — but the window's thread gets the interpreter back every 5 ms
(`sys.getswitchinterval`) instead of after a whole import. The thread starts before the window is
built: on two cores it imports the engine while the window's thread is inside Qt.

In order:
1. the engine and the game's first screens' modules; then, once the window holds the folder's lock,
   the last game read-only through sqlite3 (app.folder_look) and rebuilt (app.session.rebuild_game),
   which the window shows;
2. once the window says so (`go_on`: the game is shown, or there is none to show), the modules of the
   host's first clicks (the board's vote rules line, the inbox page without the parser); once the window
   has built what waited for them (`store_go`), the store (SQLAlchemy; the example of a first start is
   shown before it, and stored once it is in); then — once the
   window has opened the store and shown the game (`opened`) — the rest, the parser among them, and
   the caches a first action fills: the role sets and forum vote rules read, the morphology
   dictionaries loaded, a message read against a private copy of the game.
A module the window needs while this thread has yet to import it is waited for without holding the
window (`after_import`). While the window runs a warm-up step (`window_busy`) this thread stands aside
at its next import or cache, so the step has the interpreter to itself. Anything that fails here only
means the window does it the usual way.
"""

from __future__ import annotations

import builtins
import importlib
import importlib._bootstrap as _bootstrap
from contextlib import contextmanager
import logging
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator
from PySide6.QtCore import QTimer
from .. import paths
from ..i18n.analysers import build_polish_dictionary

if TYPE_CHECKING:  # annotations only: the thread imports these itself, after the first frame
    from ..engine.model.game import Game
    from ..engine.model.journal import Entry
    from ..storage.journal_read import GameLook

log = logging.getLogger(__name__)

#: what the game's first screens import (the engine; the game view and its phase board, whose module
#: also builds Qt's enums): before the game is rebuilt, so the window only builds widgets
GAME_MODULES = ("moderator_app.app.session", "moderator_app.gui.game_view", "moderator_app.gui.phase_board",
                "moderator_app.app.pending", "moderator_app.app.corrections", "moderator_app.app.inbox.past",
                "moderator_app.app.amend_preview", "moderator_app.engine.voting.vote_count", "moderator_app.gui.icon",
                "moderator_app.app.runoff", "moderator_app.app.host_view", "moderator_app.engine.wording.explain")
#: a host's first clicks: the board's forum vote rules line and the inbox page (the parser comes later:
#: the page imports it when a paste is read, ~90 ms of CPU the click would otherwise wait for)
FIRST_CLICK_MODULES = ("moderator_app.app.vote_rules_text", "moderator_app.gui.inbox")
#: the store (SQLAlchemy, sqlmodel) and the start-up check that opens it
STORE_MODULES = ("moderator_app.storage.db", "sqlalchemy.dialects.sqlite", "moderator_app.storage.startup", "moderator_app.gui.migration_progress",
                 "moderator_app.gui.data_dialog", "moderator_app.gui.rules_prompt")
#: what the host's other first actions import: the posts (Jinja), page reading (the parser), the other tabs
FIRST_ACTION_MODULES = ("moderator_app.posts.render", "moderator_app.posts", "moderator_app.posts.preview", "moderator_app.app.inbox.paste",
                        "moderator_app.app.inbox.read",
                        "moderator_app.parsing.thread", "moderator_app.app.deadlines", "moderator_app.gui.resolve_view",
                        "moderator_app.gui.posts_view", "moderator_app.gui.log_view", "moderator_app.gui.role_pms",
                        "moderator_app.gui.new_game")
#: how long the thread waits for the window's word before importing the rest anyway (s)
GO_ON_AFTER = 3.0
#: how often the window looks whether a module it waits for has been imported (ms)
POLL_MS = 3
#: how long the window waits for the loader's import before importing the module itself (s)
GIVE_UP_AFTER = 10.0

#: a warm-up step's answer (gui.warm_up): not yet, this thread has yet to do its part (asked again a
#: moment later, the window answering the host meanwhile)
WAIT = object()
#: the longest the thread stands aside for one warm-up step of the window (s): a step that waits on an
#: import this thread has begun (its module lock, another lock) waits no longer than this for it
PAUSE_AT_MOST = 0.1
#: how often the standing-aside thread looks whether the window waits on one of its imports (s)
STAND_ASIDE_POLL = 0.005
#: clear while the window runs a warm-up step (`window_busy`): this thread's next import or cache waits,
#: so the step has the interpreter to itself instead of taking turns of 5 ms with the thread (steps of
#: 15–20 ms of CPU took 60–120 ms on the clock beside it, #25)
_window_free = threading.Event()
_window_free.set()
#: `after_import` callbacks not yet run (the window's thread only)
_waiting = 0
#: when the last of them ran (time.monotonic)
_built_at = float("-inf")
#: how long after a page waited for is built the window still counts as waiting (s): the page refreshes
#: and paints in the next turns of the event loop (~20 ms of CPU for the inbox), and SQLAlchemy's import
#: beside it held the host's first click another 40-50 ms (#25)
SETTLE_AFTER_BUILT = 0.05
#: modules the running loader has yet to import: the window waits for them instead of importing them
_pending: set[str] = set()
_pending_lock = threading.Lock()


class StartLoader:
    def __init__(self, folder: Path, last_game: int | None):
        self.folder, self.last_game = Path(folder), last_game
        self.look: GameLook | None = None  #: the last game as read from the folder, when it could be read
        self.game: Game | None = None  #: that game rebuilt
        #: on a first start: the example's journal and its shown part rebuilt
        self.example: tuple[list[Entry], Game] | None = None
        self.game_modules = threading.Event()  #: the game's first screens' modules are imported
        self.may_read = threading.Event()  #: the window holds the folder's lock: the database may be read
        self.game_done = threading.Event()  #: the look is over: `game` is set, or the window opens as usual
        self.go_on = threading.Event()  #: the window's word: the rest may load now
        self.clicks_ready = threading.Event()  #: the first clicks' modules are imported
        #: the window's word: the pages a first click opened are built; the store's modules may load
        self.store_go = threading.Event()
        self.imports_done = threading.Event()  #: the store's modules are imported (the window opens the store)
        #: the window's word: the store is open and the game shown; until then this thread keeps off the
        #: interpreter, which the window needs (on a first start storing the example took ~40 ms of CPU
        #: and 0.5 s on the clock while this thread imported Jinja and the parser beside it)
        self.opened = threading.Event()
        self.done = threading.Event()  #: everything, the caches too
        self._thread = threading.Thread(target=self._run, name="start loader", daemon=True)

    def cancel(self) -> None:
        """The start was refused (another copy holds the folder): nothing is read, nothing waited for."""
        self.last_game = None
        self.may_read.set()
        self.go_on.set()
        self.store_go.set()
        self.opened.set()
        with _pending_lock:
            _pending.clear()

    def start(self) -> "StartLoader":
        with _pending_lock:
            _pending.update(GAME_MODULES + FIRST_CLICK_MODULES + STORE_MODULES + FIRST_ACTION_MODULES)
        self._thread.start()
        return self

    def _run(self) -> None:
        aside = _StandAside(self._thread)
        builtins.__import__ = aside
        try:
            self._load()
        finally:
            if builtins.__import__ is aside:  # else another hook wraps it since: it stays, passing through
                builtins.__import__ = aside.imports

    def _load(self) -> None:
        try:
            _import_all(GAME_MODULES)
            _read_zones()
            self.game_modules.set()
            self._load_last_game()
        except Exception:  # noqa: BLE001 - the window opens the game the usual way and says what is wrong
            log.exception("the last game could not be read ahead")
            self.look = self.game = None
        finally:
            self.game_modules.set()
            self.game_done.set()
        self.go_on.wait(GO_ON_AFTER)
        _import_all(FIRST_CLICK_MODULES)
        self.clicks_ready.set()
        self.store_go.wait(GO_ON_AFTER)  # the page a first click waited for is built without SQLAlchemy beside it
        _import_all(STORE_MODULES)
        self.imports_done.set()
        build_polish_dictionary()  # holds no interpreter: done while the window opens the store
        self.opened.wait(GO_ON_AFTER)
        _import_all(FIRST_ACTION_MODULES)
        try:
            self._fill_caches()
        except Exception:  # noqa: BLE001 - the first action fills them itself
            log.exception("start loader: the caches")
        self.done.set()

    def _load_last_game(self) -> None:
        """The last game, only from a folder the start-up check finds sound (read-only, under the
        folder lock the window took) and only a game that keeps its rules; on a first start (no
        games yet) the example game instead, read and rebuilt here, for the window to store."""
        self.may_read.wait()
        # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
        from ..app.session import rebuild_game
        # lazy: app.folder_look costs ~99 ms CPU, not needed before the first frame (bench_startup)
        from ..app.folder_look import where_left

        found = where_left(self.folder, self.last_game)
        if found.first_start:
            self._read_example()
        elif found.look is not None:
            self.game = rebuild_game(found.look.journal, found.look.title)
            self.look = found.look

    def _read_example(self) -> None:
        """The example game's journal (its script played and checked) and the part a newcomer first
        sees rebuilt: the window only stores it (GameSession.store_example)."""
        # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
        from ..app.session import example_shown, rebuild_game, script_journal

        journal = script_journal(paths.examples_dir() / "classic-8.yaml")
        self.example = (journal, rebuild_game(journal[:example_shown(journal)], None))

    def _fill_caches(self) -> None:
        """What a host's first actions would otherwise fill in the window's thread: every role set
        and forum vote rules file read (the new-game page lists them), the morphology dictionaries,
        and the parser's word caches — by reading a message against a copy of the game of its own
        (the window's game is never touched from here)."""
        # lazy: app.rolesets costs ~0 ms CPU, not needed before the first frame (bench_startup)
        from ..app.rolesets import preload
        # lazy: parsing.morph costs ~166 ms CPU, not needed before the first frame (bench_startup)
        from ..parsing.morph import lemmas
        # lazy: parsing.rules costs ~164 ms CPU, not needed before the first frame (bench_startup)
        from ..parsing.rules import load_rules, shipped_rules

        preload()  # a set that does not load: the new-game page lists it with its problem
        for rules_id in shipped_rules():
            _stand_aside()
            load_rules(rules_id)
        _stand_aside()
        lemmas("лечу")
        journal = self.look.journal if self.look is not None else self.example[0] if self.example is not None else None
        if journal is not None:
            # lazy: app.inbox.paste costs ~230 ms CPU, not needed for the first click (test_first_click_lean)
            from ..app.inbox.paste import read_paste
            # lazy: app.session costs ~135 ms CPU, not needed before the first frame (bench_startup)
            from ..app.session import rebuild_game

            _stand_aside()
            own = rebuild_game(journal, None)
            _stand_aside()
            if own.living():
                read_paste(own, own.living()[0], voting=True)


class _StandAside:
    """`builtins.__import__` while the loader runs: an `import` the loader's thread is about to make waits
    while the window runs a warm-up step (`_stand_aside`); every import then goes on as before. Not a
    finder on `sys.meta_path`: importlib asks those holding its global import lock, which would stop every
    import of the window's too."""

    def __init__(self, thread: threading.Thread):
        self.thread = thread
        self.imports = builtins.__import__  #: the hook it wraps (PySide's, once PySide is loaded)

    def __call__(self, name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
        if not _window_free.is_set() and threading.current_thread() is self.thread:
            _stand_aside()
        return self.imports(name, globals, locals, fromlist, level)


def _stand_aside() -> None:
    """Wait while the window runs a warm-up step, at most `PAUSE_AT_MOST` — and not at all once the
    window's thread stands on the lock of a module this thread is importing: the step needs that import
    done (else each import nested in it would stand aside again)."""
    deadline = time.monotonic() + PAUSE_AT_MOST
    while not _window_free.wait(STAND_ASIDE_POLL) and time.monotonic() < deadline and not _window_waits_on_us():
        pass


def _window_waits_on_us() -> bool:
    """Whether the window's (main) thread waits for a module lock this thread holds (importlib's own
    record of who waits on which lock, kept for its deadlock check; a Python without it: False)."""
    waits = getattr(_bootstrap, "_blocking_on", {}).get(threading.main_thread().ident)
    locks = waits if isinstance(waits, (list, tuple, set)) else () if waits is None else (waits,)
    return any(getattr(lock, "owner", None) == threading.get_ident() for lock in locks)


@contextmanager
def window_busy() -> Iterator[None]:
    """A warm-up step of the window's: the loader stands aside till it is over (`_StandAside`)."""
    _window_free.clear()
    try:
        yield
    finally:
        _window_free.set()


def _read_zones() -> None:
    """The board's deadline picker lists the zones by name: the computer's zone (tzlocal) and each
    listed zone's rules read from tzdata here, not in the window's thread (they held it ~40 ms of
    file look-ups while the board was built). Both are cached for the process (lru_cache, ZoneInfo's own)."""
    # lazy: i18n.zones costs ~7 ms CPU, not needed before the first frame (bench_startup)
    from ..i18n.zones import ZONES, known, system_zone

    try:
        system_zone()
        for name in ZONES:
            known(name)
    except Exception:  # noqa: BLE001 - the picker reads them itself
        log.exception("start loader: the time zones")


def _import_all(names: tuple[str, ...]) -> None:
    for name in names:
        _stand_aside()  # importlib.import_module goes around `builtins.__import__`
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the window imports it again when it needs it, and fails there visibly
            log.exception("start loader: %s", name)
        finally:
            with _pending_lock:
                _pending.discard(name)


def imported_later(module: str) -> bool:
    """Whether the start loader has yet to import `module` (the window should wait, not import it)."""
    with _pending_lock:
        if module not in _pending:
            return False
    loaded = sys.modules.get(module)
    return loaded is None or bool(getattr(getattr(loaded, "__spec__", None), "_initializing", False))


def after_import(module: str, receiver: Any, callback: Callable[[], object]) -> None:
    """`callback` in a later turn of the event loop, once `module` is imported: the next turn when it
    is or no loader is importing it, else as soon as the loader has — so the window's thread never
    stands waiting on an import the loader is in the middle of (the module's import lock)."""
    global _waiting
    deadline = time.monotonic() + GIVE_UP_AFTER
    _waiting += 1

    def soon() -> None:
        global _waiting, _built_at
        if imported_later(module) and time.monotonic() < deadline:
            QTimer.singleShot(POLL_MS, receiver, soon)
        else:  # imported (or the loader is stuck: then the window imports it itself)
            _waiting -= 1
            callback()
            _built_at = time.monotonic()

    QTimer.singleShot(0, receiver, soon)


def window_waits() -> bool:
    """Whether a page or line of the window still waits for a module of the loader (`after_import`), or
    was built from one a moment ago (`SETTLE_AFTER_BUILT`) and has yet to show itself."""
    return _waiting > 0 or time.monotonic() - _built_at < SETTLE_AFTER_BUILT
