"""Every refusal carries a stable code with parameters (the contract's `rejected[].code`), never a sentence."""

from __future__ import annotations

import ast
from pathlib import Path

from moderator_app.i18n import LANGS, catalogue
from moderator_app.i18n.refusal import Refusal, code_of, refuse

ENGINE = Path(__file__).resolve().parents[2] / "moderator_app" / "engine"


def _is_text(node: ast.AST | None) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def test_the_engine_refuses_with_codes_only():
    """No `x.refused = "…"`, `h["refused"] = "…"`, `refused=…"…"` or `return "…"` in a *refusal function."""
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and _is_text(node.value):
                for target in node.targets:
                    name = ast.unparse(target)
                    if name.endswith(".refused") or "'refused'" in name or name == "reason":
                        offenders.append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.keyword) and node.arg == "refused" and _is_text(node.value):
                offenders.append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.FunctionDef) and "refusal" in node.name:
                offenders += [f"{path.name}:{r.lineno}" for r in ast.walk(node) if isinstance(r, ast.Return) and _is_text(r.value)]
    assert offenders == []


def test_every_refusal_code_the_engine_names_is_in_the_catalogue():
    import re

    used = set()
    for path in ENGINE.rglob("*.py"):
        used |= set(re.findall(r"\brefuse\(\s*\"(\w+)\"", path.read_text(encoding="utf-8")))
    assert len(used) > 30
    for lang in LANGS:
        assert {c for c in used if f"refusal.{c}" not in catalogue(lang)} == set(), lang


def test_a_refusal_is_its_english_reason_and_translates_by_code():
    reason = refuse("too_many_targets", count=3, limit=2)
    assert isinstance(reason, str) and reason == "too many targets (3, at most 2)"
    assert code_of(reason) == "too_many_targets" and code_of(None) is None
    assert reason.text("ru") == "слишком много целей: 3, можно не больше 2"
    assert reason.text("pl") == "za dużo celów: 3, najwyżej 2"
    import copy
    import pickle

    assert isinstance(copy.deepcopy(reason), Refusal) and pickle.loads(pickle.dumps(reason)).code == "too_many_targets"


def test_C_ROLE_DOC_the_english_reveal_shows_no_russian_refusal(tmp_path):
    """#15: "(refused: та же цель две ночи подряд)" in an English reveal; now the code translates."""
    from moderator_app.app.replay import replay_script
    from moderator_app.posts import render_final_reveal

    script = tmp_path / "game.yaml"
    script.write_text(
        "ruleset: forum-mafia-classic\nseed: 1\nplayers:\n  - {nick: A, role: doctor}\n  - {nick: B, role: citizen}\n"
        "  - {nick: C, role: citizen}\n  - {nick: D, role: mafioso}\n  - {nick: E, role: citizen}\nphases:\n  - day: {}\n"
        "  - night:\n      actions:\n        - {actor: A, action: heal, target: B}\n        - {actor: D, action: kill, target: C}\n"
        "  - day: {}\n"
        "  - night:\n      actions:\n        - {actor: A, action: heal, target: B}\n        - {actor: D, action: kill, target: E}\n"
        "  - day:\n      votes:\n        - {voter: A, target: D}\n        - {voter: B, target: D}\n  - night: {}\n", encoding="utf-8")
    game = replay_script(script)
    refused = [r.refused for p in game.phases for r in p.requests if r.refused]
    assert refused and refused[0].code == "same_target_twice"
    assert game.winner == "town"
    reveal = render_final_reveal(game, "en")
    assert "та же цель" not in reveal and "same target two nights in a row" in reveal
    assert "ten sam cel dwie noce z rzędu" in render_final_reveal(game, "pl")
