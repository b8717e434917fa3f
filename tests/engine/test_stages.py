"""#22 item 2: a night's stages and the hooks effects declare (engine/resolution/stages.py).

A new effect registered with a stage and hooks is run by the core without it being named anywhere:
a redirection resolves before blocks yet a standing block stops it; an effect declared unblockable
is not stopped; the `died` hook sees each death and execution with its cause.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from moderator_app.engine import effects
from moderator_app.engine.rolesets.decl import EffectDecl, Hooks
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.rolesets.registry import STAGES

SET = """\
id: decoys
teams:
  town:
    win: {kind: eliminate, enemies: [wolves]}
  wolves:
    win: {kind: parity}
abilities:
  bite:
    effect: kill
  hold:
    effect: block
  lure:
    effect: decoy
roles:
  villager: {team: town}
  blocker: {team: town, abilities: [hold]}
  decoy: {team: town, abilities: [lure]}
  wolf: {team: wolves, abilities: [bite]}
deal:
  5: {villager: 2, blocker: 1, decoy: 1, wolf: 1}
"""

PLAYERS = {"Ann": "villager", "Eve": "villager", "Bob": "blocker", "Dan": "decoy", "Wolf": "wolf"}
DIED: list[tuple[str, str]] = []


def _lure(night: Any, action: Any) -> bool:
    night.state.setdefault("decoys", []).append((action.order, action.targets[0], action.actor))
    return True


def _redirect(night: Any, action: Any) -> None:
    """Hook `target_chosen`: a later action on the lured player lands on the decoy."""
    for order, lured, decoy in night.state.get("decoys", []):
        if order < action.order:
            action.targets = [decoy if t == lured else t for t in action.targets]


def _died(res: Any, death: Any) -> None:
    DIED.append((death.nick, death.cause))


WORDS = {"en": "Later actions on the target land on the actor.", "ru": "Действия на цель попадают в действующего.",
         "pl": "Akcje na cel trafiają w działającego."}
DECOY = EffectDecl(name="decoy", priority=150, stage="redirect", handler=_lure, doc=WORDS,
                   hooks=Hooks(target_chosen=_redirect, died=_died))


@pytest.fixture
def decoy_set(tmp_path: Path) -> Iterator[Path]:
    yield from _registered(DECOY, tmp_path)


@pytest.fixture
def unblockable_decoy_set(tmp_path: Path) -> Iterator[Path]:
    yield from _registered(replace(DECOY, blockable=False), tmp_path)


def _registered(decl: EffectDecl, tmp_path: Path) -> Iterator[Path]:
    effects.register(decl)
    effects.HANDLERS["decoy"] = _lure
    DIED.clear()
    path = tmp_path / "decoys.yaml"
    path.write_text(SET, encoding="utf-8")
    try:
        yield path
    finally:
        del effects.EFFECTS["decoy"], effects.HANDLERS["decoy"]


def play(path: Path, *phases: dict[str, Any]) -> Game:
    doc = {"ruleset": str(path), "seed": 1, "players": [{"nick": n, "role": r} for n, r in PLAYERS.items()],
           "phases": list(phases)}
    return Game.replay(script_entries(doc))


def night(*actions: tuple[str, str, str]) -> dict[str, Any]:
    return {"night": {"actions": [{"actor": a, "action": b, "targets": [t]} for a, b, t in actions]}}


def deaths(game: Game, index: int = 0) -> set[str]:
    result = game.phases[index].result
    assert result is not None
    return {d.nick for d in result.deaths}


def test_a_redirection_declared_by_its_module_moves_a_later_kill(decoy_set: Path) -> None:
    game = play(decoy_set, night(("Wolf", "bite", "Ann"), ("Dan", "lure", "Ann")))
    assert deaths(game) == {"Dan"}


def test_a_standing_block_stops_a_redirection_that_resolves_before_it(decoy_set: Path) -> None:
    """Blocks settle before the actions they stop: the lure (priority 150) is void under the block (200)."""
    game = play(decoy_set, night(("Wolf", "bite", "Ann"), ("Dan", "lure", "Ann"), ("Bob", "hold", "Dan")))
    assert deaths(game) == {"Ann"}
    result = game.phases[0].result
    assert result is not None
    assert [e.data for e in result.events if e.kind == "blocked"] == [{"kind": "blocked", "actor": "Dan", "action": "lure", "by": "Bob"}]


@pytest.mark.parametrize("priority", [150, 300], ids=["before_the_block", "after_the_block"])
def test_an_effect_declared_unblockable_acts_under_a_block(unblockable_decoy_set: Path, priority: int) -> None:
    unblockable_decoy_set.write_text(SET.replace("effect: decoy", f"effect: decoy\n    priority: {priority}"),
                                     encoding="utf-8")
    game = play(unblockable_decoy_set, night(("Wolf", "bite", "Ann"), ("Dan", "lure", "Ann"), ("Bob", "hold", "Dan")))
    assert deaths(game) == {"Dan"}


def test_the_died_hook_sees_each_death_and_execution_with_its_cause(decoy_set: Path) -> None:
    play(decoy_set, night(("Wolf", "bite", "Eve")),
         {"day": {"votes": [{"voter": v, "target": "Bob"} for v in ("Ann", "Dan", "Wolf")]}})
    assert DIED == [("Eve", "kill:wolf"), ("Bob", "execution")]


def test_an_effect_must_declare_its_stage() -> None:
    with pytest.raises(ValueError, match="declares no stage"):
        effects.register(replace(DECOY, name="stageless", stage=""))
    assert "stageless" not in effects.EFFECTS
    assert STAGES.index("redirect") < STAGES.index("block") < STAGES.index("kill") < STAGES.index("after_death")


def test_every_library_effect_declares_a_known_stage() -> None:
    for name, decl in effects.EFFECTS.items():
        assert decl.stage is None or decl.stage in STAGES, name
    assert [n for n, d in effects.EFFECTS.items() if d.stage is None] == ["copy"]


@pytest.mark.parametrize(("actor", "action"), [("Tracker", "follow"), ("Cop", "investigate")],
                         ids=["acting_after_the_guard", "acting_before_the_guard"])
def test_a_guarded_actor_attacked_earlier_still_acts(tmp_path: Path, actor: str, action: str) -> None:
    """Open town: the goon's kill (400) on an actor whose own action is void if he is killed. The
    tracker (600) acts after the guard (430): the bodyguard's `covers` hook says the attack will
    not kill him. The cop (410) acts before it: a guard still to come (trait `protects`) does. Both
    act, and the bodyguard dies in their place."""
    from tests.engine.test_open_town_nights import dead, play as play_open_town

    table = {"Goon": "goon", actor: actor.lower() if actor == "Cop" else "tracker", "Guard": "bodyguard",
             "Ann": "villager", "Bob": "villager"}
    report, _ = play_open_town(tmp_path, table, "  - night:\n      actions:\n"
                               f"        - {{actor: Goon, action: mafia_kill, target: {actor}}}\n"
                               f"        - {{actor: Guard, action: guard, target: {actor}}}\n"
                               f"        - {{actor: {actor}, action: {action}, target: Goon}}\n")
    assert dead(report) == {("Guard", "kill:goon")}
    assert [p["to"] for p in report["phases"][0]["private"]] == [actor]
