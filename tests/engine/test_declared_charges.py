"""`charges` has one verdict (#24 item 1): its default is declared once per effect (`EffectDecl.defaults`
over the common key, merged by schema_parts.ability_params), and the engine, the dry run, the editor,
the reference page and the simulator all read it through `Ability.get` / `Player.charges_left`.

Before: the common key said "none: unlimited" while the shot and vest code read 1 — a day vigilante
without `charges` shot every day by request, but his host-entered shot was refused after the first.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.pending import _death_shot
from moderator_app.authoring.rolesets_fields import ability_field
from moderator_app.authoring.schema_doc import parameters_markdown
from moderator_app.engine.effects import EFFECTS
from moderator_app.engine.model import dry_run
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.state import Player
from moderator_app.engine.resolution.resolve import Resolution
from moderator_app.engine.rolesets.roles import Ability
from moderator_app.engine.rolesets.schema_parts import ability_params
from moderator_app.engine.simulation import simulate
from moderator_app.posts.cards import role_card

from .classic_helpers import DAY1, act, deaths, night, play
from .test_catalogue_mechanics import SET as MAFIASCUM, VEST_TABLE, day as mechanics_day, night as mechanics_night, play as play_set
from .test_fates import day_set, DAY_PLAYERS, play as play_script

CLASSIC = paths.rolesets_dir() / "forum-mafia-classic.yaml"


def _declared(effect: str) -> int | None:
    return ability_params(EFFECTS[effect])["charges"].default


@pytest.mark.parametrize("effect", sorted(EFFECTS))
def test_the_charges_default_is_one_for_the_engine_the_editor_and_the_reference(effect: str) -> None:
    declared = _declared(effect)
    ability = Ability(id="it", effect=effect, priority=0)  # a set that does not write `charges`
    fresh = Player("P", 1, "role", "role", "town")
    assert ability.get("charges") == declared
    assert fresh.charges_left(ability) == declared  # every use left, or None: no limit
    assert ability_field("charges", effect).default == declared  # the editor's "default (1)" / "—"
    section = parameters_markdown().split(f"#### effect `{effect}` ")[1].split("#### ")[0]
    assert (f"`charges: {declared}`" in section) == (declared is not None)
    if declared is not None:
        fresh.spend(ability)
        assert fresh.charges_left(ability) == declared - 1


def test_a_pistol_and_a_vest_have_one_charge_every_other_effect_no_limit() -> None:
    assert {e: _declared(e) for e in EFFECTS if _declared(e) is not None} == {"shoot": 1, "vest": 1}


def test_an_effect_default_for_a_key_that_is_not_common_is_a_programming_error() -> None:
    from dataclasses import replace

    with pytest.raises(TypeError, match="not common"):
        ability_params(replace(EFFECTS["vest"], defaults={"stops_unstoppable": True}))


def _classic_without_charges(tmp_path: Path) -> str:
    """The classic set with its pistol's `charges: 1` left out: the declared default decides."""
    text = CLASSIC.read_text(encoding="utf-8")
    assert "    charges: 1\n    cause: pistol\n" in text
    path = tmp_path / "classic-no-charges.yaml"
    path.write_text(text.replace("    charges: 1\n    cause: pistol\n", "    cause: pistol\n", 1), encoding="utf-8")
    return str(path)


def test_C_ROLE_COM_a_pistol_without_charges_fires_once_and_every_reader_says_so(tmp_path: Path) -> None:
    shots = [{"event": "shot", "player": "Com", "target": "Boss"}, {"event": "shot", "player": "Com", "target": "Maf"}]
    game = play([DAY1, night(act("Maf", "kill", "Com"), host=shots)], ruleset=_classic_without_charges(tmp_path))
    assert deaths(game) == {"Com": "kill:mafioso", "Boss": "pistol"}  # the second shot: no bullet left
    assert game.phases[-1].host[1]["refused"].code == "used_once"
    res = Resolution(game, game.phases[-1])
    assert res.shoot_ability("Com") is None  # the engine
    assert _death_shot(game, "Com") is None  # the board's "a pistol to enter" (app/pending.py)
    before = len(game.entries)
    simulate._death_shots(game, random.Random(1))  # the simulator enters no second shot
    assert len(game.entries) == before


def test_C_ROLE_COM_an_unfired_pistol_without_charges_is_offered_by_the_board_and_the_simulator(tmp_path: Path) -> None:
    game = play([DAY1, night(act("Maf", "kill", "Com"))], ruleset=_classic_without_charges(tmp_path))
    assert _death_shot(game, "Com") is not None
    card = role_card(game, "Com", "en")  # the role card tells the player what the engine will allow
    assert [a["charges"] for a in card["abilities"] if a["id"] == "pistol"] == [1]
    simulate._death_shots(game, random.Random(1))
    assert [e.data["event"] for e in game.entries if e.kind == "host"] == ["shot"]
    assert "pistol" in deaths(game).values()


def _day_set_without_charges(tmp_path: Path) -> str:
    path = day_set(tmp_path)
    text = Path(path).read_text(encoding="utf-8")
    assert "    when: anytime\n    phase: day\n    charges: 1\n" in text
    Path(path).write_text(text.replace("    when: anytime\n    phase: day\n    charges: 1\n", "    when: anytime\n    phase: day\n", 1),
                          encoding="utf-8")
    return path


def test_a_day_shot_without_charges_is_refused_the_second_day_by_request_and_by_the_dry_run(tmp_path: Path) -> None:
    """The request path (requests.py) read no limit where the shot path (shots.py) read one: now one."""
    path = _day_set_without_charges(tmp_path)
    report = play_script(tmp_path, path, DAY_PLAYERS, """\
  - night: {}
  - day:
      actions:
        - {actor: Vic, action: day_shot, target: Gus}
  - night: {}
  - day:
      actions:
        - {actor: Vic, action: day_shot, target: Gia}
""")
    first, second = report["phases"][1], report["phases"][3]
    assert [(r["action"], r["fate"]) for r in first["requests"]] == [("day_shot", "applied")]
    assert [(r["action"], r["fate"], r.get("code")) for r in second["requests"]] == [("day_shot", "refused", "used_once")]


def test_the_dry_run_gives_the_spent_day_shot_the_same_refusal(tmp_path: Path) -> None:
    path = _day_set_without_charges(tmp_path)
    game = play([night(), {"day": {"actions": [act("Vic", "day_shot", "Gus")], "votes": []}}, night()],
                players=DAY_PLAYERS, ruleset=path)
    game.apply(Entry("phase", {"kind": "day"}))
    seen = dry_run.verdict(game, Entry("action", {"actor": "Vic", "action": "day_shot", "targets": ["Gia"]}))
    assert (seen.fate, seen.code) == ("refused", "used_once")  # what the inbox shows before the host accepts


def test_a_vest_without_charges_stops_one_attack_then_is_spent(tmp_path: Path) -> None:
    text = MAFIASCUM.read_text(encoding="utf-8")
    assert "    effect: vest\n    phase: passive\n    charges: 1\n" in text
    path = tmp_path / "no-vest-charges.yaml"
    path.write_text(text.replace("    effect: vest\n    phase: passive\n    charges: 1\n", "    effect: vest\n    phase: passive\n", 1),
                    encoding="utf-8")
    attack = "actor: Gus, action: mafia_kill, target: Ves"
    n1, _d1, n2 = play_set(tmp_path, VEST_TABLE, mechanics_night(attack) + mechanics_day() + mechanics_night(attack), path)["phases"]
    assert n1["deaths"] == [] and [p["fact"] for p in n1["private"]] == [{"kind": "vest", "left": 0}]
    assert [d["nick"] for d in n2["deaths"]] == ["Ves"]  # one charge, declared by the effect
