"""The final reveal's «accounts and posts» list: each seat on its own line in every language (a host
found every seat run into one line: «1. notSakura — 32. Lord Mhork — 2…», the numbers misread)."""

from __future__ import annotations

import pytest

from moderator_app.posts import render_final_reveal
from tests.engine.hypermafia_helpers import everyone_red, night, play
from tests.engine.test_activity import day1_posts

from .post_helpers import LANGS


@pytest.mark.parametrize("lang", LANGS)
def test_each_seat_of_the_accounts_and_posts_list_is_a_line_of_its_own(lang: str) -> None:
    game = play([night(), {"day": {"votes": everyone_red("Kid4"), "host": [day1_posts(jacob=2, enoch=3)]}}])
    text = render_final_reveal(game, lang)
    seats = sorted(game.players.values(), key=lambda p: p.seat)
    lines = text.splitlines()
    for player in seats:
        line = next(line for line in lines if line.startswith(f"{player.seat + 1}. {player.nick} — "))
        assert line.count(" — ") == 1, line
    assert f"{seats[0].seat + 1}. {seats[0].nick} — " in text
