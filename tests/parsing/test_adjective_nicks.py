"""A nick of an adjective and a noun ("Серая Сорока") declined in lower case ("валим серую сороку") is that one
player, not a part of "Серый Кот" plus a part of her nick (the hostplay evening, issue #13 note): the nick's
own words are matched through their dictionary forms. C-ROLE-MAF: the mafia's kill names one target."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from .corpus import load_roleset

PLAYERS = ["Серый Кот", "Серая Сорока", "Лунный Ёж", "Лунный Кабан", "Ночной Волк", "Рыжая Лиса"]


@pytest.mark.parametrize(("text", "target"), [("валим серую сороку", "Серая Сорока"),
                                              ("убиваем Серую Сороку", "Серая Сорока"),
                                              ("убиваем серого кота", "Серый Кот"),
                                              ("валим рыжую лису", "Рыжая Лиса")])
def test_C_ROLE_MAF_an_adjective_noun_nick_is_one_target(text, target):
    result = parse_message(text, roleset=load_roleset("forum-mafia-classic"), players=PLAYERS, actor="Ночной Волк",
                           actor_role="mafioso")
    assert result.kind == "action" and result.action == "kill" and result.targets == [target]


def test_the_adjective_alone_stays_ambiguous():
    result = parse_message("валим серую", roleset=load_roleset("forum-mafia-classic"), players=PLAYERS,
                           actor="Ночной Волк", actor_role="mafioso")
    assert result.targets == [] and set(result.alternatives) == {"Серый Кот", "Серая Сорока"}
