"""#15 item 6: the role-set editor, filled with each shipped set, speaks only the host's language.

The screen walk (test_screen_languages.py) sees the editor as it opens, empty. Here the host clones
every shipped set and opens every role, ability and team on every tab, in Russian and Polish; no
engine id and no word of another language may show (the YAML keys live in tooltips only).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from moderator_app.engine.roleset import shipped_roleset_ids

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
