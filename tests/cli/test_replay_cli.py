"""The headless command line as the spec says: replay output, JSON shape, errors as file:line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from moderator_app.app.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "classic-8.yaml"


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_json_matches_the_spec_shape(capsys):
    code, out, err = run(["replay", str(EXAMPLE), "--json"], capsys)
    assert code == 0 and err == ""
    report = json.loads(out)
    assert set(report) >= {"ruleset", "seed", "winner", "players", "phases"}
    assert report["ruleset"] == "forum-mafia-classic" and report["seed"] == 7 and report["winner"] == "town"
    player = report["players"][0]
    assert set(player) >= {"nick", "role", "team", "alive", "died", "account"}
    assert player["died"] == {"phase": "night 2", "cause": "kill:mafioso"}
    labels = [p["phase"] for p in report["phases"]]
    assert labels == ["day 1", "night 1", "day 2", "night 2", "day 3", "night 3"]
    for phase in report["phases"]:
        assert set(phase) >= {"phase", "deaths", "executed", "vote_deprived", "exposed", "rejected", "private",
                              "rooms", "public_post", "log"}
    night2 = report["phases"][3]
    assert {"nick": "Борис", "cause": "execution", "role_revealed": "mafioso"} in night2["executed"]
    assert any(p["fact"]["kind"] == "note" and p["to"] == "Коля" for p in night2["private"])
    assert all(isinstance(line, str) for line in night2["log"])


def test_replay_is_reproducible_and_seed_overrides(capsys):
    _, first, _ = run(["replay", str(EXAMPLE), "--json"], capsys)
    _, second, _ = run(["replay", str(EXAMPLE), "--json"], capsys)
    assert first == second
    _, third, _ = run(["replay", str(EXAMPLE), "--json", "--seed", "99"], capsys)
    assert json.loads(third)["seed"] == 99


def test_replay_prints_posts_as_text(capsys):
    code, out, _ = run(["replay", str(EXAMPLE)], capsys)
    assert code == 0
    assert "[b]Трупы:[/b]" in out and "Решением суда линча казнён [b]Борис[/b]" in out


BROKEN = {
    "unknown nick": ("players:\n  - {nick: A, role: citizen}\n  - {nick: B, role: mafioso}\n  - {nick: C, role: citizen}\n"
                     "phases:\n  - day: {}\n  - night:\n      actions:\n        - {actor: Zed, action: kill, target: A}\n",
                     9, "unknown player 'Zed'"),
    "unknown role": ("players:\n  - {nick: A, role: wizard}\n", 2, "unknown role 'wizard'"),
    "unknown action": ("players:\n  - {nick: A, role: citizen}\n  - {nick: B, role: mafioso}\n  - {nick: C, role: citizen}\n"
                       "phases:\n  - day: {}\n  - night:\n      actions:\n        - {actor: B, action: fly, target: A}\n",
                       9, "unknown action 'fly'"),
    "duplicate nick": ("players:\n  - {nick: A, role: citizen}\n  - {nick: A, role: mafioso}\n", 3, "duplicate nick 'A'"),
    "broken yaml": ("players:\n  - {nick: A, role: citizen\n  - x\n", 4, "broken YAML"),
    "missing key": ("phases: []\n", 1, "missing key 'ruleset'"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_bad_input_exits_1_with_file_line_message(case, tmp_path, capsys):
    body, line, message = BROKEN[case]
    script = tmp_path / "game.yaml"
    text = body if case == "missing key" else "ruleset: forum-mafia-classic\nseed: 1\n" + body
    script.write_text(text, encoding="utf-8")
    code, out, err = run(["replay", str(script)], capsys)
    expected_line = line if case == "missing key" else line + 2
    assert code == 1 and out == ""
    assert err.startswith(f"{script}:{expected_line}: ") and message in err
    assert "Traceback" not in err


def test_rule_violation_is_a_refused_request_not_an_error(tmp_path, capsys):
    script = tmp_path / "game.yaml"
    script.write_text(
        "ruleset: forum-mafia-classic\nseed: 1\nplayers:\n  - {nick: A, role: doctor}\n  - {nick: B, role: mafioso}\n"
        "  - {nick: C, role: citizen}\n  - {nick: D, role: citizen}\nphases:\n  - day: {}\n  - night:\n      actions:\n"
        "        - {actor: A, action: heal, target: C}\n  - day: {}\n  - night:\n      actions:\n"
        "        - {actor: A, action: heal, target: C}\n", encoding="utf-8")
    code, out, err = run(["replay", str(script), "--json"], capsys)
    assert code == 0
    rejected = json.loads(out)["phases"][3]["rejected"]
    assert {"actor": "A", "action": "heal", "reason": "same target two nights in a row",
            "code": "same_target_twice"} in rejected


def test_usage_error_exits_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["replay"])
    assert exc.value.code == 2


def test_rolesets_list_and_check(capsys):
    code, out, _ = run(["rolesets", "list"], capsys)
    assert code == 0 and "forum-mafia-classic" in out.split()
    code, _, err = run(["rolesets", "check", str(ROOT / "rolesets" / "forum-mafia-classic.yaml")], capsys)
    assert code == 0 and err == ""


def test_module_entry_point_runs(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "moderator_app", "rolesets", "list"], capture_output=True, text=True,
                          env={"MODERATOR_APP_DATA": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0 and "forum-mafia-classic" in proc.stdout


def test_parse_prints_the_spec_json(capsys):
    code, out, _ = run(["parse", "--ruleset", "forum-mafia-classic", "--player", "Вася", "--player", "Петя",
                        "--player", "Ольга Петровна", "--actor", "Петя", "Убийство мафии 1 — Ольгу"], capsys)
    result = json.loads(out)
    assert code == 0
    assert {k: result[k] for k in ("kind", "action", "targets")} == {"kind": "action", "action": "kill",
                                                                     "targets": ["Ольга Петровна"]}
    assert set(result) >= {"room", "role", "as_action", "color", "confidence", "alternatives", "problem"}


def test_free_text_in_a_script_goes_through_the_parser_with_the_actors_role(tmp_path, capsys):
    script = tmp_path / "game.yaml"
    script.write_text(
        "ruleset: forum-mafia-classic\nseed: 1\nplayers:\n  - {nick: Маньяк, role: maniac}\n  - {nick: Вася, role: citizen}\n"
        "  - {nick: Петя, role: citizen}\n  - {nick: Дима, role: mafioso}\n  - {nick: Коля, role: doctor}\nphases:\n  - day: {}\n"
        "  - night:\n      actions:\n        - {actor: Маньяк, text: \"Убиваю Петю\"}\n"
        "        - {actor: Коля, text: \"Лечу Зину\"}\n", encoding="utf-8")
    code, out, _ = run(["replay", str(script), "--json"], capsys)
    night = json.loads(out)["phases"][1]
    assert code == 0
    assert any("Петя" in line or "Петю" in line for line in night["log"] if "→" not in line)
    assert night["rejected"][0]["actor"] == "Коля" and night["rejected"][0]["reason"].startswith("not understood")
    assert night["rejected"][0]["code"] == "not_understood_detail"


def test_replay_json_marks_a_request_and_a_vote_received_after_the_deadline(tmp_path, capsys):
    """Host findings #13: the inbox says «опоздал»; the JSON row says `late: true` (its fate unchanged)."""
    script = tmp_path / "late.yaml"
    script.write_text(
        "ruleset: forum-mafia-classic\nseed: 1\nplayers:\n"
        "  - {nick: Вася, role: doctor}\n  - {nick: Петя, role: mafioso}\n  - {nick: Коля, role: citizen}\n"
        "  - {nick: Маша, role: citizen}\n  - {nick: Дина, role: citizen}\n"
        "phases:\n  - day: {}\n  - night:\n      deadline: \"2026-12-06 22:00\"\n      actions:\n"
        "        - {actor: Петя, action: kill, target: Коля, at: \"2026-12-06 21:59\"}\n"
        "        - {actor: Вася, text: \"лечу Колю\", at: \"2026-12-06 23:30\"}\n"
        "  - day:\n      deadline: \"2026-12-07 21:00\"\n      votes:\n"
        "        - {voter: Маша, target: Петя, at: \"2026-12-07 20:00\"}\n"
        "        - {voter: Дина, target: Петя, at: \"2026-12-07 21:05\"}\n", encoding="utf-8")
    code, out, err = run(["replay", str(script), "--json"], capsys)
    assert code == 0, err
    night, day = json.loads(out)["phases"][1:3]
    assert [(r["actor"], r["fate"], r.get("late")) for r in night["requests"]] == [
        ("Петя", "applied", None), ("Вася", "applied", True)]
    assert [(r["actor"], r.get("late")) for r in day["requests"]] == [("Маша", None), ("Дина", True)]


@pytest.mark.parametrize("lang, reasons", [
    ("ru", ["не понято: Не нашёл среди живых игроков «Машку» — укажите цель вручную.", "та же цель две ночи подряд"]),
    ("pl", ["niezrozumiałe: Nie znalazłem wśród żywych graczy „Машку” — wskaż cel ręcznie.",
            "ten sam cel dwie noce z rzędu"]),
    ("en", ["not understood: No living player matches “Машку” — pick the target by hand.", "same target two nights in a row"]),
])
def test_refusal_reasons_are_in_the_chosen_language_and_codes_stay(tmp_path, capsys, lang, reasons):
    """Host findings #8: `--lang ru` gave «not understood: Не нашёл…» and «Ван is already dead»."""
    script = tmp_path / "game.yaml"
    script.write_text(
        "ruleset: forum-mafia-classic\nseed: 1\nplayers:\n  - {nick: A, role: doctor}\n  - {nick: B, role: mafioso}\n"
        "  - {nick: C, role: citizen}\n  - {nick: D, role: citizen}\nphases:\n  - day: {}\n  - night:\n      actions:\n"
        "        - {actor: A, action: heal, target: C}\n  - day: {}\n  - night:\n      actions:\n"
        "        - {actor: B, text: \"убиваю Машку\"}\n"
        "        - {actor: A, action: heal, target: C}\n", encoding="utf-8")
    code, out, err = run(["replay", str(script), "--json", "--lang", lang], capsys)
    assert code == 0, err
    rejected = json.loads(out)["phases"][3]["rejected"]
    assert [(r["reason"], r["code"]) for r in rejected] == list(zip(reasons, ["not_understood_detail", "same_target_twice"]))
