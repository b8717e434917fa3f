"""#15 item 6: the role-set editor, filled with each shipped set, speaks only the host's language.

The screen walk (test_screen_languages.py) sees the editor as it opens, empty. Here the host clones
every shipped set and opens every role, ability and team on every tab, in Russian and Polish; no
engine id and no word of another language may show (the YAML keys live in tooltips only).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from moderator_app.engine.rolesets.roleset import shipped_roleset_ids

from .screen_walk import widget_texts
from .test_screen_languages import _english_only_words, foreign

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _set_names(editor) -> list[str]:
    """What the set's author typed (names of roles, teams, abilities, option names): his words, not ours."""
    typed = []
    for section in ("roles", "teams", "abilities"):
        for item_id, item in editor.model.section(section).items():
            typed.append(str(item_id))
            if isinstance(item, dict):
                for key in ("names", "words", "description"):
                    value = item.get(key)
                    for text in (value.values() if isinstance(value, dict) else ()):
                        typed += [str(t) for t in text] if isinstance(text, list) else [str(text)]
    return sorted(set(typed) | set(editor.model.option_names()), key=len, reverse=True)


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_editor_with_every_shipped_set_shows_no_id_and_no_foreign_word(open_window, qtbot, lang):
    window = open_window(lang)
    window.open_roleset_editor()
    editor = window.editor_window
    english_only = _english_only_words()
    problems: dict[str, set[str]] = {}
    for rs_id in shipped_roleset_ids():
        editor.start_from.setCurrentIndex(editor.start_from.findData(rs_id))
        qtbot.mouseClick(editor.clone_button, Qt.MouseButton.LeftButton)
        typed = _set_names(editor)
        for index in range(editor.tabs.count()):
            editor.tabs.setCurrentIndex(index)
            page = editor.tabs.currentWidget()
            listing = getattr(page, "listing", None)
            rows = range(listing.count()) if isinstance(listing, QListWidget) else [None]
            for row in rows:
                if row is not None:
                    listing.setCurrentRow(row)
                qtbot.wait(1)
                for where, text in widget_texts(editor):
                    for found in foreign(text, lang, typed, english_only):
                        problems.setdefault(found, set()).add(f"{rs_id} {where}: {text[:90]}")
    for found, places in sorted(problems.items()):
        print("FOREIGN", lang, repr(found), sorted(places)[:2])
    assert {w: sorted(p)[:2] for w, p in problems.items()} == {}
    window.editor_window.close()


@pytest.mark.gui
def test_the_host_adds_a_vote_colour_with_the_colour_picker(qtbot):
    """#15 item 6: vote colours are rows (word, weight, a button painted in the tally's colour), not YAML text."""
    from PySide6.QtGui import QColor

    from moderator_app.gui.roleset_editor import RolesetEditor

    from .test_roleset_editor import _clone_classic, _type_into

    editor = RolesetEditor(lang="pl")
    qtbot.addWidget(editor)
    editor.show()
    _clone_classic(qtbot, editor)
    editor.tabs.setCurrentWidget(editor.pages["vote"])
    colours = editor.pages["vote"].colors
    colours.ask_colour = lambda start: QColor("#cc2200")  # the host picks a red in QColorDialog
    qtbot.mouseClick(colours.add_button, Qt.MouseButton.LeftButton)
    assert editor.model.vote_value("colors", False) is False  # an empty row is not a colour yet
    word, weight, paint = colours.rows[-1]
    _type_into(qtbot, word, "czerwony")
    word, weight, paint = colours.rows[-1]
    weight.setValue(2)
    word, weight, paint = colours.rows[-1]
    assert paint.text() == "…"  # "czerwony" names no colour the forum prints: nothing painted yet
    qtbot.mouseClick(paint, Qt.MouseButton.LeftButton)
    assert editor.model.section("vote")["colors"] == {"czerwony": 2}
    assert editor.model.section("vote")["color_tags"] == {"czerwony": "#cc2200"}
    assert "#cc2200" in colours.rows[-1][2].styleSheet()  # the button shows the colour
    qtbot.mouseClick(colours.removers[-1], Qt.MouseButton.LeftButton)
    assert editor.model.section("vote")["colors"] is False and "color_tags" not in editor.model.section("vote")
