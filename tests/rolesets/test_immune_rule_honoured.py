"""A role's `immune` rule names an effect that stops on it; only effects declaring `honours_immunity`
(kill, recruit, reveal_role: effects/_common.immunities) ever read such rules. A rule naming another effect
(`{effect: check}`: «the commissar cannot see him») was accepted and did nothing, so the checker names it — an
error, not a refusal at load: a game kept with such a set still opens (as Param.needed_when)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
import yaml

from moderator_app import paths
from moderator_app.engine.effects import EFFECTS
from moderator_app.engine.effects import _common
from moderator_app.engine.rolesets.checker import check_file, check_text, honours_immunity
from moderator_app.engine.rolesets.roleset import build_roleset
from tests.test_checker import SMALL


def immune(rules: str) -> str:
    return SMALL.replace("  villager: {team: town}\n", f"  villager: {{team: town, immune: {rules}}}\n")


def dead_rules(text: str) -> list:
    return [p for p in check_text(text, source="set.yaml") if p.code == "immune_not_honoured"]


def test_C_ROLE_FND_an_immunity_to_a_check_is_an_error_naming_the_role_and_its_line() -> None:
    text = immune("[{effect: kill, from_team: wolves}, {effect: check}]")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith("  villager:"))
    found = dead_rules(text)
    assert [(p.severity, p.line, p.path) for p in found] == [("error", line, ("roles", "villager", "immune", 1, "effect"))]
    assert found[0].text("en") == (
        f"set.yaml:{line}: roles.villager.immune[1].effect: the role 'villager' is immune to 'check', but that effect never "
        "asks about immunity: the rule does nothing (an immunity may name kill, recruit, reveal_role)")
    assert "роль «villager» неуязвима к «check», но этот эффект неуязвимость не проверяет" in found[0].text("ru")
    assert "rola „villager” jest odporna na „check”, ale ten efekt nie sprawdza odporności" in found[0].text("pl")


def test_C_ROLE_FND_a_rule_written_as_a_block_points_at_its_effect_key() -> None:
    text = SMALL.replace("  villager: {team: town}\n", "  villager:\n    team: town\n    immune:\n      - from_team: wolves\n"
                                                       "        effect: block\n")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row.strip() == "effect: block")
    assert [(p.line, "immune to 'block'" in p.text("en")) for p in dead_rules(text)] == [(line, True)]


@pytest.mark.parametrize("rules", [
    "[{from_team: wolves}]",                  # no effect named: against kills (C-ROLE-FND)
    "[{effect: kill, from_team: wolves}]",
    "[{effect: recruit}]",
    "[{effect: reveal_role}]",                # H-TOWN-MILLARD: not exposed by serum
])
def test_H_TOWN_MILLARD_immunities_to_effects_that_honour_them_pass(rules: str) -> None:
    assert dead_rules(immune(rules)) == []


def test_the_effects_an_immunity_may_name_are_those_declaring_it() -> None:
    assert honours_immunity() == ["kill", "recruit", "reveal_role"]


def test_a_game_kept_with_such_a_set_still_opens() -> None:
    rs = build_roleset(yaml.safe_load(immune("[{effect: check}]")))
    assert rs.roles["villager"].get("immune") == [{"effect": "check"}]


SETS = sorted(paths.rolesets_dir().glob("*.yaml")) + sorted(
    p for p in (paths.examples_dir() / "host-made").glob("*.yaml") if not p.stem.endswith("-game"))


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.stem)
def test_no_shipped_or_host_made_set_has_an_immunity_that_does_nothing(path: Path) -> None:
    assert [str(p) for p in check_file(path) if p.code == "immune_not_honoured"] == []


def test_only_an_effect_declaring_the_trait_may_read_immunity() -> None:
    """The trait is the one list the checker reads: an effect reading immunity without it would be told to the
    host as a dead rule, one declaring it without reading would let a dead rule pass."""
    readers = set()
    for name, decl in EFFECTS.items():
        module = inspect.getmodule(decl.handler) if decl.handler else None
        tree = ast.parse(inspect.getsource(module)) if module else None
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "immunities"] if tree else []
        if calls:
            readers.add(name)
    assert readers == {name for name, decl in EFFECTS.items() if decl.honours_immunity}
    with pytest.raises(TypeError, match="honours_immunity"):
        _common.immunities(build_roleset(yaml.safe_load(SMALL)).roles["villager"], EFFECTS["check"], "wolves")
