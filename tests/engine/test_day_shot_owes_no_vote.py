"""C-FLOW-6 (a missed vote is one a living player could cast): a player killed by a day shot before
the day's count owed no vote. He is not charged a missed vote and no count names him among those
who did not vote (found playing host, host-findings-3 item 9: «Не проголосовали: Кэт» for a dead Кэт).
Set: examples/host-made/mafiascum-normal.yaml (its `day_shot` resolves before the tally). mafiascum puts
no price on a missed vote, so the charge is tested on the set with `vote.missed_limit: 2` (`priced`)."""

from __future__ import annotations

from pathlib import Path

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.voting.vote_count import count
from moderator_app.posts import render_interim_tally

from .test_majority_lynch import SET, day_one, priced
from .test_revealed_weight_in_open_count import SEATS


def _day_one(*entries: Entry, ruleset: Path = SET) -> Game:
    return day_one(*entries, seats=SEATS, ruleset=ruleset)


SHOT_AND_VOTES = (Entry("action", {"actor": "Dv", "action": "day_shot", "targets": ["Van"]}),
                  Entry("vote", {"voter": "May", "target": "Gus"}), Entry("vote", {"voter": "Rec", "target": "Gus"}))


def test_C_FLOW_6_a_player_shot_by_day_is_not_charged_a_missed_vote(tmp_path):
    game = _day_one(*SHOT_AND_VOTES, ruleset=priced(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    missed = [e.data["target"] for e in day.result.events if e.kind == "missed_vote"]
    assert missed == ["Gus", "Dv", "Bp", "Sur"]  # the living at the count who did not vote
    assert game.players["Van"].missed_votes == 0
    assert day.result.tally.voters == ["Rec", "Gus", "May", "Dv", "Bp", "Sur"]


def test_C_FLOW_6_a_player_who_lived_to_the_count_still_owes_his_vote(tmp_path):
    game = _day_one(Entry("vote", {"voter": "May", "target": "Gus"}), ruleset=priced(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert "Van" in [e.data["target"] for e in day.result.events if e.kind == "missed_vote"]


def test_C_FLOW_6_the_counts_do_not_list_the_shot_player_as_not_voting():
    game = _day_one(*SHOT_AND_VOTES)
    day = game.current
    posts = {lang: render_interim_tally(game, day, lang) for lang in ("ru", "pl", "en")}  # open: read from the dry run
    assert count(game, day).not_voted == ["Gus", "Dv", "Bp", "Sur"]
    game.apply(Entry("resolve", {}))
    final = {lang: render_interim_tally(game, day, lang) for lang in ("ru", "pl", "en")}
    for text in (*posts.values(), *final.values()):
        assert "Van" not in text
    assert "Проголосовали: 2 из 6." in final["ru"] and "Не проголосовали: Gus, Dv, Bp, Sur" in final["ru"]
    assert "2 z 6" in final["pl"] and "2 of 6" in final["en"]
    assert count(game, day).not_voted == ["Gus", "Dv", "Bp", "Sur"]
