"""Host-made role sets (none of the shipped three), written from the docs, play whole games.

Every expectation below was worked out by hand from the rules in docs/rolesets.md before the
game first ran; the scripts' comments say the same in words. The CLI path (`replay --json`) is
exercised for one game so the contract's shape (`winners`, `won`, `code`) is checked end to end.
"""

from __future__ import annotations

import json
import subprocess
import sys

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report
from moderator_app.engine.rolesets.checker import check_file
from moderator_app.engine.rolesets.roleset import load_roleset, shipped_roleset_ids

HOST_MADE = paths.examples_dir() / "host-made"


def _report(name: str, lang: str = "en") -> dict:
    return game_report(replay_script(HOST_MADE / name), lang)


def _phases(report: dict) -> dict[str, dict]:
    return {p["phase"]: p for p in report["phases"]}


def _won(report: dict) -> dict[str, bool]:
    return {p["nick"]: p["won"] for p in report["players"]}


def test_host_made_sets_are_new_and_check_clean() -> None:
    for name in ("werewolf-village", "wioska-burmistrza", "open-town"):
        path = HOST_MADE / f"{name}.yaml"
        assert load_roleset(str(path)).id not in shipped_roleset_ids()
        assert check_file(path) == [], name


def test_werewolf_village_witch_told_the_victim_saves_her_and_the_mayor_decides_day_1() -> None:
    night1 = _phases(_report("werewolf-village-game.yaml"))["night 1"]
    assert night1["deaths"] == [] and night1["rejected"] == []
    assert [(p["to"], p["fact"]) for p in night1["private"]] == [
        ("Cat", {"kind": "victim", "target": "Ann", "action": "devour"}),
        ("Ann", {"kind": "check", "target": "Gus", "result": "wolf"}),
    ]
    assert "a werewolf" in night1["private"][1]["text"]  # the set's own answer words
    assert any("Ben" in line and "Ivy" in line for line in night1["log"])  # the temptress blocked the bodyguard


def test_werewolf_village_mayors_double_vote_shows_in_a_tally_that_adds_up() -> None:
    day1 = _phases(_report("werewolf-village-game.yaml"))["day 1"]
    assert [(d["nick"], d["role_revealed"]) for d in day1["executed"]] == [("Gus", "werewolf")]
    post = day1["public_post"]
    assert "Eve → Gus (×2)" in post
    assert "Gus — 6, Ann — 5" in post  # 4 plain votes + the mayor's 2 against 5 plain ones
    assert "[color=" not in post
    assert "Eve: the vote weighs 2" in day1["log"]


def test_werewolf_village_bodyguard_dies_for_the_hunter_and_the_temptress_is_poisoned() -> None:
    report = _report("werewolf-village-game.yaml")
    night2 = _phases(report)["night 2"]
    assert {(d["nick"], d["cause"]) for d in night2["deaths"]} == {("Ben", "kill:werewolf"), ("Ivy", "potion")}
    assert [(p["to"], p["fact"]["kind"]) for p in night2["private"]] == [("Cat", "victim")]  # the seer was blocked
    assert "Ivy[/b] was poisoned by the witch" in night2["public_post"]  # the set's own cause words
    assert "potion" not in night2["public_post"]


def test_werewolf_village_hangs_the_last_wolf_and_every_villager_won() -> None:
    report = _report("werewolf-village-game.yaml")
    assert report["winner"] == "village" and report["winners"] == ["village"]
    assert _won(report) == {"Ann": True, "Ben": True, "Cat": True, "Dan": True, "Eve": True, "Fay": False,
                            "Gus": False, "Hal": False, "Ivy": False, "Joe": True}


def test_werewolf_village_jester_hanged_wins_alone_and_a_late_death_shot_is_refused() -> None:
    run = subprocess.run([sys.executable, "-m", "moderator_app", "replay",
                          str(HOST_MADE / "werewolf-village-jester.yaml"), "--json", "--lang", "en"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    night1, day1 = report["phases"]
    assert [(d["nick"], d["cause"]) for d in night1["deaths"]] == [("Dan", "kill:werewolf")]  # the blocked witch could not save him
    assert [(p["to"], p["fact"].get("result")) for p in night1["private"]] == [("Cat", None), ("Ann", "not_wolf")]
    assert [(d["nick"], d["role_revealed"]) for d in day1["executed"]] == [("Fay", "jester")]
    assert day1["rejected"] == [{"actor": "Dan", "action": "shot", "code": "shot_too_late",
                                 "reason": "too late: enter a death shot in the phase of the death (right after its result)"}]
    assert report["winner"] == "Fay" and report["winners"] == ["Fay"]
    assert [p["nick"] for p in report["players"] if p["won"]] == ["Fay"]
    assert "Gus" not in [d["nick"] for p in report["phases"] for d in p["deaths"]]


def test_wioska_most_votes_for_no_lynch_execute_nobody_and_the_plain_colour_prints_plain() -> None:
    day1 = _phases(_report("wioska-burmistrza-game.yaml", "pl"))["day 1"]
    assert day1["executed"] == [] and day1["deaths"] == []
    post = day1["public_post"]
    assert "Darek → bez linczu" in post and "Ala → Czesiek (×2)" in post
    assert "bez linczu — 5, Czesiek — 3, Irek — 3" in post  # 5 for no lynch against 2+1 and 3
    assert "[color=" not in post  # the set's one colour `zwykly` is no BBCode colour


def test_wioska_tracker_and_watcher_see_the_nights_visits_and_the_godfather_reads_innocent() -> None:
    night1 = _phases(_report("wioska-burmistrza-game.yaml", "pl"))["night 1"]
    assert [(d["nick"], d["cause"]) for d in night1["deaths"]] == [("Czesiek", "samosad")]  # Jola was healed
    assert "zastrzelony(-a) przez mściciela" in night1["public_post"]
    assert [(p["to"], p["fact"]) for p in night1["private"]] == [
        ("Grażyna", {"kind": "track", "target": "Czesiek", "visited": ["Jola"]}),
        ("Henio", {"kind": "watch", "target": "Jola", "visitors": ["Bartek", "Czesiek", "Franek"]}),
        ("Ela", {"kind": "check", "target": "Bartek", "result": "niewinny"}),
    ]


def test_wioska_town_wins_with_the_survivor_alive_beside_it() -> None:
    report = _report("wioska-burmistrza-game.yaml", "pl")
    day2 = _phases(report)["day 2"]
    assert [(d["nick"], d["role_revealed"]) for d in day2["executed"]] == [("Bartek", "ojciec_chrzestny")]
    assert report["winner"] == "miasto" and report["winners"] == ["miasto", "Irek"]
    assert [n for n, won in _won(report).items() if not won] == ["Bartek", "Czesiek"]


def test_open_town_joker_lynched_wins_beside_the_town_and_the_game_goes_on() -> None:
    report = _report("open-town-game.yaml")
    night1, day1, night2, day2 = report["phases"]
    assert night1["deaths"] == []  # the doctor saved Vic; the roleblocked vigilante shot nobody
    assert [(p["to"], p["fact"]["result"]) for p in night1["private"]] == [("Cora", "not_mafia")]  # the godfather
    assert [d["nick"] for d in day1["executed"]] == ["Jo"]
    assert {(d["nick"], d["cause"]) for d in night2["deaths"]} == {("Doc", "kill:goon"), ("Gina", "vigilante")}
    assert [d["nick"] for d in day2["executed"]] == ["Gabe"]
    assert report["winner"] == "town" and report["winners"] == ["town", "Jo"]
    assert [n for n, won in _won(report).items() if not won] == ["Gina", "Gabe"]


def test_wioska_a_no_lynch_vote_pasted_as_text_counts_for_no_lynch(tmp_path) -> None:
    script = (HOST_MADE / "wioska-burmistrza-game.yaml").read_text(encoding="utf-8")
    script = script.replace("ruleset: wioska-burmistrza.yaml", f"ruleset: {HOST_MADE / 'wioska-burmistrza.yaml'}")
    script = script.replace("{voter: Darek, no_lynch: true}", '{voter: Darek, text: "[b]bez linczu[/b]"}')
    changed = tmp_path / "text-vote.yaml"
    changed.write_text(script, encoding="utf-8")
    day1 = game_report(replay_script(changed), "pl")["phases"][0]
    assert "Darek → bez linczu" in day1["public_post"] and day1["executed"] == []
