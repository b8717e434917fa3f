"""A host copies a real thread page in the browser and pastes it into the inbox (#13 item 4): the clipboard
holds the page's HTML beside its text, as a browser's copy does. Under mafiascum's rules (a vote in bold or
as a tag) the real page's bold votes become ready rows; the same page as plain text only is listed with the
reason in the host's words. On day 1, where the role set allows no lynch, the row says both rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QApplication

from parsing.real_corpus import needs, page_label, page_text

from .test_inbox import _inbox

PAGE = page_label("mtgsalvation-cobalt-en.txt")
TEXT = page_text("mtgsalvation-cobalt-en.txt")
HTML = page_text("mtgsalvation-cobalt-en.html")
pytestmark = needs("mtgsalvation-cobalt-en.txt", "mtgsalvation-cobalt-en.html")
WORDS = {"ru": "голос — жирным или тегом", "pl": "głos pogrubiony lub tagiem", "en": "a vote in bold or as a tag"}


def _game(window, day: int) -> None:
    players = [{"nick": n, "role": "mafioso" if n == "D_V" else "citizen"} for n in PAGE["players"]]
    setup = {"ruleset": "forum-mafia-classic", "seed": 2, "players": players, "options": {"vote_rules": "mafiascum"}}
    assert window.controller.new_game("Unreliable Cops", setup)
    # the page's game ran long ago: no deadline of today, which would make its posts older than the game (mark_older)
    window.controller.apply("phase", kind="day", deadline=None)
    for _ in range(day - 1):
        for kind in ("night", "day"):
            window.controller.apply("resolve")
            window.controller.apply("phase", kind=kind, deadline=None)


def _browser_paste(view, html: bool) -> None:
    mime = QMimeData()
    mime.setText(TEXT)
    if html:
        mime.setHtml(HTML)
    QApplication.clipboard().setMimeData(mime)
    view.paste.setFocus()
    view.paste.paste()


def _ready(view) -> list[tuple[str, str | None]]:
    return sorted((r.actor, r.targets[0] if r.targets else None) for r in view.table.rows if view.ready(r) and r.targets)


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_bold_votes_of_a_real_browser_copy_count_under_bold_rules(open_window, qtbot, lang):
    window = open_window(lang)
    _game(window, day=2)
    view = _inbox(window)
    _browser_paste(view, html=False)  # text only: every vote refused, each listed with the rule in words
    assert _ready(view) == []
    unmarked = [view.table.item(n, 9).text() for n, r in enumerate(view.table.rows)
                if r.targets and r.note in (None, "no_vote")]  # unmarked: no vote by the rules, its reason shown
    assert unmarked and all(WORDS[lang] in problem for problem in unmarked)
    assert not any("bold_or_tag" in problem for problem in unmarked)
    view.table.set_rows([])
    _browser_paste(view, html=True)  # the browser's copy: its bold "Vote X" count
    assert {tuple(pair) for pair in PAGE["counted"]} <= set(_ready(view))  # each player's last vote, as labelled
    assert all("[b]Vote " in r.body for r in view.table.rows if view.ready(r) and r.targets)  # and only bold votes
    window.resize(1200, 700)
    window.grab().save(f"/tmp/window-html-paste-{lang}.png")


def test_day_one_row_says_the_role_sets_rule_and_the_forums(window, qtbot):
    _game(window, day=1)
    view = _inbox(window)
    _browser_paste(view, html=False)
    row = next(n for n, r in enumerate(view.table.rows) if r.targets)
    problem = view.table.item(row, 9).text()
    assert "нарушает правило" in problem.lower() and WORDS["ru"] in problem
