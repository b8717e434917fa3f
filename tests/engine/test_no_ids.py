"""#22 item 4: no decision by id. The app, the GUI and the engine core never compare an ability or an
effect with a literal id of the library (EFFECTS) or of a shipped role set: what they need to know
(what a request carries, whether the host enters or answers it, whether it protects, blocks, helps or
seats) is a trait declared on the effect and read through engine/resolution/traits.py. Effect modules
(engine/effects/) are their own declarations and are not scanned.

What counts as naming an id (read from the source's syntax tree, so words in strings and comments
do not): a comparison (`==`, `!=`, `in`, `not in`) whose other side is an ability's or request's
action/effect (`.effect`, `.action`, `.as_action`, `effect`, `action_id`, `.get("effect")` …) and
whose literal side is, or holds, a library effect or shipped ability id; a module constant that is a
collection of effect names (a `HELPFUL` list); an id passed to a helper that looks abilities up by
effect (`…with(…, "shoot")`); an import of one effect's module (`from .effects import swap`).
The parser, the authoring tools and the posts are held to the same rule.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.engine.effects import EFFECTS
from moderator_app.engine.rolesets.yamlio import load_yaml

PACKAGE = Path(__file__).resolve().parents[2] / "moderator_app"
SCANNED = ("app", "gui", "engine", "parsing", "authoring", "posts")
#: what the core may import from the effects package: the library as a whole, never one effect
LIBRARY_NAMES = {"EFFECTS", "HANDLERS", "FACTS", "EVENTS", "register", "register_fact", "register_event"}
#: an operand that is an ability's or request's action or effect
ID_HOLDER = re.compile(r"(^|\.)(effect|action|as_action|action_id|ability_id|effect_name)$"
                       r"|\.get\(['\"](effect|action|as_action)['\"]"
                       r"|\[['\"](effect|action|as_action)['\"]\]$")
LOOKUP_CALL = re.compile(r"(with|by_effect|of_effect)$")


@functools.cache
def shipped_ability_ids() -> frozenset[str]:
    ids: set[str] = set()
    for path in sorted(paths.rolesets_dir().glob("*.yaml")):
        for key, spec in (load_yaml(path.read_text(encoding="utf-8")).get("abilities") or {}).items():
            ids.add(str((spec or {}).get("id", key)))
    return frozenset(ids)


def sources(package: Path) -> list[Path]:
    found = []
    for folder in SCANNED:
        for path in sorted((package / folder).rglob("*.py")):
            if "effects" not in path.relative_to(package).parts:
                found.append(path)
    return found


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for elt in node.elts for s in _strings(elt)]
    if isinstance(node, ast.Call) and ast.unparse(node.func) in ("frozenset", "set", "tuple", "list") and node.args:
        return _strings(node.args[0])
    return []


def named_ids(source: str, ids: frozenset[str], effect_names: frozenset[str]) -> list[tuple[int, str]]:
    """(line, code) of every place in `source` that decides by a literal id."""
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            holders = [o for o in operands if ID_HOLDER.search(ast.unparse(o))]
            literals = [s for o in operands for s in _strings(o)]
            if holders and any(s in ids for s in literals):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Call) and LOOKUP_CALL.search(ast.unparse(node.func)):
            if any(s in effect_names for a in node.args for s in _strings(a)):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[-1] == "effects":
            if any(alias.name not in LIBRARY_NAMES for alias in node.names):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and ".effects." in f".{node.module or ''}.":
            found.append((node.lineno, ast.unparse(node)))
    for stmt in tree.body:  # module constants listing effects by name
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None:
            names = _strings(stmt.value)
            if names and all(n in effect_names for n in names) and not isinstance(stmt.value, ast.Constant):
                found.append((stmt.lineno, ast.unparse(stmt)))
    return found


def test_the_scan_finds_decisions_by_id() -> None:
    """The scanner itself: the shapes the issue names are found, a trait question is not."""
    ids = frozenset({"copy", "shoot", "protect", "question"})
    bad = '''
HELPFUL = frozenset({"protect", "shoot"})
if row.action == "copy" and not row.role: pass
if ability.effect in ("shoot", "question"): pass
people = [n for n in game.players if abilities_with(game, n, "shoot")]
from .effects import HANDLERS, _visits, bodyguard
from .effects.swap import redirect
'''
    assert sorted(line for line, _ in named_ids(bad, ids, ids)) == [2, 3, 4, 5, 6, 7]
    good = '''
if traits.is_copy(ability) and not row.role: pass
if host.get("event") == "shot" and fact.get("kind") == "check": pass
from .effects import EFFECTS, HANDLERS
'''
    assert named_ids(good, ids | {"shot", "check"}, ids) == []


@pytest.mark.parametrize("path", sources(PACKAGE), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_ability_or_effect_id_outside_its_declaration(path: Path) -> None:
    effect_names = frozenset(EFFECTS)
    found = named_ids(path.read_text(encoding="utf-8"), effect_names | shipped_ability_ids(), effect_names)
    assert found == [], f"{path.relative_to(PACKAGE)} decides by id; ask engine/resolution/traits.py instead: {found}"
