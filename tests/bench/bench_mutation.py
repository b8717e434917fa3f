"""Mutation bench (prints figures, asserts nothing; #24 item 3): one-edit mutants of engine/ and
parsing/ (mutmut), each run against the tests that reach it, within a time budget; prints the
mutation score and every surviving mutant as file:line and its changed line, so the next test to
write is in front of you.

Why mutmut (3.x) and not cosmic-ray: mutmut records once which tests reach each function, then runs
each mutant in a forked worker with only those tests, switched on by an environment variable in a
copy that holds every mutant at once — a mutant costs its few tests, not a pytest start-up and an
import of the app, which on two shared cores is what makes cosmic-ray's one-process-per-mutant runs
hours long. Its verdicts are kept per mutant in the copy, so the next run (same sample) goes on where
the budget stopped this one, and re-checks only what changed. Settings: [tool.mutmut], pyproject.toml.

engine/ and parsing/ hold some 23,000 mutants: too many for a sitting, so the bench draws a seeded
sample (the same one every run, until --seed or the code changes) and reports its score with a 95%
margin. The copy lives in the temporary folder, never in the work tree.

Run: .venv/bin/python tests/bench/bench_mutation.py [--sample N] [--seed S] [--budget MINUTES] [PREFIX ...]
     PREFIX: mutant names start with it, e.g. moderator_app.engine.resolution.win (default: engine and parsing)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MUTMUT = [sys.executable, "-m", "mutmut"]
KILLED = {"killed", "caught by type check", "timeout", "segfault"}
"""Verdicts that mean a test noticed the mutant (a hang or a crash is noticed too)."""
UNCHECKED = {"not checked", "skipped", "check was interrupted by user"}
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def main() -> None:
    args = _options()
    work = _copy_of_work_tree()
    names = _mutant_names(work, tuple(args.prefix))
    sample = sorted(random.Random(args.seed).sample(names, min(args.sample, len(names))))
    print(f"{len(names)} mutants under {', '.join(args.prefix)}; a sample of {len(sample)} (seed {args.seed}) in {work}")
    started = time.monotonic()
    todo = [name for name, verdict in _verdicts(work, set(sample)).items() if verdict in UNCHECKED]
    if todo:  # named mutants are run again by mutmut even when it kept their verdict: only the rest
        print(f"{len(todo)} of them not checked yet (a change of the code un-checks its function's)")
        _run(work, todo, args.budget * 60)
    verdicts = _verdicts(work, set(sample))
    _report(work, verdicts, time.monotonic() - started, args.show)


def _options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefix", nargs="*", default=["moderator_app.engine", "moderator_app.parsing"])
    parser.add_argument("--sample", type=int, default=300, help="mutants drawn (default 300)")
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--budget", type=float, default=30, help="minutes for the run (default 30)")
    parser.add_argument("--show", type=int, default=40, help="surviving mutants shown as file:line and the changed line (default 40)")
    return parser.parse_args()


def _copy_of_work_tree() -> Path:
    """The tracked files in a folder of their own; a file is copied only when it changed, so mutmut's
    kept verdicts stand for what did not."""
    tag = hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]
    work = Path(tempfile.gettempdir()) / f"moderator-mutation-{tag}"
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    tracked = set(filter(None, listed.decode().split("\0")))
    _drop_untracked(work, tracked)
    for name in sorted(tracked):
        source = ROOT / name
        if not source.is_file():
            continue
        _copy_if_changed(source, work / name)
        mutated = name.endswith(".py") and name.startswith(("moderator_app/engine/", "moderator_app/parsing/"))
        if not mutated and (work / "mutants").is_dir() and (name.startswith(("moderator_app/", "tests/"))
                                                            or (work / "mutants" / name).exists()):
            _copy_if_changed(source, work / "mutants" / name)  # mutmut copies the rest once and never again
    return work


def _drop_untracked(work: Path, tracked: set[str]) -> None:
    """A file moved or deleted in the work tree leaves the copy too, with its mutants and their
    verdicts: else mutmut mutates the old module, no test imports it, and its mutants read as
    reached by no test (an engine moved into subpackages once left 16,000 such behind)."""
    folders = {name.split("/", 1)[0] for name in tracked if "/" in name}
    for top in (work, work / "mutants"):
        for folder in folders:
            for path in sorted((top / folder).rglob("*")) if (top / folder).is_dir() else []:
                name = path.relative_to(top).as_posix()
                if path.is_file() and "__pycache__" not in name and name.removesuffix(".meta").removesuffix(".spans") not in tracked:
                    path.unlink()


def _copy_if_changed(source: Path, target: Path) -> None:
    """Copied with the time of copying, not the source's: mutmut re-mutates a file only when it is
    newer than its mutants, and a file merged while a run was making them is older than they are."""
    if not target.exists() or target.read_bytes() != source.read_bytes():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)


def _mutant_names(work: Path, prefixes: tuple[str, ...]) -> list[str]:
    """Every mutant's name under the prefixes, making the mutants first (mutmut's own steps, without
    running any test yet)."""
    make = ("from mutmut.__main__ import create_mutants, store_lines_covered_by_tests\n"
            "from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir, setup_source_paths\n"
            "import os\nos.makedirs('mutants', exist_ok=True)\n"
            "copy_src_dir(); copy_also_copy_files(); setup_source_paths(); store_lines_covered_by_tests()\n"
            "create_mutants(os.cpu_count() or 2)\n")
    done = subprocess.run([sys.executable, "-c", make], cwd=work, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("mutmut could not make the mutants (its internal steps moved? this bench knows mutmut 3.8):\n"
                 + done.stderr[-2000:])
    names = [name for meta in _metas(work) for name in json.loads(meta.read_text())["exit_code_by_key"]]
    return sorted(name for name in names if name.startswith(prefixes))


def _metas(work: Path) -> list[Path]:
    return sorted((work / "mutants" / "moderator_app").rglob("*.py.meta"))


def _run(work: Path, sample: list[str], budget: float) -> None:
    """`mutmut run` on the sample, stopped (as Ctrl+C stops it: verdicts so far are kept) at the budget."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.Popen([*MUTMUT, "run", *sample], cwd=work, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        out, _ = run.communicate(timeout=budget)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGINT)
        try:
            out, _ = run.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            os.killpg(run.pid, signal.SIGKILL)
            out, _ = run.communicate()
        print(f"stopped at the budget ({budget / 60:.0f} min); run again to go on")
    tail = [line for line in out.replace("\r", "\n").splitlines() if line.strip() and line[0] not in SPINNER]
    if "Failed to run clean test" in out or "failed to collect stats" in out:
        print("\n".join(tail[-40:]))
        sys.exit("the tests do not pass on the unmutated copy (above): fix that first; to see which,\n"
                 f"  cd {work}/mutants && {sys.executable} -m pytest -x -q <the folders of [tool.mutmut] "
                 "pytest_add_cli_args_test_selection>\n(a copy whose mutants were being made when a run was "
                 f"killed is broken: remove {work}/mutants)")


def _verdicts(work: Path, wanted: set[str]) -> dict[str, str]:
    from mutmut.stats import status_by_exit_code

    found: dict[str, str] = {}
    for meta in _metas(work):
        for name, code in json.loads(meta.read_text())["exit_code_by_key"].items():
            if name in wanted:
                found[name] = status_by_exit_code[code]
    return found


def _report(work: Path, verdicts: dict[str, str], seconds: float, show: int) -> None:
    counts = Counter(verdicts.values())
    print(f"verdicts in {seconds / 60:.1f} min: {dict(counts)}")
    for area in ("moderator_app.engine", "moderator_app.parsing"):
        mine = {n: v for n, v in verdicts.items() if n.startswith(area) and v not in UNCHECKED}
        if mine:
            killed = sum(v in KILLED for v in mine.values())
            share = killed / len(mine)
            margin = 1.96 * math.sqrt(share * (1 - share) / len(mine))
            print(f"{area}: {killed} of {len(mine)} checked mutants killed = {share:.1%} ± {margin:.1%}")
    survivors = sorted(n for n, v in verdicts.items() if v not in KILLED | UNCHECKED)
    print(f"{len(survivors)} mutants no test noticed (survived, or no test reaches them):")
    os.chdir(work)  # mutmut reads its mutant files relative to the copy
    for name in survivors[:show]:
        print(_one_line(name))
    for name in survivors[show:]:
        print(name)


def _one_line(name: str) -> str:
    """`file:line: old  ->  new` for a mutant, the line counted in the unmutated source, so the next
    test to write is one look away (`mutmut show NAME` in the copy prints the whole function)."""
    import ast

    from mutmut.mutation.diff_apply import find_mutant, get_diff_for_mutant
    from mutmut.utils.format_utils import orig_function_and_class_names_from_key

    try:
        path = str(find_mutant(name).path)
        diff = get_diff_for_mutant(name, path=path).splitlines()[2:]  # without the ---/+++ header
    except (FileNotFoundError, OSError, ValueError) as err:
        return f"{name}: no diff ({err})"
    hunk = next((line for line in diff if line.startswith("@@")), "@@ -1 ")
    body = [line for line in diff if not line.startswith("@@")]
    old = next((line[1:] for line in body if line.startswith("-")), "")
    new = next((line[1:] for line in body if line.startswith("+")), "(line removed)")
    changed = next((i for i, text in enumerate(body) if text.startswith(("-", "+"))), 0)
    offset = int(hunk.split()[1][1:].split(",")[0]) - 1 + sum(1 for text in body[:changed] if not text.startswith("+"))
    function, cls = orig_function_and_class_names_from_key(name)
    source = Path(path).read_text().splitlines()
    tree = ast.parse("\n".join(source))
    scopes = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls] if cls else [tree]
    defs = [n for scope in scopes for n in getattr(scope, "body", [])
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == function]
    line: int | str = "?"
    if defs:  # the diff counts from the function's first line; the nearest line that reads as the old one
        first = min([defs[0].lineno, *(d.lineno for d in defs[0].decorator_list)])
        guess = first + offset
        same = [n for n in range(first, (defs[0].end_lineno or first) + 1) if source[n - 1].strip() == old.strip()]
        line = min(same, key=lambda n: abs(n - guess)) if same and old else guess
    return f"{path}:{line}: {old.strip()}  ->  {new.strip()}   [{name.rpartition('.')[2]}]"


if __name__ == "__main__":
    main()
