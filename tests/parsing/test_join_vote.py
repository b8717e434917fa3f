"""«Присоединяюсь к Кабану» / "dołączam do Oli" / "I join Kabal": a vote for that player or a vote like his.
Never counted unseen: a single message reads the named player flagged (his own vote, from the quote of his
post, as the alternative); a pasted page lists the post for the host with that reason (H-VOTE-5: votes
counted from pasted posts, nothing dropped silently). The phrases are declared once in `lexicon.JOIN`."""

from __future__ import annotations

import pytest

from moderator_app.parsing import lexicon, parse_message, read_thread

from .corpus import load_roleset

PLAYERS = ["Кабан", "Вася", "Петя", "Маша", "Ola", "Kasia", "Kabal", "John"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def test_join_words_are_declared_in_every_language():
    assert set(lexicon.JOIN) == {"ru", "pl", "en"} and all(lexicon.JOIN.values())


@pytest.mark.parametrize(("text", "named", "other"), [
    ("Присоединяюсь к Кабану", "Кабан", None),
    ("[quote=Кабан]Голосую против Васи[/quote]\nПрисоединяюсь к Кабану", "Кабан", "Вася"),
    ("dołączam do Oli", "Ola", None),
    ('[quote="Ola"]głosuję na Kasię[/quote] Dołączam do Oli', "Ola", "Kasia"),
    ("I join John", "John", None),
    ("[quote=John]##vote Kasia[/quote] same as John", "John", "Kasia"),
])
def test_a_single_join_is_flagged_with_the_quoted_vote_as_alternative(roleset, text, named, other):
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Петя", expect="vote")
    assert result.kind == "vote" and result.targets == [named] and result.joins == named
    assert result.confidence <= 0.5 and result.problem and named in result.problem
    if other:
        assert result.alternatives[0] == other and other in result.problem
    assert result.to_json()["joins"] == named


def test_a_plain_vote_is_no_join(roleset):
    result = parse_message("Голосую за Петю", roleset=roleset, players=PLAYERS, actor="Маша", expect="vote")
    assert result.joins is None and result.problem is None and "joins" not in result.to_json()


def test_a_told_join_is_no_vote(roleset):
    """'житель сможет присоединится к …' (forum.vsol.info rules, in its shape): a third person tells, casts nothing."""
    result = parse_message("житель сможет присоединится к Кабану", roleset=roleset, players=PLAYERS, expect="vote")
    assert result.kind != "vote"


PAGE = """Сообщение Кабан 17 сен 2009, 21:51
Голосую против Васи

Сообщение Петя 17 сен 2009, 22:01
[quote="Кабан"]Голосую против Васи[/quote]
Присоединяюсь к Кабану

Сообщение Маша 17 сен 2009, 22:11
Присоединяюсь к Кабану
"""


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_H_VOTE_5_a_join_on_a_page_is_listed_not_counted(roleset, lang):
    reading = read_thread(PAGE, roleset=roleset, players=PLAYERS, lang=lang)
    kaban, petya, masha = reading.posts
    assert [v.target for v in kaban.votes] == ["Вася"]
    for post in (petya, masha):  # under his quote, and after his vote on the page: Вася is the other reading
        assert post.votes == [] and "Кабан" in post.ignored and "Вася" in post.ignored
    assert reading.standing["Петя"] is None and reading.standing["Маша"] is None
