"""Russian first, Polish and English switchable: the .ts files are complete for our screens and
compile on the fly; switching the language rebuilds the window in it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from moderator_app.gui import i18n


def _untranslated(ts_text: str) -> list[str]:
    found = []
    for context in re.findall(r"<context>(.*?)</context>", ts_text, re.S):
        name = re.search(r"<name>(.*?)</name>", context).group(1)
        for message in re.findall(r"<message>(.*?)</message>", context, re.S):
            if 'type="unfinished"' in message or "<translation></translation>" in message:
                found.append(f"{name}: " + re.search(r"<source>(.*?)</source>", message, re.S).group(1))
    return found


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_ts_file_translates_every_string_of_every_screen(lang):
    text = (i18n.ts_dir() / f"moderator_{lang}.ts").read_text(encoding="utf-8")
    assert _untranslated(text) == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_ts_file_is_up_to_date_with_the_screens_sources(lang, tmp_path):
    """lupdate over today's gui/*.py adds no string the .ts does not translate yet."""
    tool = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    ts = tmp_path / f"moderator_{lang}.ts"
    shutil.copy(i18n.ts_dir() / ts.name, ts)
    sources = sorted(str(p) for p in i18n.ts_dir().parent.glob("*.py"))
    subprocess.run([tool, "-silent", *sources, "-ts", str(ts)], check=True, capture_output=True)
    assert _untranslated(ts.read_text(encoding="utf-8")) == []


def test_qm_is_compiled_into_the_cache_when_no_qm_is_shipped(tmp_path, monkeypatch):
    sources = tmp_path / "ts"
    sources.mkdir()
    shutil.copy(i18n.ts_dir() / "moderator_pl.ts", sources)  # a checkout: .ts only (*.qm is not in git)
    monkeypatch.setattr(i18n, "ts_dir", lambda: sources)
    monkeypatch.setenv("MODERATOR_APP_CACHE", str(tmp_path / "cache"))
    path = i18n.qm_file("pl")
    assert path is not None and path.is_file() and path.parent == tmp_path / "cache" / "i18n"
    assert i18n.qm_file("pl") == path  # compiled once, then loaded from the cache


def test_language_switch_rebuilds_the_window(window):
    assert window.menuBar().actions()[0].text() == "&Игра"
    window.set_language("pl")
    assert window.menuBar().actions()[0].text() == "&Gra"
    assert "Klasyczna mafia forumowa" in window.game_view.heading.text()
    window.set_language("en")
    assert window.menuBar().actions()[0].text() == "&Game"
    assert window.controller.settings.lang == "en"
