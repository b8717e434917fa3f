"""#12 item 5: `--check-data` and `--smoke` tell the truth about the host's real data folder."""

from __future__ import annotations

import os
from pathlib import Path

from moderator_app.app.cli import main

from . import damage


def _data() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def test_check_data_reports_a_healthy_folder_and_exits_0(capsys):
    damage.played_folder(_data())
    assert main(["--check-data"]) == 0
    out = capsys.readouterr().out
    assert "state: ok" in out and "games: 3, entries: 18" in out and "backups: 3" in out


def test_check_data_exits_1_on_a_damaged_database_and_names_the_problem(capsys):
    damage.played_folder(_data())
    damage.zip_file(_data())
    assert main(["--check-data"]) == 1
    out = capsys.readouterr().out
    assert "state: damaged" in out and "not an SQLite database (it is a zip archive)" in out


def test_check_data_names_a_damaged_game(capsys):
    damage.played_folder(_data())
    damage.flip_in_row(_data())
    assert main(["--check-data"]) == 1
    out = capsys.readouterr().out
    assert "state: ok" in out and "': entry 2 cannot be read" in out, out


def test_check_data_on_a_file_instead_of_a_folder(tmp_path, monkeypatch, capsys):
    damage.data_env_points_at_a_file(tmp_path, monkeypatch)
    assert main(["--check-data"]) == 1
    assert "is a file, not a folder" in capsys.readouterr().out


def test_smoke_fails_on_damaged_data_instead_of_passing_on_a_scratch_folder(capsys):
    damage.played_folder(_data())
    damage.cut_to(_data(), 100)
    before = (_data() / "games.sqlite3").read_bytes()
    from moderator_app.gui.app import run_app

    assert run_app(smoke=True) == 1
    assert "state: damaged" in capsys.readouterr().err
    assert (_data() / "games.sqlite3").read_bytes() == before


def test_check_data_speaks_the_language_of_lang(capsys):
    """#15 item 3: `--lang pl --check-data` prints the report in Polish, English stays the default."""
    damage.played_folder(_data())
    damage.flip_in_row(_data())
    assert main(["--lang", "pl", "--check-data"]) == 1
    out = capsys.readouterr().out
    assert "stan: w porządku" in out and "wpisu nr 2 nie da się odczytać" in out and "state:" not in out, out
    assert main(["--lang", "ru", "--check-data"]) == 1
    out = capsys.readouterr().out
    assert "состояние: в порядке" in out and "запись № 2 не читается" in out and "cannot" not in out, out
