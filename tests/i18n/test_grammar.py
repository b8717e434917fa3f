"""#15 item 5: nicks inflected where they are words (pymorphy3, morfeusz2), gender from the nick."""

from __future__ import annotations

import pytest

from moderator_app.i18n import t
from moderator_app.i18n.grammar import gender, inflect


@pytest.mark.parametrize("nick, case, expected", [
    ("Тихий Волк", "acc", "Тихого Волка"), ("Мудрый Олень", "gen", "Мудрого Оленя"),
    ("Ночная Рысь", "acc", "Ночную Рысь"), ("Петя", "acc", "Петю"), ("Дина", "gen", "Дины"),
    ("Ольга Петровна", "dat", "Ольге Петровне"), ("Бублик", "acc", "Бублика"),
    ("Sailor", "acc", "Sailor"), ("Коля_2000", "gen", "Коля_2000"), ("Вася Пупкин", "nom", "Вася Пупкин"),
    # host findings #10: a one-word nick no dictionary reads as a noun declines like «кот»; other words stay
    ("Коп", "gen", "Копа"), ("Зорг", "ins", "Зоргом"), ("Коп", "acc", "Копа"), ("Вперёд", "gen", "Вперёд"),
])
def test_russian_nicks_decline_where_they_are_words(nick, case, expected):
    assert inflect(nick, case, "ru") == expected


@pytest.mark.parametrize("nick, case, expected", [
    ("Mądry Jeleń", "gen", "Mądrego Jelenia"), ("Cichy Wilk", "acc", "Cichego Wilka"),
    ("Nocna Sowa", "acc", "Nocną Sowę"), ("Kasia", "ins", "Kasią"), ("Marek", "acc", "Marka"),
    ("Sailor", "gen", "Sailor"), ("xX_Killer_Xx", "dat", "xX_Killer_Xx"),
])
def test_polish_nicks_decline_where_they_are_words(nick, case, expected):
    assert inflect(nick, case, "pl") == expected


def test_gender_from_the_nick_or_unknown():
    assert [gender(n, "ru") for n in ("Тихий Волк", "Ночная Рысь", "Маша", "Sailor")] == ["m", "f", "f", None]
    assert [gender(n, "pl") for n in ("Cichy Wilk", "Nocna Sowa", "Anna", "Sailor")] == ["m", "f", "f", None]


def test_explanations_inflect_the_nicks_they_name():
    from moderator_app.engine.model.state import Event
    from moderator_app.engine.wording.explain import explain

    assert explain(Event({"kind": "block", "actor": "Мудрый Олень", "target": "Тихий Волк"}), "ru") == \
        "Мудрый Олень блокирует Тихого Волка"
    assert explain(Event({"kind": "hire", "actor": "Коля", "employer": "Мудрый Олень", "ok": True}), "ru") == \
        "Коля нанимается к Мудрому Оленю: да"
    assert t("cli.pm_for", "ru", nick="Мудрый Олень") == "ЛС для Мудрого Оленя"
    assert t("cli.pm_for", "ru", nick="Коп") == "ЛС для Копа"
    assert t("cli.pm_for", "pl", nick="Mądry Jeleń") == "PW dla Mądrego Jelenia"
    assert explain(Event({"kind": "deprived", "target": "Вася", "days": 2, "by": None}), "ru") == "Вася без голоса на 2 дня"
    assert explain(Event({"kind": "deprived", "target": "Вася", "days": 5, "by": None}), "ru") == "Вася без голоса на 5 дней"


def test_a_first_name_the_dictionary_calls_fixed_never_leaves_half_a_nick_declined():
    """host-findings-2 item 13: «Дурин XII блокирует Афоня Лопатина» (pymorphy marks «Афоня» `Fixd`)."""
    assert inflect("Афоня Лопатин", "acc", "ru") == "Афоня Лопатин"
    assert inflect("Ваня Петров", "acc", "ru") == "Ваню Петрова"  # a name that declines still does
    assert inflect("Мария Петрова", "gen", "ru") == "Марии Петровой"
