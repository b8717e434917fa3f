"""The posts of a majority lynch (`vote.quorum: majority`, `vote.ends_at_majority`; the fact from real
mafiascum vote counts: 11 alive, 6 to lynch) and the interim count's words for what a
candidate's missing votes are for (host-findings-3 item 5): under plurality, overtaking the leader,
not «до казни». Every language; the numbers come from the engine's count (vote_count.count)."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.engine.model.journal import Entry
from moderator_app.posts import render_interim_tally, render_opening_post, render_phase_post
from tests.engine.test_majority_lynch import SET, day_one, votes, without_hammer

LANGS = ("ru", "pl", "en")
MAJORITY = {"ru": "Живых: 8, для казни нужно большинство: 5.", "pl": "Żywych: 8, do egzekucji potrzeba większości: 5.",
            "en": "Alive: 8, a lynch needs a majority: 5."}
SHORT = {"ru": "Gus — 2 (до большинства не хватает: 3)", "pl": "Gus — 2 (do większości brakuje: 3)",
         "en": "Gus — 2 (3 short of a majority)"}
CLOSED = {"ru": "Большинство набрано: день окончен.", "pl": "Większość zebrana: dzień skończony.",
          "en": "A majority is reached: the day is over."}
NO_MAJORITY = {"ru": "никто не набрал большинства голосов", "pl": "nikt nie zebrał większości głosów",
               "en": "nobody reached a majority"}
OPENING = {"ru": ("Для казни нужно большинство", "День кончается, как только кто-то набрал большинство"),
           "pl": ("Do stracenia potrzeba większości", "Dzień kończy się, gdy tylko ktoś zbierze większość"),
           "en": ("An execution needs a majority", "The day ends as soon as someone has a majority")}
OVERTAKE = {"ru": "Rec — 1 (чтобы обогнать лидера, не хватает: 2)", "pl": "Rec — 1 (do wyprzedzenia lidera brakuje: 2)",
            "en": "Rec — 1 (needs 2 more to overtake the leader)"}
EQUAL = {"ru": "Rec — 1 (чтобы сравняться с лидером, не хватает: 1)", "pl": "Rec — 1 (do zrównania się z liderem brakuje: 1)",
         "en": "Rec — 1 (needs 1 more to equal the leader)"}


def _set_with(tmp_path: Path, name: str, *changes: tuple[str, str]) -> Path:
    text = SET.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _plurality(tmp_path: Path, tie: str) -> Path:
    return _set_with(tmp_path, f"plurality-{tie}", ("  quorum: majority", "  quorum: none"),
                     ("  ends_at_majority: true", "  ends_at_majority: false"), ("  tie: no_lynch", f"  tie: {tie}"))


@pytest.mark.parametrize("lang", LANGS)
def test_quorum_majority_the_interim_count_says_how_many_a_majority_is_and_what_each_lacks(lang):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Rec"))
    text = render_interim_tally(game, game.current, lang)
    assert MAJORITY[lang] in text and SHORT[lang] in text
    assert CLOSED[lang] not in text


@pytest.mark.parametrize("lang", LANGS)
def test_ends_at_majority_the_count_after_the_hammer_says_the_day_is_over(lang):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Gus", "Bp>Gus", "Sur>Gus", "Vic>Rec"))
    text = render_interim_tally(game, game.current, lang)
    assert CLOSED[lang] in text
    assert "Vic →" not in text  # the vote after the hammer came too late


@pytest.mark.parametrize("lang", LANGS)
def test_quorum_majority_the_result_says_nobody_reached_a_majority(lang, tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus"), ruleset=without_hammer(tmp_path))
    day = game.current
    game.apply(Entry("resolve", {}))
    assert NO_MAJORITY[lang] in render_phase_post(game, day, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_quorum_majority_the_opening_post_states_both_rules(lang, tmp_path):
    game = day_one()
    needs, hammer = OPENING[lang]
    assert needs in render_opening_post(game, lang) and hammer in render_opening_post(game, lang)
    quiet = day_one(ruleset=without_hammer(tmp_path))
    assert needs in render_opening_post(quiet, lang) and hammer not in render_opening_post(quiet, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_interim_count_under_plurality_a_candidate_lacks_votes_to_overtake_the_leader(lang, tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Rec"), ruleset=_plurality(tmp_path, "no_lynch"))
    text = render_interim_tally(game, game.current, lang)
    assert OVERTAKE[lang] in text
    assert MAJORITY[lang] not in text


@pytest.mark.parametrize("lang", LANGS)
def test_interim_count_when_a_tie_is_decided_a_candidate_lacks_votes_to_equal_the_leader(lang, tmp_path):
    game = day_one(*votes("Rec>Gus", "May>Gus", "Van>Rec"), ruleset=_plurality(tmp_path, "random"))
    assert EQUAL[lang] in render_interim_tally(game, game.current, lang)
