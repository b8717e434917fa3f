"""Text about a role appears only when that role is dealt: the Boss's card and the opening post speak
of the Foundling only in a game with a Foundling (`description_if_dealt` in the role set)."""

from __future__ import annotations

import pytest

from moderator_app.posts import render_opening_post, render_role_card
from moderator_app.posts.view import role_description

from .post_helpers import LANGS, play

FOUNDLING = {"ru": "Подкидыш", "pl": "Podrzut", "en": "Foundling"}
WITHOUT = {"Com": "commissar", "Doc": "doctor", "Boss": "boss", "Maf": "mafioso", "Cit1": "citizen",
           "Cit2": "citizen", "Cit3": "citizen", "Cit4": "citizen"}
WITH = {**WITHOUT, "Cit4": "foundling"}


@pytest.mark.parametrize("lang", LANGS)
def test_C_ROLE_FND_boss_texts_mention_the_foundling_only_when_he_is_dealt(lang):
    game = play([{"day": {}}], WITHOUT)
    card, opening = render_role_card(game, "Boss", lang), render_opening_post(game, lang)
    assert FOUNDLING[lang] not in card and FOUNDLING[lang] not in opening
    assert {"ru": "Мафиози.", "pl": "Mafioso.", "en": "A mafioso."}[lang] in card
    game = play([{"day": {}}], WITH)
    card, opening = render_role_card(game, "Boss", lang), render_opening_post(game, lang)
    assert FOUNDLING[lang] in card and FOUNDLING[lang] in opening


BOSS = {"ru": "Босс", "pl": "Boss", "en": "Boss"}


@pytest.mark.parametrize("lang", LANGS)
def test_C_ROLE_FND_foundling_text_names_the_boss_only_when_a_boss_is_dealt(lang):
    """C-ROLE-FND / C-ROLE-BOSS: with no Boss in the deal (the first mafioso stands in), the Foundling's
    description says what he is without promising a Boss; with a Boss it tells whose child he is."""
    no_boss = {("Don" if nick == "Boss" else nick): ("mafioso" if role == "boss" else role) for nick, role in WITH.items()}
    game = play([{"day": {}}], no_boss)
    text = role_description(game, "foundling", lang)
    assert text and BOSS[lang] not in text and BOSS[lang] not in render_opening_post(game, lang)
    game = play([{"day": {}}], WITH)
    assert BOSS[lang] in role_description(game, "foundling", lang)
