"""Layout bench (prints figures, asserts nothing; #24 items 4, 5): circles of imports — those closed
only by an import inside a function too, which tests/test_import_cycles.py lets pass — the imports
inside functions per module, and the longest functions.

Run: .venv/bin/python tests/bench/bench_layout.py [HOW_MANY_LONGEST]
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.test_import_cycles import ROOT, _cycles, _loaded_with, _module_files  # noqa: E402


def _inner_imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules `name` imports inside its functions."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.ImportFrom):
                base = ".".join(package[: len(package) - node.level + 1] + [node.module or ""]).strip(".") \
                    if node.level else (node.module or "")
                found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
    return {module for module in found if module in modules and module != name}


def main() -> None:
    how_many = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    modules = _module_files()
    loaded = {name: _loaded_with(name, path, modules) for name, path in modules.items()}
    inner = {name: _inner_imports(name, path, modules) for name, path in modules.items()}
    print("circles as the modules load:", _cycles(loaded) or "none")
    both = {name: loaded[name] | inner[name] for name in modules}
    print("circles closed by an import inside a function:")
    for group in _cycles(both):
        print("  ", " ".join(module.removeprefix("moderator_app.") for module in group))
    counts = Counter({name: len(targets) for name, targets in inner.items() if targets})
    print(f"the package's own modules imported inside functions: {sum(counts.values())} (module: modules)")
    for name, count in counts.most_common(10):
        print(f"   {count:3} {name}")
    lengths = []
    for path in modules.values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lengths.append((node.end_lineno - node.lineno + 1, f"{path.relative_to(ROOT)}:{node.lineno} {node.name}"))
    lengths.sort(reverse=True)
    print(f"functions over 60 lines: {sum(1 for n, _ in lengths if n > 60)}; the longest:")
    for count, where in lengths[:how_many]:
        print(f"   {count:4} {where}")


if __name__ == "__main__":
    main()
