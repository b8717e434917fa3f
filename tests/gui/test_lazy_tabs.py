"""Start-up: the first frame builds only the tab it shows; the posts, parser, log and role set
editor modules are imported when the host first opens them."""

from __future__ import annotations

import os
import subprocess
import sys

FIRST_FRAME = """
import sys
from moderator_app.gui.app import _smoke
assert _smoke(None, "ru") == 0
lazy = ["moderator_app.gui.posts_view", "moderator_app.gui.log_view", "moderator_app.gui.inbox",
        "moderator_app.gui.roleset_editor", "moderator_app.parsing", "moderator_app.posts.render"]
print(",".join(m for m in lazy if m in sys.modules))
"""


def test_first_frame_imports_no_later_tab(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MODERATOR_APP_CACHE=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_tabs_are_built_when_first_shown(window):
    view = window.game_view
    assert view.built_pages() == ["board"]
    view.tabs.setCurrentIndex(4)
    assert view.built_pages() == ["board", "posts"] and view.tabs.currentWidget() is view.posts
    assert view.posts.phase_pick.count() > 1  # refreshed on first show: the example's resolved phases
