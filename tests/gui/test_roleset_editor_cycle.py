"""host-findings-5 item 4: the editor's «Цикл» tab, its rows generated from the cycle's declaration
(schema.CYCLE), driven as a host would: a first day without a lynch set, saved, reloaded, and a game
of the saved set has no day-1 vote as the engine counts it (C-FLOW-1)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.rolesets.schema import CYCLE
from moderator_app.engine.rolesets.decl import word
from moderator_app.engine.voting.vote_count import vote_due
from moderator_app.gui.i18n import Translators
from moderator_app.authoring.rolesets_fields import host_words
from moderator_app.gui.roleset_editor import RolesetEditor
from moderator_app.gui.roleset_editor.keytip import KeyTip
from moderator_app.i18n import LANGS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
NO_PROBLEMS = ["No problems: the set can be used."]
PLAYERS = [("Вася", "commissar"), ("Петя", "boss"), ("Маша", "citizen"), ("Дина", "putana"), ("Борис", "mafioso"),
           ("Оля", "citizen"), ("Коля", "citizen"), ("Sailor", "doctor")]


@pytest.fixture
def speak(qtbot):
    """The interface's words in a language, as the main window installs them (back to English after)."""
    translators = Translators()
    yield translators.switch
    translators.switch("en")


def _editor(qtbot, lang: str = "ru") -> RolesetEditor:
    editor = RolesetEditor(lang=lang)
    qtbot.addWidget(editor)
    editor.resize(1100, 760)
    editor.show()
    editor.start_from.setCurrentIndex(editor.start_from.findData("forum-mafia-classic"))
    qtbot.mouseClick(editor.clone_button, Qt.MouseButton.LeftButton)
    return editor


def _box(editor: RolesetEditor, key: str) -> QCheckBox:
    box = editor.pages["cycle"].inputs[key].input
    assert isinstance(box, QCheckBox)
    return box


def _problems(editor: RolesetEditor) -> list[str]:
    return [editor.problems.item(i).text() for i in range(editor.problems.count())]


def _game(ruleset: str, phases: list[dict[str, dict[str, str]]]) -> Game:
    return Game.replay(script_entries({"ruleset": ruleset, "seed": 1,
                                       "players": [{"nick": n, "role": r} for n, r in PLAYERS], "phases": phases}))


def _first_day(ruleset: str) -> tuple[str, bool]:
    """The phase a game of the set opens with, as the engine runs it, and whether a lynch vote is due in it."""
    kind = _game(ruleset, []).next_phase_kind()
    game = _game(ruleset, [{kind: {}}])
    return kind, vote_due(game, game.phases[0])


def test_C_FLOW_1_host_sets_a_first_day_without_a_lynch_saves_and_the_game_has_no_day_1_vote(qtbot, speak) -> None:
    speak("ru")
    editor = _editor(qtbot)
    page = editor.pages["cycle"]
    editor.tabs.setCurrentWidget(page)
    assert editor.tabs.tabText(editor.tabs.indexOf(page)) == "Цикл"
    first_day = _box(editor, "first_day_vote")
    assert not first_day.isChecked()  # the classic set's rules: no lynch on day 1
    first_day.click()  # the host turns the day-1 lynch on…
    assert editor.model.cycle_value("first_day_vote") is True
    editor.save()
    assert load_roleset("my-forum-mafia-classic").cycle["first_day_vote"] is True
    assert _first_day("my-forum-mafia-classic") == ("day", True)

    first_day.click()  # …and off again: «первый день без линча»
    QApplication.processEvents()
    editor.grab().save("/tmp/cycle_ru_first_day.png")
    editor.save()
    assert load_roleset("my-forum-mafia-classic").cycle["first_day_vote"] is False
    assert _first_day("my-forum-mafia-classic") == ("day", False)  # the engine: no vote due on day 1

    start = page.inputs["start"].input  # the night starts the game
    assert isinstance(start, QComboBox)
    start.setCurrentIndex(start.findData("night"))
    start.activated.emit(start.currentIndex())
    editor.save()
    assert _first_day("my-forum-mafia-classic") == ("night", False)


def test_host_edits_phases_and_deadlines_and_the_checker_follows(qtbot) -> None:
    editor = _editor(qtbot)
    page = editor.pages["cycle"]
    phases = page.inputs["phases"]
    combos = phases.combos
    assert [c.currentText() for c in combos] == ["день", "ночь"]
    assert _problems(editor) == NO_PROBLEMS
    combos[1].setCurrentIndex(combos[1].findData(None))  # «—»: the night removed
    combos[1].activated.emit(combos[1].currentIndex())
    assert editor.model.cycle_value("phases") == ["day"]
    # the checker (engine-side) now says the set's night abilities are never sent
    assert any("abilities.kill.phase" in p and "night" in p for p in _problems(editor)), _problems(editor)
    qtbot.mouseClick(phases.add, Qt.MouseButton.LeftButton)
    last = phases.combos[-1]
    last.setCurrentIndex(last.findData("night"))
    last.activated.emit(last.currentIndex())
    assert editor.model.cycle_value("phases") == ["day", "night"]
    assert _problems(editor) == NO_PROBLEMS
    deadlines = page.inputs["deadlines"]
    assert deadlines.boxes["night"].text() == "21:00" and "hunt_from" in deadlines.boxes
    deadlines.boxes["day"].setText("22:30")
    deadlines.boxes["day"].editingFinished.emit()
    editor.save()
    assert load_roleset("my-forum-mafia-classic").cycle["deadlines"]["day"] == "22:30"


@pytest.mark.parametrize("lang", list(LANGS))
def test_the_cycle_rows_show_their_declared_words_in_each_language(qtbot, speak, lang: str) -> None:
    speak(lang)
    editor = _editor(qtbot, lang)
    assert editor.tabs.tabText(editor.tabs.indexOf(editor.pages["cycle"])) == {"ru": "Цикл", "pl": "Cykl", "en": "Cycle"}[lang]
    page = editor.pages["cycle"]
    texts = [label.text() for label in page.findChildren(QLabel)]
    for param in CYCLE.params:  # every key of the cycle is on the tab: edited in a row or listed as not edited
        assert any(host_words(word(param.doc, lang)) in text for text in texts), (param.name, lang)
    assert set(page.listed) == {"night_mode", "action_phases", "timers"}  # room nights: listed, not edited here
    assert all(page.listed[key].findChild(KeyTip).key == f"cycle.{key}" for key in page.listed)
    start = page.inputs["start"].input
    assert start.itemText(start.currentIndex()) == word(CYCLE.keys()["start"].kind.words["day"], lang)
    editor.tabs.setCurrentWidget(page)
    QApplication.processEvents()
    editor.grab().save(f"/tmp/cycle_{lang}.png")
