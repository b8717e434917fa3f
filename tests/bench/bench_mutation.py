"""Mutation bench (prints figures, asserts nothing; #24 item 3): one-edit mutants of engine/ and
parsing/ (made by mutmut), each run against the tests that run its line, within a time budget;
prints the mutation score with its 95% margin and every surviving mutant as `file:line: old -> new`,
so the next test to write is in front of you.

Why mutmut (3.x) makes the mutants: it writes every mutant of a module into one copy, switched on by
an environment variable, so a mutant needs no file written and no module re-imported. Why it does
not run them (`mutmut run`): on two shared cores that took ~35 min of set-up (a clean run and a
traced run of all the tests, again at every call) and ~1 min a mutant (each started Python, imported
the app and collected its tests, then ran every test that called the mutated function). Here:
- a map, built once and kept: which lines of engine/ and parsing/ each test runs (coverage.py, one
  context per test; a wider fixture's lines count for every test sharing it); a test file is mapped
  again only when it, its conftest or a source file it runs changed;
- a mutant runs only the tests that run its changed lines (the def line: the whole function's),
  fastest first, stopping at the first failure, in a child forked from a warm worker that has
  imported the app and collected the tests (mutation_worker.py); a function the warm-up itself ran
  has its mutants run in a cold process instead;
- verdicts are kept per mutant: a kill while the mutated function is unchanged, any other verdict
  while its tests are unchanged too (so a new test re-runs the survivors it may kill).

engine/ and parsing/ hold some 26,000 mutants: too many for a sitting, so the bench draws a seeded
sample of each (the same one every run) and reports each score with a 95% margin. The copy lives in the
temporary folder, never in the work tree. Settings: [tool.mutmut], pyproject.toml.

Run: nice .venv/bin/python tests/bench/bench_mutation.py [--sample N] [--seed S] [--budget MINUTES]
        [--workers N] [--cap SECONDS] [PREFIX ...]
     PREFIX: mutant names start with it (default: moderator_app.engine and moderator_app.parsing); N
     mutants are drawn for each
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).resolve().with_name("mutation_worker.py")
CORPUS_ENV = "MODERATOR_APP_CORPUS"  # tests/shared_corpus.py: where the real material is
KILLED = {"killed", "timeout", "collection broke"}
"""Verdicts that mean a test noticed the mutant (a hang, a crash or a test module that no longer
collects is noticed too)."""


def main() -> None:
    args = _options()
    clock: dict[str, float] = {}
    began = time.monotonic()
    work = _copy_of_work_tree()
    names = _mutant_names(work, tuple(args.prefix))
    clock["copy and make mutants"] = time.monotonic() - began
    sample = _sample(work, names, args)
    print(f"{len(names)} mutants under {', '.join(args.prefix)}; a sample of {len(sample)} (seed {args.seed}) in {work}")
    settings = _settings(work)
    deadline = began + args.budget * 60
    began = time.monotonic()
    test_map = _refresh_map(work, settings, args.workers, deadline)
    clock["map (tests run under coverage)"] = time.monotonic() - began
    verdicts = _check(work, settings, test_map, sample, args.workers, args.cap, deadline, clock)
    _report(work, verdicts, clock, args.show)


def _sample(work: Path, names: list[str], args: argparse.Namespace) -> list[str]:
    """The seeded sample of each prefix, drawn once and kept: a change of the code renumbers the mutants
    of the functions it touches, and a fresh draw over the new names would be another sample, so a
    score before and after a fix would not compare. A kept name gone from the code is left out (said).
    Each prefix (engine/, parsing/) keeps its own sample, so one run, with one map, measures both, each
    on the sample a run of it alone draws."""
    present = set(names)
    chosen: list[str] = []
    for prefix in args.prefix:
        kept_path = work / f"mutation-sample-{prefix}-{args.seed}-{args.sample}.json"
        kept = _read_json(kept_path)
        if kept is None or args.resample:
            mine = [n for n in names if n.startswith(prefix)]
            kept = sorted(random.Random(args.seed).sample(mine, min(args.sample, len(mine))))
            kept_path.write_text(json.dumps(kept, indent=0))
        gone = [n for n in kept if n not in present]
        if gone:
            print(f"{prefix}: {len(gone)} mutants of the kept sample are gone with the code that had them "
                  "(renumbered or removed)")
        chosen += [n for n in kept if n in present and n not in chosen]
    return chosen


def _options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefix", nargs="*", default=["moderator_app.engine", "moderator_app.parsing"])
    parser.add_argument("--sample", type=int, default=150, help="mutants drawn for each prefix (default 150)")
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--resample", action="store_true", help="draw the sample again (else the kept one is used)")
    parser.add_argument("--budget", type=float, default=60, help="minutes for the run (default 60)")
    parser.add_argument("--workers", type=int, default=2, help="children at a time (default 2)")
    parser.add_argument("--cap", type=float, default=90, help="seconds of tests (as mapped) a mutant runs at most, "
                        "fastest first; 0: all (default 90)")
    parser.add_argument("--show", type=int, default=60, help="surviving mutants shown as file:line and the changed line (default 60)")
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


def _settings(work: Path) -> dict[str, list[str]]:
    """The deselected tests and the test folders of [tool.mutmut] (one place for both runners)."""
    mutmut = tomllib.loads((work / "pyproject.toml").read_text())["tool"]["mutmut"]
    extra = mutmut["pytest_add_cli_args"]
    deselect = [arg for i, arg in enumerate(extra) if arg == "--deselect" or (i and extra[i - 1] == "--deselect")]
    return {"deselect": deselect, "selection": mutmut["pytest_add_cli_args_test_selection"]}


def _sha(*texts: bytes) -> str:
    digest = hashlib.sha1()
    for text in texts:
        digest.update(text)
    return digest.hexdigest()


# --- the map: which lines each test runs -------------------------------------------------------

def _test_files(mutants: Path, selection: list[str]) -> list[str]:
    found: set[str] = set()
    for entry in selection:
        path = mutants / entry
        files = sorted(path.rglob("test_*.py")) if path.is_dir() else [path]
        found |= {f.relative_to(mutants).as_posix() for f in files if f.is_file()}
    return sorted(found)


def _corpus() -> Path | None:
    """The real corpus the work tree's tests read (`$MODERATOR_APP_CORPUS`, else ../shared/corpus beside the work
    tree). The copy sits in the temporary folder, where ../shared is not: without this its corpus tests were
    skipped, in the map and in every mutant's run, so what only real pages hold read as surviving."""
    chosen = os.environ.get(CORPUS_ENV)
    path = Path(chosen) if chosen else ROOT.parent / "shared" / "corpus"
    return path.resolve() if path.is_dir() else None


def _corpus_key() -> bytes:
    """What the corpus is, for the map: its files' names, sizes and times (a test file is mapped again when the
    corpus it reads came, went or changed, since its parametrized cases and what they run change with it)."""
    corpus = _corpus()
    if corpus is None:
        return b"no corpus"
    files = sorted(p for p in corpus.rglob("*") if p.is_file())
    return "\n".join(f"{p.relative_to(corpus)} {p.stat().st_size} {p.stat().st_mtime_ns}" for p in files).encode()


def _helpers_key(mutants: Path, test_file: str, corpus: bytes) -> str:
    """The test file and every helper it may lean on: the other non-test modules (conftest, corpus
    readers) of its folder and the folders above it, and the corpus."""
    parts = [corpus, (mutants / test_file).read_bytes()]
    folder = (mutants / test_file).parent
    while folder != mutants.parent and folder.is_relative_to(mutants):
        parts += [p.read_bytes() for p in sorted(folder.glob("*.py")) if not p.name.startswith("test_")]
        folder = folder.parent
    return _sha(*parts)


def _refresh_map(work: Path, settings: dict[str, list[str]], workers: int, deadline: float) -> dict[str, Any]:
    """Maps the test files that are new or changed, or that ran a source file that changed since."""
    mutants = work / "mutants"
    folder = work / "mutation-map"
    folder.mkdir(exist_ok=True)
    files = _test_files(mutants, settings["selection"])
    stored = {f: _read_json(folder / (f.replace("/", "__") + ".json")) for f in files}
    corpus = _corpus_key()
    keys = {f: _helpers_key(mutants, f, corpus) for f in files}
    shas: dict[str, str] = {}

    def source_sha(name: str) -> str:
        if name not in shas:
            shas[name] = _sha((mutants / name).read_bytes()) if (mutants / name).is_file() else ""
        return shas[name]

    stale = [f for f in files if not stored[f] or stored[f]["key"] != keys[f]
             or any(source_sha(src) != sha for src, sha in stored[f]["sources"].items())]
    print(f"map: {len(files) - len(stale)} of {len(files)} test files kept, {len(stale)} to run under coverage")
    if stale:
        _map_files(work, settings, stale, stored, keys, source_sha, workers, deadline)
    return {f: stored[f] for f in files if stored[f]}


def _map_files(work: Path, settings: dict[str, list[str]], stale: list[str], stored: dict[str, Any],
               keys: dict[str, str], source_sha: Any, workers: int, deadline: float) -> None:
    chunks: list[list[str]] = [[] for _ in range(min(len(stale), 3 * workers))]
    weight = [0.0] * len(chunks)
    cost = {f: sum((stored[f] or {}).get("durations", {}).values()) or 1.0 for f in stale}
    for f in sorted(stale, key=lambda f: -cost[f]):  # the heaviest first, each to the lightest chunk
        i = weight.index(min(weight))
        chunks[i].append(f)
        weight[i] += cost[f]
    temp = work / "mutation-map" / "run"
    shutil.rmtree(temp, ignore_errors=True)
    temp.mkdir()
    jobs = [{"kind": "map", "name": f"map {i}", "tests": chunk, "out": str(temp / f"{i}.json")}
            for i, chunk in enumerate(chunks)]
    by_name = {job["name"]: job for job in jobs}

    def keep(result: dict[str, Any]) -> None:  # at once: a map stopped at the budget keeps the chunks it finished
        job = by_name[result["job"]]
        if result["code"] != 0:
            return
        per_file: dict[str, dict[str, Any]] = {f: {"key": keys[f], "sources": {}, "durations": {}, "outcomes": {},
                                                    "lines": defaultdict(dict)} for f in job["tests"]}
        found = json.loads(Path(job["out"]).read_text())
        for kind in ("durations", "outcomes"):
            for nodeid, value in found[kind].items():
                owner = per_file.get(nodeid.split("::")[0])
                if owner is not None:
                    owner[kind][nodeid] = value
        for src, by_line in found["lines"].items():
            for line, contexts in by_line.items():
                for context in contexts:
                    owner = per_file.get(context.split("\t")[2])
                    if owner is not None:
                        owner["lines"][src].setdefault(line, []).append(context)
                        owner["sources"][src] = source_sha(src)
        for f, record in per_file.items():
            stored[f] = record
            (work / "mutation-map" / (f.replace("/", "__") + ".json")).write_text(json.dumps(record))

    results = _work(work, settings, jobs, workers, deadline, warm_tests=stale, each=keep)
    failed = [r for r in results if r["code"] != 0]
    if failed or len(results) < len(jobs):
        sys.exit(f"the map run did not finish ({failed or 'out of time: run again to map the rest'}); see {temp}")


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _line_index(test_map: dict[str, Any]) -> tuple[dict[str, dict[int, set[str]]], dict[str, float]]:
    """source file -> line -> the tests that run it (a wider fixture's lines: every test sharing it),
    and each usable test's duration; a test failing or skipped unmutated is left out."""
    durations = {n: d for record in test_map.values() for n, d in record["durations"].items()
                 if record["outcomes"].get(n) == "passed"}
    failing = sorted(n for record in test_map.values() for n, o in record["outcomes"].items() if o == "failed")
    if failing:
        print(f"{len(failing)} tests fail on the unmutated copy and are left out: {failing[:5]}")
    tests = sorted(durations)
    widened: dict[str, set[str]] = {}

    def reach(context: str) -> set[str]:
        if context not in widened:
            scope, where, _ = context.split("\t")
            if scope == "function":
                widened[context] = {where} & durations.keys()
            elif scope in ("module", "class"):
                widened[context] = {t for t in tests if t.startswith(where + "::")}
            else:
                widened[context] = {t for t in tests if not where or t.startswith(where + "/")}
        return widened[context]

    index: dict[str, dict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    for record in test_map.values():
        for src, by_line in record["lines"].items():
            for line, contexts in by_line.items():
                for context in contexts:
                    index[src][int(line)] |= reach(context)
    return index, durations


# --- the mutants: their lines, their tests, their verdicts ----------------------------------------

class Sources:
    """The mutants files, parsed once: where a mutant's change is, read against its function's
    unmutated copy in the same file."""

    def __init__(self, mutants: Path) -> None:
        self.mutants = mutants
        self.files: dict[str, tuple[list[str], dict[str, ast.FunctionDef]]] = {}

    def path_of(self, name: str) -> str:
        module = name.rpartition(".")[0].replace(".", "/")
        return f"{module}.py" if (self.mutants / f"{module}.py").is_file() else f"{module}/__init__.py"

    def _parsed(self, path: str) -> tuple[list[str], dict[str, ast.FunctionDef]]:
        if path not in self.files:
            text = (self.mutants / path).read_text()
            defs = {n.name: n for n in ast.walk(ast.parse(text)) if isinstance(n, ast.FunctionDef) and "__mutmut_" in n.name}
            self.files[path] = (text.splitlines(), defs)
        return self.files[path]

    def reach(self, name: str) -> tuple[str, set[int], str]:
        """(file, the lines whose running means the mutant ran, the function texts): the smallest
        statement holding the change; the whole function when its signature changed."""
        path = self.path_of(name)
        lines, defs = self._parsed(path)
        mutant_name = name.rpartition(".")[2]
        orig = defs[mutant_name.rpartition("__mutmut_")[0] + "__mutmut_orig"]
        mutant = defs[mutant_name]
        old = lines[orig.lineno - 1:orig.end_lineno]
        new = lines[mutant.lineno - 1:mutant.end_lineno]
        new[0] = new[0].replace(mutant.name, orig.name)
        first = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
        last = next((i for i, (a, b) in enumerate(zip(reversed(old), reversed(new))) if a != b), 0)
        start, end = orig.lineno + first, max(orig.lineno + first, (orig.end_lineno or orig.lineno) - last)
        whole = set(range(orig.lineno, (orig.end_lineno or orig.lineno) + 1))
        texts = "\n".join(old + new)
        if start < orig.body[0].lineno:
            return path, whole, texts
        holding = [n for n in ast.walk(orig) if isinstance(n, ast.stmt) and n is not orig
                   and n.lineno <= start and (n.end_lineno or n.lineno) >= end]
        if not holding:
            return path, whole, texts
        smallest = min(holding, key=lambda n: (n.end_lineno or n.lineno) - n.lineno)
        return path, set(range(smallest.lineno, (smallest.end_lineno or smallest.lineno) + 1)), texts


def _check(work: Path, settings: dict[str, list[str]], test_map: dict[str, Any], sample: list[str],
           workers: int, cap: float, deadline: float, clock: dict[str, float]) -> dict[str, str]:
    """Runs each sampled mutant not yet judged with the same code and tests; returns every verdict.
    A mutant whose tests take longer than the cap runs the fastest of them: one that survives those is
    'survived (capped)', and the score counts it as surviving (a lower bound): on two shared cores a
    survivor of the random-game tests costs minutes, and a test that holds the rule fast is wanted
    anyway."""
    index, durations = _line_index(test_map)
    keys = {f: record["key"] for f, record in test_map.items()}
    sources = Sources(work / "mutants")
    at_import = set(_read_json(work / "mutation-map" / "ran-at-import.json") or [])
    fastest = sorted(durations, key=lambda t: (durations[t], t))[:30]
    kept_path = work / "mutation-verdicts.json"
    kept = _read_json(kept_path) or {}
    verdicts: dict[str, str] = {}
    jobs = []
    for name in sample:
        path, lines, texts = sources.reach(name)
        tests = sorted(set().union(*(index[path].get(n, set()) for n in lines)), key=lambda t: (durations[t], t))
        if name.rpartition("__mutmut_")[0] in at_import:  # it ran at import, before any test: every test
            tests = sorted(set(tests) | set(fastest), key=lambda t: (durations[t], t))  # starts with its outcome
        capped = _fastest(tests, durations, cap)
        key = _sha(texts.encode(), "\n".join(capped).encode(), *(keys[t.split("::")[0]].encode() for t in capped))
        code = _sha(texts.encode())
        before = kept.get(name, {})
        if not tests:
            verdicts[name] = "no tests"
        elif before.get("key") == key or (before.get("verdict") in KILLED and before.get("code") == code):
            verdicts[name] = before["verdict"]  # a kill stands while the code does: tests are added, seldom weakened
        else:
            estimate = sum(durations[t] for t in capped)
            function = name.rpartition("__mutmut_")[0]
            cpu = int(30 + 4 * estimate)  # a mutant that loops for ever is stopped by its CPU seconds; the wall
            # limit is for one that hangs idle: at four times the CPU, a run slowed by the neighbours (a load of
            # 8 on 2 cores) is not cut short and counted a timeout (noticed) for the load, not for the mutant
            jobs.append({"kind": "mutant", "name": name, "function": function, "tests": capped,
                         "capped": len(capped) < len(tests), "cpu": cpu, "wall": 60 + 4 * cpu, "key": key, "code": code})
    random.Random(len(sample)).shuffle(jobs)  # a run stopped at its budget has checked a fair part of the sample
    print(f"{len(sample) - len(jobs)} verdicts kept or known (no test runs the line); {len(jobs)} mutants to run")
    began = time.monotonic()
    by_name = {j["name"]: j for j in jobs}

    def keep(result: dict[str, Any]) -> None:  # at once: a run stopped half-way keeps what it learnt
        job = by_name[result["job"]]
        verdicts[job["name"]] = _verdict(result) + (" (capped)" if job["capped"] and result["code"] == 0 else "")
        kept[job["name"]] = {"verdict": verdicts[job["name"]], "key": job["key"], "code": job["code"]}
        kept_path.write_text(json.dumps(kept, indent=0))

    results = _work(work, settings, jobs, workers, deadline, warm_tests=[], progress=True, each=keep)
    clock["mutants run"] = time.monotonic() - began
    for measure in ("seconds", "cpu"):
        values = [r[measure] for r in results]
        if values:
            clock[f"per mutant {measure}, mean"] = statistics.mean(values)
            clock[f"per mutant {measure}, median"] = statistics.median(values)
            clock[f"per mutant {measure}, most"] = max(values)
    clock["mutants checked this run"] = len(results)
    return verdicts


def _fastest(tests: list[str], durations: dict[str, float], cap: float) -> list[str]:
    """The fastest tests (already in that order) whose mapped time fits the cap; at least one."""
    if not cap:
        return tests
    total, chosen = 0.0, []
    for test in tests:
        total += durations[test]
        if chosen and total > cap:
            break
        chosen.append(test)
    return chosen


def _verdict(result: dict[str, Any]) -> str:
    code = result["code"]
    if result["timeout"]:
        return "timeout"
    if code == 0:
        return "survived"
    if code in (1, 3) or code < 0:  # a failing test, pytest's internal error, a crash
        return "killed"
    if code in (2, 4):  # a test module failed to import, or a test's id computed from the engine changed
        return "collection broke"
    return {5: "no tests"}.get(code, f"exit {code}")


def _work(work: Path, settings: dict[str, list[str]], jobs: list[dict[str, Any]], workers: int, deadline: float,
          warm_tests: list[str], progress: bool = False, each: Any = None) -> list[dict[str, Any]]:
    """Runs the jobs in a warm worker until done or the deadline; the results that came back."""
    if not jobs:
        return []
    folder = work / "mutation-map"
    order = folder / "jobs.json"
    order.write_text(json.dumps({"jobs": jobs, "deselect": settings["deselect"], "warm_tests": warm_tests}))
    out = folder / "results.jsonl"
    out.unlink(missing_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": ""}
    if (corpus := _corpus()) is not None:
        env[CORPUS_ENV] = str(corpus)
    worker = subprocess.Popen([sys.executable, str(WORKER), str(order), str(out), str(workers)], cwd=work / "mutants",
                              env=env, start_new_session=True)
    results: list[dict[str, Any]] = []
    seen = 0
    while True:
        lines = out.read_text().splitlines() if out.exists() else []
        for line in lines[seen:]:
            record = json.loads(line)
            if "warm_up" in record:
                if not warm_tests:  # a mutants' worker warms by importing only: what ran then runs at import
                    (folder / "ran-at-import.json").write_text(json.dumps(record["warm_up"]))
                print(f"worker warm in {record['seconds']:.0f} s; {len(record['warm_up'])} functions ran while warming "
                      "(their mutants run cold)")
                continue
            results.append(record)
            if each:
                each(record)
            if progress:
                print(f"[{len(results)}/{len(jobs)}] {_verdict(record):9} {record['seconds']:6.1f} s "
                      f"(CPU {record['cpu']:5.1f} s)  {record['job']}", flush=True)
        seen = len(lines)
        if worker.poll() is not None:
            break
        if time.monotonic() > deadline:
            worker.terminate()  # the worker takes its children with it
            try:
                worker.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(worker.pid, 9)
                worker.wait()
            print(f"stopped at the budget: {len(jobs) - len(results)} jobs not run (run again to go on)")
            break
        time.sleep(0.5)
    return results


def _report(work: Path, verdicts: dict[str, str], clock: dict[str, float], show: int) -> None:
    counts = Counter(verdicts.values())
    print(f"verdicts: {dict(counts)}")
    for what, value in clock.items():
        print(f"time: {what}: " + (f"{value:.0f}" if "checked" in what else f"{value:.1f} s" if "per mutant" in what
                                   else f"{value / 60:.1f} min"))
    for area in ("moderator_app.engine", "moderator_app.parsing"):
        mine = {n: v for n, v in verdicts.items() if n.startswith(area)
                and v in KILLED | {"survived", "survived (capped)", "no tests"}}
        if mine:
            killed = sum(v in KILLED for v in mine.values())
            low, high = _wilson(killed, len(mine))
            capped = sum(v == "survived (capped)" for v in mine.values())
            print(f"{area}: {killed} of {len(mine)} checked mutants killed = {killed / len(mine):.1%} "
                  f"(95% interval {low:.1%}–{high:.1%}); {capped} of the survivors ran only their fastest tests")
    survivors = sorted(n for n, v in verdicts.items() if v not in KILLED)
    print(f"{len(survivors)} mutants no test noticed (survived, no test runs the line, or not run):")
    os.chdir(work)  # mutmut reads its mutant files relative to the copy
    for name in survivors[:show]:
        print(f"{verdicts[name]:9} {_one_line(name)}")
    for name in survivors[show:]:
        print(f"{verdicts[name]:9} {name}")


def _wilson(killed: int, checked: int) -> tuple[float, float]:
    """The 95% Wilson interval: the normal one runs past 100% near the top on small samples."""
    z = 1.96
    share = killed / checked
    middle = (share + z * z / (2 * checked)) / (1 + z * z / checked)
    half = z * math.sqrt(share * (1 - share) / checked + z * z / (4 * checked * checked)) / (1 + z * z / checked)
    return middle - half, middle + half


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
