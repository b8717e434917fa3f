"""The opening post's deadlines as the thread reads them (#23 item 3): «до 21:00» had no zone, so
a reader in another zone guessed; they are printed in the game's zone («21:00 МСК», "9 PM CET"), at
the host's own time of day when he set one; a script without a zone prints the set's words as before."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.posts import render_opening_post

PLAYERS = [{"nick": n, "role": r} for n, r in (("Аня", "commissar"), ("Борис", "mafioso"), ("Вика", "citizen"),
                                               ("Глеб", "citizen"))]


def _game() -> Game:
    return Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": PLAYERS})])


@pytest.mark.parametrize("lang, zone, lines", [
    ("ru", "Europe/Moscow", ["— Ночь: до 21:00 МСК", "— Заявки на охоту — с 12:00 МСК"]),
    ("pl", "Europe/Warsaw", ["— Noc: do 21:00 czasu polskiego", "— Zgłoszenia polowania — od 12:00 czasu polskiego"]),
    ("ru", "UTC+05:00", ["— Ночь: до 21:00 (UTC+5)"]),
])
def test_C_FLOW_2_the_opening_posts_deadlines_carry_the_games_zone(lang, zone, lines):
    post = render_opening_post(_game(), lang, zone=zone)
    for line in lines:
        assert line in post, post


def test_the_hosts_own_time_of_day_is_the_one_printed():
    post = render_opening_post(_game(), "ru", zone="Europe/Moscow", day_time="22:30")
    assert "— День: до 22:30 МСК" in post and "— Ночь: до 22:30 МСК" in post
    assert "— Заявки на охоту — с 12:00 МСК" in post  # the hunt's hour is the set's rule, not a deadline


def test_without_a_zone_the_sets_words_are_printed_as_written():
    assert "— Ночь: до 21:00\n" in render_opening_post(_game(), "ru")


@pytest.mark.parametrize("lang, zone, line", [
    ("ru", "Europe/Moscow", "— Ночь 1: до 22:00 МСК следующего дня после старта"),
    ("pl", "Europe/Warsaw", "— Noc 1: do 22:00 czasu polskiego dnia po starcie"),
    ("en", "Europe/Berlin", "— Night 1: until 10 PM CET the day after the start"),
    ("ru", None, "— Ночь 1: до 22:00 следующего дня после старта"),
])
def test_H_GEN_8_the_first_nights_own_deadline_is_in_the_opening_post(lang, zone, line):
    """HyperMafia's first night ends at 22:00 of the day after the start: the post left it out."""
    game = Game.replay([Entry("setup", {"ruleset": "hypermafia-peregrine", "seed": 1,
                                        "players": [{"nick": f"Игрок{i}"} for i in range(12)]})])
    post = render_opening_post(game, lang, zone=zone)
    assert line in post
    assert post.index(line) < post.index("— " + {"ru": "Ночь:", "pl": "Noc:", "en": "Night:"}[lang])
    assert "— Ночь 1" not in render_opening_post(game, "ru", zone=zone, day_time="21:00")  # his own time for all
