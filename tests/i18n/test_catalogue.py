"""The catalogue: every key in all three languages, every text fills, the fallback chain, grammar specs."""

from __future__ import annotations

import string

import pytest

from moderator_app.i18n import LANGS, MissingText, catalogue, chain, name_in, t
from moderator_app.i18n.format import plural_index


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_key_exists_in_all_three_languages():
    """Widget strings (`qt.<Class>.<English source>`) are their own English: en.yaml has no `qt:`."""
    keys = {lang: set(catalogue(lang)) for lang in LANGS}
    keys["en"] |= {key for key in keys["ru"] | keys["pl"] if key.startswith("qt.")}
    every = set().union(*keys.values())
    missing = {lang: sorted(every - found) for lang, found in keys.items() if every - found}
    assert not missing, missing


def test_every_text_fills_with_its_placeholders():
    """A typo in a spec (`{n:plurl:…}`) or a placeholder a language invents fails here, not on screen."""
    every = set(catalogue("en"))
    for key in every:
        names = set().union(*(_placeholders(str(catalogue(lang)[key])) for lang in LANGS if key in catalogue(lang)))
        params = {name: 2 for name in names}
        for lang in LANGS:
            assert isinstance(t(key, lang, **params), str), (key, lang)


def test_no_text_is_empty_or_hedges_gender_with_brackets():
    """Grammar (#15 item 5): no "пал(а)", "zginął(-ęła)", "day(s)" — a spec or a neutral wording instead."""
    for lang in LANGS:
        for key, text in catalogue(lang).items():
            assert str(text).strip(), (lang, key)
            for hedge in ("(а)", "(ла)", "(ась)", "(-a)", "(a)", "(-ęła)", "(s)", "(-szła)"):
                assert hedge not in str(text), (lang, key, text)


def test_one_fallback_chain_and_a_key_nowhere_is_an_error():
    assert chain("pl") == ("pl", "en", "ru") and chain("ru") == ("ru", "en") and chain("xx") == ("ru", "en")
    with pytest.raises(MissingText):
        t("no.such.key", "ru")
    assert name_in({"ru": "Доктор"}, "pl", "doctor") == "Доктор"
    assert name_in({"en": "Doctor", "ru": "Доктор"}, "pl", "doctor") == "Doctor"
    assert name_in({}, "pl", "doctor") == "doctor"


@pytest.mark.parametrize("lang, counts", [
    ("ru", {1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 21: 0, 22: 1, 25: 2, 111: 2}),
    ("pl", {1: 0, 2: 1, 4: 1, 5: 2, 12: 2, 21: 2, 22: 1, 25: 2, 0: 2}),
    ("en", {1: 0, 2: 1, 0: 1, 21: 1}),
])
def test_plural_forms_follow_each_languages_rules(lang, counts):
    assert {n: plural_index(n, lang) for n in counts} == counts


def test_refusal_with_a_plural_and_a_phase_name():
    assert t("refusal.copy_limit", "ru", action="Лечение", limit=2) == "«Лечение» можно скопировать не больше 2 раз за игру"
    assert t("refusal.copy_limit", "ru", action="Лечение", limit=1).endswith("1 раза за игру")
    assert t("refusal.copy_limit", "pl", action="Leczenie", limit=5).endswith("5 razy na grę")
    assert t("refusal.wrong_phase", "pl", phase="night") == "nie w tej fazie: teraz Noc"


def test_causes_agree_with_the_nicks_gender_and_stay_neutral_when_unknown():
    assert t("cause.hunt", "ru", nick="Тихий Волк") == "пал жертвой охоты"
    assert t("cause.hunt", "ru", nick="Ночная Рысь") == "пала жертвой охоты"
    assert t("cause.kill", "ru", nick="Sailor") == "выбывает: убийство"
    assert t("cause.kill", "pl", nick="Kasia") == "zabita"
    assert t("cause.kill", "pl", nick="xXx") == "odpada: zabójstwo"
