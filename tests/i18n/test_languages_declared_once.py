"""The app's languages are declared once, `i18n.LANGS` (Russian first, then Polish, English): the command
line's `--lang` choices, a role set's `languages:` and `name_forms:` keys, the checker's and the editor's
languages read it (#24 leftovers: seven copies of ("ru", "pl", "en") stood in five modules)."""

from __future__ import annotations

import ast
from pathlib import Path

from moderator_app.i18n import LANGS

PACKAGE = Path(__file__).resolve().parents[2] / "moderator_app"


def test_no_module_but_the_catalogue_writes_the_languages_out():
    again = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and len(node.elts) == len(LANGS) \
                    and all(isinstance(e, ast.Constant) for e in node.elts) \
                    and {e.value for e in node.elts if isinstance(e, ast.Constant)} == set(LANGS):
                again.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert again == ["i18n/__init__.py:" + str(_declared_at())]


def _declared_at() -> int:
    source = (PACKAGE / "i18n" / "__init__.py").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(source, 1) if line.startswith("LANGS ="))
