"""Polish hosts' vote rules cast nothing (C-LYNCH-1: only a player's own vote counts): a verbal noun names
voting ("głosowanie na siebie jest zakazane") and a rule spoken to the player in the second person
("musisz zagłosować") tells him what to do. The real rule lines (gexe.pl "Wilkołak" rules, held-out batch
../shared/corpus/forum/heldout-pl.yaml, whose first run read the first one as a self-vote of the host) are read
from the corpus by id; the other lines are made up in their shape;
the votes beside them are the forms the same rules ask for, which still count."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from shared_corpus import forum_item

from .corpus import load_roleset

PLAYERS = ["Ola", "Kasia", "Marek Nowak", "MG"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _read(text, roleset, actor="MG"):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor=actor, expect="vote")


@pytest.mark.parametrize("text", [
    "Co dzień musisz zagłosować w wątku gry (głosowanie na siebie jest zakazane).",
    "Głosowanie na siebie jest niedozwolone.",
    "Linczowanie Oli nie ma sensu.",
])
def test_C_LYNCH_1_a_polish_verbal_noun_or_a_rule_to_the_player_casts_nothing(roleset, text):
    result = _read(text, roleset)
    assert not (result.kind == "vote" and (result.targets or result.abstain or result.cancel)), vars(result)


def test_C_LYNCH_1_the_real_rules_line_casts_nothing(roleset):
    line = forum_item("heldout-pl.yaml", 0)
    assert line["vote"] is None
    result = _read(line["text"], roleset, actor=line["author"])
    assert not (result.kind == "vote" and (result.targets or result.abstain or result.cancel)), vars(result)


@pytest.mark.parametrize(("text", "actor", "target"), [
    ("głosuję na siebie", "Kasia", "Kasia"),
    ("Głos: Ola", "Kasia", "Ola"),
    ("Głos na Olę", "Kasia", "Ola"),
    ("Zagłosowałem na Marka Nowaka.", "Kasia", "Marek Nowak"),
    ("cofam głos, głosuję na Olę", "Kasia", "Ola"),
])
def test_C_LYNCH_1_polish_votes_beside_those_rules_still_count(roleset, text, actor, target):
    result = _read(text, roleset, actor=actor)
    assert result.kind == "vote" and result.targets == [target], vars(result)


def test_C_LYNCH_1_the_abstention_word_the_rules_name_abstains_when_a_player_writes_it(roleset):
    """gexe.pl's rule naming the abstention word (heldout-pl.yaml, item 2): the rule itself casts nothing; a
    player's bare "PAS" abstains."""
    line = forum_item("heldout-pl.yaml", 2)
    rule = _read(line["text"], roleset, actor=line["author"])
    assert not (rule.kind == "vote" and (rule.targets or rule.abstain)), vars(rule)
    player = _read("PAS", roleset, actor="Ola")
    assert player.kind == "vote" and player.abstain and not player.targets


@pytest.mark.parametrize(("word", "tells"), [
    ("głosujecie", True), ("głosujcie", True), ("zagłosuj", True),  # the second person: others are told
    ("głosuję", False), ("głosujemy", False), ("głosujmy", False), ("zagłosowałem", False),  # the speaker casts
])
def test_C_LYNCH_1_a_polish_vote_verb_in_the_second_person_tells_others_how_to_vote(word, tells):
    """gexe.pl's rules speak in the second person ("na kogo głosujecie"); a player casts in the first."""
    from moderator_app.parsing import morph
    assert morph.narrative(word) is tells


def test_C_LYNCH_1_the_hosts_call_to_vote_under_the_nights_dead_is_no_vote_for_the_dead(roleset):
    """The day post's pattern (forum.riverrise.ru's real «Выбирайте, спорьте, голосуйте» under its list of
    the dead), in Polish: the only nick is the night's victim, named before the call."""
    result = _read("Tej nocy zginął Ola. Głosujcie!", roleset)
    assert not (result.kind == "vote" and result.targets), vars(result)
    assert _read("Głosujmy na Olę", roleset, actor="Kasia").targets == ["Ola"]


@pytest.mark.parametrize("text", ["Zagłosujcie na Kasię", "zagłosuj na Kasię!", "Zagłosujcie na Marka Nowaka, to mafia."])
def test_C_LYNCH_1_the_perfective_second_person_tells_others_and_casts_nothing(roleset, text):
    """The second-person rule of gexe.pl's real rules ("na kogo głosujecie", https://gexe.pl/forum/t/54026,
    wilkolak-runda-9), for the perfective verb: "Zagłosujcie na X" asks the others to vote. It was a bare-nick vote
    for X at 0.6, the perfective "zagłosować" being no vote word at all."""
    result = _read(text, roleset, actor="Ola")
    assert not (result.kind == "vote" and result.targets), vars(result)


@pytest.mark.parametrize(("text", "actor", "target"), [
    ("zagłosuję na Olę", "Kasia", "Ola"),
    ("Zagłosowałam na Kasię", "Ola", "Kasia"),
    ("Zagłosujmy na Olę", "Kasia", "Ola"),
])
def test_C_LYNCH_1_the_perfective_first_person_casts_as_a_vote_word(roleset, text, actor, target):
    """The speaker's own perfective vote is a vote word now (not a bare nick guessed at 0.6)."""
    result = _read(text, roleset, actor=actor)
    assert result.kind == "vote" and result.targets == [target] and result.confidence >= 0.9, vars(result)
