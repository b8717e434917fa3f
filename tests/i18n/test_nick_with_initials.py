"""A nick closing with an initial («Jacek W.», «Маша К.»): the log declines the name before it and keeps
the initial as typed, as a host writes it (host-findings-5 item 21: «Jacek W. blokuje Ewa M.»); a nick
with an underscore or digits has no forms and stays as typed. A Polish first name and surname («Jacek Wolski») are both declined.
Nicks here are made up."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.state import Event
from moderator_app.engine.wording.explain import explain
from moderator_app.i18n.grammar import Nick, gender, inflect


@pytest.mark.parametrize("nick, case, lang, said", [
    ("Jacek W.", "gen", "pl", "Jacka W."), ("Ewa M.", "acc", "pl", "Ewę M."), ("Ola K. W.", "ins", "pl", "Olą K. W."),
    ("Bartek Z", "gen", "pl", "Bartka Z"), ("Mądry Jeleń Ż.", "gen", "pl", "Mądrego Jelenia Ż."),
    ("Маша К.", "acc", "ru", "Машу К."), ("Иван П.", "ins", "ru", "Иваном П."),
    ("Kasia_K", "acc", "pl", "Kasia_K"), ("Tomek_89", "gen", "pl", "Tomek_89"), ("Ewa m.", "acc", "pl", "Ewa m."),
    ("Jacek W.", "gen", "ru", "Jacek W."),  # a Latin name has no Russian forms
    # a first name and a surname: both declined, a woman's surname in -ak has one form
    ("Jacek Wolski", "gen", "pl", "Jacka Wolskiego"), ("Kasia Kowalska", "ins", "pl", "Kasią Kowalską"),
    ("Ewa Nowak", "acc", "pl", "Ewę Nowak"), ("Jan Nowak", "gen", "pl", "Jana Nowaka"),
])
def test_a_name_before_its_initial_is_declined_and_the_initial_kept(nick, case, lang, said):
    assert inflect(nick, case, lang) == said


def test_a_nick_with_an_initial_has_its_names_gender():
    assert (gender("Ewa M.", "pl"), gender("Jacek W.", "pl"), gender("Маша К.", "ru")) == ("f", "m", "f")
    assert gender("Ewa Nowak", "pl") == "f"  # her first name says so, not «nowak», a man's noun


def test_her_nick_with_an_initial_stays_as_typed_where_her_name_would():
    assert inflect(Nick("Kat M.", "f"), "acc", "pl") == "Kat M."


def test_polish_log_lines_decline_two_word_nicks():
    assert explain(Event({"kind": "block", "actor": "Jacek W.", "target": "Ewa M."}), "pl") == "Jacek W. blokuje Ewę M."
    blocked = Event({"kind": "blocked", "actor": "Ewa M.", "action": "poison", "by": "Jacek W."})
    assert explain(blocked, "pl").endswith("blokada od Jacka W.")
    assert explain(Event({"kind": "block", "actor": "Маша К.", "target": "Иван П."}), "ru") == "Маша К. блокирует Ивана П."
