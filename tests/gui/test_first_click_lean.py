"""#25 item 1, a first click answered at once: what the window's first clicks import, checked in a
fresh process. The host's usual first click is the Inbox tab; its page and the board's forum vote
rules line are built from the parser's light parts (its words, vote rules, nick aliases) — the
message and page readers (~90 ms of CPU to import, measured in tests/bench/bench_startup.py), the
paste's shape (~36 ms, its regular expressions), the nick matcher (~17 ms) and rapidfuzz (~11 ms: the role
set checker's "did you mean" wants it for a misspelt name only) load when
a paste is first read, or in the start loader's thread after the click (gui/start_loader.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json, sys
import moderator_app.gui.inbox, moderator_app.app.vote_rules_text
readers = ("moderator_app.parsing.message", "moderator_app.parsing.thread", "moderator_app.parsing.pm",
           "moderator_app.app.inbox.paste", "moderator_app.app.inbox.read", "moderator_app.parsing.paste_shape",
           "moderator_app.parsing.names", "rapidfuzz")
print(json.dumps([m for m in readers if m in sys.modules]))
"""


def test_the_inbox_page_and_the_vote_rules_line_load_without_the_message_and_page_readers(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), MODERATOR_APP_CONFIG=str(tmp_path / "config"),
               MODERATOR_APP_CACHE=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_the_parsers_names_still_load_from_the_package():
    """`from moderator_app.parsing import parse_message` keeps working: the package loads each on first use."""
    from moderator_app import parsing
    from moderator_app.parsing.message import parse_message

    assert parsing.parse_message is parse_message and parsing.aliases.__name__ == "moderator_app.parsing.aliases"
    assert sorted(parsing.__all__) == parsing.__all__ and all(getattr(parsing, name) is not None for name in parsing.__all__)
