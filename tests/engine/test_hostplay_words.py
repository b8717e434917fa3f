"""Log lines a host read as ids or garbled text while playing an evening (hostplay): each event's
words in ru/pl/en, with no id and no empty "→ —"."""

from __future__ import annotations

import pytest

from moderator_app.engine.wording.explain import explain
from moderator_app.engine.model.state import Event


@pytest.mark.parametrize("lang,expected", [
    ("pl", "Dogrywka: Cichy Szop, Mądra Kuna: nikt nie głosował — miejsce zostaje puste"),
    ("ru", "Переголосование между Cichy Szop, Mądra Kuna: голосов не было — место остаётся пустым"),
    ("en", "Runoff between Cichy Szop, Mądra Kuna: no votes — the seat stays empty")])
def test_runoff_without_votes_says_so(lang, expected):
    event = Event({"kind": "runoff", "candidates": ["Cichy Szop", "Mądra Kuna"], "counts": {}, "chosen": []})
    assert explain(event, lang) == expected


@pytest.mark.parametrize("lang,expected", [
    ("pl", "Losowanie „pokój — Noc 1, Cicha Łasica”: Kuchnia"),
    ("ru", "Жребий «комната — Ночь 1, Cicha Łasica»: Kuchnia"),
    ("en", "Draw 'room — Night 1, Cicha Łasica': Kuchnia")])
def test_draw_names_read_as_words(lang, expected):
    event = Event({"kind": "draw", "name": "room:night 1:Cicha Łasica", "value": "Kuchnia", "fixed": False})
    assert explain(event, lang) == expected


def test_attackers_are_declined_one_by_one():
    event = Event({"kind": "attack", "target": "Маша", "by": ["Петя", "Хмурая Куница"], "cause": "kill", "healable": True})
    assert explain(event, "ru").startswith("Маша: нападение от Пети, Хмурой Куницы — ")


@pytest.mark.parametrize("lang,expected", [("pl", "Śmiały Kot ginie — morderca w pokoju; "),
                                           ("ru", "Śmiały Kot погибает — убийца в комнате; ")])
def test_a_death_by_presence_names_its_cause_not_just_the_room(lang, expected):
    """SUSPI's log read "Śmiały Kot ginie — pokój" (dies — room)."""
    event = Event({"kind": "death", "target": "Śmiały Kot", "cause": "presence", "role": "guest"})
    assert explain(event, lang).startswith(expected)


@pytest.mark.parametrize("lang,nick,expected", [
    ("ru", "Маша", "Маша выживает — спасает себя сама"), ("ru", "Тихий Волк", "Тихий Волк выживает — спасает себя сам"),
    ("pl", "Ola", "Ola przeżywa — ratuje się sama"), ("en", "Ola", "Ola survived: saved themselves")])
def test_a_doctor_who_saves_himself_is_not_named_twice(lang, nick, expected):
    """The Russian log read «Тихий Волк выживает — спасает Тихий Волк»."""
    assert explain(Event({"kind": "saved", "target": nick, "by": [nick], "cause": "kill"}), lang) == expected
    assert explain(Event({"kind": "saved", "target": nick, "by": ["Вася"], "cause": "kill"}), lang).count(nick) == 1


@pytest.mark.parametrize("lang,expected", [("pl", "Tomek przeszukuje Bibliotekę — morderca: tak"),
                                           ("ru", "Tomek обыскивает комнату «Biblioteka»: убийца tak")])
def test_a_searched_room_is_declined(lang, expected):
    """S-ROLE-INV: the Polish log read «Tomek88 przeszukuje Biblioteka» (nominative), then «…: morderca nie»
    (host-findings-2 item 17): the answer is a label's value now."""
    assert explain(Event({"kind": "inspect", "actor": "Tomek", "room": "Biblioteka", "result": "tak"}), lang) == expected


@pytest.mark.parametrize("lang,expected", [
    ("ru", "Эрик: нападение от Зловолосова — убийство (засчитывается роли «Мафиози»)"),
    ("pl", "Эрик: atak — zabójstwo (na konto roli „Mafioso”); napastnicy: Зловолосов"),
    ("en", 'Эрик: attacked by Зловолосов — kill (attributed to the role "Mafioso")')])
def test_the_role_a_kill_is_attributed_to_does_not_read_as_the_attackers_role(lang, expected):
    """host-findings-2 item 13: «нападение от Зловолосов — убийство (Мафиози)» named the Boss's kill's
    attributed role as if it were his; the nick after «от» is declined."""
    from moderator_app.engine.rolesets.roleset import load_roleset

    event = Event({"kind": "attack", "target": "Эрик", "by": ["Зловолосов"], "cause": "kill:mafioso", "healable": True})
    assert explain(event, lang, load_roleset("forum-mafia-classic")) == expected
