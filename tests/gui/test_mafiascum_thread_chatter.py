"""On a pasted thread page, under a forum's vote rules that count only a marked vote (mafiascum: bold or a
tag), a player's post with no marked vote is listed as «no vote», needing nothing from the host, with the
reader's reason kept: a night action word in day chatter, a name that matches no one, a vote only talked about,
an unmarked "I vote X" (host-findings-3 item 3: a real Day 1 page gave «10 need you», all chatter). A marked
vote stays a vote, and every post is still a row. The real
pages: ../shared/corpus/measured/2026-12-06 (mafiascum games 1494, 1493, 1486, posts 25–49)."""

from __future__ import annotations

import json
import re

import pytest

from moderator_app import paths
from shared_corpus import absent_reason, corpus_dir

from .conftest import inbox_tab, paste_text

MEASURED = corpus_dir() / "measured" / "2026-12-06"
ROLES = ["mayor", "day_vigilante", "goon", "godfather", "cop", "doctor"]
#: a made-up mafiascum page (the shape of a select-all copy: "by Author » date"), one post per case
MADE_UP = [("Alice", "VOTE: Bob"),
           ("Bob", "Protect Carl."),  # a night action word, said in the day thread
           ("Carl", "Why the self vote, Dana? Nobody votes like that."),
           ("Dana", "I vote Bob because he is quiet.")]


def _pasted(open_window, players: list[str], title: str, text: str, vote_rules: str | dict | None = None):
    window = open_window("en")
    controller = window.controller
    seats = [{"nick": n, "role": ROLES[i] if i < len(ROLES) else "vanilla"} for i, n in enumerate(players)]
    ruleset = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")
    setup = {"ruleset": ruleset, "seed": 5, "players": seats}
    if vote_rules:
        setup["options"] = {"vote_rules": vote_rules}
    assert controller.new_game(title, setup), controller.last_error
    for kind, what in (("phase", "night"), ("resolve", None), ("phase", "day")):
        controller.apply(kind, **({"kind": what} if what else {}))
    view = inbox_tab(window)
    paste_text(view, text)
    return view


def _need_you(view) -> int:
    return int(re.search(r"(\d+) need you", view.summary.text()).group(1))


def _key(row) -> str | None:
    return getattr(row.problem, "key", None)


def _made_up_page() -> str:
    return "\n".join(f"Re: Mini 9999: Made up\n\nby {who} » Sat Aug 24, 2013 {6 + n}:00 pm\n\n{text}\n{who}\nTop"
                     for n, (who, text) in enumerate(MADE_UP))


def test_made_up_page_chatter_without_a_marked_vote_is_no_vote(open_window, qtbot):
    view = _pasted(open_window, [who for who, _ in MADE_UP] + ["Eve", "Finn"], "Made up", _made_up_page())
    rows = {row.actor: row for row in view.table.rows}
    assert len(view.table.rows) == len(MADE_UP)  # nothing vanishes: every post is a row
    assert view.ready(rows["Alice"]) and rows["Alice"].targets == ["Bob"]  # a real vote stays a vote
    for chatter in ("Bob", "Carl", "Dana"):
        assert rows[chatter].note == "no_vote" and not rows[chatter].include, chatter
    assert _key(rows["Bob"]) == "night_action"  # the reason is kept for the host to read
    assert _key(rows["Dana"]) == "unmarked" and rows["Dana"].targets == ["Bob"]  # refused, with its reason
    assert view.summary.text() == "4 in the inbox: 1 ready to record, 0 need you."


def test_made_up_page_under_any_mark_rules_counts_the_unmarked_vote_and_lists_night_words_as_no_vote(open_window, qtbot):
    """Where any wording is a vote (the default rules), "I vote Bob" counts; a night action word in a public post is
    still no vote (a request comes by PM, never in the day thread: parsing.thread.NO_VOTE), listed with its reason."""
    view = _pasted(open_window, [who for who, _ in MADE_UP] + ["Eve", "Finn"], "Made up", _made_up_page(), "default")
    rows = {row.actor: row for row in view.table.rows}
    assert view.ready(rows["Dana"]) and rows["Dana"].targets == ["Bob"]
    assert rows["Bob"].note == "no_vote" and not rows["Bob"].include and _key(rows["Bob"]) == "night_action"
    assert view.summary.text() == "4 in the inbox: 2 ready to record, 0 need you."


@pytest.mark.parametrize(("game_id", "need"), [("1494", 1), ("1493", 4), ("1486", 0)])
def test_a_real_mafiascum_page_needs_the_host_only_for_what_may_hide_a_vote(open_window, qtbot, game_id, need):
    """Left needing the host: posts the text copy shows as a quote from start to end (the author's own vote may
    be inside it). Before: 10, 13 and 4 rows «need you», all chatter."""
    if not (MEASURED / "en-mafiascum-pages.json").exists():
        pytest.skip(absent_reason(MEASURED))
    pages = json.loads((MEASURED / "en-mafiascum-pages.json").read_text(encoding="utf-8"))["pages"]
    page = next(p for p in pages if p["game"] == game_id)
    text = (MEASURED / f"en-mafiascum-{game_id}-p2.txt").read_text(encoding="utf-8")
    view = _pasted(open_window, page["players"], page["title"], text)
    rows = view.table.rows
    assert _need_you(view) == need
    assert need == sum(1 for r in rows if _key(r) == "quote_only")
    assert not [r for r in rows if _key(r) in ("night_action", "unmarked") and r.note != "no_vote"]


def test_a_marked_vote_the_rules_refuse_still_needs_the_host(open_window, qtbot):
    """Only the want of a mark makes a refused vote chatter: a marked change past the forum's limit is shown with
    its reason and needs the host."""
    text = _made_up_page() + "\n" + "\nRe: Mini 9999: Made up\n\nby Alice » Sat Aug 24, 2013 11:00 pm\n\nVOTE: Carl\nAlice\nTop"
    view = _pasted(open_window, [who for who, _ in MADE_UP] + ["Eve", "Finn"], "Made up", text,
                   {"mark": "bold_or_tag", "changes": 0})
    changed = view.table.rows[-1]
    assert (changed.actor, changed.targets, _key(changed)) == ("Alice", ["Carl"], "changes_used")
    assert changed.note != "no_vote" and _need_you(view) == 1


def test_an_unmarked_vote_is_shown_with_its_reason_but_not_as_a_problem(open_window, qtbot):
    view = _pasted(open_window, [who for who, _ in MADE_UP] + ["Eve", "Finn"], "Made up", _made_up_page())
    dana = next(row for row in view.table.rows if row.actor == "Dana")
    words, problem = view.table.problem_text(dana)
    assert "not marked as the rules require" in words and not problem
