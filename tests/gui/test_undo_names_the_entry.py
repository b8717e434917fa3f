"""Undo and redo say what they take back or bring back, in the journal's words, in the status line
and in the Edit menu's items («Отменить: Вася → Петя»), in Russian, Polish and English."""

from __future__ import annotations

import pytest

from moderator_app.gui.texts import journal_lines

from .conftest import SEATS

WORDS = {"ru": ("&Отменить: ", "&Вернуть: ", "Отменено: ", "Возвращено: "),
         "pl": ("&Cofnij: ", "&Ponów: ", "Cofnięto: ", "Przywrócono: "),
         "en": ("&Undo: ", "&Redo: ", "Undone: ", "Redone: ")}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_undo_and_redo_name_the_vote_they_change(open_window, qtbot, lang):
    window = open_window(lang)
    controller = window.controller
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    assert controller.new_game("Игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    controller.apply("vote", voter="Вася", target="Петя")
    undo_item, redo_item, undone, redone = WORDS[lang]
    line = journal_lines(controller.game, lang)[-1].split(". ", 1)[1]
    assert "Вася" in line and "Петя" in line
    assert window.action_undo.text() == undo_item + line

    window.action_undo.trigger()  # the Edit menu item
    assert window.statusBar().currentMessage() == undone + line
    assert [e.kind for e in controller.game.entries][-1] == "phase"
    assert window.action_redo.text() == redo_item + line
    assert window.action_undo.text().startswith(undo_item)  # now the day's opening is next

    window.action_redo.trigger()
    assert window.statusBar().currentMessage() == redone + line
    assert controller.game.entries[-1].kind == "vote"
    assert window.action_undo.text() == undo_item + line
    assert not window.action_redo.isEnabled() and window.action_redo.text() == redo_item.split(":")[0]


def test_undo_of_an_opened_phase_names_the_phase_not_its_id(window, qtbot):
    controller = window.controller
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    assert controller.new_game("Игра", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    controller.undo()
    message = window.statusBar().currentMessage()
    assert message.startswith("Отменено: ") and "day" not in message and "День 1" in message, message
    assert window.action_redo.text() == "&Вернуть: " + message.removeprefix("Отменено: ")
