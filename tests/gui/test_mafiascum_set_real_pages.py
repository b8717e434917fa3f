"""The mafiascum-normal set on real mafiascum Day 1 pages (../shared/corpus/measured/2026-12-06,
games 1494, 1493, 1486, posts 25–49; labels: each player's standing at the end of the page).
Pasted into the day's inbox and accepted as they come, the votes stand as the labels say, and no
prose is recorded as a vote: before the set named mafiascum's vote rules (bold or [vote] tags),
two plain sentences that only talk about voting (one about a self-vote, one addressing "you") were
recorded as their authors' self-votes (host-findings-3)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication

from moderator_app import paths
from shared_corpus import absent_reason, corpus_dir

MEASURED = corpus_dir() / "measured" / "2026-12-06"
GAMES = ("1494", "1493", "1486")


def _page(game_id: str) -> dict:
    pages = json.loads((MEASURED / "en-mafiascum-pages.json").read_text(encoding="utf-8"))["pages"]
    return next(p for p in pages if p["game"] == game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_real_mafiascum_page_counts_as_its_labels_say(open_window, qtbot, game_id):
    if not (MEASURED / "en-mafiascum-pages.json").exists():
        pytest.skip(absent_reason(MEASURED))
    page = _page(game_id)
    window = open_window("en")
    controller = window.controller
    roles = ["mayor", "day_vigilante", "goon", "godfather", "cop", "doctor"]
    players = [{"nick": n, "role": roles[i] if i < len(roles) else "vanilla"} for i, n in enumerate(page["players"])]
    ruleset = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")
    assert controller.new_game(page["title"], {"ruleset": ruleset, "seed": 5, "players": players}), controller.last_error
    for kind, what in (("phase", "night"), ("resolve", None), ("phase", "day")):
        controller.apply(kind, **({"kind": what} if what else {}))
    view = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(view)
    QApplication.clipboard().setText((MEASURED / f"en-mafiascum-{game_id}-p2.txt").read_text(encoding="utf-8"))
    view.paste.setFocus()
    view.paste.paste()
    view.accept.click()
    standing: dict[str, str | None] = {}
    for vote in controller.game.current.votes:
        assert not vote.refused, (vote.voter, vote.target, vote.refused)  # no prose read as a self-vote
        standing[vote.voter] = None if vote.cancel else vote.target
    assert standing == page["standing"]
