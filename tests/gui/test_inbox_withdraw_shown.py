"""A bare withdrawal («снимаю голос», "##unvote") on a real page is shown in the inbox as what it is, not as a blank
target "—" beside «правила соблюдены» (a host could not tell it from a vote with its target lost). Found looking at
the inbox after pasting mtgsalvation's real page (../shared/corpus/forum/pages/mtgsalvation-cobalt-en.txt):
Gentleman Johnny's ready 95% row showed the target "—". The host can also turn a row into a withdrawal and back."""

from __future__ import annotations

import pytest

from moderator_app.gui.inbox_table import WITHDRAW

from .test_inbox import _inbox, _paste, _pick
from .test_inbox_html_paste import PAGE, TEXT, _game, pytestmark  # noqa: F401 (skip when absent)

WORDS = {"ru": "(снимает голос)", "pl": "(wycofuje głos)", "en": "(withdraws the vote)"}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_a_real_bare_unvote_reads_as_a_withdrawal_in_the_target_cell(open_window, qtbot, lang):
    window = open_window(lang)
    _game(window, day=2)
    view = _inbox(window)
    _paste(qtbot, view, TEXT)
    bare = [n for n, r in enumerate(view.table.rows) if r.kind == "vote" and r.cancel and not r.targets]
    assert bare, [(r.actor, r.body[:40]) for r in view.table.rows]
    for n in bare:
        assert view.table.item(n, 3).text() == WORDS[lang]
        assert view.table.combo(n, "target").currentText() == WORDS[lang]
    window.resize(1200, 700)
    window.grab().save(f"/tmp/lead-withdraw-{lang}.png")


def test_the_host_turns_a_vote_row_into_a_withdrawal_and_back(window, qtbot):
    _game(window, day=2)
    view = _inbox(window)
    _paste(qtbot, view, TEXT)
    n = next(n for n, r in enumerate(view.table.rows) if r.kind == "vote" and r.targets and not r.cancel)
    _pick(view, n, "target", WITHDRAW)
    row = view.table.rows[n]
    assert row.cancel and not row.targets and not row.abstain
    assert view.table.item(n, 3).text() == WORDS["ru"]
    _pick(view, n, "target", PAGE["players"][0])
    row = view.table.rows[n]
    assert not row.cancel and row.targets == [PAGE["players"][0]]
