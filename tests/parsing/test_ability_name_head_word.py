"""host-findings-4 item 21: «Mirenium, potwierdzam zabójstwo.» from the recruiter (kill and recruit) read
no action: the set's words for the kill were verbs, and the ability's own name «Zabójstwo mafii» counted only
whole. A host expects the word the name is about to count, as players write it alone: the head word of
each of an ability's names (its first nominative noun in Russian and Polish, its last word in English)
triggers the ability, unless it names a team or role of the set. Set: examples/host-made/mafiascum-normal.yaml."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.parsing.triggers import build_index, head_word

SET = load_roleset(str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"))
PLAYERS = ["Mirenium", "Rewik", "Antura", "traveller", "Nami"]


@pytest.mark.parametrize("name, lang, head", [
    ("Zabójstwo mafii", "pl", "Zabójstwo"), ("Убийство мафии", "ru", "Убийство"), ("Mafia kill", "en", "kill"),
    ("Дневной выстрел", "ru", "выстрел"), ("Dzienny strzał", "pl", "strzał"),  # an adjective first: the noun
    ("Śmiertelny eliksir", "pl", "eliksir"), ("Тюрьма (блок)", "ru", "Тюрьма"), ("Проверка", "ru", None)])
def test_the_head_word_of_an_ability_name(name, lang, head):
    assert head_word(name, lang) == head


@pytest.mark.parametrize("text", ["Mirenium, potwierdzam zabójstwo.", "Подтверждаю убийство Мирениума."])
def test_an_abilitys_head_word_reads_as_it_for_a_role_with_two_actions(text):
    result = parse_message(text, roleset=SET.raw, players=PLAYERS, actor="traveller", actor_role="recruiter",
                           expect="action")
    assert (result.action, result.targets) == ("mafia_kill", ["Mirenium"])
    assert result.confidence >= 0.8  # «убийство» heads the serial killer's kill too: a little less sure


def test_a_word_naming_a_side_is_no_trigger():
    """«mafii» of «Zabójstwo mafii» tells whose kill it is: alone it triggers nothing."""
    singles = {p.words[0] for p in build_index(SET.raw) if p.kind == "action" and len(p.words) == 1}
    assert {"zabojstwo", "убийство", "kill", "выстрел"} <= {w.replace("ó", "o") for w in singles}
    assert not {"mafii", "мафии", "mafia", "мэра", "burmistrza"} & singles


def test_a_head_word_that_is_a_teams_name_triggers_nothing():
    roleset = {"teams": {"mafia": {"names": {"ru": "Мафия"}}}, "roles": {},
               "abilities": {"shot": {"effect": "kill", "names": {"ru": "Мафия: выстрел"}}}}
    assert head_word("Мафия: выстрел", "ru") == "Мафия"
    singles = {p.words for p in build_index(roleset) if p.kind == "action" and p.value == "shot"}
    assert ("мафия",) not in singles and ("мафия", "выстрел") in singles
