"""The warm worker of the mutation bench (bench_mutation.py starts it in the copy's `mutants/`; never
run by the suite): imports the mutated package and the test modules once, then forks a child per
job, so a mutant costs its own tests and not a Python start, an import of the app and a collection
(on two shared cores those were most of a minute per mutant).

A job is either a map job (run some test files once under coverage, each test in its own coverage
context, and write which lines of engine/ and parsing/ each test ran) or a mutant job (switch the
mutant on, run its tests fastest first, stop at the first failure). A function the warm-up itself
ran (at import or while collecting) is listed, and its mutants are run by the bench in a cold
process instead: the warm copy may hold what the unmutated function computed.

Run: python mutation_worker.py JOBS.json RESULTS.jsonl WORKERS   (cwd: the copy's mutants/ folder)
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import resource
import signal
import sys
import time
from pathlib import Path
from typing import Any

QUIET = ["--rootdir=.", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:random-order"]


def main() -> None:
    jobs = json.loads(Path(sys.argv[1]).read_text())
    results = Path(sys.argv[2])
    workers = int(sys.argv[3])
    sys.path.insert(0, os.getcwd())  # the mutated package, before the editable install of the work tree
    warm = _warm_up(jobs["deselect"], jobs["warm_tests"] if jobs["jobs"][0]["kind"] == "map" else [])
    with results.open("a") as out:
        out.write(json.dumps({"warm_up": sorted(warm["touched"]), "seconds": warm["seconds"]}) + "\n")
        out.flush()
        _run_all(jobs, workers, out, warm["touched"])


def _warm_up(deselect: list[str], tests: list[str]) -> dict[str, Any]:
    """Imports every module of the package (and for a map, collects the tests), with each mutated
    function that runs meanwhile written down (mutmut's 'stats' switch, its recorder replaced by ours)."""
    started = time.monotonic()
    touched: set[str] = set()
    from mutmut.mutation import trampoline

    trampoline.record_trampoline_hit = lambda name, caller=None: touched.add(name)
    os.environ["MUTANT_UNDER_TEST"] = "stats"
    import moderator_app

    if not moderator_app.__file__ or not moderator_app.__file__.startswith(os.getcwd()):
        sys.exit(f"the unmutated package was imported ({moderator_app.__file__}), not the copy's")
    for info in pkgutil.walk_packages(moderator_app.__path__, "moderator_app."):
        if info.name.startswith(("moderator_app.engine", "moderator_app.parsing")):
            importlib.import_module(info.name)
    import pytest

    if not tests:  # a mutant's child imports its own test modules: what they compute at import, they
        os.environ["MUTANT_UNDER_TEST"] = ""  # compute with the mutant on (collecting here ran 422 functions)
        return {"touched": touched, "seconds": time.monotonic() - started}
    with open(os.devnull, "w") as sink:
        stdout, sys.stdout = sys.stdout, sink
        try:
            pytest.main([*QUIET, "--collect-only", *deselect, *tests])
        finally:
            sys.stdout = stdout
    os.environ["MUTANT_UNDER_TEST"] = ""
    return {"touched": touched, "seconds": time.monotonic() - started}


def _run_all(jobs: dict[str, Any], workers: int, out: Any, touched: set[str]) -> None:
    """Forks up to `workers` children at a time; one JSON line per finished job, with its wall and CPU
    seconds (on a shared machine the wall time says more about the neighbours than about the bench)."""
    waiting = list(jobs["jobs"])
    running: dict[int, tuple[dict[str, Any], float]] = {}

    def stop(*_: Any) -> None:  # the bench's budget ran out: the children go too
        for child in running:
            _kill(child)
        os._exit(1)

    signal.signal(signal.SIGTERM, stop)
    while waiting or running:
        while waiting and len(running) < workers:
            job = waiting.pop(0)
            pid = os.fork()
            if pid == 0:
                _child(job, jobs["deselect"], cold=job.get("function") in touched)
            running[pid] = (job, time.monotonic())
        pid, status, usage = os.wait4(-1, os.WNOHANG)
        if pid == 0:
            now = time.monotonic()
            for child, (job, began) in list(running.items()):
                if now - began > job.get("wall", 1e9):
                    _kill(child)
            time.sleep(0.05)
            continue
        job, began = running.pop(pid)
        code = os.waitstatus_to_exitcode(status)
        timed_out = time.monotonic() - began > job.get("wall", 1e9) or code in (-signal.SIGXCPU, -signal.SIGKILL)
        out.write(json.dumps({"job": job["name"], "code": code, "timeout": timed_out,
                              "seconds": round(time.monotonic() - began, 3),
                              "cpu": round(usage.ru_utime + usage.ru_stime, 3)}) + "\n")
        out.flush()


def _kill(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _child(job: dict[str, Any], deselect: list[str], cold: bool) -> None:
    """In the forked child: never returns."""
    code = 3
    try:
        os.setpgid(0, 0)
        sink = os.open(os.devnull, os.O_WRONLY)
        os.dup2(sink, 1)
        os.dup2(sink, 2)
        if job["kind"] == "map":
            code = _map(job, deselect)
        else:
            code = _mutant(job, deselect, cold)
    finally:
        os._exit(code)


def _mutant(job: dict[str, Any], deselect: list[str], cold: bool) -> int:
    import pytest
    from mutmut.mutation.trampoline import set_mutant_under_test

    set_mutant_under_test(job["name"])  # also kept where a test empties os.environ
    cpu = int(job["cpu"])
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    arguments = [*QUIET, "-x", *deselect, *job["tests"]]
    if cold:  # a fresh Python: the warm-up ran this function, the warm copy may hold what it made
        os.execv(sys.executable, [sys.executable, "-m", "pytest", *arguments])
    return int(pytest.main(arguments))


def _map(job: dict[str, Any], deselect: list[str]) -> int:
    """Which lines each test ran. Work done in a fixture wider than one test belongs to every test that
    shares it: the context names the fixture's scope, and the bench widens it. Caches are emptied
    before each test, else only the first test to fill one would be seen running what fills it."""
    import coverage
    import pytest

    here = os.getcwd()
    cov = coverage.Coverage(data_file=None, include=[f"{here}/moderator_app/engine/*",
                                                     f"{here}/moderator_app/parsing/*"])
    durations: dict[str, float] = {}
    outcomes: dict[str, str] = {}

    class Contexts:
        """Context `scope<TAB>where<TAB>test file`: where is the test for function scope, the module or
        class for those scopes, the conftest's folder for session and package scope."""

        current = ""

        def switch(self, context: str) -> None:
            self.current = context
            cov.switch_context(context)

        @pytest.hookimpl(tryfirst=True)
        def pytest_runtest_setup(self, item: Any) -> None:
            _clear_caches()
            self.switch(f"function\t{item.nodeid}\t{item.nodeid.split('::')[0]}")

        @pytest.hookimpl(hookwrapper=True)
        def pytest_fixture_setup(self, fixturedef: Any, request: Any) -> Any:
            scope, previous = fixturedef.scope, self.current
            if scope == "function":
                yield
                return
            test = getattr(request, "_pyfuncitem", None)
            test_file = test.nodeid.split("::")[0] if test is not None else ""
            where = request.node.nodeid if scope in ("module", "class") else fixturedef.baseid
            self.switch(f"{scope}\t{where}\t{test_file}")
            yield
            self.switch(previous)

        def pytest_runtest_logreport(self, report: Any) -> None:
            durations[report.nodeid] = durations.get(report.nodeid, 0.0) + report.duration
            if report.failed:
                outcomes[report.nodeid] = "failed"
            elif report.when == "call" or report.skipped:
                outcomes.setdefault(report.nodeid, report.outcome)

    cov.start()
    try:
        code = int(pytest.main([*QUIET, *deselect, *job["tests"]], plugins=[Contexts()]))
    finally:
        cov.stop()
    data = cov.get_data()
    lines: dict[str, dict[int, list[str]]] = {}
    for path in data.measured_files():
        by_line = data.contexts_by_lineno(path)
        lines[os.path.relpath(path, here)] = {n: sorted(c for c in ctx if c) for n, ctx in by_line.items() if ctx}
    Path(job["out"]).write_text(json.dumps({"durations": durations, "outcomes": outcomes, "lines": lines}))
    return 0 if code in (0, 1) else code


def _clear_caches() -> None:
    for name, module in list(sys.modules.items()):
        if name.startswith("moderator_app") and module is not None:
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()


if __name__ == "__main__":
    main()
