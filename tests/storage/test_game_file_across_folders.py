"""#14 item 7 on the one-copy layout: one game saved to one file still carries its role set's text
and opens identically on another data folder (a co-host's computer) — a host-made set the other
folder lacks, and a SUSPI game from a folder migrated from the older layout."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from moderator_app.app.game_file import read_game_file, store_document, write_game_file
from moderator_app.app.session import GameSession
from moderator_app.engine.model.kept_rules import HASH_KEY, TEXT_KEY, sha256_of
from moderator_app.posts import render_final_reveal, render_phase_post
from moderator_app.storage.startup import open_data

from . import damage
from .legacy_layout import played, write_legacy_folder

ROOT = Path(__file__).resolve().parents[2]


def _seen(game) -> tuple:
    """What the hosts read: every phase's post and the final reveal, in Russian."""
    return tuple(render_phase_post(game, phase, "ru") for phase in game.phases) + (render_final_reveal(game, "ru"),)


def _take_over(path: Path, folder: Path, monkeypatch):
    """The co-host's computer: another data folder opens the file; returns (store, lock, game id)."""
    monkeypatch.setenv("MODERATOR_APP_DATA", str(folder))
    opened = open_data(folder)
    return opened, store_document(opened.store, read_game_file(path), file=str(path))


def _texts(store) -> list[str]:
    conn = sqlite3.connect(store.path)
    try:
        return [row[0] for row in conn.execute("SELECT sha256 FROM rules_text")]
    finally:
        conn.close()


def test_a_game_of_a_host_made_set_opens_identically_on_a_folder_without_that_set(tmp_path, monkeypatch):
    home = tmp_path / "host"
    monkeypatch.setenv("MODERATOR_APP_DATA", str(home))
    own = home / "rolesets" / "moja-wioska.yaml"
    own.parent.mkdir(parents=True)
    own.write_text("# the host's own copy\n" + (ROOT / "rolesets" / "forum-mafia-classic.yaml").read_text(encoding="utf-8"),
                   encoding="utf-8")
    opened = open_data(home)
    session = GameSession.new(opened.store, "Wioska", dict(damage.SETUP, ruleset="moja-wioska"))
    for kind, data in [("phase", {"kind": "day"}), ("vote", {"voter": "A", "target": "B"}), ("resolve", {}),
                       ("phase", {"kind": "night"}), ("action", {"actor": "A", "action": "check", "targets": ["C"]}),
                       ("resolve", {})]:
        session.apply(kind, **data)
    setup = session.game.entries[0].data
    path = tmp_path / "Wioska.mafia.json"
    write_game_file(opened.store, session.game_id, path)
    seen = _seen(session.game)
    opened.lock.release()

    other, game_id = _take_over(path, tmp_path / "cohost", monkeypatch)
    game = GameSession(other.store, game_id).game
    kept = game.entries[0].data
    assert kept[TEXT_KEY] == setup[TEXT_KEY] and kept[HASH_KEY] == setup[HASH_KEY] == sha256_of(setup[TEXT_KEY])
    assert [e.to_json() for e in game.entries[1:]] == [e.to_json() for e in session.game.entries[1:]]
    assert _seen(game) == seen
    assert _texts(other.store) == [setup[HASH_KEY]]
    again = store_document(other.store, read_game_file(path), file=str(path))  # a second copy of the game
    assert again != game_id and _texts(other.store) == [setup[HASH_KEY]]  # the text is still stored once
    other.lock.release()


def test_a_suspi_game_of_a_migrated_folder_exports_with_its_text_and_opens_identically(tmp_path, monkeypatch):
    home = tmp_path / "host"
    games = [("SUSPI", played("suspi", 8, 3)), ("classic", played("forum-mafia-classic", 9, 3))]
    write_legacy_folder(home, games)
    monkeypatch.setenv("MODERATOR_APP_DATA", str(home))
    opened = open_data(home)  # migrated now: the text lives in rules_text only
    original = GameSession(opened.store, 1).game
    path = tmp_path / "suspi.mafia.json"
    write_game_file(opened.store, 1, path)
    assert read_game_file(path)["roleset"]["text"] == games[0][1][0].data[TEXT_KEY]
    opened.lock.release()

    other, game_id = _take_over(path, tmp_path / "cohost", monkeypatch)
    game = GameSession(other.store, game_id).game
    assert [e.to_json() for e in game.entries] == [e.to_json() for e in original.entries]
    assert _seen(game) == _seen(original) and game.winner == original.winner
    other.lock.release()
