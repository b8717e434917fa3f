"""host-findings-2 item 17: Polish private words read «Ochrona gracza [b]Celina[/b] nie była potrzebna»
(a nominative after «gracza», «gracza» for a woman) and «wizyty u: Tomka, Jacek W.» (one nick
declined, the next one not: «Jacek W.», «Tomek_89» have no Polish forms). Every Polish private fact
puts a nick where the nominative is right, so any nick reads; printed for a man and a woman."""

from __future__ import annotations

import re

import pytest

from moderator_app.engine.effects import FACTS
from moderator_app.engine.rolesets.decl import word
from moderator_app.i18n.format import fill
from moderator_app.i18n.grammar import Nick

NICK_TAGS = ("nick", "nicks")
SAMPLE = {"role": "Mafioso", "room": "Biblioteka", "answer": "tak", "causes": "zabójstwo", "goal": "cel",
          "action": "Sprawdzenie", "text": "tekst", "number": 2, "flag": True}


def _polish_words():
    for kind, decl in sorted(FACTS.items()):
        for key, words in decl.words.items():
            yield f"{kind}.{key}", decl, word(words, "pl")


@pytest.mark.parametrize("name,decl,text", list(_polish_words()), ids=[n for n, _, _ in _polish_words()])
def test_a_polish_private_fact_declines_no_nick_and_names_no_player_before_one(name, decl, text):
    nick_fields = [field for field, tag in decl.fields.items() if tag in NICK_TAGS]
    for field in nick_fields:
        assert not re.search(r"\{" + re.escape(field) + r":case:", text), (name, text)
        assert not re.search(r"gracz\w*\s+(\[b\])?\{" + re.escape(field), text), (name, text)


@pytest.mark.parametrize("nick,gender", [("Tomek_89", "m"), ("Celina", "f"), ("Jacek W.", "m")])
def test_the_protectors_words_read_for_a_man_and_a_woman(nick, gender):
    protect = FACTS["protect"]
    values = {"target": Nick(nick, gender)}
    assert fill(word(protect.words["not_needed"], "pl"), "pl", values) == f"Twoja ochrona ([b]{nick}[/b]) nie była potrzebna."
    assert fill(word(FACTS["role"].words["text"], "pl"), "pl", dict(values, role="Mafioso")) == f"[b]{nick}[/b] ma rolę: Mafioso."
