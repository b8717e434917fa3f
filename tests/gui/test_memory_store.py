"""The in-memory stand-in the window draws from when the host's data cannot be opened (gui.memory_store)
keeps storage.db.GameStore's contract where the window and a session ask it (gui.controller.HostStore):
a game made with its last entries undone (the example game), undo and redo, a new entry dropping the
undone ones, a replaced setup."""

from __future__ import annotations

from moderator_app.engine.model.journal import Entry
from moderator_app.gui.memory_store import MemoryGameStore


def _journal() -> tuple[Entry, list[Entry]]:
    return Entry("setup", {"ruleset": "classic"}), [Entry("phase", {"kind": "day"}), Entry("vote", {"n": 1}),
                                                     Entry("vote", {"n": 2})]


def test_a_game_made_with_undone_entries_shows_them_for_redo_only() -> None:
    store = MemoryGameStore()
    setup, entries = _journal()
    game_id = store.create_game("Example", setup, example=True, entries=entries, undone=2)
    assert store.entries(game_id) == [setup, entries[0]]
    assert store.can_redo(game_id) and store.next_redo(game_id) == entries[1]
    assert store.redo(game_id) == entries[1]
    assert store.entries(game_id) == [setup, entries[0], entries[1]]
    assert store.list_games()[0].example and store.game_count() == 1


def test_undo_keeps_the_setup_and_a_new_entry_drops_what_was_undone() -> None:
    store = MemoryGameStore()
    setup, entries = _journal()
    game_id = store.create_game("Game", setup, entries=entries)
    assert not store.can_redo(game_id)
    assert store.undo(game_id) == entries[2]
    store.append(game_id, Entry("vote", {"n": 3}))
    assert not store.can_redo(game_id)
    assert [entry.data.get("n") for entry in store.entries(game_id)] == [None, None, 1, 3]
    assert store.undo(game_id) is not None and store.undo(game_id) is not None and store.undo(game_id) is not None
    assert store.undo(game_id) is None  # the setup is never undone
    assert store.entries(game_id) == [setup]


def test_a_replaced_setup_is_what_the_game_reads_back() -> None:
    store = MemoryGameStore()
    setup, entries = _journal()
    game_id = store.create_game("Game", setup, entries=entries)
    store.replace_setup(game_id, Entry("setup", {"ruleset": "classic", "ruleset_text": "new"}))
    assert store.entries(game_id)[0].data["ruleset_text"] == "new"
    assert store.entries(game_id)[1:] == entries
