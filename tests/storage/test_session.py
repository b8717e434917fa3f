"""Persistence: every entry is committed as it is made; undo and redo survive a restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.app.report import game_report
from moderator_app.app.session import GameSession
from moderator_app.storage import GameStore

ROOT = Path(__file__).resolve().parents[2]
SETUP = {
    "ruleset": "forum-mafia-classic", "seed": 5,
    "players": [{"nick": n, "role": r} for n, r in
                [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen"), ("E", "citizen")]],
}


def test_store_lives_in_the_data_folder_with_wal(tmp_path):
    store = GameStore()
    assert store.path.parent == tmp_path / "data"
    GameSession.new(store, "t", SETUP)
    mode = sqlite3.connect(store.path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_each_entry_is_committed_as_it_is_made():
    store = GameStore()
    session = GameSession.new(store, "evening", SETUP)
    session.apply("phase", kind="day")
    session.apply("resolve")
    session.apply("phase", kind="night")
    session.apply("action", actor="B", action="kill", target="D")
    # a second connection (another process after a crash) sees every entry already
    reopened = GameSession(GameStore(store.path), session.game_id)
    assert [e.kind for e in reopened.game.entries] == ["setup", "phase", "resolve", "phase", "action"]
    assert reopened.game.phases[-1].requests[0].targets == ["D"]


def test_bad_input_is_not_stored_and_loses_nothing():
    store = GameStore()
    session = GameSession.new(store, "evening", SETUP)
    session.apply("phase", kind="day")
    with pytest.raises(InputError, match="unknown player 'Zed'"):
        session.apply("vote", voter="Zed", target="A")
    assert len(GameSession(store, session.game_id).game.entries) == 2
    assert session.game.phases[-1].kind == "day"


def test_undo_and_redo_work_across_restarts():
    store = GameStore()
    session = GameSession.import_script(store, ROOT / "examples" / "classic-8.yaml")
    final = game_report(session.game)
    session.undo()
    session.undo()
    restarted = GameSession(GameStore(store.path), session.game_id)
    assert restarted.game.winner is None and restarted.can_redo
    restarted.redo()
    restarted.redo()
    assert game_report(restarted.game) == final
    assert not restarted.can_redo


def test_a_new_entry_after_undo_drops_the_redo_stack():
    store = GameStore()
    session = GameSession.new(store, "evening", SETUP)
    session.apply("phase", kind="day")
    session.undo()
    assert session.can_redo
    session.apply("phase", kind="day")
    assert not session.can_redo
    assert [e.kind for e in GameSession(store, session.game_id).game.entries] == ["setup", "phase"]


def test_undo_never_drops_the_setup():
    store = GameStore()
    session = GameSession.new(store, "evening", SETUP)
    assert session.undo() is None
    assert not session.can_undo


def test_a_seedless_new_game_keeps_its_seed_and_deal_across_reloads():
    store = GameStore()
    setup = {"ruleset": "forum-mafia-classic", "players": [{"nick": f"P{i}"} for i in range(8)]}
    session = GameSession.new(store, "random deal", setup)
    roles = {n: p.role for n, p in session.game.players.items()}
    reloaded = GameSession(GameStore(store.path), session.game_id)
    assert {n: p.role for n, p in reloaded.game.players.items()} == roles
    assert reloaded.game.seed == session.game.seed


def test_free_text_is_stored_as_understood_so_a_reload_needs_no_parser(tmp_path):
    script = tmp_path / "game.yaml"
    script.write_text(
        "ruleset: forum-mafia-classic\nseed: 1\nplayers:\n  - {nick: Коля, role: doctor}\n  - {nick: Маша, role: citizen}\n"
        "  - {nick: Петя, role: mafioso}\n  - {nick: Вася, role: citizen}\nphases:\n  - day: {}\n"
        "  - night:\n      actions:\n        - {actor: Коля, text: \"Лечу Машу\"}\n", encoding="utf-8")
    store = GameStore()
    session = GameSession.import_script(store, script)
    stored = [e for e in store.entries(session.game_id) if e.kind == "action"]
    assert [(e.data["text"], e.data["action"], e.data["targets"]) for e in stored] == [("Лечу Машу", "heal", ["Маша"])]
    from moderator_app.engine.model.game import Game

    assert game_report(Game.replay(store.entries(session.game_id))) == game_report(session.game)


def test_a_game_with_a_role_set_file_beside_its_script_reloads():
    store = GameStore()
    session = GameSession.import_script(store, ROOT / "examples" / "host-made-game.yaml")
    reloaded = GameSession(GameStore(store.path), session.game_id)
    assert reloaded.game.winner == session.game.winner is not None
