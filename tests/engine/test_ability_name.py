"""An ability's name in a language, found by the id requests, events and refusals carry: one lookup
(`RoleSet.ability_name`) that the host's words, the posts, the receipts and the refusals call (#24
leftovers: it was written out in six places)."""

from __future__ import annotations

import ast
from pathlib import Path

from moderator_app.app import correspondence
from moderator_app.engine.rolesets.roleset import load_roleset

from .hypermafia_helpers import TABLE, act, night, play

PACKAGE = Path(__file__).resolve().parents[2] / "moderator_app"
#: files that still find an ability's name by its id themselves, owned by another helper this session:
#: the list only shrinks (a file that no longer does it fails the last test: take it off)
NOT_YET: set[str] = set()


def test_an_ability_is_named_by_its_id_where_the_set_keys_it_otherwise():
    rs = load_roleset("hypermafia-peregrine")
    assert "block" not in rs.abilities and rs.abilities["emma_block"].id == "block"  # keyed emma_block, id block
    assert [rs.ability_name("block", lang) for lang in ("ru", "pl", "en")] == ["Блок", "Blokada", "Block"]
    assert rs.ability_name("heal", "ru") == "Лечение"
    assert rs.ability_name("no_such_ability", "ru") == "no_such_ability" and rs.ability_name("", "ru") == "?"


def test_a_receipt_names_an_ability_whose_key_is_not_its_id():
    """Emma's block is keyed `emma_block`: the receipt read the bare id «block» before."""
    game = play([night(act("Emma", "block", "Baron"))], TABLE)
    receipt = next(d.text for d in correspondence.drafts(game, "ru") if d.kind == "receipt" and "Emma" in d.to)
    assert "блок" in receipt.lower() and "block" not in receipt


def _finds_by_id(loop: ast.AST, nodes: list[ast.AST]) -> bool:
    """`loop` goes over a set's `abilities.values()` and `nodes` compare one's `.id`."""
    if not (isinstance(loop, (ast.For, ast.comprehension)) and isinstance(loop.iter, ast.Call)
            and isinstance(loop.iter.func, ast.Attribute) and loop.iter.func.attr == "values"
            and isinstance(loop.iter.func.value, ast.Attribute) and loop.iter.func.value.attr == "abilities"
            and isinstance(loop.target, ast.Name)):
        return False
    name = loop.target.id
    return any(isinstance(n, ast.Compare) and isinstance(n.left, ast.Attribute) and n.left.attr == "id"
               and isinstance(n.left.value, ast.Name) and n.left.value.id == name for n in nodes)


def _names_by_id(tree: ast.AST) -> bool:
    """A function that finds an ability by its `.id` among a set's `abilities.values()` and takes a
    `.name(…)`: the lookup written again."""
    for func in ast.walk(tree):
        if isinstance(func, (ast.FunctionDef, ast.Lambda)):
            nodes = list(ast.walk(func))
            if any(_finds_by_id(loop, nodes) for loop in nodes) and any(
                    isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "name" for n in nodes):
                return True
    return False


def test_only_the_role_set_finds_an_ability_name_by_its_id():
    found = {str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
             if _names_by_id(ast.parse(path.read_text(encoding="utf-8")))}
    assert found - NOT_YET == {"engine/rolesets/roles.py"}
    assert NOT_YET <= found, "no longer finds it itself: take it off NOT_YET"
