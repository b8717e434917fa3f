"""#14 item 7 (storage leftover): a role-set text no game uses any more leaves `rules_text` (~14 KB
each) when its last game is deleted or moves to other rules — never while a game, or a setup row
that cannot be read, may still name it; undoing the deletion stores the text again."""

from __future__ import annotations

import sqlite3

from moderator_app.app.game_file import game_document, store_document
from moderator_app.app.session import GameSession
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.kept_rules import sha256_of
from moderator_app.storage.db import GameStore

from . import damage

SUSPI = {"ruleset": "suspi", "seed": 2, "players": [{"nick": n} for n in "ABCDEFGH"]}


def _texts(store: GameStore) -> set[str]:
    conn = sqlite3.connect(store.path)
    try:
        return {row[0] for row in conn.execute("SELECT sha256 FROM rules_text")}
    finally:
        conn.close()


def _hash(store: GameStore, game_id: int) -> str:
    return store.entries(game_id)[0].data["ruleset_sha256"]


def test_the_text_goes_with_its_last_game_and_the_undo_brings_it_back(tmp_path):
    store = GameStore(tmp_path / "games.sqlite3")
    first = GameSession.new(store, "one", damage.SETUP).game_id
    second = GameSession.new(store, "two", damage.SETUP).game_id
    other = GameSession.new(store, "suspi", SUSPI).game_id
    classic, suspi = _hash(store, first), _hash(store, other)
    assert _texts(store) == {classic, suspi}
    store.delete_game(first)
    assert _texts(store) == {classic, suspi}  # the second game still uses it
    kept = game_document(store, second)  # what the start page keeps for its undo
    store.delete_game(second)
    assert _texts(store) == {suspi}
    back = store_document(store, kept)  # undo the deletion
    assert _texts(store) == {classic, suspi}
    assert [e.kind for e in GameSession(store, back).game.entries] == [e["kind"] for e in kept["entries"]]
    store.close()


def test_new_rules_for_a_game_drop_the_old_text_only_when_no_one_else_uses_it(tmp_path):
    store = GameStore(tmp_path / "games.sqlite3")
    game = GameSession.new(store, "one", damage.SETUP).game_id
    old = _hash(store, game)
    setup = store.entries(game)[0]
    text = setup.data["ruleset_text"] + "\n# the host's edit\n"
    store.replace_setup(game, Entry("setup", dict(setup.data, ruleset_text=text, ruleset_sha256=sha256_of(text))))
    assert _texts(store) == {sha256_of(text)}
    assert old not in _texts(store)
    store.close()


def test_a_setup_row_that_cannot_be_read_keeps_every_text(tmp_path):
    store = GameStore(tmp_path / "games.sqlite3")
    first = GameSession.new(store, "one", damage.SETUP).game_id
    second = GameSession.new(store, "two", damage.SETUP).game_id
    digest = _hash(store, first)
    conn = sqlite3.connect(store.path)
    conn.execute("UPDATE entry SET data = '{broken' WHERE game_id = ? AND seq = 0", (second,))
    conn.commit()
    conn.close()
    store.delete_game(first)
    assert digest in _texts(store)  # the damaged game may name it: a restore from a backup would need it
    store.close()
