"""A `card_role` of another team is said as a warning (host-findings-4): a godfather with `card_role: citizen`
got the card «Мирный житель (Город)», no abilities and no mates, while the set checked «Проблем нет». It may be
meant (a player who does not know his side), so it is a warning, not an error; a same-team card (a paranoid
cop told «cop», the classic Foundling told «citizen») says nothing."""

from __future__ import annotations

from moderator_app.engine.rolesets.checker import check_text
from tests.test_checker import SMALL


def _found(text: str) -> list:
    return [p for p in check_text(text, source="set.yaml") if p.code == "card_role_other_team"]


def test_a_card_of_another_teams_role_is_a_warning_naming_both_sides() -> None:
    text = SMALL.replace("  wolf: {team: wolves, abilities: [bite]}\n", "  wolf: {team: wolves, abilities: [bite], card_role: villager}\n")
    [problem] = _found(text)
    assert (problem.severity, problem.path) == ("warning", ("roles", "wolf", "card_role"))
    assert "«wolf» называет роль «villager» из команды «town»: игрок не узнает, что играет за «wolves»" in problem.text("ru")
    names = {("role", "wolf"): "Волк", ("role", "villager"): "Селянин", ("team", "town"): "Деревня", ("team", "wolves"): "Стая"}
    shown = problem.text("ru", lambda kind, item, _lang: names[(kind, item)])
    assert "«Волк» называет роль «Селянин» из команды «Деревня»: игрок не узнает, что играет за «Стая»" in shown


def test_a_card_of_the_same_team_says_nothing() -> None:
    text = SMALL.replace("  seer: {team: town, abilities: [look]}\n", "  seer: {team: town, abilities: [look], card_role: villager}\n")
    assert _found(text) == [] and _found(SMALL) == []
