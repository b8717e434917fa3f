"""`moderator-app --smoke`: the host's own start, measured, without touching the host's data (#25).

1. The host's data folder is checked read-only, as `--check-data` does: exit 1 when it is damaged.
2. Its database (and gui.json: the last game, the language) is copied into a throw-away folder with
   SQLite's backup API, read-only, and marked as closed cleanly — the check has just passed — so
   the copy starts as the host's folder does after a clean close. An empty folder stays empty:
   then the start is a first start and opens the example game, as it does for a newcomer.
3. The app starts on the copy in a fresh process (as a host's double-click does: interpreter, imports,
   first frame), with the start clock (gui.start_clock); a game file given with `--open` is opened.
4. It prints what the host waits for: the first frame, the last game shown, the first click
   answered, the longest the window did not answer — beside the figures of a bare Qt window on
   this machine, and the machine's load. Exit 0 when the window came up, showed the data and quit.

This module imports no Qt: the window runs in the child.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from ..app.cli import check_data_command
from .. import paths
from ..app.folder_look import copy_folder
from .start_clock import VARIABLE
from ..i18n import t

#: a bare Qt window of the app's size, the yardstick of the first frame (the same steps: show, paint)
BARE_WINDOW = """
import json, os, sys, time
origin = float(sys.argv[1])
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow(); window.setCentralWidget(QLabel("bare")); window.resize(1280, 820); window.show()
app.processEvents(); window.grab()
print(json.dumps({"first frame": (time.time() - origin) * 1000, "first frame, CPU": time.process_time() * 1000}))
"""


def smoke_check(screenshot: str | None = None, lang: str | None = None, open_file: str | None = None) -> int:
    if check_data_command(quiet=True) != 0:  # the host's real data, read-only: --smoke fails when it is damaged
        return 1
    scratch = Path(tempfile.mkdtemp(prefix="moderator-smoke-"))
    try:
        env = copy_of_host_folder(scratch)
        figures = start_measured(env, screenshot=screenshot, lang=lang, open_file=open_file)
        if figures is None:
            return 1
        bare = measure_bare_window(env)
        for line in figure_lines(figures, bare, lang or "en"):
            print(line)
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def copy_of_host_folder(scratch: Path) -> dict[str, str]:
    """The environment of a child that starts on a copy of the host's folder (see the module's docstring)."""
    data = scratch / "data"
    copy_folder(paths.chosen_data_dir(), data)  # checked a moment ago: the copy starts as after a clean close
    return dict(os.environ, MODERATOR_APP_DATA=str(data), MODERATOR_APP_CONFIG=str(scratch / "config"))


def app_command() -> list[str]:
    """How to start this app again: the bundle's own program, or this Python with the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "moderator_app"]


def start_measured(env: dict[str, str], screenshot: str | None = None, lang: str | None = None,
                   open_file: str | None = None, timeout: float = 180,
                   command: list[str] | None = None) -> dict[str, Any] | None:
    """Start the app (`command`: this one) in `env` with the start clock; its figures, or None (what
    went wrong is on stderr)."""
    args = (command or app_command()) + (["--lang", lang] if lang else []) + (
        ["--open", str(Path(open_file).resolve())] if open_file else [])
    shot = str(Path(screenshot).resolve()) if screenshot else None
    env = dict(env, **{VARIABLE: json.dumps({"origin": time.time(), "screenshot": shot})})
    env["PYINSTALLER_RESET_ENVIRONMENT"] = "1"  # a bundle starting itself: a new instance, not the parent's
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=timeout)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        sys.stderr.write(_without_platform_notes(done.stderr))
        return None
    figures = json.loads(lines[-1])
    return figures if isinstance(figures, dict) else None


def measure_bare_window(env: dict[str, str]) -> dict[str, Any] | None:
    """A bare Qt window's first frame in a fresh process (None in a bundle: it has no Python to run it)."""
    if getattr(sys, "frozen", False):
        return None
    done = subprocess.run([sys.executable, "-c", BARE_WINDOW, str(time.time())], env=env, capture_output=True, text=True,
                          timeout=120)
    return json.loads(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 and done.stdout.strip() else None


def figure_lines(figures: dict[str, Any], bare: dict[str, Any] | None, lang: str) -> list[str]:
    """What the host reads: the start in milliseconds, in the catalogue's words."""
    def ms(key: str) -> str:
        return f"{figures[key]:.0f}" if key in figures else "—"

    load = "/".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "—"
    lines = [t("cli.smoke.first_frame", lang, ms=ms("first frame"),
               bare=f"{bare['first frame']:.0f}" if bare else "—")]
    if "last game shown" in figures:
        lines.append(t("cli.smoke.game_shown", lang, ms=ms("last game shown"), title=figures.get("game") or "—"))
        lines.append(t("cli.smoke.click_answered", lang, ms=ms("first click answered")))
    else:
        lines.append(t("cli.smoke.no_game", lang))
    lines.append(t("cli.smoke.longest_hold", lang, ms=ms("longest hold after the first frame")))
    lines.append(t("cli.smoke.machine", lang, cpu=ms("end, CPU"), cores=os.cpu_count() or 1, load=load))
    return lines


def _without_platform_notes(text: str) -> str:
    """The offscreen platform's note that it cannot resize native windows is Qt's, not a problem."""
    return "".join(line for line in text.splitlines(keepends=True) if "propagateSizeHints" not in line)
