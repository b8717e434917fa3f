"""#22 item 7: an `unstoppable` attack goes through a bodyguard — the guarded player dies and the
bodyguard lives (effects/bodyguard.py takes only attacks a heal could stop), as the reference says;
and the reference shows a check's answers as the YAML writes them (`true`/`false`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.authoring.refdoc import reference_markdown
from moderator_app.engine.effects._common import UNSTOPPABLE
from moderator_app.engine.model.game import Game
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.model.script import script_entries

SET = """\
id: guards
teams:
  town:
    win: {kind: eliminate, enemies: [wolves]}
  wolves:
    win: {kind: parity}
abilities:
  bite: {effect: kill, unstoppable: UNSTOPPABLE}
  guard: {effect: bodyguard}
roles:
  villager: {team: town}
  bodyguard: {team: town, abilities: [guard]}
  wolf: {team: wolves, abilities: [bite]}
deal:
  5: {villager: 3, bodyguard: 1, wolf: 1}
"""


@pytest.mark.parametrize(("unstoppable", "dies"), [(True, "Ann"), (False, "Guard")])
def test_an_unstoppable_attack_goes_through_a_bodyguard(tmp_path: Path, unstoppable: bool, dies: str) -> None:
    path = tmp_path / "guards.yaml"
    path.write_text(SET.replace("UNSTOPPABLE", str(unstoppable).lower()), encoding="utf-8")
    players = {"Ann": "villager", "Bob": "villager", "Cid": "villager", "Guard": "bodyguard", "Wolf": "wolf"}
    doc = {"ruleset": str(path), "seed": 1, "players": [{"nick": n, "role": r} for n, r in players.items()],
           "phases": [{"night": {"actions": [{"actor": "Wolf", "action": "bite", "targets": ["Ann"]},
                                             {"actor": "Guard", "action": "guard", "targets": ["Ann"]}]}}]}
    result = Game.replay(script_entries(doc)).phases[0].result
    assert result is not None
    assert [d.nick for d in result.deaths] == [dies]


@pytest.mark.parametrize(("lang", "words"), [("ru", "ни телохранитель"), ("pl", "ani ochroniarz"), ("en", "no bodyguard")])
def test_the_reference_says_an_unstoppable_attack_passes_a_bodyguard(lang: str, words: str) -> None:
    """The classic set's lethal injection is `unstoppable: true`: its line in the reference says so."""
    reference = reference_markdown(load_roleset("forum-mafia-classic"), lang)
    line = next(row for row in reference.splitlines() if "431" in row)
    assert words in line
    assert "bodyguard" in UNSTOPPABLE.doc["en"]  # the editor's and the parameter table's words too


@pytest.mark.parametrize(("lang", "answers"), [("ru", "true → мафия, false → не мафия"),
                                               ("pl", "true → mafia, false → nie mafia"),
                                               ("en", "true → mafia, false → not mafia")])
def test_the_reference_shows_a_checks_answers_as_written_in_yaml(lang: str, answers: str) -> None:
    """`answer: {true: mafia, false: not_mafia}` reads true/false in every language, as the set writes it."""
    assert answers in reference_markdown(load_roleset("forum-mafia-classic"), lang)
