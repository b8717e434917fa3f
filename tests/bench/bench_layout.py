"""Layout bench (prints figures, asserts nothing; #24 items 4, 5): circles of imports (as the modules
load, and closed by an import inside a function: tests/test_import_cycles.py refuses both), the
imports inside functions per module, and the longest functions.

Run: .venv/bin/python tests/bench/bench_layout.py [HOW_MANY_LONGEST]
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.test_import_cycles import ROOT, _cycles, _graph, _inner_imports, _module_files  # noqa: E402


def main() -> None:
    how_many = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    modules = _module_files()
    inner = {name: _inner_imports(name, path, modules) for name, path in modules.items()}
    print("circles as the modules load:", _cycles(_graph(modules, inside_functions=False)) or "none")
    print("circles closed by an import inside a function:", "" if _cycles(_graph(modules, True)) else "none")
    for group in _cycles(_graph(modules, inside_functions=True)):
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
