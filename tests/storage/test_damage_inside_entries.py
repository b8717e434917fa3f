"""#26 item 1: damage inside an entry is found by `--check-data` and the start-up check (every stored
entry is decoded, not only the schema), and a game with a missing or unreadable entry is not opened
without it: opening it offers its restore from the newest backup that holds it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from moderator_app.app.cli import main
from moderator_app.app.session import GameSession
from moderator_app.storage.errors import StorageError
from moderator_app.storage.health import check_data
from moderator_app.storage.restore import restore_game
from moderator_app.storage.startup import open_data

from . import damage


def _data() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def test_a_0xff_byte_inside_an_entry_fails_check_data_and_marks_the_game(capsys):
    damage.played_folder(_data())
    damage.ff_in_row(_data())
    assert main(["--check-data"]) == 1
    out = capsys.readouterr().out
    assert "': entry 2 cannot be read" in out, out
    state = check_data(_data())
    assert [why for _gid, _title, why in state.damaged_games] == ["entry 2 cannot be read"]


def test_a_0xff_byte_is_found_by_the_start_check_and_opening_the_game_says_so():
    counts = damage.played_folder(_data())
    damage.ff_in_row(_data())
    opened = open_data(_data())  # after a clean close the start trusts its mark: the byte changed the file since
    damaged = [g for g in opened.store.list_games() if g.damaged]
    assert len(damaged) == 1 and "entry 2 cannot be read" in damaged[0].damaged
    with pytest.raises(StorageError) as caught:
        GameSession(opened.store, damaged[0].id)
    assert "entry 2 cannot be read" in str(caught.value) and "could not save" not in str(caught.value)
    report = restore_game(opened.store, damaged[0].id)
    assert report.backup is not None
    assert len(GameSession(opened.store, damaged[0].id).game.entries) <= counts[damaged[0].id]
    opened.lock.release()


def test_a_missing_entry_is_never_replayed_around_and_its_restore_is_offered(qtbot):
    counts = damage.played_folder(_data())
    game_id = damage.delete_entry(_data(), seq=2)
    assert main(["--check-data"]) == 1
    from moderator_app.gui.controller import GameController
    from moderator_app.gui.settings import Settings

    controller = GameController(Settings.for_host())
    assert [g.damaged for g in controller.store.list_games() if g.id == game_id] == ["entry 2 is missing"]
    assert controller.open_game(game_id) is False  # not opened without its entry 2
    assert controller.damaged_game is not None and controller.damaged_game[0] == game_id
    assert "entry 2 is missing" in str(controller.damaged_game[1])  # what the restore offer says
    report = restore_game(controller.store, game_id)  # what the offer does: the newest backup holding entry 2
    assert report.backup is not None
    assert controller.open_game(game_id)
    replayed = controller.game.entries
    assert len(replayed) == counts[game_id] - 2 and replayed[2].kind == "vote"  # the backup's, entry 2 back
