"""Nothing dropped silently (#13 item 6): a vote word that tells of a vote instead of casting one (a past tense,
an imperative to others, a count, a rule) is listed with THAT reason — before, the host read «Слово голоса с
отрицанием» for a post with no negation in it. Real material: forum.riverrise.ru "Шаттратская мафия"
(https://forum.riverrise.ru/topic/1331-konkurs-shattratskaia-mafiia), the host's day opening «Выбирайте, спорьте,
голосуйте.»; gexe.pl's Wilkołak rules "Głosujcie!" (heldout-pl.yaml)."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message, read_thread
from moderator_app.parsing.messages import say

from .corpus import load_roleset

RIVERRISE = ["Allukards", "Nemiroffka", "ValveToNaruto", "tonker", "Микола", "Areleksiya"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


@pytest.mark.parametrize(("text", "lang"), [
    ("Спорьте, ищите, голосуйте. Жители - не ошибитесь!", "ru"),
    ("Я проголосовал за Allukards вчера.", "ru"),
    ("Tej nocy zginął tonker. Głosujcie!", "pl"),
])
def test_a_vote_word_that_tells_of_a_vote_is_listed_as_told_not_as_negated(roleset, text, lang):
    result = parse_message(text, roleset=roleset, players=RIVERRISE, actor="Микола", expect="vote", lang=lang)
    assert not result.targets
    assert str(result.problem) == str(say("vote_told", lang)), result.problem


def test_a_negated_vote_word_keeps_its_own_reason(roleset):
    result = parse_message("Не голосую за Allukards", roleset=roleset, players=RIVERRISE, actor="Микола",
                           expect="vote", lang="ru")
    assert not result.targets and str(result.problem) == str(say("negated_vote", "ru")), vars(result)


def test_the_hosts_call_to_vote_on_a_page_is_listed_with_the_told_reason(roleset):
    page = ("Сообщение Микола » 03 ноя 2015, 10:00\nСпорьте, ищите, голосуйте.\n\n"
            "Сообщение Allukards » 03 ноя 2015, 10:05\nГолосую против tonker\n")
    reading = read_thread(page, roleset=roleset, players=RIVERRISE, lang="ru")
    call, vote = reading.posts
    assert call.votes == [] and call.ignored == str(say("vote_told", "ru"))
    assert [v.target for v in vote.votes] == ["tonker"]
