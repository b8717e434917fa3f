"""A name is imported from the module that defines it, or from one that offers it on purpose: a
package's `__init__` (the lazy packages' doors), an `__all__`, or `import x as x` (#24 leftovers: the
new-game page took `RoleSet` from engine/rolesets/roleset.py, which only imports it). A name picked up
from a module that merely uses it breaks when that module stops using it, and hides where it lives."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "moderator_app"



def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _offers(path: Path) -> tuple[set[str], set[str]]:
    """(names the module defines or offers on purpose, names it only imports)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own: set[str] = set()
    imported: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            own |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets) and node.value is not None:
                own |= {e.value for e in ast.walk(node.value) if isinstance(e, ast.Constant) and isinstance(e.value, str)}
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.asname is not None and alias.asname == alias.name:
                    own.add(alias.name)  # `import x as x`: offered on purpose
                else:
                    imported.add(alias.asname or alias.name.split(".")[0])
    return own, imported - own


def implicit_imports() -> set[str]:
    modules = {_module(p): p for p in PACKAGE.rglob("*.py")}
    offers = {name: _offers(path) for name, path in modules.items() if path.name != "__init__.py"}
    found = set()
    for path in [*PACKAGE.rglob("*.py"), *(ROOT / "tests").rglob("*.py")]:
        package = _module(path).split(".")[:-1] if path.name != "__init__.py" else _module(path).split(".")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            base = ".".join(package[: len(package) - node.level + 1] + ([node.module] if node.module else [])) \
                if node.level else str(node.module)
            if base not in offers:
                continue
            own, only_imported = offers[base]
            found |= {f"{path.relative_to(ROOT)}: {alias.name} from {base}" for alias in node.names
                      if alias.name in only_imported and alias.name not in own and f"{base}.{alias.name}" not in modules}
    return found


def test_a_name_is_imported_from_where_it_is_declared_or_offered():
    assert implicit_imports() == set()


def test_an_implicit_import_is_seen():
    """The check finds the case it was written for (RoleSet taken from roleset.py, which imports it)."""
    own, only_imported = _offers(PACKAGE / "engine" / "rolesets" / "roleset.py")
    assert "RoleSet" in only_imported and "load_roleset" in own
