"""#24 item 4 (the editor's pages): the role-set editor's modules import in one direction — no module
reaches, even under TYPE_CHECKING, one that imports it back (the six gui/roleset_editor* files
imported each other). The pages know the editor only through host.EditorHost."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "moderator_app" / "gui" / "roleset_editor"


def _imports() -> dict[str, set[str]]:
    found = {}
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found[path.stem] = {node.module.split(".")[0] for node in ast.walk(tree)
                            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}
    return found


def test_the_editor_package_imports_in_one_direction():
    graph = _imports()
    assert "editor" in graph and "host" in graph

    def reaches(start: str, seen: frozenset[str] = frozenset()) -> set[str]:
        out: set[str] = set()
        for nxt in graph.get(start, set()):
            if nxt not in seen:
                out |= {nxt} | reaches(nxt, seen | {nxt})
        return out

    cycles = sorted(module for module in graph if module in reaches(module))
    assert cycles == [], cycles
    assert not any(Path(p).name.startswith("roleset_editor_") for p in PACKAGE.parent.glob("roleset_editor_*.py"))


def test_no_page_imports_the_editor_window():
    graph = _imports()
    assert [module for module, deps in graph.items() if "editor" in deps and module != "__init__"] == []
