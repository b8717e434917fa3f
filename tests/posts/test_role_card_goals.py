"""SUSPI role PMs tell the player his secret goal and the name on his card (S-GOAL-*): the board
showed both to the host while the PM said neither, so a spy never learnt whom to spend a night with."""

from __future__ import annotations

import pytest

from moderator_app.posts import render_role_card
from tests.engine.suspi_helpers import play

ROLES = ["killer", "killer", "investigator", "doctor", "guest", "guest", "guest", "guest"]


@pytest.mark.parametrize("lang, goal, target", [
    ("ru", "Ваша тайная цель: [b]Шпион[/b]. Одна ночь в комнате с игроком, названным на карте.",
     "Имя на вашей карте: [b]Kasia[/b]"),
    ("pl", "Twój tajny cel: [b]Szpieg[/b]. Jedna noc w pokoju z osobą wskazaną na karcie.",
     "Imię na Twojej karcie: [b]Kasia[/b]"),
    ("en", "Your secret goal: [b]Spy[/b]. One night in a room with the player named on the card.",
     "The name on your card: [b]Kasia[/b]"),
])
def test_S_GOAL_SPY_the_role_pm_names_the_goal_and_the_player_on_the_card(lang, goal, target):
    game = play(ROLES, [], goals={"Zosia": {"goal": "spy", "goal_target": "Kasia"}})
    card = render_role_card(game, "Zosia", lang)
    assert goal in card and target in card


def test_S_GOAL_THIEF_a_goal_without_a_name_on_the_card_and_a_set_without_goals():
    game = play(ROLES, [], goals={"Bartek": {"goal": "thief"}})
    card = render_role_card(game, "Bartek", "ru")
    assert "Ваша тайная цель: [b]Вор[/b]. Одна ночь в одиночестве в Кабинете." in card
    assert "Имя на вашей карте" not in card
    from tests.engine.classic_helpers import play as classic_play

    classic = classic_play([])
    assert "тайная цель" not in render_role_card(classic, next(iter(classic.players)), "ru")
