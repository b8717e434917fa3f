"""Nicks as Russian players say them in a vote (heroeswm.ru "Мафия № 318", a bare nick per vote post):
an English nick in its Russian rendering ("Джек" for Jack Daniels), a Latin nick in Cyrillic ("Наиля" for
nailia), spaces for underscores. C-LYNCH-1: the vote is the player's, whatever spelling he uses."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from .corpus import load_roleset

PLAYERS = ["LuckyButterfly", "Что_то_с_чем_то", "Olreg", "Ларианта", "Jack Daniels", "FERRAR1st", "nailia", "Phil"]


@pytest.mark.parametrize(("written", "nick"), [("Джек", "Jack Daniels"), ("джек", "Jack Daniels"),
                                               ("Наиля", "nailia"), ("Что то с чем то", "Что_то_с_чем_то"),
                                               ("Фил", "Phil"), ("голосую против Джека", "Jack Daniels")])
def test_C_LYNCH_1_a_nick_as_players_say_it(written, nick):
    result = parse_message(written, roleset=load_roleset("forum-mafia-classic"), players=PLAYERS, expect="vote")
    assert result.kind == "vote" and result.targets == [nick]
