"""«Против X» casts a vote only where it opens a sentence that does not ask (lexicon.VOTE_OPENING). After a negation
(«Не против Соболя.», «Я не против Соболя»: no objection) it is negated as any vote word is; after a question word
(«Кто против Соболя?», lexicon.VOTE_OPENING_ASKED) or in a sentence ending in «?» («Против Соболя?») the post asks.
Both were read as a 0.6 vote for Соболь (a post of little more than a nick, `message._only_names`). Made-up posts."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message, read_thread
from moderator_app.parsing.messages import say

PLAYERS = ["Быстрый Ёж", "Старый Соболь", "Тихий Зубр", "Мудрая Ласка", "Rewik", "Ewa"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


def _read(text: str, roleset: dict):
    return parse_message(text, roleset=roleset, players=PLAYERS, actor="Тихий Зубр", expect="vote")


@pytest.mark.parametrize("text", ["Не против Соболя.", "Я не против Соболя.", "Ну, я не против Старого Соболя",
                                  "Nie przeciw Rewikowi."])
def test_C_LYNCH_1_a_negated_against_is_no_vote(text: str, roleset: dict) -> None:
    result = _read(text, roleset)
    assert not result.targets and str(result.problem) == str(say("negated_vote", result.lang))


@pytest.mark.parametrize("text", ["Кто против Соболя?", "Кто против Соболя", "Кто против Соболя?!", "Против Соболя?",
                                  "А кто против Старого Соболя? Я пока думаю.", "Kto przeciw Rewikowi?"])
def test_C_LYNCH_1_a_question_with_against_is_no_vote(text: str, roleset: dict) -> None:
    result = _read(text, roleset)
    assert not result.targets and str(result.problem) == str(say("vote_talked_of", result.lang))


@pytest.mark.parametrize("text, target", [("Против Соболя.", "Старый Соболь"),
                                          ("Кто молчит? Против Соболя.", "Старый Соболь"),
                                          ("Против Соболя, кто со мной?", "Старый Соболь"),
                                          ("Я не против Соболя, но голосую за Ежа.", "Быстрый Ёж")])
def test_C_LYNCH_1_against_opening_a_plain_sentence_still_votes(text: str, target: str, roleset: dict) -> None:
    result = _read(text, roleset)
    assert result.targets == [target] and not result.problem


@pytest.mark.parametrize("text", ["Не против Соболя.", "Кто против Соболя?"])
def test_C_LYNCH_1_the_page_counts_no_vote_for_a_negated_or_asked_against(text: str, roleset: dict) -> None:
    page = (f"Re: Мафия 1\n\nby Тихий Зубр » Sat Aug 24, 2013 6:00 pm\n\nПодумал ещё. {text}\nТихий Зубр\nTop\n\n"
            "Re: Мафия 1\n\nby Мудрая Ласка » Sat Aug 24, 2013 6:05 pm\n\nПривет всем.\nМудрая Ласка\nTop")
    reading = read_thread(page, roleset=roleset, players=PLAYERS)
    assert reading.standing.get("Тихий Зубр") is None
