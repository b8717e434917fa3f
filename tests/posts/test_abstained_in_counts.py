"""Where a set allows abstaining (`vote.abstain: true`), the counts name who abstained and do not count
him among those who voted (host-findings-4 item 5: «Проголосовали: 9 из 9» with the abstainer nowhere).
Every language."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.journal import Entry
from moderator_app.posts import render_interim_tally, render_phase_post
from tests.engine.test_abstain_rule import ABSTAIN, allowing_abstain
from tests.engine.test_majority_lynch import day_one, votes

from .post_helpers import LANGS

VOTED = {"ru": "Проголосовали: 1 из 8.", "pl": "Zagłosowało: 1 z 8.", "en": "Voted: 1 of 8."}
ABSTAINED = {"ru": "Воздержались: Van", "pl": "Wstrzymali się: Van", "en": "Abstained: Van"}


@pytest.mark.parametrize("lang", LANGS)
def test_C_LYNCH_1_the_vote_count_names_the_abstainer_apart_from_the_voters(lang, tmp_path):
    game = day_one(*votes("Rec>Gus"), ABSTAIN, ruleset=allowing_abstain(tmp_path))
    day = game.current
    text = render_interim_tally(game, day, lang)
    assert VOTED[lang] in text and ABSTAINED[lang] in text
    game.apply(Entry("resolve", {}))
    assert ABSTAINED[lang] in render_phase_post(game, day, lang)
    assert VOTED[lang] in render_interim_tally(game, day, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_C_LYNCH_1_a_refused_abstention_is_not_named_as_one(lang):
    game = day_one(*votes("Rec>Gus"), ABSTAIN)
    day = game.current
    game.apply(Entry("resolve", {}))
    assert ABSTAINED[lang] not in render_phase_post(game, day, lang)
    assert ABSTAINED[lang] not in render_interim_tally(game, day, lang)
