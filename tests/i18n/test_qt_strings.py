"""Every `tr()` string of the GUI has its Russian and Polish words in the catalogue (replaces lupdate:
a widget string without a translation fails here, naming the class and the text)."""

from __future__ import annotations

import ast
from pathlib import Path

from moderator_app.i18n import catalogue

GUI = Path(__file__).resolve().parents[2] / "moderator_app" / "gui"


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def gui_strings() -> set[tuple[str, str]]:
    """(context, source) of every `self.tr("…")`, `QCoreApplication.translate("C", "…")` and
    `QT_TRANSLATE_NOOP("C", "…")` with literal text; `self.tr` takes the enclosing class's name."""
    found: set[tuple[str, str]] = set()
    for path in GUI.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            for call in ast.walk(cls):
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "tr" \
                        and call.args and _literal(call.args[0]) is not None:
                    found.add((cls.name, _literal(call.args[0])))
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and len(call.args) >= 2:
                name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
                if name in ("translate", "QT_TRANSLATE_NOOP") and _literal(call.args[0]) and _literal(call.args[1]) is not None:
                    found.add((_literal(call.args[0]), _literal(call.args[1])))
    return found


def test_every_widget_string_is_translated_into_russian_and_polish():
    strings = gui_strings()
    assert len(strings) > 300
    for lang in ("ru", "pl"):
        table = catalogue(lang)
        missing = sorted(f"{context}: {source}" for context, source in strings if f"qt.{context}.{source}" not in table)
        assert missing == [], f"{lang}: add under qt: in moderator_app/i18n/{lang}.yaml"


def test_russian_and_polish_translate_the_same_widget_strings():
    def qt_keys(lang):
        return {k for k in catalogue(lang) if k.startswith("qt.")}

    assert qt_keys("ru") == qt_keys("pl")
