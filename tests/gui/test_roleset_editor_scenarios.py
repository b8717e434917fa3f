"""#11 item 5: the role-set editor holds the host's own test scenarios (a short game and the outcome
he expects) and plays them on every save, saying which ones no longer hold and how."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from moderator_app.engine.rolesets.checker import check_text
from moderator_app.engine.rolesets.yamlio import load_yaml
from moderator_app.gui.roleset_editor import RolesetEditor

GAME = json.loads(json.dumps(load_yaml((Path(__file__).resolve().parents[2] / "examples" / "classic-8.yaml")
                                       .read_text(encoding="utf-8"))))  # plain data, as the model keeps it


def test_C_ROLE_DOC_scenarios_are_played_on_every_save_and_a_broken_one_is_named(qtbot) -> None:
    editor = RolesetEditor(lang="ru")
    qtbot.addWidget(editor)
    editor.start_from.setCurrentIndex(editor.start_from.findData("forum-mafia-classic"))
    qtbot.mouseClick(editor.clone_button, Qt.MouseButton.LeftButton)
    editor.model.data["scenarios"] = [
        {"name": "the town wins the sample game", "seed": GAME["seed"], "players": GAME["players"],
         "phases": GAME["phases"], "expect": {"winner": "town"}},
        {"name": "everybody dies at once", "seed": GAME["seed"], "players": GAME["players"],
         "phases": GAME["phases"][:1], "expect": {"alive": []}},
    ]
    assert [p for p in check_text(editor.model.to_yaml()) if p.severity == "error"] == []  # `scenarios` is declared
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert [r.ok for r in editor.scenario_results] == [True, False]
    assert "проверочные партии: 1 из 2 как ожидалось" in editor.status.text()
    assert "everybody dies at once: живые: ожидались —, вышло " in editor.status.text()  # the host's language
    editor.model.data["scenarios"].pop()
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "1 из 1" in editor.status.text()
