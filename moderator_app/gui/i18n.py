"""Interface translations: Qt's `tr()` answered from the catalogue (`moderator_app/i18n/*.yaml`).

Why no .ts/.qm files: the catalogue is the one place every word lives. A `CatalogueTranslator`
answers `self.tr("Add")` in the widget class `RolesPage` from the key `qt.RolesPage.Add` of the
language's catalogue; English is the source text itself, so `en.yaml` has no `qt:` section. No
lrelease step, no compiled files to ship or go stale. Adding a widget string: write
`self.tr("English text")` and put `English text: перевод` under `qt:` → the class name in
`ru.yaml` and `pl.yaml`; `tests/i18n/test_qt_strings.py` lists every `tr()` literal that has no
translation. A branch that still edits an old .ts file moves it in with
`python -m moderator_app.gui.i18n FILE.ts…`.

Qt's own dialogs (file dialogs, message box buttons) get Qt's shipped `qtbase_<lang>.qm`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

from ..i18n import DEFAULT_LANG, LANGS, catalogue, folder

#: The interface language of the running app (set by `Translators.switch`).
_current = {"lang": DEFAULT_LANG}


def current_lang() -> str:
    return _current["lang"]


class CatalogueTranslator(QTranslator):
    """`tr()` lookups for one language, from the catalogue's `qt.<Context>.<source>` keys."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.table = catalogue(lang)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        found = self.table.get(f"qt.{context}.{source}")
        return str(found) if found is not None else None  # None (a null string) lets Qt try the next translator

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def qt_own_translator(lang: str) -> QTranslator | None:
    """Qt's shipped translation of its own dialogs ("Look in:", "Cancel"), or None."""
    own = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return own if own.load(f"qtbase_{lang}", folder) else None


class Translators:
    """The app's translators; `switch` replaces them so a running window can change language."""

    def __init__(self) -> None:
        self.installed: list[QTranslator] = []
        self.lang = "en"

    def switch(self, lang: str) -> str:
        app = QCoreApplication.instance()
        if app is None:  # no application yet: the words are still chosen (the catalogue's `t`)
            self.lang = lang if lang in LANGS else DEFAULT_LANG
            _current["lang"] = self.lang
            return self.lang
        for translator in self.installed:
            app.removeTranslator(translator)
        self.installed = []
        self.lang = lang if lang in LANGS else DEFAULT_LANG
        _current["lang"] = self.lang
        if self.lang == "en":
            return self.lang
        own = qt_own_translator(self.lang)
        for translator in (CatalogueTranslator(self.lang), *([own] if own is not None else [])):
            if translator is not None:
                app.installTranslator(translator)
                self.installed.append(translator)
        return self.lang


def import_ts(path: Path) -> int:
    """Add a Qt .ts file's finished translations the catalogue lacks to its `qt:` section."""
    # lazy: xml.etree.ElementTree costs ~4 ms CPU, not needed before the first frame (bench_startup)
    import xml.etree.ElementTree as ET

    import yaml  # lazy: yaml costs ~17 ms CPU, not needed before the first frame (bench_startup)

    root = ET.parse(path).getroot()
    lang = (root.get("language") or "")[:2]
    target = folder() / f"{lang}.yaml"
    text = target.read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    qt = data.get("qt") or {}
    added = 0
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete") or not (translation.text or "").strip():
                continue
            source = message.findtext("source") or ""
            if source not in qt.setdefault(name, {}):  # the catalogue's own wording wins
                qt[name][source] = translation.text
                added += 1
    before = text[: text.index("\nqt:\n") + 1] if "\nqt:\n" in text else text.rstrip("\n") + "\n"
    block = yaml.safe_dump({"qt": qt}, allow_unicode=True, sort_keys=False, width=300)
    after = ""
    if "\nqt:\n" in text:  # keep whatever follows the qt section
        rest = text[text.index("\nqt:\n") + 5:]
        lines = rest.splitlines(keepends=True)
        tail = next((i for i, line in enumerate(lines) if line.strip() and not line.startswith(" ")), len(lines))
        after = "".join(lines[tail:])
    target.write_text(before + block + after, encoding="utf-8")
    return added


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(f"{arg}: {import_ts(Path(arg))} translations merged")
