"""The host's data folder opened for writing, and mended when it cannot be: the start-up check's
store, a damaged database restored from the newest backup or set aside for an empty one, one
unreadable game restored alone, a game's lost rules text put back from a file with the very same
text, and the one-time storage upgrade told step by step. Storage decides each; the window asks
here and says the answer (gui/controller.py, gui/data_dialog.py, gui/migration_progress.py). What
storage answers as the window needs it is offered as it is (`open_data`, `start_empty`): the window
reaches storage only through app/ (tests/gui/test_gui_layers.py), and a wrapper would only rename it.

This module loads the store (SQLAlchemy): the window imports it after its first frame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..storage import migrate
from ..storage.restore import restore_game, restore_latest
from ..storage.restore import start_empty as start_empty  # storage's own, offered to the window as it is
from ..storage.rules_texts import same_text_on_disk
from ..storage.errors import StorageError
from ..storage.words import Said
from ..storage.startup import open_data as open_data  # storage's own, offered to the window as it is

#: why a game cannot be rebuilt when its stored rules text is the trouble (storage.rules_texts)
RULES_TEXT_TROUBLE = ("rules_text_damaged", "rules_text_missing")


def restore_newest(folder: Path, lang: str) -> list[str]:
    """A damaged database replaced by the newest backup; what the host reads of it in `lang`: which
    backup, which games lose entries, where the damaged file is kept. Raises StorageError or OSError."""
    return restore_latest(folder).lines(lang)


def restore_one_game(store: Any, game_id: int, lang: str) -> list[str]:
    """One game that cannot be rebuilt, restored alone from the newest backup that holds it (the other
    games are not touched); the report's lines in `lang`. Raises StorageError when no backup reads."""
    return restore_game(store, game_id).lines(lang)


def same_rules_file(why: str | StorageError) -> tuple[str, str] | None:
    """(role set id, text) of a role-set file here whose text is the very one (the same sha256) a game
    lost, when `why` (the reason its rows cannot be rebuilt: the storage's error or its words) is its rules
    text; else None."""
    if not isinstance(why, (Said, StorageError)) or why.code not in RULES_TEXT_TROUBLE:
        return None
    return same_text_on_disk(str(why.params.get("digest", "")))


@contextmanager
def upgrade_told(listener: Callable[[str, int], None]) -> Iterator[None]:
    """While the block runs, `listener(stage, count)` hears each step of a storage upgrade: ("counted",
    games), ("backup", percent), ("moving", games done), ("vacuum", rows moved) (storage/migrate.py)."""
    migrate.PROGRESS.append(listener)
    try:
        yield
    finally:
        migrate.PROGRESS.remove(listener)
