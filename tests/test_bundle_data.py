"""#25 item 4: the PyInstaller bundle carries every data file the package reads and every module it
imports by name. The bundle itself is built and run by packaging/build.sh (too slow for the suite); this
runs packaging/moderator-app.spec with PyInstaller's build steps stood in for, and reads what it asks for.
The spec once named its data folders one by one: parsing/given_names.yaml came later, the wheel shipped
it (setup.py: every package's *.yaml) but the bundle did not, and the bundle's `thread` died reading it."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from moderator_app.gui import start_loader

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "moderator-app.spec"


def _spec_asks() -> dict[str, Any]:
    """What the spec hands PyInstaller's Analysis (its datas, hiddenimports…)."""
    asked: dict[str, Any] = {}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    # other libraries' data: PyInstaller's own hooks; which libraries the spec asks for is kept
    hooks.collect_data_files = lambda package: [(f"<data of {package}>", package)]  # type: ignore[attr-defined]
    hooks.collect_submodules = _submodules  # type: ignore[attr-defined]
    steps = {"Analysis": lambda *scripts, **kw: asked.update(kw, scripts=scripts) or types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[]),
             "PYZ": lambda *a, **kw: None, "EXE": lambda *a, **kw: None, "COLLECT": lambda *a, **kw: None,
             "BUNDLE": lambda *a, **kw: None}
    fakes = {"PyInstaller": types.ModuleType("PyInstaller"), "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
             "PyInstaller.utils.hooks": hooks}
    saved = {name: sys.modules.get(name) for name in fakes}
    path = list(sys.path)
    sys.modules.update(fakes)
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), {"SPECPATH": str(SPEC.parent), **steps})
    finally:
        sys.path[:] = path
        sys.modules.pop("bundle_data", None)
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return asked


def _submodules(package: str) -> list[str]:
    """PyInstaller's collect_submodules, for a package of this checkout."""
    import pkgutil

    module = __import__(package, fromlist=["_"])
    return [package] + [info.name for info in pkgutil.walk_packages(module.__path__, package + ".")]


def _tracked(folder: str) -> list[Path]:
    listed = subprocess.run(["git", "ls-files", folder], cwd=ROOT, capture_output=True, text=True)
    if listed.returncode != 0 or not listed.stdout.strip():
        pytest.skip("not a git checkout: the package's files cannot be listed as the repository holds them")
    return [ROOT / line for line in listed.stdout.splitlines()]


def test_the_bundle_carries_every_data_file_of_the_package_in_its_folder():
    datas = {(Path(source).resolve(), folder) for source, folder in _spec_asks()["datas"]}
    files = [f for f in _tracked("moderator_app") if f.suffix != ".py"]
    assert ROOT / "moderator_app/parsing/given_names.yaml" in files  # the one a list of folders missed
    missing = [str(f.relative_to(ROOT)) for f in files if (f.resolve(), f.parent.relative_to(ROOT).as_posix()) not in datas]
    assert not missing, f"not in the bundle: {missing}"


def test_the_bundle_carries_the_data_of_every_library_the_app_reads_files_of():
    """The English word list (i18n.analysers.english_common) is a file of pyspellchecker's wheel, read offline: a
    bundle without it reads no English word as common, and guesses nicks out of "right" again."""
    from moderator_app.i18n import analysers

    collected = {folder for source, folder in _spec_asks()["datas"] if source.startswith("<data of ")}
    assert {analysers.ENGLISH_WORDS_PACKAGE, "pymorphy3_dicts_ru", "iuliia", "confusable_homoglyphs"} <= collected


def test_the_bundle_carries_the_shipped_folders_where_paths_looks_for_them():
    datas = {(Path(source).resolve(), folder) for source, folder in _spec_asks()["datas"]}
    for name in ("rolesets", "templates", "examples"):
        assert ((ROOT / name).resolve(), name) in datas


def test_every_module_the_app_imports_by_name_is_in_the_bundle():
    hidden = set(_spec_asks()["hiddenimports"])
    by_name = (start_loader.GAME_MODULES + start_loader.FIRST_CLICK_MODULES + start_loader.STORE_MODULES
               + start_loader.FIRST_ACTION_MODULES)
    assert not set(by_name) - hidden
    modules = {".".join(f.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
               for f in _tracked("moderator_app") if f.suffix == ".py"}
    assert not modules - hidden, sorted(modules - hidden)  # tabs, editors, effects: importlib by name
