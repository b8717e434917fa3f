"""A shot is how Russian forum games say the mafia's night kill: «1 выстрел в ночь» (dota2.ru rules),
«я принимаю выстрелы мафии» (ne-kurim.ru host), «Дону предлагали отстрелить игрока 12» (mafiasyndicate.ru).
A mafioso's «стреляю в Васю» is the mafia kill, not the commissar's pistol he does not have; the commissar's
own shot stays his pistol. A role with one night ability that writes another role's word («Маньяк
отстреливает игрока 1», held-out heldout-ru2.yaml) is read as that ability, flagged for the host."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

PLAYERS = ["Паркер", "Teo:)", "Вася"]


@pytest.mark.parametrize("text", ["стреляю в Васю", "стреляем в Васю", "выстрел в Васю", "отстрел Васи"])
def test_C_ROLE_MAF_a_mafiosos_shot_is_the_mafia_kill(classic, text):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Teo:)", actor_role="mafioso", expect="action")
    assert (result.action, result.targets) == ("kill", ["Вася"]) and result.confidence > 0.9


def test_C_ROLE_COM_the_commissars_shot_stays_his_pistol(classic):
    result = parse_message("стреляю в Васю", roleset=classic, players=PLAYERS, actor="Teo:)", actor_role="commissar",
                           expect="action")
    assert (result.action, result.targets) == ("pistol", ["Вася"])


def test_C_ROLE_MAN_another_roles_word_is_the_poisoners_one_ability_flagged(classic):
    result = parse_message("Маньяк отстреливает Васю", roleset=classic, players=PLAYERS, actor="Teo:)",
                           actor_role="maniac", expect="action")
    assert (result.action, result.targets) == ("poison", ["Вася"])
    assert result.problem and result.confidence < 0.6
