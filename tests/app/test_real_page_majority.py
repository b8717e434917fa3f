"""The lead's finding (rules3 item 2) on a real page: mafiascum game 1494's Day 1 page
(../shared/corpus/measured/2026-12-06, read here, never committed) names 14 players, and the host's own vote
count on it says how many are alive and what a lynch takes. Seated all alive, the board asked 8. Seating
the players the host's count never names as already out (journal.PlayerSpec `out`), the board's majority is
the host's."""

from __future__ import annotations

import json
import re

import pytest

from moderator_app import paths
from moderator_app.app.board import vote_count
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from shared_corpus import absent_reason, corpus_dir

PAGES = corpus_dir() / "measured" / "2026-12-06" / "en-mafiascum-pages.json"
SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"
HOST_SAYS = re.compile(r"(\d+) alive\D{0,20}?(\d+)")  # the count's own line: how many live, how many lynch


def test_quorum_majority_of_a_real_page_is_the_hosts_when_the_gone_are_seated_out() -> None:
    if not PAGES.exists():
        pytest.skip(absent_reason(PAGES.parent))
    page = next(p for p in json.loads(PAGES.read_text(encoding="utf-8"))["pages"] if p["game"] == "1494")
    count_post = next(p["bbcode"] for p in page["posts"] if HOST_SAYS.search(p.get("bbcode", "")))
    alive, takes = (int(n) for n in HOST_SAYS.search(count_post).groups())
    named = {n for n in page["players"] if n in count_post}
    roles = ["goon", "godfather", "cop", "doctor"]
    players = [{"nick": n, "role": roles[i] if i < len(roles) else "vanilla", **({} if n in named else {"out": True})}
               for i, n in enumerate(page["players"])]
    game = Game()
    game.apply(Entry("setup", {"ruleset": str(SET), "seed": 5, "players": players}))
    for entry in (Entry("phase", {"kind": "night"}), Entry("resolve", {}), Entry("phase", {"kind": "day"})):
        game.apply(entry)
    board = vote_count(game, None)
    assert len(page["players"]) == 14 and len(game.living()) == alive == 11
    assert board is not None and board.quorum == takes == 6
