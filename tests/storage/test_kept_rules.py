"""#11 item 4: a game keeps its rules. The setup holds the exact role-set text and its sha256 (shown
in the log); reload and replay use that copy, never the file; a changed file is applied only when
the host asks, after seeing the outcomes that would change."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from moderator_app.app.report import game_report
from moderator_app.app.session import GameSession
from moderator_app.engine.model.errors import InputError
from moderator_app.storage import GameStore

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = (ROOT / "rolesets" / "forum-mafia-classic.yaml").read_text(encoding="utf-8")


def _own_set(tmp_path: Path, text: str) -> Path:
    """The host's own copy of the classic set (the host edits it later)."""
    from moderator_app import paths

    path = paths.user_rolesets_dir() / "my-classic.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _game(store: GameStore) -> GameSession:
    session = GameSession.new(store, "t", {"ruleset": "my-classic", "seed": 5, "players": [
        {"nick": n, "role": r} for n, r in
        [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen"), ("E", "citizen"), ("F", "citizen")]]})
    session.apply("phase", kind="day")
    session.apply("resolve")
    session.apply("phase", kind="night")
    session.apply("action", actor="B", action="kill", target="D")
    session.apply("action", actor="C", action="heal", target="D")
    session.apply("resolve")
    return session


def _without_heal(text: str) -> str:
    """An edit a host might make: the doctor loses the heal (a kill he used to stop goes through)."""
    edited = text.replace("    abilities: [heal, inject, hunt]\n    one_action_per_night: [heal, inject, hunt]",
                          "    abilities: [inject, hunt]\n    one_action_per_night: [inject, hunt]", 1)
    assert edited != text
    return edited


def test_the_setup_keeps_the_text_and_its_hash_and_the_log_shows_it(tmp_path):
    path = _own_set(tmp_path, SHIPPED)
    session = _game(GameStore())
    setup = session.store.entries(session.game_id)[0].data
    assert setup["ruleset_text"] == path.read_text(encoding="utf-8")
    digest = hashlib.sha256(SHIPPED.encode()).hexdigest()
    assert setup["ruleset_sha256"] == digest
    assert f"rules sha256 {digest[:12]}" in _setup_summary(session.game)
    from moderator_app.gui.texts import journal_lines

    assert f"хеш правил {digest[:12].upper()}" in journal_lines(session.game, "ru")[0]  # the Log tab's first line


def _setup_summary(game) -> str:
    from moderator_app.engine.model.game import Game
    from moderator_app.engine.model.journal import Entry

    return Game().apply(Entry("setup", game.entries[0].data)).summary


def test_an_edited_file_does_not_change_a_stored_game_on_reload(tmp_path):
    path = _own_set(tmp_path, SHIPPED)
    store = GameStore()
    session = _game(store)
    before = game_report(session.game)
    assert before["phases"][-1]["deaths"] == []  # the doctor saved D
    path.write_text(_without_heal(SHIPPED), encoding="utf-8")
    reloaded = GameSession(GameStore(store.path), session.game_id)
    assert game_report(reloaded.game) == before
    path.unlink()  # even a deleted file: the game plays by its own copy
    assert game_report(GameSession(GameStore(store.path), session.game_id).game) == before


def test_the_host_sees_what_a_new_version_changes_and_applies_it_explicitly(tmp_path):
    path = _own_set(tmp_path, SHIPPED)
    store = GameStore()
    session = _game(store)
    assert not session.rules_update().changed
    path.write_text(_without_heal(SHIPPED), encoding="utf-8")
    update = session.rules_update()
    assert update.changed and update.error is None
    assert "Ночь 1: погибли: — → D (kill:mafioso)" in update.differences
    assert "Noc 1: zginęli: — → D (kill:mafioso)" in session.rules_update("pl").differences
    assert session.game.players["D"].alive  # nothing applied yet
    session.apply_rules_update(update)
    assert not session.game.players["D"].alive
    reloaded = GameSession(GameStore(store.path), session.game_id)
    assert not reloaded.game.players["D"].alive and not reloaded.rules_update().changed
    setup = store.entries(session.game_id)[0].data
    assert setup["rules_history"][0]["sha256"] == update.kept_sha


def test_a_new_version_the_journal_no_longer_fits_cannot_be_applied(tmp_path):
    path = _own_set(tmp_path, SHIPPED)
    session = _game(GameStore())
    path.write_text(SHIPPED.replace("doctor:", "medic:", 1), encoding="utf-8")
    update = session.rules_update()
    assert update.changed and update.error and "do not fit the new version" in update.error
    assert update.error.render("pl").startswith("wpisy gry nie pasują do nowej wersji: ")  # the host's language on screen
    with pytest.raises(InputError):
        session.apply_rules_update(update)


def test_a_kept_copy_that_does_not_match_its_hash_is_damage_not_a_silent_change(tmp_path):
    _own_set(tmp_path, SHIPPED)
    store = GameStore()
    session = _game(store)
    import sqlite3

    conn = sqlite3.connect(store.path)  # the text is stored once, apart from the game (storage.rules_texts)
    conn.execute("UPDATE rules_text SET text = replace(text, 'against: healable', 'against: [poison]')")
    conn.commit()
    with pytest.raises(InputError, match="text of its role set .* is damaged"):
        GameSession(GameStore(store.path), session.game_id)
