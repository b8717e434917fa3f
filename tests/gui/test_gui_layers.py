"""#24 item 4: the GUI is a thin layer — it reaches the engine and the storage through app/ (the host's
operations), not past it. What it may still name directly:

- `TYPED`: the error types it catches and shows in the host's words (the engine's InputError, the
  storage's StorageError and DataFolderBusy) and the storage's `Said` words. Routing a type through
  app/ would only rename it; catching it is the GUI's job.
- anything under `if TYPE_CHECKING:` (annotations only: nothing of the engine loads);
- `NOT_YET`: the imports still to route through app/ services, per GUI file. The list only shrinks: a
  new direct import fails the test, and so does a listed one that is gone (take it off the list).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "moderator_app" / "gui"
LAYERS = ("moderator_app.engine", "moderator_app.storage")
TYPED = {"moderator_app.engine.model.errors:InputError", "moderator_app.storage.errors:StorageError",
         "moderator_app.storage.errors:DataFolderBusy", "moderator_app.storage:DataFolderBusy",
         "moderator_app.storage.words:Said", "moderator_app.storage.words:said_in"}


def direct_imports(path: Path) -> set[str]:
    """`module:name` of every engine or storage name the file imports outside TYPE_CHECKING."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
                   for n in ast.walk(node)}
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and id(node) not in typing_only:
            base = ".".join(package[: len(package) - node.level + 1] + ([node.module] if node.module else [])) \
                if node.level else str(node.module)
            if any(base == layer or base.startswith(layer + ".") for layer in LAYERS):
                found.update(f"{base}:{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import) and id(node) not in typing_only:
            found.update(f"{a.name}:" for a in node.names if any(a.name.startswith(layer) for layer in LAYERS))
    return found - TYPED


def all_direct_imports() -> dict[str, list[str]]:
    found = {str(p.relative_to(GUI)): sorted(direct_imports(p)) for p in sorted(GUI.rglob("*.py"))}
    return {path: names for path, names in found.items() if names}


#: per GUI file, the engine and storage names it still imports past app/: none left (2026-12-07 01:15 UTC; 78 names in 27 files on 12-06: the editor, new-game and vote-rules forms read role sets through app/ and authoring/, the start and the data dialogs the folder through app/folder_lock, folder_look, data_folder; the board, host events, result tab, inbox table, balance panel, words and signup through app/board, host_events, explanations, inbox/choices, balance, host_words, signup)
NOT_YET: dict[str, list[str]] = {
}


def test_the_gui_imports_the_engine_and_storage_only_through_app_or_as_listed():
    found = all_direct_imports()
    new = {path: sorted(set(names) - set(NOT_YET.get(path, []))) for path, names in found.items()}
    gone = {path: sorted(set(names) - set(found.get(path, []))) for path, names in NOT_YET.items()}
    assert {p: n for p, n in new.items() if n} == {}, "go through app/ (or, for a type only, under TYPE_CHECKING)"
    assert {p: n for p, n in gone.items() if n} == {}, "routed through app/: take it off NOT_YET"


def test_a_direct_import_is_seen(tmp_path):
    gui = tmp_path / "moderator_app" / "gui"
    gui.mkdir(parents=True)
    (gui / "x.py").write_text("from typing import TYPE_CHECKING\nfrom ..engine.model.game import Game\n"
                              "from ..engine.model.errors import InputError\n"
                              "if TYPE_CHECKING:\n    from ..storage.db import GameStore\n", encoding="utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert direct_imports(gui / "x.py") == {"moderator_app.engine.model.game:Game"}
    finally:
        ROOT = saved
