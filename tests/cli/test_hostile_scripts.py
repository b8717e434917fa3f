"""#12 item 6: hostile game scripts are messages — exit 1 with `FILE:LINE: message`, no traceback,
no hang. The issue's cases one by one, then a property test over mutated example scripts
(`MUTANTS=600` runs the issue's count; the suite runs fewer)."""

from __future__ import annotations

import contextlib
import io
import os
import random
import re
import signal
from pathlib import Path

import pytest

from moderator_app.app.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("*.yaml") if "phases:" in p.read_text(encoding="utf-8"))
CLASSIC = (ROOT / "examples" / "classic-8.yaml").read_text(encoding="utf-8")
SUSPI = (ROOT / "examples" / "suspi-evening-1.yaml").read_text(encoding="utf-8")
BOMB = "".join(f"{a}: &{a} [{', '.join([f'*{p}'] * 9 if p else ['lol'] * 9)}]\n"
               for p, a in zip(["", *"abcdefgh"], "abcdefghi")) + "ruleset: forum-mafia-classic\nplayers: *i\n"


def _run(path: Path, seconds: int = 20) -> tuple[int, str]:
    """The replay command in-process, with an alarm for hangs; (exit code, stderr)."""
    err = io.StringIO()

    def hang(_signum, _frame):
        raise TimeoutError(f"replay of {path.name} hung for {seconds} s")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(seconds)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = main(["replay", str(path)])
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    return code, err.getvalue()


CASES = {
    "seed: abc": (CLASSIC.replace("seed: 7", "seed: abc"), "utf-8", r":3: seed must be a whole number"),
    "day with text": (CLASSIC[: CLASSIC.index("phases:")] + "phases:\n  - day: some text\n", "utf-8",
                      r":\d+: a day holds keys"),
    "SUSPI guess without player": (SUSPI.replace("{event: guess, player: Tomek, target: Jacek", "{event: guess, target: Jacek"),
                                   "utf-8", r":60: the host event 'guess' needs `player`"),
    "300-character role-set name": (CLASSIC.replace("ruleset: forum-mafia-classic", "ruleset: " + "x" * 300), "utf-8",
                                    r":2: ruleset must be a role set id or file name of at most 200 characters"),
    "alias bomb": (BOMB, "utf-8", r":\d+: the YAML expands to more than"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_hostile_script_of_the_issue_is_a_file_line_message(tmp_path, case):
    text, encoding, expected = CASES[case]
    path = tmp_path / "script.yaml"
    path.write_bytes(text.encode(encoding))
    code, err = _run(path)
    assert code == 1 and "Traceback" not in err
    assert re.search(re.escape(str(path)) + expected, err), err


def test_a_script_saved_in_cp1251_plays_like_the_utf8_one(tmp_path):
    path = tmp_path / "cp1251.yaml"
    path.write_bytes(CLASSIC.encode("cp1251"))
    assert _run(path) == (0, "")


_NASTY = ["abc", "-1", "0", "99999999999999999999", "", "[]", "{}", "null", "~", "*x", "&x a", "'", "\"", "{a: [",
          "ё" * 300, "!!python/object:os.system", "1e308", ".nan", "yes", "- - -", "\t", "%", "@", "[[[[[[[[", "<<: *x"]


def _mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        move = rng.randrange(6)
        if move == 0:
            del lines[i]
        elif move == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif move == 2:  # a value replaced
            lines[i] = re.sub(r"(:\s*)([^,}\]\n]+)", lambda m: m.group(1) + rng.choice(_NASTY), lines[i], count=1)
        elif move == 3:  # a word replaced inside a flow mapping or a list
            words = re.findall(r"[\w\-]+", lines[i])
            if words:
                lines[i] = lines[i].replace(rng.choice(words), rng.choice(_NASTY), 1)
        elif move == 4:
            lines[i] = (" " * rng.randint(0, 6)) + lines[i].lstrip()
        else:
            lines = lines[: i + 1]
    return "\n".join(lines) + "\n"


def test_mutated_example_scripts_never_raise_a_traceback_and_never_hang(tmp_path):
    rng = random.Random(2026)
    count = int(os.environ.get("MUTANTS", "120"))
    failures, outcomes = [], {0: 0, 1: 0}
    for number in range(count):
        source = rng.choice(EXAMPLES)
        path = source.parent / f".mutant-{os.getpid()}-{number}.yaml"  # beside the example: its role-set files resolve
        path.write_text(_mutate(source.read_text(encoding="utf-8"), rng), encoding="utf-8")
        try:
            code, err = _run(path)
            outcomes[code] = outcomes.get(code, 0) + 1
            if code == 1 and not re.match(re.escape(str(path)) + r"(:\d+)?: ", err):
                failures.append(f"{source.name} #{number}: message without FILE:LINE: {err[:200]}")
        except Exception as err:  # noqa: BLE001 - every escape is a failure to list
            failures.append(f"{source.name} #{number}: {type(err).__name__}: {err}")
            (tmp_path / f"mutant-{number}.yaml").write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        finally:
            path.unlink(missing_ok=True)
    print(f"mutants: {count}, played: {outcomes.get(0, 0)}, refused with a message: {outcomes.get(1, 0)}")
    assert failures == [], "\n".join(failures[:20])
