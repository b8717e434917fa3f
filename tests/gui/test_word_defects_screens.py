"""Words a host met at the window (#23, "Words"): a late mark in the sender's gender, the role-set
editor's title after a language switch, a script's import error in the host's language."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication


def test_a_late_pm_of_a_female_nick_reads_opozdala_on_the_board(small_game):
    controller = small_game.controller
    controller.apply("resolve")
    controller.apply("phase", kind="night", deadline="2026-12-02 21:00", tz="Europe/Moscow")
    controller.apply("action", actor="Дина", action="block", targets=["Борис"], at="2026-12-02 21:40")
    controller.apply("action", actor="Вася", action="check", targets=["Борис"], at="2026-12-02 21:41")
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    sent = {row["nick"]: row["sent"] for row in board.model.rows}
    assert sent["Дина"].endswith("(опоздала: 21:40)")
    assert sent["Вася"].endswith("(опоздал: 21:41)")


def test_the_editor_window_follows_a_language_switch(window, qtbot):
    window.open_roleset_editor()
    editor = window.editor_window
    assert editor.windowTitle() == "Редактор наборов ролей"
    editor.start_from.setCurrentIndex(1)
    editor.clone_selected()
    cloned = editor.model.id
    window.set_language("pl")
    again = window.editor_window
    assert again is not editor and again.isVisible()
    assert again.windowTitle() == "Edytor zestawów ról"
    assert again.model.id == cloned  # the set being edited is kept
    assert again.tabs.tabText(0) != editor.tabs.tabText(0)
    QApplication.processEvents()


def test_a_broken_script_is_said_in_the_hosts_language(window, tmp_path):
    script = tmp_path / "game.yaml"
    script.write_text("ruleset: forum-mafia-classic\nplayers:\n  - nick: A\nphases:\n  - evening: {}\n", encoding="utf-8")
    assert not window.controller.import_script(script)
    message = window.statusBar().currentMessage()
    assert message.endswith("game.yaml:5: неизвестная фаза 'evening'"), message


def test_the_template_editor_follows_a_language_switch_keeping_the_unsaved_text(small_game, qtbot, tmp_path):
    """The post-template window kept «Szablony postów» and its Polish buttons beside a window in English."""
    window = small_game
    window.set_language("pl")
    window.action_edit_template.trigger()
    editor = window.template_window
    assert editor.windowTitle() == "Szablony postów"
    editor.select("ru/final_reveal.bbcode.j2")
    editor.text.setPlainText("{# a line the host typed and did not save #}\n" + editor.text.toPlainText())
    window.set_language("en")
    again = window.template_window
    assert again is not editor and again.isVisible()
    assert again.windowTitle() == "Post templates"
    assert again.preview_button.text() == "Preview on the open game"
    assert again.chosen() == ("ru", "final_reveal.bbcode.j2")
    assert again.text.toPlainText().startswith("{# a line the host typed and did not save #}")
    assert again.status.text() == "The text is changed and not saved yet: «Save to my template folder» writes it."
    again.grab().save(str(tmp_path / "template_editor_en.png"))
    QApplication.processEvents()


def test_a_script_whose_game_does_not_replay_is_said_in_the_hosts_language(window, tmp_path):
    """The shape errors were fixed; the game's own (an unknown voter, a phase out of the cycle, a
    phase named that is not there) still came from engine/model/game.py in English."""
    head = ("ruleset: forum-mafia-classic\nseed: 1\nplayers:\n  - {nick: Аня, role: commissar}\n"
            "  - {nick: Борис, role: mafioso}\n  - {nick: Вика, role: citizen}\n  - {nick: Глеб, role: citizen}\n")
    cases = {
        "phases:\n  - day:\n      votes:\n        - {voter: Зоя, target: Аня}\n": "нет такого игрока: 'Зоя'",
        "phases:\n  - night: {}\n": "по циклу набора ролей дальше идёт «День», а не «Ночь»",
        "phases:\n  - day:\n      actions:\n        - {actor: Аня, action: check, targets: [Борис], phase: night 3}\n":
            "фазы «Ночь 3» в этой игре ещё нет (фазы: День 1)",
    }
    for body, said in cases.items():
        script = tmp_path / "game.yaml"
        script.write_text(head + body, encoding="utf-8")
        assert not window.controller.import_script(script)
        message = window.statusBar().currentMessage()
        assert re.search(r"game\.yaml:\d+: " + re.escape(said) + "$", message), message  # file:line, then the words
