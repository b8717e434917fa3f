"""The session keeps the store's journal in memory (#14 item 9: undo replays it without reading the
database, redo applies one entry to the game instead of replaying all): after every undo and redo
the game on the screen is the game a restart reads back from the database."""

from __future__ import annotations

from pathlib import Path

from moderator_app.app.report import game_report
from moderator_app.app.session import GameSession
from moderator_app.storage import GameStore

ROOT = Path(__file__).resolve().parents[2]


def _as_restarted(session: GameSession) -> str:
    return game_report(GameSession(GameStore(session.store.path), session.game_id).game)


def test_undo_and_redo_leave_the_game_a_restart_reads_back():
    session = GameSession.import_script(GameStore(), ROOT / "examples" / "classic-8.yaml")
    final = game_report(session.game)
    steps = len(session.game.entries) - 1
    for _ in range(steps):  # back to the setup, one entry at a time
        session.undo()
        assert game_report(session.game) == _as_restarted(session)
    assert len(session.game.entries) == 1 and not session.can_undo
    for _ in range(steps):
        session.redo()
        assert game_report(session.game) == _as_restarted(session)
    assert game_report(session.game) == final and not session.can_redo


def test_an_entry_made_after_an_undo_is_in_the_journal_undo_replays():
    session = GameSession.import_script(GameStore(), ROOT / "examples" / "classic-8.yaml")
    for _ in range(len(session.game.entries)):  # back to the last phase opened, with its entries undone
        if session.game.entries[-1].kind == "phase":
            break
        session.undo()
    assert session.game.entries[-1].kind == "phase" and session.can_redo
    victim = session.game.living()[0]
    session.apply("host", event="modkill", player=victim, reason="test")
    assert not session.can_redo and game_report(session.game) == _as_restarted(session)
    session.undo()
    assert game_report(session.game) == _as_restarted(session) and session.can_redo
    session.redo()
    assert session.game.current.host[-1]["player"] == victim and game_report(session.game) == _as_restarted(session)
