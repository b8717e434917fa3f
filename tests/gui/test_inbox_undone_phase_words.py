"""A row of a phase the host undid names that phase in words, not by its id (host-findings-4: the Polish inbox
showed «⚠ night 2» in the phase column and «jego fazy (night 2) nie ma już w grze»)."""

from __future__ import annotations

from .conftest import inbox_tab, paste_text, to_night


def test_a_row_of_an_undone_night_names_it_in_words(small_game):
    to_night(small_game)
    view = inbox_tab(small_game)
    paste_text(view, "От: вася_acc\n\nпроверяю Бориса")
    [row] = view.table.rows
    assert row.phase == "night 1"
    small_game.controller.undo()  # the night's opening undone: its row stays, marked
    view = inbox_tab(small_game)
    view.refresh()
    text, problem = view.table.problem_text(row)
    assert problem and "(Ночь 1)" in text and "night 1" not in text
    view.table.editors_for(0)
    assert view.table.combo(0, "phase").currentText() == "⚠ Ночь 1"
