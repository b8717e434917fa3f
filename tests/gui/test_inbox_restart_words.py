"""Inbox rows kept over a restart say their problem in the host's words of today (#13 window defect):
a row stored as plain text came back in the paste's language, or with a rule's code ("(bold_or_tag)") an
earlier version put in the sentence. Real material: mtgsalvation's page (../shared/corpus/forum, with its
source) pasted as text only under mafiascum's rules (a vote in bold or as a tag): every vote is refused as
unmarked, with the reason."""

from __future__ import annotations

import json
import re

from PySide6.QtWidgets import QApplication

from moderator_app.gui import inbox_store

from .test_inbox import _inbox
from .test_inbox_html_paste import PAGE, TEXT, WORDS, _game, pytestmark  # noqa: F401 (skip when absent)

CODE = "bold_or_tag"


def _unmarked(view) -> list[str]:
    return [view.table.item(n, 9).text() for n, r in enumerate(view.table.rows)
            if r.targets and r.note in (None, "no_vote")]  # unmarked: no vote by the rules, its reason shown


def _paste(view) -> None:
    QApplication.clipboard().setText(TEXT)
    view.paste.setFocus()
    view.paste.paste()


def test_stored_rows_say_their_problem_in_the_language_after_a_restart(open_window, qtbot):
    first = open_window("ru")
    _game(first, day=2)
    view = _inbox(first)
    _paste(view)
    assert _unmarked(view) and all(WORDS["ru"] in p for p in _unmarked(view))
    first.close()
    second = open_window("en")  # a restart, in English
    view = _inbox(second)
    shown = _unmarked(view)
    assert shown and all(WORDS["en"] in p for p in shown)
    assert not any(re.search("[а-яё]", p, re.I) for p in shown)  # no Russian left in the English inbox
    second.close()
    third = open_window("pl")
    assert all(WORDS["pl"] in p for p in _unmarked(_inbox(third)))


def test_rows_stored_with_an_old_sentence_and_a_code_show_the_host_words(open_window, qtbot):
    """A row an earlier version stored: the plain English sentence with the rule's code in it."""
    first = open_window("en")
    _game(first, day=2)
    _paste(_inbox(first))
    settings, game_id = first.controller.settings, first.controller.session.game_id
    first.close()
    path = inbox_store._path(settings)
    data = json.loads(path.read_text(encoding="utf-8"))
    old = f"The vote is not marked as the rules require ({CODE}) — not counted."
    for item in data[str(game_id)]:
        if item["targets"] and not item["note"]:
            item["problem"] = old  # as stored before the key was kept
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    second = open_window("pl")
    shown = _unmarked(_inbox(second))
    assert shown and all(WORDS["pl"] in p and CODE not in p for p in shown)
    assert len(PAGE["counted"]) <= len(shown)
    second.resize(1200, 700)
    second.grab().save("/tmp/window2-restart-pl.png")
