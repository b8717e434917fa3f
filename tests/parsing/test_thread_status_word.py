"""SMF 1 skins print the author's online status (an icon copied as its alt text) before the nick:
"Оффлайн Селин", "Online Nick" (the one status pattern is thread_nicks._STATUS). The word is no part of the author (held-out worlds-to-be.ru page,
heldout-ru2.yaml, whose first run kept «Оффлайн» in the author; the page below is made up in its shape)."""

from __future__ import annotations

import pytest

from moderator_app.parsing import read_thread

PAGE = """Оффлайн {first}

  • Постоялец
  • Сообщений: 86
Re: Мафия #14
« Ответ #15 : 02 Декабрь 2017, 14:14:25 »
Голосую против Луана

Online {second}

  • Игрок
  • Сообщений: 175
Re: Мафия #14
« Ответ #16 : 02 Декабрь 2017, 18:05:24 »
9 - кубок
"""


@pytest.mark.parametrize(("first", "second"), [("Тамада", "Mary Ann"), ("Селин", "Nix")])
def test_smf1_status_word_is_not_part_of_the_author(classic, first, second):
    reading = read_thread(PAGE.format(first=first, second=second), roleset=classic, players=["Луан", first, second])
    assert [p.author for p in reading.posts] == [first, second]
    assert [(v.voter, v.target) for v in reading.votes if v.counted] == [(first, "Луан")]
