"""A vote whose target is guessed from a pet form of the nick («Петька» for Петя) shows the host it is a guess:
its confidence in red below «sure» and a note naming what was written and whom it was read as (#27 item 3).
The host's own pick answers it. Messages are made up."""

from __future__ import annotations

from .test_inbox import _inbox, _paste, _pick
from .test_inbox_aliases import robik_day


def test_a_pet_form_vote_is_shown_as_a_guess_the_host_answers(window, qtbot):
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Петьку")
    table = view.table
    assert table.combo(0, "target").currentData() == "Петя"
    assert table.item(0, 8).text() == "78%"
    problem = table.item(0, 9).text()
    assert "«Петьку» прочитано как Петя — догадка по написанию ника" in problem
    window.resize(1100, 600)
    window.grab().save("/tmp/parsing-pet-guess.png")
    _pick(view, 0, "target", "Петя")  # the host confirms it: no longer a guess
    assert "догадка" not in table.item(0, 9).text() and table.item(0, 8).text() == "100%"


def test_the_nick_as_written_is_no_guess(window, qtbot):
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Петю")
    assert view.table.combo(0, "target").currentData() == "Петя"
    assert "догадка" not in view.table.item(0, 9).text()


def test_a_full_name_of_another_root_is_shown_as_a_guess(window, qtbot):
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Николая")  # «Николай» is Коля's full name (given_names.yaml)
    table = view.table
    assert table.combo(0, "target").currentData() == "Коля"
    assert table.item(0, 8).text() == "74%"
    assert "«Николая» прочитано как Коля — догадка по написанию ника" in table.item(0, 9).text()
    window.resize(1100, 600)
    window.grab().save("/tmp/parsing-family-guess.png")
