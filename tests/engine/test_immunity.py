"""A role's `immune` rules, looked up once (effects/_common.immunities) by each effect under its own
name: a rule that names no effect is against kills (effect `kill` declares it so), as the foundling's
«the mafia cannot kill him» (C-ROLE-FND) may be written `immune: [{from_team: mafia}]`. A rule's `from_team` means the acting player's team for
every effect that honours immunity (kill, recruit, reveal_role), never silently «from anyone»."""

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


#: three sides, so a player can be recruited by a side he is not on from either of two teams
THREE_SIDES = """\
teams:
  town:
    win: {kind: eliminate, enemies: [wolves, cult]}
  wolves:
    win: {kind: parity}
  cult:
    win: {kind: parity}
"""
RECRUITING = """\
abilities:
  lure: {effect: recruit, become: wolf}
  convert: {effect: recruit, become: cultist}
roles:
  villager: {team: town}
  foundling: {team: town, immune: IMMUNE}
  wolf: {team: wolves, abilities: [lure]}
  cultist: {team: cult, abilities: [convert]}
deal:
  5: {villager: 2, foundling: 1, wolf: 1, cultist: 1}
"""


def _recruited_to(tmp_path: Path, immune: str, recruiter: str) -> str | None:
    """The role the foundling takes when `recruiter` recruits him (None: he stays as he is)."""
    players = {"Ann": "villager", "Bob": "villager", "Found": "foundling", "Wolf": "wolf", "Cult": "cultist"}
    action = {"actor": recruiter, "action": {"Wolf": "lure", "Cult": "convert"}[recruiter], "targets": ["Found"]}
    result = night_result(tmp_path, RECRUITING.replace("IMMUNE", immune), players, [action], teams=THREE_SIDES)
    became = [dict(e.data) for e in result.events if e.kind == "became" and dict(e.data)["target"] == "Found"]
    return str(became[0]["role"]) if became else None


@pytest.mark.parametrize(("immune", "recruiter", "becomes"), [
    ("[{effect: recruit, from_team: wolves}]", "Wolf", None),       # the named team is refused
    ("[{effect: recruit, from_team: wolves}]", "Cult", "cultist"),  # another team recruits him
    ("[{effect: recruit}]", "Cult", None),                          # no team named: from anyone
    ("[{from_team: wolves}]", "Wolf", "wolf"),                      # naming no effect: against kills only
])
def test_C_ROLE_FND_recruit_immunity_from_one_team_only(tmp_path: Path, immune: str, recruiter: str,
                                                         becomes: str | None) -> None:
    assert _recruited_to(tmp_path, immune, recruiter) == becomes


SERUMS = """\
abilities:
  serum: {effect: reveal_role}
roles:
  villager: {team: town}
  chemist: {team: town, abilities: [serum]}
  millard: {team: town, immune: IMMUNE}
  witch: {team: wolves, abilities: [serum]}
deal:
  5: {villager: 2, chemist: 1, millard: 1, witch: 1}
"""


@pytest.mark.parametrize(("immune", "actor", "revealed"), [
    ("[{effect: reveal_role, from_team: wolves}]", "Witch", False),  # the named team's serum fails
    ("[{effect: reveal_role, from_team: wolves}]", "Chem", True),    # another team's serum works
    ("[{effect: reveal_role}]", "Chem", False),                      # no team named: from anyone
])
def test_H_TOWN_MILLARD_serum_immunity_from_one_team_only(tmp_path: Path, immune: str, actor: str,
                                                          revealed: bool) -> None:
    players = {"Ann": "villager", "Bob": "villager", "Chem": "chemist", "Mill": "millard", "Witch": "witch"}
    serum = [{"actor": actor, "action": "serum", "targets": ["Mill"]}]
    result = night_result(tmp_path, SERUMS.replace("IMMUNE", immune), players, serum)
    assert [e["nick"] for e in result.exposed] == (["Mill"] if revealed else [])
    assert any(e.kind == "immune" and dict(e.data)["target"] == "Mill" for e in result.events) == (not revealed)
