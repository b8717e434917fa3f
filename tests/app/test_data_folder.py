"""#24 item 4: the window reaches the data folder through app/ — its lock (app/folder_lock.py, on the
start path), a read-only look at where the host left off and a copy for `--smoke` (app/folder_look.py),
and the store opened and mended (app/data_folder.py). Plain pytest: what each service computes."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from moderator_app.app.data_folder import open_data, restore_newest, same_rules_file, upgrade_told
from moderator_app.app.folder_lock import can_hold, hold, holder_pid
from moderator_app.app.folder_look import copy_folder, where_left
from moderator_app.app.session import GameSession
from moderator_app.storage import migrate
from moderator_app.storage.clean_close import trusted_mark
from moderator_app.storage.errors import StorageError
from moderator_app.storage.lock import LOCK_NAME
from moderator_app.storage.rows import DB_NAME
from moderator_app.storage.words import Said

PLAYERS = [{"nick": n, "role": r} for n, r in (("Вася", "commissar"), ("Петя", "mafioso"), ("Маша", "doctor"),
                                                ("Коля", "citizen"), ("Дина", "citizen"))]


def _folder() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def _game(title: str = "Среда") -> int:
    opened = open_data()
    try:
        session = GameSession.new(opened.store, title, {"ruleset": "forum-mafia-classic", "seed": 3, "players": PLAYERS})
        session.apply("phase", kind="day")
        return session.game_id
    finally:
        opened.store.close()
        opened.lock.release()


def test_the_folder_is_held_by_one_copy_and_its_holder_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    assert holder_pid(folder) is None and can_hold(folder)  # made on the way
    lock = hold(folder)
    try:
        assert lock is not None and holder_pid(folder) == str(os.getpid())
    finally:
        lock.release()
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    assert not can_hold(tmp_path / "file")  # left to the start-up check, which says why
    (folder / LOCK_NAME).write_text("garbage", encoding="utf-8")
    assert holder_pid(folder) is None


def test_where_left_a_first_start_then_the_last_game_read_only() -> None:
    assert where_left(_folder(), None) == where_left(_folder(), 7) and where_left(_folder(), None).first_start
    game_id = _game()
    found = where_left(_folder(), game_id)
    assert not found.first_start and found.look is not None
    assert found.look.title == "Среда" and found.look.journal[-1].kind == "phase"
    assert where_left(_folder(), None).look is None and where_left(_folder(), game_id + 1).look is None


def test_an_older_game_keeping_no_rules_is_left_to_the_usual_opening() -> None:
    """It adopts the file's rules when opened the usual way (app.rules_update): never shown ahead."""
    from tests.storage.test_kept_rules_older_games import older_game

    _game()  # a folder with games
    opened = open_data()
    try:
        old = older_game(opened.store)
    finally:
        opened.store.close()
        opened.lock.release()
    assert where_left(_folder(), old).look is None and where_left(_folder(), old - 1).look is not None


def test_a_damaged_folder_shows_nothing_ahead() -> None:
    game_id = _game()
    (_folder() / DB_NAME).write_bytes(b"not a database" * 100)
    found = where_left(_folder(), game_id)
    assert not found.first_start and found.look is None


def test_a_copy_of_the_folder_holds_its_games_and_starts_as_after_a_clean_close(tmp_path: Path) -> None:
    _game()
    (_folder() / "gui.json").write_text('{"lang": "pl"}', encoding="utf-8")
    copy = tmp_path / "copy"
    copy_folder(_folder(), copy)
    with sqlite3.connect(copy / DB_NAME) as conn:
        entries = conn.execute("SELECT count(*) FROM entry").fetchone()[0]
    assert entries > 1 and (copy / "gui.json").read_text(encoding="utf-8") == '{"lang": "pl"}'
    mark = trusted_mark(copy / DB_NAME)
    assert mark is not None and mark.entries == entries
    empty = tmp_path / "empty"
    copy_folder(tmp_path / "nothing", empty)
    assert empty.is_dir() and list(empty.iterdir()) == []


def test_a_lost_rules_text_is_found_in_a_file_with_the_same_text_only() -> None:
    from moderator_app.engine.model.kept_rules import read_rules_text, sha256_of
    from moderator_app.engine.rolesets.roleset import roleset_path

    digest = sha256_of(read_rules_text(roleset_path("forum-mafia-classic")))
    def why(code: str, digest: str) -> StorageError:  # as storage.rules_texts raises it
        return StorageError(code, retry=False, id=1, title="Среда", sha=digest[:12], digest=digest)

    found = same_rules_file(why("rules_text_damaged", digest))
    assert found is not None and found[0] == "forum-mafia-classic"
    assert same_rules_file(why("rules_text_missing", "0" * 64)) is None
    assert same_rules_file(Said("no_backup", digest=digest)) is None  # only a rules text's trouble
    assert same_rules_file("a plain reason") is None


def test_an_upgrade_is_told_only_while_the_block_runs() -> None:
    heard: list[tuple[str, int]] = []
    with upgrade_told(lambda stage, count: heard.append((stage, count))):
        for listener in migrate.PROGRESS:
            listener("counted", 3)
    assert heard == [("counted", 3)] and migrate.PROGRESS == []


def test_a_damaged_database_is_restored_from_the_newest_backup_in_the_hosts_words() -> None:
    _game()
    opened = open_data()  # the start's backup now holds the game
    opened.store.close()
    opened.lock.release()
    (_folder() / DB_NAME).write_bytes(b"not a database" * 100)
    lines = restore_newest(_folder(), "ru")
    assert lines[0].startswith("восстановлено из games-") and "-start.sqlite3" in lines[0]  # which backup
    assert lines[-1].startswith("повреждённый файл сохранён как ") and Path(lines[-1].split()[-1]).is_file()
    assert where_left(_folder(), None).look is None and not where_left(_folder(), None).first_start  # a game again
