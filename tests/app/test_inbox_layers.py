"""#24 item 4: the inbox's rows are one package whose files import in one direction — each only from the
modules above it in the order its docstring lists (app/inbox/__init__.py). The five files that imported
each other in a circle (inbox_rows, inbox_thread, inbox_aliases, inbox_gone, inbox_past) are gone."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import moderator_app.app.inbox as package

HERE = Path(package.__file__).parent
ORDER = re.findall(r"^- `(\w+)`", package.__doc__ or "", flags=re.M)


def _imports(path: Path) -> set[str]:
    """The package's own modules a file imports (at the top or inside a function)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


def test_every_module_is_listed_once_in_the_order():
    files = sorted(p.stem for p in HERE.glob("*.py") if p.stem != "__init__")
    assert sorted(ORDER) == files and len(set(ORDER)) == len(ORDER)


def test_each_module_imports_only_those_above_it():
    for n, name in enumerate(ORDER):
        assert _imports(HERE / f"{name}.py") <= set(ORDER[:n]), name


def test_the_old_circle_is_gone():
    app = HERE.parent
    assert not [p.name for p in app.glob("inbox_*.py")]
