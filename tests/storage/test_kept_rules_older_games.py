"""#11 item 4 for games made by the previous version: their setup has no kept role-set text. Such a
game was always replayed against the file, so on opening it adopts the file's text as it is now,
once, in one transaction, with a note the Log shows ("rules kept from now on") — no "rules changed"
question, no outcome changed. Only a later edit of the file asks the host."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.app.report import game_report
from moderator_app.app.session import GameSession
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.kept_rules import HASH_KEY, KEPT_SINCE_KEY, TEXT_KEY, sha256_of
from moderator_app.gui.texts import journal_lines
from moderator_app.storage import GameStore
from tests.storage.test_kept_rules import SHIPPED, _without_heal

SEATS = [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen"), ("E", "citizen"), ("F", "citizen")]
PLAY = [("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}),
        ("action", {"actor": "B", "action": "kill", "target": "D"}),
        ("action", {"actor": "C", "action": "heal", "target": "D"}), ("resolve", {})]


def older_game(store: GameStore) -> int:
    """A game stored as the previous version stored it: the setup names the file, keeps no text."""
    (paths.user_rolesets_dir() / "my-classic.yaml").write_text(SHIPPED, encoding="utf-8")
    probe = Game()
    probe.apply(Entry("setup", {"ruleset": "my-classic", "seed": 5,
                                "players": [{"nick": n, "role": r} for n, r in SEATS]}))
    setup = dict(probe.setup_data)
    assert TEXT_KEY not in setup and HASH_KEY not in setup
    return store.create_game("old", Entry("setup", setup), entries=[Entry(k, d) for k, d in PLAY])


def test_an_older_game_adopts_the_file_text_once_and_asks_nothing():
    store = GameStore()
    game_id = older_game(store)
    by_file = Game()
    for entry in store.entries(game_id):
        by_file.apply(entry)
    session = GameSession(store, game_id)
    update = session.rules_update()
    assert not update.changed  # no «Zasady się zmieniły (w grze: —)»
    setup = store.entries(game_id)[0].data
    digest = sha256_of(SHIPPED)
    assert setup[TEXT_KEY] == SHIPPED and setup[HASH_KEY] == digest and setup[KEPT_SINCE_KEY]
    assert game_report(session.game) == game_report(by_file)  # results as they were
    assert f"rules kept from now on ({setup[KEPT_SINCE_KEY]}): sha256 {digest[:12].upper()}" in journal_lines(session.game, "en")[0]
    assert "правила хранятся с этого момента" in journal_lines(session.game, "ru")[0]
    reopened = GameSession(GameStore(store.path), game_id)  # stored once: the note keeps its time
    assert store.entries(game_id)[0].data == setup and not reopened.rules_update().changed


def test_after_adopting_a_real_edit_of_the_file_still_asks():
    store = GameStore()
    game_id = older_game(store)
    GameSession(store, game_id)
    (paths.user_rolesets_dir() / "my-classic.yaml").write_text(_without_heal(SHIPPED), encoding="utf-8")
    session = GameSession(GameStore(store.path), game_id)
    update = session.rules_update()
    assert update.changed and update.kept_sha == sha256_of(SHIPPED)
    assert session.game.players["D"].alive  # still by the kept text until the host applies


def test_an_older_game_whose_file_is_gone_stays_as_it_was():
    store = GameStore()
    game_id = older_game(store)
    entries = store.entries(game_id)
    (paths.user_rolesets_dir() / "my-classic.yaml").unlink()
    try:
        GameSession(store, game_id)
    except Exception as err:  # the previous version's behaviour: the file is needed to replay it
        assert "my-classic" in str(err)
    assert store.entries(game_id) == entries  # nothing stored
