"""'me' in English chatter is not a self-vote (#13: "'me' anywhere makes a self-vote ('[b]Vote GJ[/b] … Trust
me.' → the author)"). Real posts of mtgsalvation's page (../shared/corpus/forum, with its source): D_V's
"Vote GJ / … / Trust me." counts the formal vote only; Gentleman Johnny's "… a lock town, and 1 is me. …" is
chatter: no vote in `thread`, and in the inbox a row that says the post has no vote (#23 item 2: every post
is a row) (it was an unticked 50% row whose target combo showed "—", the author not being among the targets)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import read_thread
from moderator_app.parsing.message import parse_votes

from .test_inbox import _inbox
from .test_inbox_html_paste import PAGE, TEXT, pytestmark  # noqa: F401 (the real page's skip when absent)

CHATTER = "and 1 is me"  # words that find Gentleman Johnny's post on the page (a pointer, not its text)
FORMAL = "Trust me."  # and D_V's formal vote


def _post(reading, words):
    return next(p for p in reading.posts if words in p.text)


def test_me_in_chatter_is_no_self_vote_in_the_thread_reading():
    roleset = load_roleset("forum-mafia-classic").raw
    reading = read_thread(TEXT, roleset=roleset, players=PAGE["players"])
    chatter = _post(reading, CHATTER)
    assert chatter.author == "Gentleman Johnny" and chatter.votes == []
    assert [v.target for v in _post(reading, FORMAL).votes] == ["Gentleman Johnny"]
    # the single-post reader (the inbox's second look at a post the page passed over) agrees
    [alone] = parse_votes(chatter.text, roleset=roleset, players=PAGE["players"], actor="Gentleman Johnny",
                          lang="en", expect="vote")
    assert alone.targets == []
    [formal] = parse_votes(_post(reading, FORMAL).text, roleset=roleset, players=PAGE["players"], actor="D_V", lang="en", expect="vote")
    assert formal.targets == ["Gentleman Johnny"]
    [short] = parse_votes("за себя", roleset=roleset, players=PAGE["players"], actor="D_V", lang="ru", expect="vote")
    assert short.targets == ["D_V"]  # a post that is hardly more than the word still votes for oneself


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_me_in_chatter_makes_no_vote_row_in_the_inbox(open_window, qtbot, lang):
    window = open_window(lang)
    players = [{"nick": n, "role": "mafioso" if n == "D_V" else "citizen"} for n in PAGE["players"]]
    assert window.controller.new_game("Unreliable Cops", {"ruleset": "forum-mafia-classic", "seed": 2,
                                                          "players": players})
    window.controller.apply("phase", kind="day")
    view = _inbox(window)
    QApplication.clipboard().setText(TEXT)
    view.paste.setFocus()
    view.paste.paste()
    [chatter] = [r for r in view.table.rows if CHATTER in r.body]  # every post is a row (#23 item 2): no vote in it
    assert (chatter.targets, chatter.include, chatter.note) == ([], False, "no_vote")
    assert not [r for r in view.table.rows if r.actor and r.actor in r.targets]  # nobody votes himself here
    [formal] = [n for n, r in enumerate(view.table.rows) if "Trust me." in r.body]
    assert view.table.combo(formal, "target").currentData() == "Gentleman Johnny"
