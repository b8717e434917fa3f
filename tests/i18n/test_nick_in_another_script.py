"""A nick written in another language's script stays as typed (the project's decision, host-findings-3
item 6): a Polish post never gives a Cyrillic nick a case ending (no Russian ending in Polish text, no
Polish guess at a Russian name), a Russian post never a Latin one, a nick mixing scripts neither.
Its gender is then the player's declared one, else the neutral wording. The same in a template's
`case` filter and a catalogue text's `{nick:case:…}`."""

from __future__ import annotations

import pytest

from moderator_app.i18n import t
from moderator_app.i18n.format import fill
from moderator_app.i18n.grammar import Nick, inflect

CASES = ("gen", "dat", "acc", "ins", "loc")


@pytest.mark.parametrize("lang, nick", [("pl", "Вася"), ("pl", "Маша"), ("pl", "Рыжий Кот"), ("ru", "Tomek"),
                                        ("ru", "Kasia"), ("pl", "Wiktor Кот"), ("ru", "Wiktor Кот")])
def test_a_nick_in_another_script_stays_as_typed_in_every_case(lang, nick):
    assert {inflect(nick, case, lang) for case in CASES} == {nick}


def test_its_own_language_still_inflects_it():  # the decision leaves the own-script nicks declined
    assert inflect("Вася", "gen", "ru") == "Васи" and inflect("Tomek", "gen", "pl") == "Tomka"


def test_a_polish_text_names_a_cyrillic_nick_as_typed_and_by_its_declared_gender():
    assert fill("dla {nick:case:gen}", "pl", {"nick": "Маша"}) == "dla Маша"
    assert fill("{nick:gender:zabity|zabita|zabity(-a)}", "pl", {"nick": "Маша"}) == "zabity(-a)"
    assert fill("{nick:gender:zabity|zabita|zabity(-a)}", "pl", {"nick": Nick("Маша", "f")}) == "zabita"
    assert "Вася" in t("mail.ok", "pl", action="Sprawdzenie", targets=["Вася"])
