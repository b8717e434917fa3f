"""Every request and vote has one fate (#22 item 1; the contract's `requests[].fate`).

The property test plays careless tables (tests/engine/random_games.py `unruly_game`) on every
shipped and host-made role set: for each phase, the requests and votes entered equal the rows
listed, each row has exactly one fate, and the night's explanation says the same thing as the fate.
`FATES_GAMES=N` plays N games per set (default 100; the figures in the commit are from 1,000).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report
from moderator_app.engine.model import fates
from moderator_app.engine.effects.clean import TARGET_SURVIVED
from moderator_app.engine.rolesets.roleset import load_roleset, shipped_roleset_ids

from .random_games import unruly_game

HOST_MADE = paths.examples_dir() / "host-made"
HOST_MADE_SETS = ("open-town", "village-of-wolves", "werewolf-village", "wioska-burmistrza", "mafiascum-normal",
                  "lovers-and-yakuza")
ALL_SETS = [*shipped_roleset_ids(), *(str(HOST_MADE / f"{name}.yaml") for name in HOST_MADE_SETS)]
GAMES = int(os.environ.get("FATES_GAMES", "100"))

#: a void request's code -> the event the explanation writes for it (same actor, same action)
EXPLAINED_BY = {fates.BLOCKED: "blocked", fates.ACTOR_KILLED: "actor_dead", fates.TARGET_GONE: "target_dead",
                fates.NO_EFFECT: "no_effect", TARGET_SURVIVED: "clean_void"}


def check_phase_fates(game, phase) -> list[dict]:
    """The invariants of one phase's rows; returns them."""
    rows = fates.rows(game, phase)
    entered = sorted([*phase.requests, *phase.votes], key=lambda e: e.seq)
    assert len(rows) == len(entered), phase.label
    events = phase.result.events if phase.result else []
    said = {(e.kind, e.data.get("actor")) for e in events}
    # a team's action is explained once, under the member who acts for it
    said |= {(e.kind, e.data.get("action")) for e in events if e.data.get("action")}
    for index, (row, entry) in enumerate(zip(rows, entered)):
        assert row["fate"] in fates.FATES, row
        assert row["actor"] == getattr(entry, "voter", None) or row["actor"] == getattr(entry, "actor", None)
        assert row.get("code") != "not_resolved", (phase.label, row)
        if phase.resolved and row["action"] != "vote":
            assert row["fate"] != fates.PENDING, (phase.label, row)
        if row["fate"] == fates.REPLACED and row.get("code") != fates.WITHDRAWN:  # a «хода нет» is no row
            assert index < row["by"] < len(rows) and rows[row["by"]]["actor"] == row["actor"], row
        if row["fate"] == fates.REFUSED:
            assert entry.refused and row["code"], row
            if row["action"] != "vote":
                assert ("refused", row["actor"]) in said or any(e.kind == "team_disagreed" for e in events), row
        elif row["action"] != "vote" and phase.resolved:
            assert not entry.refused
            if row["fate"] == fates.REPLACED:
                assert ("withdrawn" if row.get("code") == fates.WITHDRAWN else "replaced", row["actor"]) in said, row
            if row["fate"] == fates.VOID:
                kind = EXPLAINED_BY[row["code"]]
                assert (kind, row["actor"]) in said or (kind, row["action"]) in said, row
            if row["fate"] == fates.APPLIED:
                ability = game.rs.abilities.get(row["action"])
                assert row["actor"] in phase.alive_at_start or (ability and ability.get("actor") == "dead"), row
    return rows


@pytest.mark.parametrize("ruleset", ALL_SETS, ids=lambda r: Path(r).stem)
def test_every_request_and_vote_of_random_games_has_one_fate(ruleset: str) -> None:
    low = min(load_roleset(ruleset).deal_table)
    seen: set[str] = set()
    for seed in range(GAMES):
        game = unruly_game(ruleset, low + seed % 5, seed)
        for phase in game.phases:
            seen.update(row["fate"] for row in check_phase_fates(game, phase))
    assert {fates.APPLIED, fates.REFUSED, fates.REPLACED, fates.COUNTED} <= seen


@pytest.mark.parametrize("script", sorted([*paths.examples_dir().glob("*.yaml"), *HOST_MADE.glob("*-game.yaml"),
                                           HOST_MADE / "werewolf-village-jester.yaml"]), ids=lambda p: p.stem)
def test_every_example_game_lists_every_entry_with_its_fate(script: Path) -> None:
    game = replay_script(script)
    for phase in game.phases:
        check_phase_fates(game, phase)


def play(tmp_path: Path, ruleset: str, players: dict[str, str], phases: str) -> dict:
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in players.items())
    script = tmp_path / "game.yaml"
    script.write_text(f"ruleset: {ruleset}\nseed: 1\nplayers:\n{seats}\nphases:\n{phases}", encoding="utf-8")
    return game_report(replay_script(script), "en")


CLASSIC_SIX = {"A": "doctor", "B": "mafioso", "C": "citizen", "D": "citizen", "E": "putana", "F": "commissar"}


def first_night(tmp_path: Path, *actions: str) -> dict:
    """Classic with six seats: day 1 (no vote), then night 1 with these actions (one per line)."""
    lines = "".join(f"        - {{{a}}}\n" for a in actions)
    return play(tmp_path, "forum-mafia-classic", CLASSIC_SIX, f"  - day: {{}}\n  - night:\n      actions:\n{lines}")["phases"][1]


def test_C_ROLE_DOC_the_doctors_second_request_replaces_the_first_and_says_so(tmp_path: Path) -> None:
    """«Лечу Лунную Ласку. И давай сразу укол Северному Волку»: the heal is replaced, not lost."""
    night = first_night(tmp_path, "actor: B, action: kill, target: C", "actor: A, action: heal, target: C",
                        "actor: A, action: inject, target: D")
    assert night["requests"] == [
        {"actor": "B", "action": "kill", "targets": ["C"], "fate": "applied"},
        {"actor": "A", "action": "heal", "targets": ["C"], "fate": "replaced", "by": 2, "code": "one_action_per_night"},
        {"actor": "A", "action": "inject", "targets": ["D"], "fate": "applied"}]
    assert "A: 'Heal' (C) is replaced by a later request: 'Lethal injection' (D)" in night["log"]
    assert {d["nick"] for d in night["deaths"]} == {"C", "D"}


def test_C_ROLE_DOC_a_second_heal_replaces_the_first_as_a_changed_mind(tmp_path: Path) -> None:
    night = first_night(tmp_path, "actor: A, action: heal, target: C", "actor: A, action: heal, target: D")
    assert [(r["targets"], r["fate"], r.get("code")) for r in night["requests"]] == [
        (["C"], "replaced", "changed"), (["D"], "applied", None)]


def test_C_ORDER_1_a_blocked_check_is_void_blocked_and_a_stranger_ability_refused(tmp_path: Path) -> None:
    night = first_night(tmp_path, "actor: E, action: block, target: F", "actor: F, action: check, target: B",
                        "actor: C, action: check, target: B")
    assert [(r["fate"], r.get("code")) for r in night["requests"]] == [("applied", None), ("void", "blocked"),
                                                                       ("refused", "not_role_ability")]
    assert [(r["actor"], r["code"]) for r in night["rejected"]] == [("C", "not_role_ability")]


def second_day(tmp_path: Path, *votes: str, counted: bool = True) -> dict:
    """Classic: day 1, night 1, then day 2 with these votes (and night 2, which counts them)."""
    lines = "".join(f"        - {{{v}}}\n" for v in votes)
    script = f"  - day: {{}}\n  - night: {{}}\n  - day:\n      votes:\n{lines}" + ("  - night: {}\n" if counted else "")
    return play(tmp_path, "forum-mafia-classic", CLASSIC_SIX, script)["phases"][2]


def test_C_LYNCH_1_a_changed_vote_is_replaced_and_the_last_counted(tmp_path: Path) -> None:
    rows = second_day(tmp_path, "voter: A, target: B", "voter: C, target: A", "voter: A, target: E",
                      "voter: C, abstain: true", "voter: D, target: D")["requests"]
    # the classic set has no abstaining (`vote.abstain` false): C's abstention is refused, his vote stands
    assert [(r["actor"], r["fate"], r.get("by"), r.get("code")) for r in rows] == [
        ("A", "replaced", 2, "changed_vote"), ("C", "counted", None, None), ("A", "counted", None, None),
        ("C", "refused", None, "abstain_not_allowed"), ("D", "refused", None, "self_vote")]
    assert rows[3]["vote"] == "abstain"


def test_C_FLOW_3_a_days_votes_wait_for_the_night_that_counts_them(tmp_path: Path) -> None:
    day = second_day(tmp_path, "voter: A, target: B", counted=False)
    assert day["requests"] == [{"actor": "A", "action": "vote", "targets": ["B"], "fate": "pending"}]


DAY_SET = """\
abilities:
  day_shot:
    effect: shoot
    when: anytime
    phase: day
    charges: 1
    cause: vigilante
    names: {en: Day shot, ru: Дневной выстрел, pl: Dzienny strzał}
    words: {en: [dayshoot], ru: [днём стреляю], pl: [strzelam w dzień]}
  day_check:
    effect: check
    phase: day
    reveals: side
    side_team: mafia
    answer: {true: mafia, false: not_mafia}
    names: {en: Day check, ru: Дневная проверка, pl: Dzienne sprawdzenie}
    words: {en: [daycheck], ru: [днём проверяю], pl: [sprawdzam w dzień]}
"""


def day_set(tmp_path: Path) -> str:
    """open-town with a day vigilante and a day cop (`phase: day` abilities)."""
    text = (HOST_MADE / "open-town.yaml").read_text(encoding="utf-8")
    text = text.replace("abilities:\n  mafia_kill:", DAY_SET + "  mafia_kill:", 1)
    text = text.replace("vigilante: {team: town, names: {en: Vigilante, ru: Линчеватель, pl: Samozwaniec}, abilities: [vig_kill]}",
                        "vigilante: {team: town, names: {en: Vigilante, ru: Линчеватель, pl: Samozwaniec}, abilities: [vig_kill, day_shot]}")
    text = text.replace("abilities: [investigate]}", "abilities: [investigate, day_check]}")
    path = tmp_path / "day-town.yaml"
    path.write_text(text.replace("id: open-town", "id: day-town"), encoding="utf-8")
    return str(path)


DAY_PLAYERS = {"Vic": "vigilante", "Cora": "cop", "Gus": "goon", "Gia": "godfather", "Val": "villager",
               "Vin": "villager", "Doc": "doctor"}


def test_a_day_shot_kills_at_the_days_result_and_a_day_check_answers(tmp_path: Path) -> None:
    """A `phase: day` ability is neither ignored nor passed over: it resolves with the day."""
    report = play(tmp_path, day_set(tmp_path), DAY_PLAYERS, """\
  - night: {}
  - day:
      actions:
        - {actor: Vic, action: day_shot, target: Gus}
        - {actor: Cora, action: day_check, target: Gia}
        - {actor: Cora, action: investigate, target: Gus}
      votes:
        - {voter: Val, target: Vin}
""")
    day = report["phases"][1]
    assert [(r["action"], r["fate"], r.get("code")) for r in day["requests"]] == [
        ("day_shot", "applied", None), ("day_check", "applied", None), ("investigate", "refused", "wrong_phase"),
        ("vote", "counted", None)]
    assert [(d["nick"], d["cause"]) for d in day["deaths"]] == [("Gus", "vigilante")]
    assert [p["fact"] for p in day["private"]] == [{"kind": "check", "target": "Gia", "result": "not_mafia"}]


def test_a_death_shot_sent_as_a_request_is_refused_with_its_code(tmp_path: Path) -> None:
    report = play(tmp_path, "forum-mafia-classic", {**CLASSIC_SIX, "F": "commissar"}, """\
  - day:
      actions:
        - {actor: F, action: pistol, target: B}
""")
    assert [(r["fate"], r["code"]) for r in report["phases"][0]["requests"]] == [("refused", "wrong_phase")]
