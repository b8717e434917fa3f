"""A role's `immune` rules, looked up once (effects/_common.immunities) by each effect under its own
name: a rule that names no effect is against kills (effect `kill` declares it so), as the foundling's
«the mafia cannot kill him» (C-ROLE-FND) may be written `immune: [{from_team: mafia}]`."""

from __future__ import annotations

from pathlib import Path

import pytest

from .one_night import night_result

SET = """\
abilities:
  bite: {effect: kill}
  serum: {effect: reveal_role}
roles:
  villager: {team: town}
  chemist: {team: town, abilities: [serum]}
  foundling: {team: town, immune: IMMUNE}
  wolf: {team: wolves, abilities: [bite]}
deal:
  5: {villager: 2, chemist: 1, foundling: 1, wolf: 1}
"""


def _deaths(tmp_path: Path, immune: str) -> list[str]:
    players = {"Ann": "villager", "Bob": "villager", "Chem": "chemist", "Found": "foundling", "Wolf": "wolf"}
    bite = [{"actor": "Wolf", "action": "bite", "targets": ["Found"]}]
    return [d.nick for d in night_result(tmp_path, SET.replace("IMMUNE", immune), players, bite).deaths]


@pytest.mark.parametrize(("immune", "dies"), [
    ("[{from_team: wolves}]", []),                # no effect named: against kills
    ("[{effect: kill, from_team: wolves}]", []),
    ("[{from_team: town}]", ["Found"]),           # from another team only
    ("[{effect: reveal_role}]", ["Found"]),       # against another effect only
])
def test_C_ROLE_FND_an_immunity_naming_no_effect_is_against_kills(tmp_path: Path, immune: str, dies: list[str]) -> None:
    assert _deaths(tmp_path, immune) == dies
