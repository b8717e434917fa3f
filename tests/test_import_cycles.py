"""#24 item 4: the package's modules import in one direction — no circle of imports, neither made when
a module loads (its top-level imports, TYPE_CHECKING ones aside) nor closed by an import inside a
function (a start-up choice may delay an import; it may not hide a circle). The effect library
(engine/effects/__init__.py) loads its modules by name as it loads: that counts as importing them."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _module_files() -> dict[str, Path]:
    found = {}
    for path in (ROOT / "moderator_app").rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _loaded_with(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules `name` imports as it loads: `from . import x` names module x, `from .x
    import y` module x (or x.y when that is a module)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.ImportFrom):
                base = ".".join(package[: len(package) - child.level + 1] + [child.module or ""]).strip(".") \
                    if child.level else (child.module or "")
                for alias in child.names:
                    target = f"{base}.{alias.name}"
                    found.add(target if target in modules else base)
            elif isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {module for module in found if module in modules and module != name}


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


#: packages that import their modules by name as they load (importlib), unseen by the parse above
LOADS_ITS_MODULES = ("moderator_app.engine.effects",)


def _graph(modules: dict[str, Path], inside_functions: bool) -> dict[str, set[str]]:
    graph = {name: _loaded_with(name, path, modules) for name, path in modules.items()}
    for package in (p for p in LOADS_ITS_MODULES if p in graph):
        graph[package] |= {n for n in modules if n.startswith(package + ".") and not n.rsplit(".", 1)[1].startswith("_")}
    if inside_functions:
        for name, path in modules.items():
            graph[name] |= _inner_imports(name, path, modules)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in graph:
        if node not in index:
            connect(node)
    return groups


def test_no_circle_of_imports_when_the_modules_load():
    graph = _graph(_module_files(), inside_functions=False)
    assert sum(len(targets) for targets in graph.values()) > 500  # the graph was read, not empty
    assert _cycles(graph) == []


def test_no_circle_of_imports_even_through_imports_inside_functions():
    modules = _module_files()
    graph = _graph(modules, inside_functions=True)
    assert sum(len(_inner_imports(n, p, modules)) for n, p in modules.items()) > 20  # such imports were read
    assert _cycles(graph) == []


def test_a_circle_closed_inside_a_function_is_found(tmp_path):
    """The parse sees an import inside a function (and a package loading its modules by name)."""
    (tmp_path / "a.py").write_text("from . import b\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("def late():\n    from .a import x\n", encoding="utf-8")
    modules = {"p.a": tmp_path / "a.py", "p.b": tmp_path / "b.py"}
    assert _cycles(_graph(modules, inside_functions=False)) == []
    assert _cycles(_graph(modules, inside_functions=True)) == [["p.a", "p.b"]]


def test_a_circle_is_found_when_there_is_one():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
