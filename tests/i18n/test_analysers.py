"""#25: morfeusz2's dictionaries are built in the start loader's thread without holding the
interpreter (i18n/analysers.py), so the window's event loop keeps running meanwhile; the analyser
made afterwards reads and declines Polish as before. Checked in a fresh process: in this one another
test may have loaded the dictionary already."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json, sys
from moderator_app.i18n import analysers
built = analysers.build_polish_dictionary()
polish = analysers.polish()
print(json.dumps([built, polish.analyse("leczę")[0][2][1], [form[0] for form in polish.generate("kot")][:1]]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the library's C++ names are looked up on Linux only here")
def test_the_polish_dictionary_is_built_through_the_library_and_the_analyser_then_works():
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [True, "leczyć", ["kot"]]


def test_without_the_library_file_the_analyser_builds_them_itself(monkeypatch, tmp_path):
    """A build of morfeusz2 without the library beside its module (another platform): False, and the
    analyser still loads (holding the interpreter, as it always did)."""
    import morfeusz2

    from moderator_app.i18n import analysers

    monkeypatch.setattr(morfeusz2, "__file__", str(tmp_path / "morfeusz2.py"))
    monkeypatch.setattr(analysers, "_loaded", {})
    assert analysers.build_polish_dictionary() is False
    assert analysers.polish().analyse("leczę")[0][2][1] == "leczyć"
