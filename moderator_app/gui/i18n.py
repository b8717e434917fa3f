"""Interface translations: Qt .ts sources in gui/i18n/, compiled to .qm when needed.

*.qm files are not kept in git. A bundle ships them beside the .ts files; a checkout compiles a
missing or outdated .qm once with pyside6-lrelease into a cache folder (MODERATOR_APP_CACHE
overrides it) and loads it from there. English is the source language and needs no file.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

LANGS = ("ru", "pl", "en")
DEFAULT_LANG = "ru"


def ts_dir() -> Path:
    return Path(__file__).resolve().parent / "i18n"


def cache_dir() -> Path:
    override = os.environ.get("MODERATOR_APP_CACHE")
    if override:
        return Path(override) / "i18n"
    import platformdirs

    return Path(platformdirs.user_cache_dir("moderator-app")) / "i18n"


def _lrelease() -> str | None:
    beside_python = Path(sys.executable).parent / "pyside6-lrelease"
    if beside_python.exists():
        return str(beside_python)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def qm_file(lang: str) -> Path | None:
    """A compiled translation for `lang`: shipped, cached, or compiled now; None if impossible."""
    ts = ts_dir() / f"moderator_{lang}.ts"
    shipped = ts.with_suffix(".qm")
    if shipped.is_file() and (not ts.is_file() or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    if not ts.is_file():
        return None
    cached = cache_dir() / f"moderator_{lang}-{int(ts.stat().st_mtime)}.qm"
    if cached.is_file():
        return cached
    tool = _lrelease()
    if tool is None:
        return None
    cached.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([tool, "-silent", str(ts), "-qm", str(cached)], capture_output=True, check=False)
    return cached if done.returncode == 0 and cached.is_file() else None


class Translators:
    """The app's translators; `switch` replaces them so a running window can change language."""

    def __init__(self) -> None:
        self.installed: list[QTranslator] = []
        self.lang = "en"

    def switch(self, lang: str) -> str:
        app = QCoreApplication.instance()
        for translator in self.installed:
            app.removeTranslator(translator)
        self.installed = []
        self.lang = lang if lang in LANGS else DEFAULT_LANG
        if self.lang == "en":
            return self.lang
        own = QTranslator()
        path = qm_file(self.lang)
        if path is not None and own.load(str(path)):
            app.installTranslator(own)
            self.installed.append(own)
        qt_own = QTranslator()
        if qt_own.load(f"qtbase_{self.lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            self.installed.append(qt_own)
        return self.lang
