"""The data folders of the start-up bench, made through the app's own storage (no SQL of our own but
the copying of rows): a usual host's folder of 20 games whose last is a 40-player classic game in
day 3, and a big one of 2,000 games. Each is closed cleanly, as the app leaves it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from moderator_app import paths
from moderator_app.app.session import GameSession
from moderator_app.storage.startup import open_data

DEAL = {"commissar": 1, "sergeant": 1, "doctor": 1, "putana": 1, "foundling": 1, "boss": 1, "mafioso": 6,
        "balamut": 2, "maniac": 1, "citizen": 25}
PLAYERS = [{"nick": f"Игрок{n:02d}"} for n in range(40)]


def forty_players_in_day_3(store) -> GameSession:
    """Two nights of mafia kills, a lynch on day 2, and day 3 open with 25 votes cast."""
    session = GameSession.new(store, "40 игроков, день 3", {"ruleset": "forum-mafia-classic", "seed": 1,
                                                             "players": PLAYERS, "deal": DEAL})
    for day in (1, 2, 3):
        session.apply("phase", kind="day")
        living = session.game.living()
        if day > 1:
            for voter in living[: len(living) - 3 if day == 2 else 25]:
                session.apply("vote", voter=voter, target=living[day])
        if day == 3:
            return session
        session.apply("resolve")
        session.apply("phase", kind="night")
        game = session.game
        victim = next(p.nick for p in game.players.values() if p.team == "town" and p.alive)
        for nick in [p.nick for p in game.players.values() if p.team == "mafia" and p.alive]:
            session.apply("action", actor=nick, action="kill", targets=[victim])
        session.apply("resolve")
    raise AssertionError("unreachable")


def usual_folder(folder: Path, older_games: int = 19) -> None:
    """`older_games` copies of the example game, then the 40-player game, the last one open."""
    opened = open_data(folder)
    store = opened.store
    for n in range(older_games):
        GameSession.import_script(store, paths.examples_dir() / "classic-8.yaml", title=f"Игра {n + 1}")
    last = forty_players_in_day_3(store)
    (folder / "gui.json").write_text(json.dumps({"last_game": last.game_id, "lang": "ru"}), encoding="utf-8")
    store.close()
    opened.lock.release()


def big_folder(folder: Path, games: int = 2000) -> None:
    """The usual folder with its older games copied until there are `games`; the last game stays last."""
    usual_folder(folder)
    db = sqlite3.connect(folder / "games.sqlite3")
    with db:
        last = json.loads((folder / "gui.json").read_text(encoding="utf-8"))["last_game"]
        sources = [row[0] for row in db.execute("SELECT id FROM game WHERE id != ? ORDER BY id", (last,))]
        have = len(sources) + 1
        while have < games:
            source = sources[have % len(sources)]
            cursor = db.execute("INSERT INTO game (title, ruleset, created, updated, example) SELECT title || ' ' || ?, "
                                "ruleset, created, datetime(updated, '-1 day'), example FROM game WHERE id = ?", (have, source))
            db.execute("INSERT INTO entry (game_id, seq, kind, data, undone) SELECT ?, seq, kind, data, undone FROM entry "
                       "WHERE game_id = ?", (cursor.lastrowid, source))
            have += 1
    db.close()
    opened = open_data(folder)  # checked whole once (no clean-close mark after the copying), then closed cleanly
    opened.store.close()
    opened.lock.release()
