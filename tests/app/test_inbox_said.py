"""Nothing vanishes silently: an inbox row stored with a problem sentence whose catalogue key a later version no
longer has keeps the words it had the day it was pasted (before, the problem became None and the row looked fine)."""

from __future__ import annotations

from moderator_app.app.inbox.said import decode, encode
from moderator_app.parsing.messages import say


def test_a_stored_sentence_comes_back_in_the_language_of_today():
    stored = encode(say("no_vote_target", "ru"))
    assert stored["text"] == "Не понял, за кого голос."
    assert decode(stored).render("en") == str(say("no_vote_target", "en"))


def test_a_sentence_whose_key_is_gone_keeps_its_stored_words():
    stored = {"said": "a_key_this_version_lacks", "section": "parser", "lang": "ru", "values": {},
              "text": "Голос за выбывшего игрока."}
    assert decode(stored) == "Голос за выбывшего игрока."
