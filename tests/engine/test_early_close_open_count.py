"""H-GEN-6 in the open count: once the early votes close the day, the board's count and the interim
post leave out what the tally will refuse (votes after the close, a locked early vote's change), so
the open count says what the result will (one verdict); the host's day itself is not touched."""

from __future__ import annotations

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.voting.vote_count import count
from moderator_app.posts import render_interim_tally

from .hypermafia_helpers import RULESET, day, everyone_red, red, small
from .test_hypermafia_votes import QUIET

PLAYERS = small("Baron", "Jacob", "Enoch", kids=4)
EARLY = [red("Baron", "Kid1", early=True), red("Jacob", "Kid1", early=True), red("Enoch", "Kid1", early=True)]


def _open_day_3(*votes: dict) -> Game:
    filler = [QUIET, day(*everyone_red("Kid4", PLAYERS)), QUIET, day(*everyone_red("Kid3", PLAYERS, skip=("Kid4",))), QUIET]
    doc = {"ruleset": RULESET, "seed": 1, "options": {}, "players": [{"nick": n, "role": r} for n, r in PLAYERS.items()],
           "phases": filler + [day(*votes)]}
    entries = script_entries(doc)
    assert entries[-1].kind == "resolve"
    return Game.replay(entries[:-1])


def test_H_GEN_6_the_open_count_leaves_out_the_votes_after_an_early_close():
    game = _open_day_3(*EARLY, red("Kid1", "Baron"), red("Kid2", "Baron"))
    day3 = game.current
    open_count = {c.nick: c.votes for c in count(game, day3).candidates}
    assert open_count == {"Kid1": 3}
    assert "Baron — 2" not in render_interim_tally(game, day3, "ru")
    assert all(v.refused is None for v in day3.votes)  # judged on copies
    voters = {v: c.nick for c in count(game, day3).candidates for v in c.voters}
    game.apply(Entry("resolve", {}))
    assert day3.result.tally.by_voter == voters  # the votes the result counts (its totals add missed-vote penalties)


def test_H_GEN_6_the_open_count_keeps_a_locked_early_vote():
    game = _open_day_3(red("Baron", "Kid1", early=True), red("Baron", "Kid2"), red("Jacob", "Kid2"))
    assert {c.nick: c.votes for c in count(game, game.current).candidates} == {"Kid1": 1, "Kid2": 1}
