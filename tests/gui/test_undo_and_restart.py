"""Every entry is saved as it is made; Ctrl+Z / Ctrl+Shift+Z undo and redo, across a restart; the
app reopens where the host left off; --smoke writes nothing to the host's folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from moderator_app.gui.app import run_app


def test_ctrl_z_and_ctrl_shift_z_undo_and_redo(small_game):
    game_entries = len(small_game.controller.game.entries)
    QTest.keyClick(small_game, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(small_game.controller.game.entries) == game_entries - 1
    assert small_game.action_redo.isEnabled()
    QTest.keyClick(small_game, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(small_game.controller.game.entries) == game_entries


def test_restart_reopens_where_the_host_left_off_and_redo_survives(open_window, qtbot):
    first = open_window()
    first.controller.undo()
    first.controller.undo()
    entries = [e.kind for e in first.controller.game.entries]
    game_id = first.controller.game_id
    first.close()
    second = open_window()
    assert second.controller.game_id == game_id
    assert [e.kind for e in second.controller.game.entries] == entries
    assert second.action_redo.isEnabled()
    second.controller.redo()
    assert len(second.controller.game.entries) == len(entries) + 1


def test_smoke_run_saves_a_screenshot_and_writes_no_host_data(tmp_path):
    shot = tmp_path / "smoke.png"
    assert run_app(smoke=True, screenshot=str(shot)) == 0
    assert shot.stat().st_size > 10_000
    assert not Path(os.environ["MODERATOR_APP_DATA"]).exists()
    assert not Path(os.environ["MODERATOR_APP_CONFIG"]).exists()


def test_smoke_command_line_exits_zero(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "moderator_app", "--smoke", "--screenshot", str(tmp_path / "s.png")],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "s.png").is_file()


def test_log_tab_shows_the_journal_in_the_hosts_words(open_window):
    from moderator_app.gui import texts

    window = open_window()  # the first start opens the example game at its last night
    lines = texts.journal_lines(window.controller.game, "ru")
    assert lines[0].startswith("0. Классическая форумная мафия · игроков: 8")
    assert "4. Петя: Убийство мафии → Маша" in lines
    assert not any("action=" in line or "kind=" in line for line in lines)
