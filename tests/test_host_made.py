"""A host-made role set (none of the shipped three) checks clean and plays a whole game via the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from moderator_app import paths
from moderator_app.engine.rolesets.checker import check_file
from moderator_app.engine.rolesets.roleset import load_roleset, shipped_roleset_ids

EXAMPLES = paths.examples_dir()
HOST_SET = EXAMPLES / "host-made" / "village-of-wolves.yaml"


def _replay(script: Path) -> dict:
    run = subprocess.run([sys.executable, "-m", "moderator_app", "replay", str(script), "--json"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_host_made_set_is_new_and_checks_clean() -> None:
    roleset = load_roleset(str(HOST_SET))
    assert roleset.id not in shipped_roleset_ids()
    assert set(roleset.roles) == {"villager", "seer", "guardian", "witch", "werewolf"}
    assert roleset.vote["tie"] == "no_lynch"
    assert check_file(HOST_SET) == []


def test_host_made_game_plays_to_the_village_win() -> None:
    report = _replay(EXAMPLES / "host-made-game.yaml")
    assert report["ruleset"] == "village-of-wolves"
    assert report["winner"] == "village"
    phases = {p["phase"]: p for p in report["phases"]}
    assert list(phases) == ["night 1", "day 1", "night 2", "day 2"]
    # night 1: the guardian saves the pack's victim; the seer learns an exact role, not a side
    assert phases["night 1"]["deaths"] == []
    vision = phases["night 1"]["private"][0]
    assert (vision["to"], vision["fact"]) == ("Anna", {"kind": "role", "target": "Dasha", "role": "werewolf"})
    # day 1: a 2-2 tie executes nobody (tie_rule: no_lynch)
    assert phases["day 1"]["executed"] == [] and phases["day 1"]["deaths"] == []
    # night 2: the guardian may not guard Fela twice; the potion kills through anything
    assert phases["night 2"]["rejected"] == [{"actor": "Bolek", "action": "guard", "reason": "same target two nights in a row",
                                                  "code": "same_target_twice"}]
    assert {(d["nick"], d["cause"]) for d in phases["night 2"]["deaths"]} == {("Anna", "kill:werewolf"), ("Edek", "potion")}
    assert [(d["nick"], d["role_revealed"]) for d in phases["day 2"]["executed"]] == [("Dasha", "werewolf")]


def test_host_made_game_with_random_tie_rule_executes_one_of_the_tied(tmp_path: Path) -> None:
    script = (EXAMPLES / "host-made-game.yaml").read_text(encoding="utf-8")
    script = script.replace("ruleset: host-made/village-of-wolves.yaml", f"ruleset: {HOST_SET}\noptions: {{tie_rule: random}}")
    changed = tmp_path / "random-tie.yaml"
    changed.write_text(script, encoding="utf-8")
    day1 = _replay(changed)["phases"][1]
    assert [d["nick"] for d in day1["executed"]] in (["Dasha"], ["Gosia"])
    assert any("жребий между лидерами" in line for line in day1["log"])  # replay --json logs in Russian unless --lang


def test_a_cause_the_set_gives_no_word_reads_as_the_ability_that_causes_it() -> None:
    """The witch's `potion` has no word in `causes:` or the catalogue: the log says «Смертельное зелье», not `potion`."""
    from moderator_app.engine.wording.words import cause_noun

    roleset = load_roleset(str(HOST_SET))
    assert [cause_noun("potion:witch", lang, roleset) for lang in ("ru", "pl", "en")] == [
        "Смертельное зелье", "Śmiertelny eliksir", "Deadly potion"]
    assert cause_noun("potion", "en") == "potion"   # without the set: the id as written


def test_two_role_set_files_saved_in_the_same_instant_load_as_themselves(tmp_path: Path) -> None:
    """The built-set cache is keyed by the file, not only by its time stamp and options."""
    import os

    first, second = tmp_path / "first.yaml", tmp_path / "second.yaml"
    text = HOST_SET.read_text(encoding="utf-8")
    first.write_text(text, encoding="utf-8")
    second.write_text(text.replace("id: village-of-wolves", "id: village-of-wolves-2"), encoding="utf-8")
    for path in (first, second):
        os.utime(path, (1_700_000_000, 1_700_000_000))
    assert [load_roleset(str(p)).id for p in (first, second)] == ["village-of-wolves", "village-of-wolves-2"]


def test_a_role_told_the_victim_keeps_what_it_was_told_in_the_night_result() -> None:
    """werewolf-village's witch (`told_victim_of: [devour]`) is told the wolves' victim before she decides."""
    from moderator_app.engine.model.game import Game
    from moderator_app.engine.model.script import script_entries
    from moderator_app.engine.wording.explain import explain

    players = {"Wolf": "werewolf", "Witch": "witch", "Ann": "villager", "Bob": "villager", "Cid": "villager"}
    doc = {"ruleset": str(EXAMPLES / "host-made" / "werewolf-village.yaml"), "seed": 1,
           "players": [{"nick": n, "role": r} for n, r in players.items()],
           "phases": [{"night": {"actions": [{"actor": "Wolf", "action": "devour", "target": "Ann"}]}}]}
    result = Game.replay(script_entries(doc)).phases[0].result
    assert [(p.to, p.fact) for p in result.private] == [("Witch", {"kind": "victim", "target": "Ann", "action": "devour"})]
    assert [explain(e, "en") for e in result.events if e.kind == "victim_told"] == ["Witch is told the night's victim: Ann"]
