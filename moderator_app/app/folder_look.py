"""The host's data folder read without writing to it: where he left off, and a copy of it.

The start loader's thread reads the last game here before the store opens (read-only, under the
folder lock the window took: gui/start_loader.py), and `--smoke` starts the app on a copy of the
folder (gui/smoke.py). Neither opens the database for writing, so neither needs SQLAlchemy: this
module stays as light as the start-up check it reads (storage.health), a tenth of the store's.
"""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ..engine.model.kept_rules import TEXT_KEY
from ..storage.clean_close import leave_mark
from ..storage.health import check_data
from ..storage.journal_read import GameLook, look_at_game
from ..storage.rows import DB_NAME
from ..storage.sqlite_file import open_read_only


@dataclass(frozen=True)
class WhereLeft:
    """What the start can show before the store opens."""

    first_start: bool = False  #: no games yet: the example game is shown
    look: GameLook | None = None  #: the last game read, when it can be shown at once


def where_left(folder: Path, game_id: int | None) -> WhereLeft:
    """The last game, only from a folder the start-up check finds sound and only a game that keeps its
    rules (an older game adopts its rules when opened the usual way: app.rules_update); a first start
    (no games yet) is said as such. Nothing: the window opens the game the usual way."""
    state = check_data(folder, depth="trusted")
    if state.status == "new" or (state.status == "ok" and state.healthy and state.games == 0):
        return WhereLeft(first_start=True)
    if game_id is None or state.status != "ok" or not state.healthy:
        return WhereLeft()
    look = look_at_game(state.db, game_id)
    if look is None or not look.journal or look.journal[0].data.get(TEXT_KEY) is None:
        return WhereLeft()
    return WhereLeft(look=look)


def copy_folder(host: Path, data: Path) -> None:
    """The host's database (SQLite's backup API, read-only) and his window settings (the last game, the
    language) copied into `data`, the copy marked as closed cleanly — the caller has just checked it —
    so it starts as the host's folder does after a clean close. An empty folder gives an empty copy:
    a first start."""
    data.mkdir(parents=True, exist_ok=True)
    if (host / DB_NAME).is_file():
        source = open_read_only(host / DB_NAME)
        target = sqlite3.connect(data / DB_NAME)
        try:
            source.backup(target)
            entries = target.execute("SELECT count(*) FROM entry").fetchone()[0]
        finally:
            target.close()
            source.close()
        leave_mark(data / DB_NAME, entries, None)
    if (host / "gui.json").is_file():
        shutil.copyfile(host / "gui.json", data / "gui.json")
