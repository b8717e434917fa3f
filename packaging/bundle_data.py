"""What the one-folder bundle carries besides the code PyInstaller finds by itself (moderator-app.spec
reads it; tests/test_bundle_data.py holds it to the package): kept here, in plain Python, so a test can
check it without PyInstaller.

- the shipped data folders (rolesets/, templates/, examples/) at the bundle's top, where paths.py looks
  in sys._MEIPASS;
- every file of the package that is not Python (the word catalogue, the forums' vote rules, the given
  names' pet forms…) in its own folder: the package reads them beside its modules. A list of named
  folders missed parsing/given_names.yaml when it came, and the bundle's `thread` failed (#25 item 4);
- the modules imported by name only (importlib), which PyInstaller's analysis cannot see.
"""

from __future__ import annotations

from pathlib import Path

SHIPPED = ("rolesets", "templates", "examples")
PACKAGE = "moderator_app"
NOT_DATA = {".py", ".pyc", ".pyo"}
#: modules outside the package that the app imports by name (gui.start_loader, the morphology's dictionary)
BY_NAME = ("pymorphy3_dicts_ru", "sqlalchemy.dialects.sqlite")
#: libraries whose own data files the app reads (PyInstaller's collect_data_files each): the Russian dictionary,
#: the confusables (engine/model/nicks.py), the transliteration schemes (parsing/names.py), English's word
#: frequencies (i18n.analysers.english_common); morfeusz2's dictionary is in its library
LIBRARY_DATA = ("pymorphy3_dicts_ru", "pymorphy3", "confusable_homoglyphs", "iuliia", "spellchecker")


def package_data(root: Path) -> list[tuple[str, str]]:
    """(file, its folder in the bundle) for every file of the package that is not Python."""
    files = (f for f in sorted((root / PACKAGE).rglob("*")) if f.is_file() and f.suffix not in NOT_DATA
             and "__pycache__" not in f.parts)
    return [(str(f), f.parent.relative_to(root).as_posix()) for f in files]


def datas(root: Path) -> list[tuple[str, str]]:
    """The shipped data folders and the package's data files, as PyInstaller's `datas` lists them."""
    return [(str(root / name), name) for name in SHIPPED] + package_data(root)


def package_modules(root: Path) -> list[str]:
    """Every module of the package (tabs, editors and effects are imported by name when first needed)."""
    modules = []
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules
