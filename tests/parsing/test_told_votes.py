"""A vote word that tells of votes instead of casting one is read as no vote (held-out real items taught
these: rules lines and a host's accounts, ../shared/corpus/forum/posts.yaml): a past tense or
participle, a count ("2 голоса"), an infinitive beside a modal, a Polish third person plural, and a
word alone in quotation marks inside a sentence. The casting forms around them still cast."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from .corpus import load_roleset

PLAYERS = ["Вася", "Петя", "Kasia", "Ola"]


@pytest.fixture(scope="module")
def classic():
    return load_roleset("forum-mafia-classic")


def _vote(roleset, text):
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Петя", expect="vote")
    if result.kind != "vote":
        return None
    return "abstain" if result.abstain else "cancel" if result.cancel else (result.targets or [None])[0]


@pytest.mark.parametrize("text", [
    "Вася - повешен горожанами (мирный).",
    "Вася проголосовал с пометкой окончательно.",
    "Не проголосовал: 2 голоса против Васи.",
    "Два голоса за Васю, остальные разошлись.",
    "голосовать за Васю обязан каждый игрок.",
    "Kasia nie może anulować głosu sama sobie.",
    "Mieszkańcy głosują za Olą, a potem śpią.",
    'Писать "воздерживаюсь" нельзя, голосуйте за игрока.',
])
def test_a_vote_word_that_tells_of_votes_casts_nothing(classic, text):
    assert _vote(classic, text) is None


@pytest.mark.parametrize(("text", "read"), [
    ("Голосую за Васю", "Вася"), ("Казнить Васю", "Вася"), ("Пас", "abstain"), ('"Пас"', "abstain"),
    ("głosuję na Olę", "Ola"), ("głosuje na Olę", "Ola"), ("zagłosowałem na Olę", "Ola"),
    ("Отменяю голос", "cancel"),
])
def test_the_casting_forms_still_cast(classic, text, read):
    assert _vote(classic, text) == read
