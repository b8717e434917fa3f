"""A shot is how Russian forum games say the mafia's night kill: «1 выстрел в ночь» (dota2.ru rules),
«я принимаю выстрелы мафии» (ne-kurim.ru host), «Дону предлагали отстрелить игрока 12» (mafiasyndicate.ru).
A mafioso's «стреляю в Васю» is the mafia kill, not the commissar's pistol he does not have; the commissar's
own shot stays his pistol; with no role known a shot is the kill, at a lower confidence."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

PLAYERS = ["Паркер", "Teo:)", "Вася"]


@pytest.mark.parametrize("text", ["стреляю в Васю", "стреляем в Васю", "выстрел в Васю", "Выстрел - Вася"])
def test_C_ROLE_MAF_a_mafiosos_shot_is_the_mafia_kill(classic, text):
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Teo:)", actor_role="mafioso", expect="action")
    assert (result.action, result.targets) == ("kill", ["Вася"]) and result.confidence > 0.9


def test_C_ROLE_COM_the_commissars_shot_stays_his_pistol(classic):
    result = parse_message("стреляю в Васю", roleset=classic, players=PLAYERS, actor="Teo:)", actor_role="commissar",
                           expect="action")
    assert (result.action, result.targets) == ("pistol", ["Вася"])


def test_C_ROLE_MAF_a_shot_with_no_role_known_is_the_kill_at_a_lower_confidence(classic):
    result = parse_message("стреляю в Васю", roleset=classic, players=PLAYERS, actor="Teo:)", expect="action")
    assert (result.action, result.targets) == ("kill", ["Вася"]) and result.confidence < 0.9
