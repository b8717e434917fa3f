"""Night-resolution tests of a public open-source mafia engine, re-expressed as our game scripts.

Source: github.com/calder/mafia, `mafia/test/*_test.py` (each test below names its file and test).
Their tests set up a night and compare the ordered event log; ours play the same situation as a
game script against the host-made set examples/host-made/open-town.yaml and check the deaths,
the private facts and the order of our own resolution events. Not reproduced, because the rules
differ on purpose: `mafia_kill_test.test_reject_multiple_mafia_kills` (there the last faction kill
wins; here a team whose members name different victims kills nobody, C-ROLE-MAF).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

SET = paths.examples_dir() / "host-made" / "open-town.yaml"


def play(tmp_path: Path, players: dict[str, str], *phases: str) -> tuple[dict, list]:
    """Write a script (players: nick -> role; phases: YAML phase items) and play it."""
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in players.items())
    text = f"ruleset: {SET}\nseed: 1\nplayers:\n{seats}\nphases:\n" + "".join(phases)
    script = tmp_path / "night.yaml"
    script.write_text(text, encoding="utf-8")
    game = replay_script(script)
    return game_report(game, "en"), [[e.kind for e in p.result.events] for p in game.phases]


def night(*actions: str) -> str:
    return "  - night:\n      actions:\n" + "".join(f"        - {a}\n" for a in actions)


def dead(report: dict, phase: int = 0) -> set[tuple[str, str]]:
    return {(d["nick"], d["cause"]) for d in report["phases"][phase]["deaths"]}


BODYGUARD_TABLE = {"Goon": "goon", "Villager": "villager", "Bodyguard": "bodyguard", "Elite": "elite_bodyguard",
                   "Doctor": "doctor"}


def test_bodyguard_dies_in_place_of_his_charge(tmp_path: Path) -> None:
    """calder/mafia bodyguard_test.py, test_bodyguard: the villager lives, the bodyguard dies, the goon lives."""
    report, kinds = play(tmp_path, BODYGUARD_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Bodyguard, action: guard, target: Villager}"))
    assert dead(report) == {("Bodyguard", "kill:goon")}
    assert kinds[0].index("attack") < kinds[0].index("guarded") < kinds[0].index("death")


def test_elite_bodyguard_dies_and_kills_the_attacker(tmp_path: Path) -> None:
    """calder/mafia bodyguard_test.py, the Elite Bodyguard test: the elite and the goon die, the villager lives."""
    report, _ = play(tmp_path, BODYGUARD_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Elite, action: elite_guard, target: Villager}"))
    assert dead(report) == {("Elite", "kill:goon"), ("Goon", "guard")}


def test_a_doctor_on_the_charge_does_not_save_the_bodyguard(tmp_path: Path) -> None:
    """calder/mafia bodyguard_test.py, test_doctor_target."""
    report, _ = play(tmp_path, BODYGUARD_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Bodyguard, action: guard, target: Villager}",
        "{actor: Doctor, action: protect, target: Villager}"))
    assert dead(report) == {("Bodyguard", "kill:goon")}


def test_a_doctor_on_the_bodyguard_saves_him(tmp_path: Path) -> None:
    """calder/mafia bodyguard_test.py, test_doctor_bodyguard: nobody dies."""
    report, kinds = play(tmp_path, BODYGUARD_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Bodyguard, action: guard, target: Villager}",
        "{actor: Doctor, action: protect, target: Bodyguard}"))
    assert dead(report) == set()
    assert "saved" in kinds[0] and "death" not in kinds[0]


BLOCK_TABLE = {"Villager": "villager", "Goon": "goon", "Roleblocker": "roleblocker", "Watcher": "watcher"}


def test_a_roleblocked_goon_kills_nobody(tmp_path: Path) -> None:
    """calder/mafia roleblocker_test.py, test_basic_roleblocking."""
    report, kinds = play(tmp_path, BLOCK_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Roleblocker, action: roleblock, target: Goon}"))
    assert dead(report) == set()
    assert kinds[0][:2] == ["block", "blocked"]


def test_a_roleblock_lasts_one_night(tmp_path: Path) -> None:
    """calder/mafia roleblocker_test.py, test_roleblocking_expires."""
    report, _ = play(tmp_path, BLOCK_TABLE,
                     night("{actor: Roleblocker, action: roleblock, target: Goon}"), "  - day: {}\n",
                     night("{actor: Goon, action: mafia_kill, target: Villager}"))
    assert dead(report, 2) == {("Villager", "kill:goon")}


def test_a_roleblocked_watcher_sees_nothing(tmp_path: Path) -> None:
    """calder/mafia roleblocker_test.py, test_watcher_roleblocking."""
    report, _ = play(tmp_path, BLOCK_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Watcher, action: watch, target: Villager}",
        "{actor: Roleblocker, action: roleblock, target: Watcher}"))
    assert dead(report) == {("Villager", "kill:goon")}
    assert report["phases"][0]["private"] == []


BUS_TABLE = {"Busdriver": "busdriver", "Villager": "villager", "Goon": "goon", "Roleblocker": "roleblocker"}


def test_a_roleblock_can_be_bus_driven(tmp_path: Path) -> None:
    """calder/mafia natural_action_resolution_test.py, test_roleblock_can_be_busdriven: the block on
    the villager lands on the goon, whose kill fails."""
    report, kinds = play(tmp_path, BUS_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Busdriver}", "{actor: Busdriver, action: busdrive, targets: [Villager, Goon]}",
        "{actor: Roleblocker, action: roleblock, target: Villager}"))
    assert dead(report) == set()
    assert kinds[0][:4] == ["swap", "swapped", "block", "blocked"]


def test_a_bus_driver_can_be_roleblocked(tmp_path: Path) -> None:
    """calder/mafia natural_action_resolution_test.py, test_busdrive_can_be_roleblocked."""
    report, _ = play(tmp_path, BUS_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Busdriver, action: busdrive, targets: [Villager, Goon]}",
        "{actor: Roleblocker, action: roleblock, target: Busdriver}"))
    assert dead(report) == {("Villager", "kill:goon")}


def test_swapped_targets_are_the_real_ones(tmp_path: Path) -> None:
    """calder/mafia natural_action_resolution_test.py, test_real_targets_used: a self-block swapped onto the goon."""
    report, _ = play(tmp_path, BUS_TABLE, night(
        "{actor: Goon, action: mafia_kill, target: Villager}", "{actor: Busdriver, action: busdrive, targets: [Roleblocker, Goon]}",
        "{actor: Roleblocker, action: roleblock, target: Roleblocker}"))
    assert dead(report) == set()


KILL_TABLE = {"Villager": "villager", "Vig1": "vigilante", "Vig2": "vigilante", "Vig3": "vigilante", "Cop": "cop",
              "Tracker": "tracker", "Watcher": "watcher", "Goon": "goon", "Goon2": "goon", "Goon3": "goon"}


def test_a_second_kill_on_the_dead_does_nothing(tmp_path: Path) -> None:
    """calder/mafia kill_test.py, test_double_kill: one death."""
    report, kinds = play(tmp_path, KILL_TABLE, night(
        "{actor: Vig1, action: vig_kill, target: Villager}", "{actor: Vig2, action: vig_kill, target: Villager}"))
    assert dead(report) == {("Villager", "vigilante")}
    assert kinds[0].count("attack") == 1 and "target_dead" in kinds[0]


def test_investigators_killed_that_night_get_no_result(tmp_path: Path) -> None:
    """calder/mafia kill_test.py, test_kill_investigator (our set: `when_actor_killed: void`)."""
    report, _ = play(tmp_path, KILL_TABLE, night(
        "{actor: Vig1, action: vig_kill, target: Cop}", "{actor: Vig2, action: vig_kill, target: Tracker}",
        "{actor: Vig3, action: vig_kill, target: Watcher}", "{actor: Cop, action: investigate, target: Villager}",
        "{actor: Tracker, action: follow, target: Villager}", "{actor: Watcher, action: watch, target: Villager}"))
    assert {n for n, _ in dead(report)} == {"Cop", "Tracker", "Watcher"}
    assert report["phases"][0]["private"] == []


WIN_TABLE = {"V1": "villager", "V2": "villager", "V3": "villager", "Goon1": "goon", "Goon2": "goon", "Joker": "joker"}


def _lynch(target: str, voters: list[str]) -> str:
    return "  - day:\n      votes:\n" + "".join(f"        - {{voter: {v}, target: {target}}}\n" for v in voters)


def test_joker_wins_without_ending_the_game(tmp_path: Path) -> None:
    """calder/mafia winner_test.py, test_joker_wins_non_exclusively: lynched, the joker has won but the game goes on."""
    report, _ = play(tmp_path, WIN_TABLE, night(), _lynch("Joker", ["V1", "V2", "V3", "Goon1"]))
    assert report["winner"] is None and report["winners"] == []
    assert all("won" not in p for p in report["players"])  # `won` appears once the game has ended


@pytest.mark.parametrize("joker_lynched", [True, False])
def test_town_wins_and_the_joker_only_if_lynched(tmp_path: Path, joker_lynched: bool) -> None:
    """calder/mafia winner_test.py, test_town_wins_with_joker_alive (and the lynched joker's co-win)."""
    first_day = _lynch("Joker", ["V1", "V2", "V3"]) if joker_lynched else "  - day: {}\n"
    report, _ = play(tmp_path, WIN_TABLE, night(), first_day, night(), _lynch("Goon1", ["V1", "V2", "V3"]),
                     night(), _lynch("Goon2", ["V1", "V2", "V3"]))
    assert report["winner"] == "town"
    assert report["winners"] == (["town", "Joker"] if joker_lynched else ["town"])
    assert {p["nick"]: p["won"] for p in report["players"]}["Joker"] is joker_lynched


GAME1_TABLE = {"Alex": "bodyguard", "Max": "villager", "Asmar": "godfather", "Brian": "bulletproof_watcher",
               "Calder": "double_voter", "Derek": "vigilante", "Doug": "villager", "GIJosh": "cop", "Josh": "villager",
               "Scott": "elite_bodyguard", "Tony": "doctor", "Wac": "goon", "Sami": "goon", "Tarl": "goon"}


def test_a_chain_of_bodyguards_and_a_double_voter_decide_night_0_and_day_1(tmp_path: Path) -> None:
    """calder/mafia game1_test.py, test_game1, night 0 and day 1 (without the roles our library has no
    effect for: the action doubler, the lyncher): Alex guards Max, the elite Scott guards Alex, the
    mafia shoots Max — Scott dies in Alex's place and takes the shooter Wac with him; the vigilante's
    shot on the bulletproof Brian fails; the cop reads Josh as good. Day 1: the double voter's 2
    votes lynch Doug 3 to 2."""
    report, kinds = play(tmp_path, GAME1_TABLE, night(
        "{actor: Alex, action: guard, target: Max}", "{actor: Derek, action: vig_kill, target: Brian}",
        "{actor: Scott, action: elite_guard, target: Alex}", "{actor: Wac, action: mafia_kill, target: Max}",
        "{actor: GIJosh, action: investigate, target: Josh}", "{actor: Tony, action: protect, target: Asmar}"),
        "  - day:\n      votes:\n        - {voter: Asmar, target: Doug}\n        - {voter: Brian, target: Asmar}\n"
        "        - {voter: Calder, target: Doug}\n        - {voter: Doug, target: Asmar}\n")
    night0, day1 = report["phases"]
    assert dead(report) == {("Scott", "kill:goon"), ("Wac", "guard")}
    assert kinds[0].count("guarded") == 2 and "immune" in kinds[0]
    assert [(p["to"], p["fact"]["result"]) for p in night0["private"]] == [("GIJosh", "not_mafia")]
    assert [d["nick"] for d in day1["executed"]] == ["Doug"]
    assert "Calder → Doug (×2)" in day1["public_post"] and "Doug — 3, Asmar — 2" in day1["public_post"]
    assert report["winner"] is None


def test_two_bodyguards_guarding_each_other_end_after_one_pass(tmp_path: Path) -> None:
    """No loop: B guards A, A guards B, the goon attacks A — B takes it, and A may not take it back."""
    report, kinds = play(tmp_path, {"A": "bodyguard", "B": "bodyguard", "Goon": "goon", "V": "villager", "W": "villager"},
                         night("{actor: A, action: guard, target: B}", "{actor: B, action: guard, target: A}",
                               "{actor: Goon, action: mafia_kill, target: A}"))
    assert dead(report) == {("B", "kill:goon")}
    assert kinds[0].count("guarded") == 1
