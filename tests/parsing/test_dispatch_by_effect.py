"""The parser reads what a request carries from the effect's declaration, never from the action's
id (#11 item 1): a host who renames `copy` to `mimic` (same effect) still gets a copy, and a hire
renamed `recruit` still reads employer then victim."""

from __future__ import annotations

import copy
from typing import Any

from moderator_app.parsing import parse_message

from .conftest import HYPER_PLAYERS


def _renamed(roleset: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    renamed = copy.deepcopy(roleset)
    abilities = renamed["abilities"]
    renamed["abilities"] = {(new if key == old else key): spec for key, spec in abilities.items()}
    spec = renamed["abilities"][new]
    if spec.get("id") == old:
        spec["id"] = new
    for role in renamed["roles"].values():
        role["abilities"] = [new if a == old else a for a in role.get("abilities") or []]
    return renamed


def test_H_ABR_1_a_copy_renamed_mimic_still_parses_as_a_copy(hyper: dict[str, Any]) -> None:
    mimic = _renamed(hyper, "copy", "mimic")
    assert mimic["abilities"]["mimic"]["effect"] == "copy"
    r = parse_message("копирую Еноха, лечу себя", roleset=mimic, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.role, r.as_action, r.targets) == ("mimic", "enoch", "heal", ["Рики"])


def test_H_TOWN_TWINS_a_hire_renamed_recruit_still_reads_employer_then_victim(hyper: dict[str, Any]) -> None:
    original = parse_message("нанимаюсь к Юне, убиваю Эсми", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    recruit = _renamed(hyper, "hire", "recruit")
    r = parse_message("нанимаюсь к Юне, убиваю Эсми", roleset=recruit, players=HYPER_PLAYERS, actor="Рики")
    assert original.action == "hire"
    assert (r.action, r.targets) == ("recruit", original.targets)
