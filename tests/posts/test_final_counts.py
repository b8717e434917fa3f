"""What players read in a final vote count (H-VOTE-5): how many votes someone still lacks belongs to
an interim count of an open day only; once the day is resolved the count says nothing is missing."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_interim_tally

from .post_helpers import LANGS

TABLE = {"Com": "commissar", "Serg": "sergeant", "Doc": "doctor", "Found": "foundling", "Boss": "boss",
         "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen"}
# a quorum of 2 (a quarter of 8) and a leader at 2: the trailing Cit1 needs 1 to equal the leader (a tie is not a
# lynch-free one here: the classic set's tie rule decides it), the post says so rather than «до казни»
VOTES = [{"voter": "Com", "target": "Maf"}, {"voter": "Serg", "target": "Maf"}, {"voter": "Doc", "target": "Cit1"}]
STILL_NEEDS = {"ru": "чтобы сравняться с лидером, не хватает: 1", "pl": "do zrównania się z liderem brakuje: 1",
               "en": "needs 1 more to equal the leader"}
QUORUM = {"ru": "Для казни нужно не меньше: 2.", "pl": "Do egzekucji potrzeba co najmniej: 2.",
          "en": "A lynch needs at least: 2."}
NOT_VOTED = {"ru": "\nНе проголосовали: Found", "pl": "\nNie głosowali: Found", "en": "\nDid not vote: Found"}


def _day(open_: bool) -> Game:
    doc = {"ruleset": "forum-mafia-classic", "seed": 1, "options": {},
           "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [{"day": {}}, {"night": {}}, {"day": {"votes": VOTES}}]}
    entries = script_entries(doc)
    if open_:
        assert entries[-1].kind == "resolve"
        entries = entries[:-1]
    return Game.replay(entries)


@pytest.mark.parametrize("lang", LANGS)
def test_H_VOTE_5_a_final_count_says_no_vote_is_missing(lang):
    game = _day(open_=False)
    day = game.phases[2]
    assert day.resolved
    text = render_interim_tally(game, day, lang)
    assert QUORUM[lang] in text
    assert STILL_NEEDS[lang] not in text
    assert "\nMaf — 2\nCit1 — 1\n" in text  # each total on its own line, nothing after it
    assert NOT_VOTED[lang] in text


@pytest.mark.parametrize("lang", LANGS)
def test_H_VOTE_5_an_interim_count_says_what_each_still_needs(lang):
    game = _day(open_=True)
    day = game.phases[2]
    assert not day.resolved
    text = render_interim_tally(game, day, lang)
    assert QUORUM[lang] in text and f"Cit1 — 1 ({STILL_NEEDS[lang]})" in text
    assert NOT_VOTED[lang] not in text
