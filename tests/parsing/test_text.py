"""Markup handling: colour classification, bold, quotes, clauses."""

from __future__ import annotations

import pytest

from moderator_app.parsing.text import classify_color, strip_quotes, to_cyrillic, tokenize


@pytest.mark.parametrize(
    ("value", "hue"),
    [("red", "red"), ("RED", "red"), ("#ff0000", "red"), ("#F00", "red"), ("#cc0000", "red"), ("#e32636", "red"),
     ("darkred", "red"), ("crimson", "red"), ("rgb(200, 10, 20)", "red"),
     ("blue", "blue"), ("#0000ff", "blue"), ("#00f", "blue"), ("#1e90ff", "blue"), ("navy", "blue"),
     ("royalblue", "blue"), ("#3333cc", "blue"),
     ("green", None), ("#00ff00", None), ("#ff00ff", None), ("#888888", None), ("orange", None), ("", None)],
)
def test_classify_color(value, hue):
    assert classify_color(value) == hue


def test_tokens_carry_colour_and_bold():
    _plain, tokens = tokenize("[b]Вася[/b] и [color=#ff0000]Петя[/color], [color=blue][b]Маша[/b][/color]")
    flags = {t.text: (t.color, t.bold) for t in tokens}
    assert flags == {"Вася": (None, True), "и": (None, False), "Петя": ("red", False), "Маша": ("blue", True)}


def test_html_markup():
    _plain, tokens = tokenize('<span style="color:#0000FF">Вася</span> <strong>Петя</strong>')
    assert [(t.color, t.bold) for t in tokens] == [("blue", False), (None, True)]


def test_nested_quotes_removed():
    text = '[quote="A"][quote="B"]Лечу Петю[/quote]ещё[/quote] Лечу Диму'
    assert strip_quotes(text).split() == ["Лечу", "Диму"]


def test_clauses_split_at_punctuation():
    _plain, tokens = tokenize("лечу себя, прости Вася. Пока")
    assert [t.clause for t in tokens] == [0, 0, 1, 1, 2]


def test_transliteration_for_latin_nicks():
    assert to_cyrillic("kasia") == "кася"
    assert to_cyrillic("szymon") == "шымон"


def test_transliteration_writes_yo_as_ye_as_russian_players_type_it():
    assert [to_cyrillic("fiodor"), to_cyrillic("ёж")] == ["федор", "еж"]
