"""Votes: colours (tags, hex, words), bold, early, change, cancel, abstain; parse_thread."""

from __future__ import annotations

import copy
from datetime import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from moderator_app.app.inbox.aliases import UNSURE
from moderator_app.parsing import parse_message, parse_thread

from .conftest import CLASSIC_PLAYERS, HYPER_PLAYERS


def vote(text, roleset, actor="Рики"):
    return parse_message(text, roleset=roleset, players=HYPER_PLAYERS, actor=actor)


def test_colour_tags_hex_and_words(hyper):
    assert (vote("[color=red]Эсми[/color]", hyper).color, vote("[color=red]Эсми[/color]", hyper).targets) == (
        "red", ["Эсми"])
    assert vote("[color=#0000ff]Юна[/color]", hyper).color == "blue"
    assert vote("[color=#d00]Юна[/color]", hyper).color == "red"
    assert vote("Юна КРАСНЫМ", hyper).color == "red"
    assert vote("Юна СИНИМ", hyper).color == "blue"
    assert vote("Эсми", hyper).problem  # a colour is required in this role set


def test_bold_nick_among_chatter_is_the_vote(hyper):
    r = vote("Фредди вчера молчал, а Юна шумела. [b][color=red]Юна[/color][/b]", hyper)
    assert r.targets == ["Юна"] and r.color == "red"


def test_a_later_vote_of_a_message_is_read_as_sure_as_it_is_alone(classic):
    """"unvote vote X", «голос Вася, голос Петя»: a message is cut before each vote word, and the piece that
    starts with a plain (unbolded) vote word is read from that word, not taken for a bare name (#24 item 3: a
    mutant that put junk before such a piece survived; the vote then read as a guess)."""
    for text, alone in (("unvote vote Маша", "vote Маша"), ("голос Вася, голос Петя", "голос Петя")):
        last = parse_message(text, roleset=classic, players=CLASSIC_PLAYERS, actor="Дима")
        own = parse_message(alone, roleset=classic, players=CLASSIC_PLAYERS, actor="Дима")
        assert (last.kind, last.targets, last.confidence) == (own.kind, own.targets, own.confidence), text


def test_a_vote_word_the_role_set_declares_casts_a_sure_vote(classic):
    """A host's set may add its own vote words (`vote.words`): «топлю за X» is then a vote read from its word,
    not a bare name guessed to be one (#24 item 3: a mutant that never read the set's vote words survived)."""
    custom = copy.deepcopy(classic)
    custom["vote"]["words"] = {"ru": ["топлю за"]}
    result = parse_message("топлю за Петю", roleset=custom, players=CLASSIC_PLAYERS, actor="Дима")
    assert (result.kind, result.targets) == ("vote", ["Петя"]) and result.confidence >= UNSURE
    guess = parse_message("топлю за Петю", roleset=classic, players=CLASSIC_PLAYERS, actor="Дима")
    assert guess.confidence < UNSURE  # without the set's word the same line is only a guess


def test_C_LYNCH_1_an_action_word_in_a_vote_is_chatter_when_votes_are_awaited(classic):
    """A day post read as a vote (the host waits for votes): «Лечу Петю, голосую против Васи», "Heal me, vote X"
    casts the vote; the same PM at night is the heal (#24 item 3: a mutant that never narrowed a vote's words to
    the casting ones survived)."""
    for text, target in (("Лечу Петю, голосую против Васи", "Вася"), ("Heal me, vote Дима", "Дима")):
        r = parse_message(text, roleset=classic, players=CLASSIC_PLAYERS, actor="Маша", expect="vote")
        assert (r.kind, r.targets) == ("vote", [target]), text
    r = parse_message("Лечу Петю, голосую против Васи", roleset=classic, players=CLASSIC_PLAYERS, actor="Маша")
    assert (r.kind, r.action, r.targets) == ("action", "heal", ["Петя"])


def test_early_change_cancel_abstain(hyper, classic):
    assert vote("[color=red]Фредди[/color] досрочно", hyper).early
    assert vote("меняю голос на [color=blue]Эсми[/color]", hyper).targets == ["Эсми"]
    r = vote("отменяю голос", hyper)
    assert (r.kind, r.cancel, r.targets) == ("vote", True, [])
    r = parse_message("воздерживаюсь", roleset=classic, players=CLASSIC_PLAYERS, actor="Маша")
    assert (r.kind, r.abstain) == ("vote", True)


def test_no_colours_in_classic(classic):
    r = parse_message("[color=red]Вася[/color]", roleset=classic, players=CLASSIC_PLAYERS, actor="Маша")
    assert (r.kind, r.targets, r.color, r.problem) == ("vote", ["Вася"], None, None)


PAGE = """Сообщение Рики » 12 мар 2026, 10:00
Всем привет. Подозреваю Фредди, но пока думаю.

Сообщение Рики » 12 мар 2026, 12:00
[color=red]Фредди[/color]

Сообщение Эсми » 12 мар 2026, 13:00
[quote="Рики"][color=red]Фредди[/color][/quote]
Согласна. [color=red]Фредди[/color] досрочно

Сообщение Эсми » 12 мар 2026, 14:00
[color=blue]Юна[/color]

Сообщение Рики » 12 мар 2026, 15:00
Нет, меняю голос на [color=red]Юна[/color]

Сообщение Гость » 12 мар 2026, 15:30
[color=red]Рики[/color]

Сообщение Юна » 12 мар 2026, 23:10
[color=red]Рики[/color]

Сообщение Фредди » 12 мар 2026, 16:00
[quote="Эсми"][color=blue]Юна[/color][/quote]
Ну-ну.
"""


def test_thread_last_vote_counts_quotes_deadline_and_early_lock(hyper):
    votes = parse_thread(PAGE, roleset=hyper, players=HYPER_PLAYERS, deadline=datetime(2026, 3, 12, 22, 30))
    summary = [(v.voter, v.target, v.color, v.counted, bool(v.reason)) for v in votes]
    assert summary == [
        ("Рики", "Фредди", "red", False, True),   # replaced by his later vote
        ("Эсми", "Фредди", "red", True, False),   # early: locked
        ("Эсми", "Юна", "blue", False, True),     # an early vote cannot be changed
        ("Рики", "Юна", "red", True, False),
        ("Гость", "Рики", "red", False, True),    # not a player
        ("Юна", "Рики", "red", False, True),      # after the deadline
    ]
    assert votes[1].early
    assert "дедлайн" in votes[5].reason


def test_thread_plain_author_lines(classic):
    page = "Автор: Вася\nДата: 12.03.2026 20:00\nГолосую против Пети\n\nАвтор: Петя\nДата: 12.03.2026 20:05\nотменяю голос\n"
    votes = parse_thread(page, roleset=classic, players=CLASSIC_PLAYERS)
    assert [(v.voter, v.target, v.counted, v.cancel) for v in votes] == [
        ("Вася", "Петя", True, False), ("Петя", None, False, True)]


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=80))
def test_any_text_parses_safely(classic, text):
    r = parse_message(text, roleset=classic, players=CLASSIC_PLAYERS, actor="Маша")
    assert r.kind in ("action", "vote", "unknown")
    assert 0.0 <= r.confidence <= 1.0
    assert set(r.targets) <= set(CLASSIC_PLAYERS)
    assert r.to_json()["kind"] == r.kind
